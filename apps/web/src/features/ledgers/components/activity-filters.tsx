import { MenuItem, Stack, TextField } from '@mui/material';
import { ACTIVITY_ENTITIES, type ActivityEntity } from '@elevate/shared/schemas/activity';
import type { Member } from '@elevate/shared/schemas/ledgers';
import { useT } from '../../../lib/i18n/use-t.ts';
import { entityLabelKeys } from '../activity-words.ts';

/** 'all' and 'everyone' stand for no filter: the API's own values are never these words. */
export type ActivityFilterValues = { entity: ActivityEntity | 'all'; actor: string };
export const noActivityFilters: ActivityFilterValues = { entity: 'all', actor: 'everyone' };

type Props = {
  values: ActivityFilterValues;
  members: Member[];
  ownId: string | undefined;
  onChange: (values: ActivityFilterValues) => void;
};

/** What kind of thing and whose changes the log shows; stacked on a phone. */
export function ActivityFilters({ values, members, ownId, onChange }: Props) {
  const t = useT();
  // A member removed while their entries are shown stays choosable, so the select
  // never holds a value it has no option for.
  const gone =
    values.actor !== 'everyone' && !members.some((member) => member.userId === values.actor);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mt: 2 }}>
      <TextField
        select
        size="small"
        label={t('ledgers.activity.filter.what')}
        value={values.entity}
        onChange={(event) =>
          onChange({ ...values, entity: event.target.value as ActivityFilterValues['entity'] })
        }
        sx={{ minWidth: { sm: 220 } }}
      >
        <MenuItem value="all">{t('ledgers.activity.filter.all')}</MenuItem>
        {ACTIVITY_ENTITIES.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {t(entityLabelKeys[entity])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('ledgers.activity.filter.who')}
        value={values.actor}
        onChange={(event) => onChange({ ...values, actor: event.target.value })}
        sx={{ minWidth: { sm: 220 } }}
      >
        <MenuItem value="everyone">{t('ledgers.activity.filter.everyone')}</MenuItem>
        {members.map((member) => (
          <MenuItem key={member.userId} value={member.userId}>
            {member.userId === ownId ? t('ledgers.nameYou', { name: member.name }) : member.name}
          </MenuItem>
        ))}
        {gone && (
          <MenuItem value={values.actor}>{t('ledgers.activity.actor.formerMember')}</MenuItem>
        )}
      </TextField>
    </Stack>
  );
}

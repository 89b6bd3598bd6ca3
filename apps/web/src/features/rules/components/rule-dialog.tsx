import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { MAX_ACTIONS, MAX_CONDITIONS, type Rule } from '@elevate/shared/schemas/rules';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useCreateRule, useUpdateRule } from '../../../entities/rules/rule-writes.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useRuleChoices } from '../hooks/use-rule-choices.ts';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  newAction,
  newCondition,
  refusalOf,
  withoutRow,
  withRow,
  type FieldErrors,
  type RuleDraft,
} from '../rule-form.ts';
import { ActionRow } from './action-row.tsx';
import { ConditionRow } from './condition-row.tsx';

type Props = { rule?: Rule; rules: readonly Rule[]; onClose: () => void };

/** Add or edit a rule: its name, all or any, its conditions and its actions, within the bounds. */
export function RuleDialog({ rule, rules, onClose }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<RuleDraft>(() => (rule ? draftOf(rule) : emptyDraft()));
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const create = useCreateRule();
  const update = useUpdateRule();
  const save = rule ? update : create;
  const choices = useRuleChoices(rules);
  const refused = save.isError ? refusalOf(save.error, t) : { fields: {} };
  const errors: FieldErrors = { ...refused.fields, ...invalid };
  const set = (part: Partial<RuleDraft>) => setDraft((d) => ({ ...d, ...part }));
  // A refusal no field shows (the rule as a whole) still says something.
  const unplaced = Object.entries(errors).filter(
    ([param]) => !/^(name|conditions\.\d+\.value|actions\.\d+\.value)$/.test(param),
  );

  const submit = () => {
    const checked = bodyOf(draft, t);
    if ('errors' in checked) return setInvalid(checked.errors);
    setInvalid({});
    const done = { onSuccess: onClose };
    if (rule) update.mutate({ id: rule._id, body: checked.body }, done);
    else create.mutate(checked.body, done);
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="rule-dialog-title"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="rule-dialog-title">
        {t(rule ? 'rules.dialog.editTitle' : 'rules.dialog.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            label={t('rules.dialog.name')}
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
            error={Boolean(errors.name)}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            autoFocus
          />
          <RadioGroup
            row
            aria-label={t('rules.dialog.when')}
            value={draft.match}
            onChange={(e) => set({ match: e.target.value as RuleDraft['match'] })}
          >
            <FormControlLabel value="all" control={<Radio />} label={t('rules.dialog.matchAll')} />
            <FormControlLabel value="any" control={<Radio />} label={t('rules.dialog.matchAny')} />
          </RadioGroup>
          <Typography variant="subtitle2" component="h3">
            {t('rules.dialog.if')}
          </Typography>
          {draft.conditions.map((condition, i) => (
            <ConditionRow
              key={i}
              n={i + 1}
              condition={condition}
              accounts={choices.accounts}
              error={errors[`conditions.${i}.value`]}
              canRemove={draft.conditions.length > 1}
              onChange={(next) => set({ conditions: withRow(draft.conditions, i, next) })}
              onRemove={() => set({ conditions: withoutRow(draft.conditions, i) })}
            />
          ))}
          <Button
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.conditions.length >= MAX_CONDITIONS}
            onClick={() => set({ conditions: [...draft.conditions, newCondition()] })}
          >
            {t('rules.dialog.addCondition')}
          </Button>
          <Typography variant="subtitle2" component="h3">
            {t('rules.dialog.then')}
          </Typography>
          {draft.actions.map((action, i) => (
            <ActionRow
              key={i}
              n={i + 1}
              action={action}
              categories={choices.categories}
              tags={choices.tags}
              error={errors[`actions.${i}.value`]}
              canRemove={draft.actions.length > 1}
              onChange={(next) => set({ actions: withRow(draft.actions, i, next) })}
              onRemove={() => set({ actions: withoutRow(draft.actions, i) })}
            />
          ))}
          <Button
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.actions.length >= MAX_ACTIONS}
            onClick={() => set({ actions: [...draft.actions, newAction()] })}
          >
            {t('rules.dialog.addAction')}
          </Button>
          {(refused.general ?? unplaced[0]) && (
            <FormErrorAlert>{refused.general ?? unplaced[0]?.[1]}</FormErrorAlert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('rules.dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t(rule ? 'rules.dialog.save' : 'rules.dialog.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import {
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { RecurringRule } from '@elevate/shared/schemas/recurring';
import { formatMoney, formatShortDate } from '../../../lib/i18n/format.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useRecurringRules } from '../../../entities/recurring/get-recurring.ts';
import { scheduleText } from '../lib/schedule-text.ts';
import { emptyText } from '../plan-messages.ts';
import { SplitPartsSummary } from './split-parts-summary.tsx';

const day = (date: string) => formatShortDate(`${date}T00:00:00Z`);

function ruleSummary(t: Translate, rule: RecurringRule): string {
  const ends = rule.endDate
    ? t('plan-ahead.rule.until', { date: day(rule.endDate) })
    : rule.count
      ? t('plan-ahead.rule.times', { count: rule.count })
      : t('plan-ahead.rule.noEnd');
  return t('plan-ahead.rule.summary', {
    schedule: scheduleText(t, rule),
    start: day(rule.startDate),
    ends,
    next: rule.nextDate
      ? t('plan-ahead.rule.next', { date: day(rule.nextDate) })
      : t('plan-ahead.rule.ended'),
    mode: rule.auto ? t('plan-ahead.automatic') : t('plan-ahead.waitsForRecord'),
  });
}

/** Its description, amount and category, or (split) its parts where the category would be. */
function rulePrimary(rule: RecurringRule) {
  const head = `${rule.description} · ${rule.type === 'income' ? '+' : '-'}${formatMoney(Math.abs(rule.amount))}`;
  if (!rule.splits?.length) return `${head} · ${rule.category ?? ''}`;
  return (
    <>
      {head}
      <SplitPartsSummary description={rule.description} parts={rule.splits} type={rule.type} />
    </>
  );
}

type RecurringRulesCardProps = {
  onEdit: (rule: RecurringRule) => void;
  onDelete: (rule: RecurringRule) => void;
};

/**
 * The recurring rules: placeholders until the first answer, 'none yet' only when there are
 * none. Edit and Delete only for those who may write the ledger: a viewer's are refused (403).
 */
export function RecurringRulesCard({ onEdit, onDelete }: RecurringRulesCardProps) {
  const t = useT();
  const rules = useRecurringRules();
  const canWrite = useCanWriteLedger();
  return (
    <Card component="section" aria-labelledby="rules-title">
      <CardContent>
        <Typography id="rules-title" variant="h6" component="h2">
          {t('plan-ahead.rules.title')}
        </Typography>
        {rules.isPending && (
          <LoadingSkeleton label={t('plan-ahead.rules.loading')} height={56} sx={{ mt: 1 }} />
        )}
        {rules.isError && (
          <LoadError
            message={t('plan-ahead.rules.loadFailed')}
            onRetry={() => void rules.refetch()}
            sx={{ mt: 1 }}
          />
        )}
        {rules.isSuccess && rules.data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {emptyText(t, 'rules', canWrite)}
          </Typography>
        )}
        {rules.isSuccess && rules.data.length > 0 && (
          <List>
            {rules.data.map((rule) => (
              <ListItem
                key={rule._id}
                divider
                disableGutters
                secondaryAction={
                  canWrite ? (
                    <Stack direction="row">
                      <Tooltip title={t('plan-ahead.rules.edit')}>
                        <IconButton
                          aria-label={t('plan-ahead.rules.editNamed', { name: rule.description })}
                          onClick={() => onEdit(rule)}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('plan-ahead.rules.delete')}>
                        <IconButton
                          aria-label={t('plan-ahead.rules.deleteNamed', { name: rule.description })}
                          onClick={() => onDelete(rule)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  ) : undefined
                }
                // Room for the two buttons; without them the text may use the full width.
                sx={{ pr: canWrite ? 12 : 0 }}
              >
                <ListItemText primary={rulePrimary(rule)} secondary={ruleSummary(t, rule)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

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
import { describeSchedule, formatShortDate, formatUSD } from '@elevate/shared';
import type { RecurringRule } from '@elevate/shared/schemas/recurring';
import { plural } from '../../../lib/plural.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useRecurringRules } from '../../../entities/recurring/get-recurring.ts';
import { emptyText } from '../plan-messages.ts';
import { SplitPartsSummary } from './split-parts-summary.tsx';

const day = (date: string) => formatShortDate(`${date}T00:00:00Z`);

function ruleSummary(rule: RecurringRule): string {
  const ends = rule.endDate
    ? `until ${day(rule.endDate)}`
    : rule.count
      ? plural(rule.count, { one: 'once', other: '# times' })
      : 'no end';
  const next = rule.nextDate ? `next ${day(rule.nextDate)}` : 'ended';
  return `${describeSchedule(rule)} · from ${day(rule.startDate)}, ${ends} · ${next} · ${rule.auto ? 'automatic' : 'waits for Record'}`;
}

/** Its description, amount and category, or (split) its parts where the category would be. */
function rulePrimary(rule: RecurringRule) {
  const head = `${rule.description} · ${rule.type === 'income' ? '+' : '-'}${formatUSD(Math.abs(rule.amount))}`;
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
  const rules = useRecurringRules();
  const canWrite = useCanWriteLedger();
  return (
    <Card component="section" aria-labelledby="rules-title">
      <CardContent>
        <Typography id="rules-title" variant="h6" component="h2">
          Recurring
        </Typography>
        {rules.isPending && (
          <LoadingSkeleton label="Loading recurring transactions" height={56} sx={{ mt: 1 }} />
        )}
        {rules.isError && (
          <LoadError
            message="Could not load recurring transactions."
            onRetry={() => void rules.refetch()}
            sx={{ mt: 1 }}
          />
        )}
        {rules.isSuccess && rules.data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {emptyText('rules', canWrite)}
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
                      <Tooltip title="Edit rule">
                        <IconButton
                          aria-label={`Edit ${rule.description}`}
                          onClick={() => onEdit(rule)}
                        >
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete rule">
                        <IconButton
                          aria-label={`Delete ${rule.description}`}
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
                <ListItemText primary={rulePrimary(rule)} secondary={ruleSummary(rule)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

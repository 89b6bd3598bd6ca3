import {
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Link as RouterLink } from 'react-router';
import { formatShortDate, formatUSD } from '@elevate/shared';
import type { DueOccurrence } from '@elevate/shared/schemas/recurring';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useDueOccurrences, useRecurringRules } from '../../../entities/recurring/get-recurring.ts';
import {
  useRecordOccurrence,
  useSkipOccurrence,
} from '../../../entities/recurring/recurring-writes.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { UPCOMING_DAYS, upcomingOccurrences } from '../lib/upcoming.ts';
import { emptyText } from '../plan-messages.ts';
import { SplitPartsSummary } from './split-parts-summary.tsx';

const signed = (type: string, amount: number) =>
  `${type === 'income' ? '+' : '-'}${formatUSD(Math.abs(amount))}`;
const day = (date: string) => formatShortDate(`${date}T00:00:00Z`);

/** Record and Skip of one due occurrence: both write the ledger. */
function DueActions({ item }: { item: DueOccurrence }) {
  const record = useRecordOccurrence();
  const skip = useSkipOccurrence();
  const busy = record.isPending || skip.isPending;
  const label = `${item.description} on ${day(item.date)}`;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        aria-label={`Record ${label}`}
        onClick={() => record.mutate(item)}
      >
        Record
      </Button>
      <Button
        size="small"
        disabled={busy}
        aria-label={`Skip ${label}`}
        onClick={() => skip.mutate(item)}
      >
        Skip
      </Button>
    </Stack>
  );
}

/** A due occurrence; `canWrite` false (a viewer, refused with 403) shows it without actions. */
function DueRow({ item, canWrite }: { item: DueOccurrence; canWrite: boolean }) {
  return (
    <ListItem disableGutters data-testid="due-occurrence" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={
          item.splits?.length ? (
            <>
              {item.description}
              <SplitPartsSummary
                description={`${item.description} on ${day(item.date)}`}
                parts={item.splits}
                type={item.type}
              />
            </>
          ) : (
            item.description
          )
        }
        secondary={`${day(item.date)} · ${signed(item.type, item.amount)}`}
      />
      {canWrite && <DueActions item={item} />}
    </ListItem>
  );
}

type UpcomingCardProps = {
  /** The header's link: where the rules are managed (the dashboard), or onward from there. */
  link?: { to: string; label: string };
};

// A viewer can look at the rules on Plan but not manage them.
const planLink = { to: '/plan', label: 'Manage recurring' };
const planLinkForViewer = { to: '/plan', label: 'See recurring' };

/** Plan ahead (docs/product/plan.md): what the recurring rules do next — due ones first, then the next 30 days. */
export function UpcomingCard({ link: given }: UpcomingCardProps) {
  const canWrite = useCanWriteLedger();
  const link = given ?? (canWrite ? planLink : planLinkForViewer);
  const rules = useRecurringRules();
  const due = useDueOccurrences();
  const upcoming = upcomingOccurrences(rules.data ?? []).slice(0, 8);
  const dueItems = (due.data ?? []).slice(0, 5);
  return (
    <Card component="section" aria-labelledby="upcoming-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
          <EventRepeatIcon color="primary" aria-hidden />
          <Typography id="upcoming-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Upcoming
          </Typography>
          <Link component={RouterLink} to={link.to} variant="body2">
            {link.label}
          </Link>
        </Stack>
        {(rules.isError || due.isError) && (
          <LoadError
            message="Could not load recurring transactions."
            onRetry={() => {
              if (rules.isError) void rules.refetch();
              if (due.isError) void due.refetch();
            }}
          />
        )}
        {(rules.isPending || due.isPending) && (
          <LoadingSkeleton label="Loading upcoming transactions" rows={2} />
        )}
        {dueItems.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3">
              Due <Chip size="small" color="warning" label={due.data?.length ?? 0} />
            </Typography>
            <List dense aria-label="Due">
              {dueItems.map((item) => (
                <DueRow key={`${item.ruleId}:${item.date}`} item={item} canWrite={canWrite} />
              ))}
            </List>
          </>
        )}
        {rules.isSuccess && (
          <Typography variant="subtitle2" component="h3">
            Next {UPCOMING_DAYS} days
          </Typography>
        )}
        {rules.isSuccess && upcoming.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {emptyText('upcoming', canWrite)}
          </Typography>
        )}
        {upcoming.length > 0 && (
          <List dense aria-label={`Next ${UPCOMING_DAYS} days`}>
            {upcoming.map(({ rule, date }) => (
              <ListItem
                key={`${rule._id}:${date}`}
                disableGutters
                data-testid="upcoming-occurrence"
              >
                <ListItemText
                  primary={rule.description}
                  secondary={`${day(date)} · ${rule.auto ? 'automatic' : 'waits for Record'}`}
                />
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 600,
                    color: rule.type === 'income' ? 'success.main' : 'text.primary',
                  }}
                >
                  {signed(rule.type, rule.amount)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

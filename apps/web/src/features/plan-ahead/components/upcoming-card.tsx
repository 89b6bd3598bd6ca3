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
import type { DueOccurrence } from '@elevate/shared/schemas/recurring';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useDueOccurrences, useRecurringRules } from '../../../entities/recurring/get-recurring.ts';
import {
  useRecordOccurrence,
  useSkipOccurrence,
} from '../../../entities/recurring/recurring-writes.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { formatMoney, formatShortDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { UPCOMING_DAYS, upcomingOccurrences } from '../lib/upcoming.ts';
import { emptyText } from '../plan-messages.ts';
import { SplitPartsSummary } from './split-parts-summary.tsx';

const signed = (type: string, amount: number) =>
  `${type === 'income' ? '+' : '-'}${formatMoney(Math.abs(amount))}`;
const day = (date: string) => formatShortDate(`${date}T00:00:00Z`);

/** Record and Skip of one due occurrence: both write the ledger. */
function DueActions({ item }: { item: DueOccurrence }) {
  const t = useT();
  const record = useRecordOccurrence();
  const skip = useSkipOccurrence();
  const busy = record.isPending || skip.isPending;
  const named = { description: item.description, date: day(item.date) };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        disabled={busy}
        aria-label={t('plan-ahead.due.recordNamed', named)}
        onClick={() => record.mutate(item)}
      >
        {t('plan-ahead.due.record')}
      </Button>
      <Button
        size="small"
        disabled={busy}
        aria-label={t('plan-ahead.due.skipNamed', named)}
        onClick={() => skip.mutate(item)}
      >
        {t('plan-ahead.due.skip')}
      </Button>
    </Stack>
  );
}

/** A due occurrence; `canWrite` false (a viewer, refused with 403) shows it without actions. */
function DueRow({ item, canWrite }: { item: DueOccurrence; canWrite: boolean }) {
  const t = useT();
  return (
    <ListItem disableGutters data-testid="due-occurrence" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText
        primary={
          item.splits?.length ? (
            <>
              {item.description}
              <SplitPartsSummary
                description={t('plan-ahead.due.occurrence', {
                  description: item.description,
                  date: day(item.date),
                })}
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

/** Plan ahead (docs/product/plan.md): what the recurring rules do next — due ones first, then the next 30 days. */
export function UpcomingCard({ link: given }: UpcomingCardProps) {
  const t = useT();
  const canWrite = useCanWriteLedger();
  // A viewer can look at the rules on Plan but not manage them.
  const link = given ?? {
    to: '/plan',
    label: canWrite ? t('plan-ahead.upcoming.manage') : t('plan-ahead.upcoming.see'),
  };
  const rules = useRecurringRules();
  const due = useDueOccurrences();
  const upcoming = upcomingOccurrences(rules.data ?? []).slice(0, 8);
  const dueItems = (due.data ?? []).slice(0, 5);
  return (
    <Card component="section" aria-labelledby="upcoming-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <EventRepeatIcon color="primary" aria-hidden />
          <Typography id="upcoming-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('plan-ahead.upcoming.title')}
          </Typography>
          <Link component={RouterLink} to={link.to} variant="body2">
            {link.label}
          </Link>
        </Stack>
        {(rules.isError || due.isError) && (
          <LoadError
            message={t('plan-ahead.rules.loadFailed')}
            onRetry={() => {
              if (rules.isError) void rules.refetch();
              if (due.isError) void due.refetch();
            }}
          />
        )}
        {(rules.isPending || due.isPending) && (
          <LoadingSkeleton label={t('plan-ahead.upcoming.loading')} rows={2} />
        )}
        {dueItems.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3">
              {t('plan-ahead.due.title')}{' '}
              <Chip size="small" color="warning" label={due.data?.length ?? 0} />
            </Typography>
            <List dense aria-label={t('plan-ahead.due.title')}>
              {dueItems.map((item) => (
                <DueRow key={`${item.ruleId}:${item.date}`} item={item} canWrite={canWrite} />
              ))}
            </List>
          </>
        )}
        {rules.isSuccess && (
          <Typography variant="subtitle2" component="h3">
            {t('plan-ahead.upcoming.next', { count: UPCOMING_DAYS })}
          </Typography>
        )}
        {rules.isSuccess && upcoming.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {emptyText(t, 'upcoming', canWrite)}
          </Typography>
        )}
        {upcoming.length > 0 && (
          <List dense aria-label={t('plan-ahead.upcoming.next', { count: UPCOMING_DAYS })}>
            {upcoming.map(({ rule, date }) => (
              <ListItem
                key={`${rule._id}:${date}`}
                disableGutters
                data-testid="upcoming-occurrence"
              >
                <ListItemText
                  primary={rule.description}
                  secondary={`${day(date)} · ${rule.auto ? t('plan-ahead.automatic') : t('plan-ahead.waitsForRecord')}`}
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

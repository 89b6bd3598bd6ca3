import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { ACTIVITY_KEPT_DAYS, ACTIVITY_PAGE_SIZE } from '@elevate/shared/schemas/activity';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useLedgerActivity } from '../../../entities/activity/get-activity.ts';
import { useOwnMemberId } from '../../../entities/ledgers/get-ledgers.ts';
import { useMembers } from '../../../entities/ledgers/members.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import {
  ActivityFilters,
  noActivityFilters,
  type ActivityFilterValues,
} from './activity-filters.tsx';
import { ActivityList } from './activity-list.tsx';

/** What to say when a page holds nothing. */
function emptyText(page: number, filtered: boolean, t: Translate): string {
  if (page > 1) return t('ledgers.activity.nothingOlder');
  return t(filtered ? 'ledgers.activity.noMatch' : 'ledgers.activity.empty');
}

/** Who changed what in the ledger, newest first; every member may read it (decision 0049). */
export function ActivityCard({ ledger }: { ledger: Ledger }) {
  const t = useT();
  const [filters, setFilters] = useState<ActivityFilterValues>(noActivityFilters);
  const [page, setPage] = useState(1);
  const members = useMembers(ledger._id);
  const ownId = useOwnMemberId();
  const activity = useLedgerActivity(ledger._id, {
    page,
    entity: filters.entity === 'all' ? undefined : filters.entity,
    actor: filters.actor === 'everyone' ? undefined : filters.actor,
  });
  const events = activity.data;
  const busy = activity.isPlaceholderData;
  // The answer has no total: a full page may have more behind it, a short one has not.
  const hasOlder = !busy && events?.length === ACTIVITY_PAGE_SIZE;
  const filtered = filters.entity !== 'all' || filters.actor !== 'everyone';

  const changeFilters = (next: ActivityFilterValues) => {
    setFilters(next);
    // Page 3 of one filter is not page 3 of another.
    setPage(1);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('ledgers.activity.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('ledgers.activity.intro', { days: ACTIVITY_KEPT_DAYS })}
        </Typography>
        <ActivityFilters
          values={filters}
          members={members.data ?? []}
          ownId={ownId}
          onChange={changeFilters}
        />
        {activity.isError && (
          <LoadError
            message={t('ledgers.activity.loadFailed')}
            onRetry={() => void activity.refetch()}
            sx={{ mt: 2 }}
          />
        )}
        {activity.isPending && (
          <LoadingSkeleton label={t('ledgers.activity.loading')} sx={{ mt: 2 }} />
        )}
        {events && events.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {emptyText(page, filtered, t)}
          </Typography>
        )}
        {events && events.length > 0 && <ActivityList events={events} ownId={ownId} busy={busy} />}
        {(page > 1 || hasOlder) && (
          <Stack
            component="nav"
            aria-label={t('ledgers.activity.pages')}
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}
          >
            <Button disabled={page === 1 || busy} onClick={() => setPage(page - 1)}>
              {t('ledgers.activity.newer')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('ledgers.activity.page', { page })}
            </Typography>
            <Button disabled={!hasOlder} onClick={() => setPage(page + 1)}>
              {t('ledgers.activity.older')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

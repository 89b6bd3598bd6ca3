import { Stack, Typography } from '@mui/material';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useCurrentLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ActivityCard } from '../components/activity-card.tsx';
import { InvitationsCard } from '../components/invitations-card.tsx';
import { LedgerDetailsCard } from '../components/ledger-details-card.tsx';
import { MembersCard } from '../components/members-card.tsx';

/** The selected ledger's settings: name, members, invitations, and its activity log (decision 0049). */
export function LedgersPage() {
  const t = useT();
  const { ledger, query } = useCurrentLedger();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
        {t('ledgers.page.title')}
      </Typography>
      {query.isError && (
        <LoadError message={t('ledgers.page.loadFailed')} onRetry={() => void query.refetch()} />
      )}
      {!ledger && query.isPending && <LoadingSkeleton label={t('ledgers.page.loading')} />}
      {ledger && (
        <>
          <LedgerDetailsCard ledger={ledger} />
          <MembersCard ledger={ledger} />
          {ledger.role === 'owner' && <InvitationsCard ledger={ledger} />}
          {/* Keyed: another ledger's log starts unfiltered on its first page (its members differ). */}
          <ActivityCard key={ledger._id} ledger={ledger} />
        </>
      )}
    </Stack>
  );
}

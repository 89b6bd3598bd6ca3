import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { LoadError } from '../../../components/load-error.tsx';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { TransactionRow } from './transaction-row.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type RecentTransactionsProps = {
  transactions: readonly (Transaction & { isDemo?: boolean })[];
  /** No answer yet: placeholders, never 'No transactions yet'. */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  filterName: string | null;
  onShowMore: () => void;
  onAdd: () => void;
};

/** Recent Transactions panel (docs/product/dashboard.md). */
export function RecentTransactions(props: RecentTransactionsProps) {
  const t = useT();
  const { transactions, loading, failed, onRetry, hasMore, loadingMore, filterName } = props;
  const { onShowMore, onAdd } = props;
  const canWrite = useCanWriteLedger();
  return (
    <Paper
      data-tour="recent-transactions"
      component="section"
      aria-labelledby="recent-title"
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="recent-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('dashboard.recent.title')}
        </Typography>
        <Button
          component={RouterLink}
          to="/transactions"
          size="small"
          endIcon={<ArrowForwardIcon />}
        >
          {t('dashboard.recent.viewAll')}
        </Button>
      </Box>
      {canWrite && (
        <Button
          fullWidth
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={onAdd}
          sx={{ mb: 1.5 }}
        >
          {t('dashboard.recent.add')}
        </Button>
      )}
      {filterName && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('dashboard.recent.filteredBy', { name: filterName })}
        </Typography>
      )}
      {loading && <LoadingSkeleton label={t('dashboard.recent.loading')} rows={4} height={56} />}
      {failed && transactions.length === 0 && (
        <LoadError message={t('dashboard.recent.loadFailed')} onRetry={onRetry} />
      )}
      {!loading && !failed && transactions.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {t('dashboard.recent.empty')}
        </Typography>
      )}
      {transactions.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {transactions.map((transaction) => (
            <TransactionRow key={transaction._id} transaction={transaction} />
          ))}
        </Stack>
      )}
      {hasMore && (
        <Button fullWidth onClick={onShowMore} disabled={loadingMore} sx={{ mt: 1.5 }}>
          {loadingMore ? t('dashboard.recent.loadingMore') : t('dashboard.recent.showMore')}
        </Button>
      )}
    </Paper>
  );
}

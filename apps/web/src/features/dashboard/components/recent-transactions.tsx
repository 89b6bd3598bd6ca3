import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { TransactionRow } from './transaction-row.tsx';

type RecentTransactionsProps = {
  transactions: readonly (Transaction & { isDemo?: boolean })[];
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  filterName: string | null;
  onShowMore: () => void;
  onAdd: () => void;
};

/** Section 2 'Recent Transactions panel'. */
export function RecentTransactions(props: RecentTransactionsProps) {
  const { transactions, loading, hasMore, loadingMore, filterName, onShowMore, onAdd } = props;
  return (
    <Paper
      data-tour="recent-transactions"
      component="section"
      aria-labelledby="recent-title"
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="recent-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Recent Transactions
        </Typography>
        <Button
          component={RouterLink}
          to="/transactions"
          size="small"
          endIcon={<ArrowForwardIcon />}
        >
          View All
        </Button>
      </Box>
      <Button fullWidth variant="outlined" startIcon={<AddIcon />} onClick={onAdd} sx={{ mb: 1.5 }}>
        Add New Transaction
      </Button>
      {filterName && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Filtered by {filterName} (double-click the category again to clear)
        </Typography>
      )}
      {transactions.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {loading ? 'Loading...' : 'No transactions yet'}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {transactions.map((transaction) => (
            <TransactionRow key={transaction._id} transaction={transaction} />
          ))}
        </Stack>
      )}
      {hasMore && (
        <Button fullWidth onClick={onShowMore} disabled={loadingMore} sx={{ mt: 1.5 }}>
          {loadingMore ? 'Loading...' : 'Show More'}
        </Button>
      )}
    </Paper>
  );
}

import { Box, Chip, Typography } from '@mui/material';
import { amountColor } from '@elevate/shared';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { splitLabel } from '../../../components/split-parts/split-parts-list.tsx';
import { partsOf } from '../../../entities/transactions/transaction-parts.ts';
import { formatShortDate, formatSignedMoney } from '../../../lib/i18n/format.ts';

type TransactionSummaryProps = { transaction: Transaction; showDate?: boolean };

/** Description, signed USD amount, short date and category chip: a row's face and the drag preview. */
export function TransactionSummary({ transaction, showDate = true }: TransactionSummaryProps) {
  const parts = partsOf(transaction);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, width: '100%' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }} noWrap>
          {transaction.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25, minWidth: 0 }}>
          {showDate && (
            <Typography variant="caption" color="text.secondary" noWrap sx={{ flexShrink: 0 }}>
              {formatShortDate(transaction.date)}
            </Typography>
          )}
          <Chip
            // A split's categories are in its parts: the chip says how many.
            label={parts.length > 0 ? splitLabel(parts) : transaction.category}
            size="small"
            variant="outlined"
            sx={{ maxWidth: '100%', minWidth: 0 }}
          />
        </Box>
      </Box>
      <Typography
        sx={{
          fontWeight: 600,
          color: amountColor(transaction.amount, transaction.type),
          flexShrink: 0,
        }}
        data-testid="transaction-amount"
      >
        {formatSignedMoney(transaction.amount, transaction.type)}
      </Typography>
    </Box>
  );
}

import { memo, useId, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Box } from '@mui/material';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { transactionDragId, type TransactionDrag } from '../lib/drag-data.ts';
import { TransactionSummary } from './transaction-summary.tsx';
import {
  SplitPartsList,
  SplitPartsToggle,
} from '../../../components/split-parts/split-parts-list.tsx';
import { useCanWriteLedger } from '../../../entities/ledgers/get-ledgers.ts';
import { partsOf } from '../../../entities/transactions/transaction-parts.ts';

type TransactionRowProps = { transaction: Transaction & { isDemo?: boolean } };

/** A recent transaction; drag it onto a category of its type to move it there. */
export const TransactionRow = memo(function TransactionRow({ transaction }: TransactionRowProps) {
  const data: TransactionDrag = { kind: 'transaction', transaction };
  // A viewer cannot move a transaction to another category (decision 0049).
  const canWrite = useCanWriteLedger();
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: transactionDragId(transaction._id),
    data,
    disabled: !canWrite,
  });
  const parts = partsOf(transaction);
  const [open, setOpen] = useState(false);
  const partsId = useId();
  // The list item stays a list item; the draggable (role button) sits inside it. Its name is
  // its visible text, and dnd-kit's instructions describe how to drag it.
  return (
    <Box
      component="li"
      data-tour={transaction.isDemo ? 'demo-transaction' : 'transaction-row'}
      data-testid="transaction-row"
      sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
    >
      <Box
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        sx={{
          flex: '1 1 0',
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          cursor: canWrite ? 'grab' : 'default',
          touchAction: 'manipulation',
          opacity: isDragging ? 0.4 : 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <TransactionSummary transaction={transaction} />
      </Box>
      {/* Beside the draggable, not in it: its keys would start a drag. */}
      {parts.length > 0 && (
        <SplitPartsToggle
          open={open}
          onToggle={() => setOpen((shown) => !shown)}
          description={transaction.description}
          controls={partsId}
        />
      )}
      {open && parts.length > 0 && (
        <Box sx={{ flexBasis: '100%' }}>
          <SplitPartsList id={partsId} parts={parts} type={transaction.type} />
        </Box>
      )}
    </Box>
  );
});

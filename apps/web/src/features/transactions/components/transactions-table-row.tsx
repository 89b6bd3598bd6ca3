import { useId, useState } from 'react';
import {
  Box,
  Checkbox,
  Chip,
  IconButton,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import LockIcon from '@mui/icons-material/Lock';
import EditIcon from '@mui/icons-material/Edit';
import { amountColor } from '@elevate/shared';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import {
  splitLabel,
  SplitPartsList,
  SplitPartsToggle,
} from '../../../components/split-parts/split-parts-list.tsx';
import { partsOf } from '../../../entities/transactions/transaction-parts.ts';
import { formatShortDate, formatSignedMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { RowTags } from './row-tags.tsx';

export const rowHeight = 52;
/** A row with a line under its description and a line of tags below that. */
export const taggedRowHeight = 72;

const cell = { py: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The Type column's word ('expense', capitalised by the cell). */
const typeKeys: Record<Transaction['type'], string> = {
  expense: 'transactions.table.typeExpense',
  income: 'transactions.table.typeIncome',
  savings: 'transactions.table.typeSavings',
};

type TransactionsTableRowProps = {
  transaction: Transaction;
  /** Phones: date, category and account under the description, no Date, Category or Type column. */
  compact: boolean;
  /** Its account's name, when the ledger has more than one account. */
  account: string | undefined;
  /** Both absent for a ledger's viewer: no Actions cell (decision 0049). */
  onEdit?: (transaction: Transaction) => void;
  onDelete?: (transaction: Transaction) => void;
  /** Absent: no tick (a viewer, or a page without the write). */
  onToggleCleared?: (transaction: Transaction, cleared: boolean) => void;
  /** Its tick is being saved. */
  clearing?: boolean;
  /** The table's row height (`rowHeight`, or `taggedRowHeight` when tags need a line of their own). */
  height?: number;
  /** A tag chip's click: the list filtered by that tag. */
  onTag?: (tag: string) => void;
};

/**
 * Cleared (ticked off against the bank) as a small checkbox; a reconciled row is locked by
 * its statement, so it shows a lock instead and cannot be unticked here.
 */
function ClearedTick({
  transaction,
  clearing,
  onToggle,
}: {
  transaction: Transaction;
  clearing: boolean;
  onToggle: (transaction: Transaction, cleared: boolean) => void;
}) {
  const t = useT();
  const { description } = transaction;
  if (transaction.reconciled)
    return (
      <Tooltip title={t('transactions.row.reconciled')}>
        <Box
          component="span"
          role="img"
          tabIndex={0}
          aria-label={t('transactions.row.reconciledLabel', { description })}
          sx={{ display: 'inline-flex', verticalAlign: 'middle', p: '5px', color: 'success.main' }}
        >
          <LockIcon fontSize="small" />
        </Box>
      </Tooltip>
    );
  return (
    <Checkbox
      size="small"
      checked={transaction.cleared}
      disabled={clearing}
      onChange={(event) => onToggle(transaction, event.target.checked)}
      slotProps={{ input: { 'aria-label': t('transactions.row.cleared', { description }) } }}
      sx={{ p: '5px' }}
    />
  );
}

/** One row of the Transactions table, a fixed `height` tall (the table virtualises by it). */
export function TransactionsTableRow(props: TransactionsTableRowProps) {
  const { transaction, compact, account, onEdit, onDelete, onToggleCleared, clearing } = props;
  const { height = rowHeight, onTag } = props;
  const t = useT();
  const { description } = transaction;
  const tags = transaction.tags ?? [];
  const parts = partsOf(transaction);
  const [open, setOpen] = useState(false);
  const partsId = useId();
  const category = parts.length > 0 ? splitLabel(parts) : transaction.category;
  const under = compact
    ? [formatShortDate(transaction.date), category, account].filter(Boolean).join(' · ')
    : account;
  const toggle = parts.length > 0 && (
    <SplitPartsToggle
      open={open}
      onToggle={() => setOpen((shown) => !shown)}
      description={transaction.description}
      controls={partsId}
    />
  );
  const columns = (compact ? 2 : 5) + (onEdit && onDelete ? 1 : 0);
  return (
    <>
      <TableRow hover sx={{ height }} data-testid="transaction-row">
        {!compact && <TableCell sx={cell}>{formatShortDate(transaction.date)}</TableCell>}
        <TableCell sx={cell} title={transaction.description}>
          {transaction.description}
          {/* The account goes under the description, so the table keeps its columns. */}
          {under && (
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {/* A phone has no Category column: a split's toggle sits by its 'Split · n'. */}
              {compact && toggle}
              {under}
            </Typography>
          )}
          {tags.length > 0 && <RowTags tags={tags} onTag={onTag} compact={compact} />}
        </TableCell>
        {!compact && (
          <TableCell sx={cell}>
            {parts.length > 0 ? (
              <>
                <Chip label={category} size="small" variant="outlined" />
                {toggle}
              </>
            ) : (
              category
            )}
          </TableCell>
        )}
        {!compact && (
          <TableCell sx={{ ...cell, textTransform: 'capitalize' }}>
            {t(typeKeys[transaction.type])}
          </TableCell>
        )}
        <TableCell
          align="right"
          sx={{
            ...cell,
            fontWeight: 500,
            color: amountColor(transaction.amount, transaction.type),
          }}
        >
          {formatSignedMoney(transaction.amount, transaction.type)}
        </TableCell>
        {onEdit && onDelete && (
          <TableCell align="right" sx={{ ...cell, px: compact ? 0.5 : 2 }}>
            {onToggleCleared && (
              <ClearedTick
                transaction={transaction}
                clearing={clearing ?? false}
                onToggle={onToggleCleared}
              />
            )}
            <IconButton
              size="small"
              aria-label={t('transactions.row.edit', { description })}
              onClick={() => onEdit(transaction)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('transactions.row.delete', { description })}
              onClick={() => onDelete(transaction)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </TableCell>
        )}
      </TableRow>
      {open && parts.length > 0 && (
        <TableRow data-testid="split-parts-row">
          <TableCell colSpan={columns} sx={{ py: 0.5, borderTop: 0 }}>
            <SplitPartsList id={partsId} parts={parts} type={transaction.type} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Transaction } from '@elevate/shared/schemas/transactions';
import { LoadingSkeleton } from '../../../components/loading-skeleton.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { rowHeight, taggedRowHeight, TransactionsTableRow } from './transactions-table-row.tsx';

/** Up to this many rows render in full; beyond it only the rows in view are in the DOM. */
export const virtualiseAbove = 250;
const overscan = 10;
const fallbackViewport = 600;

type TransactionsTableProps = {
  rows: readonly Transaction[];
  /** Before the first answer, or after a failed one, an empty list is not 'No transactions found'. */
  state?: 'pending' | 'failed' | 'ready';
  /** Both absent for a ledger's viewer: no Actions column (decision 0049). */
  onEdit?: (transaction: Transaction) => void;
  onDelete?: (transaction: Transaction) => void;
  /** Ticks a row off against the bank, or not (owners and editors, with the edit actions). */
  onToggleCleared?: (transaction: Transaction, cleared: boolean) => void;
  /** The row whose tick is being saved. */
  clearingId?: string;
  /** Account names by id, given only when the ledger has more than one account (decision 0052). */
  accountNames?: ReadonlyMap<string, string> | null;
  /** A row's tag chip was clicked: show that tag's transactions. */
  onTag?: (tag: string) => void;
};

export function TransactionsTable(props: TransactionsTableProps) {
  const {
    rows,
    state = 'ready',
    onEdit,
    onDelete,
    onToggleCleared,
    clearingId,
    accountNames,
    onTag,
  } = props;
  const t = useT();
  const editable = onEdit !== undefined && onDelete !== undefined;
  const container = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(fallbackViewport);
  const virtual = rows.length > virtualiseAbove;
  const theme = useTheme();
  // Phones get three columns (date and category under the description) instead of a sideways scroll.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const columns = (compact ? 2 : 5) + (editable ? 1 : 0);
  const tagged = useMemo(() => rows.some((row) => (row.tags?.length ?? 0) > 0), [rows]);
  // Tags take the line under the description; with a line there already (the phone's
  // date and category, or the account) every row grows by one line, so all stay one height.
  const height = tagged && (compact || Boolean(accountNames)) ? taggedRowHeight : rowHeight;

  useLayoutEffect(() => {
    const element = container.current;
    if (!virtual || !element) return;
    const measure = () => setViewport(element.clientHeight || fallbackViewport);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [virtual]);

  // A new result starts at its top.
  useLayoutEffect(() => {
    if (container.current) container.current.scrollTop = 0;
    setScrollTop(0);
  }, [rows]);

  const start = virtual ? Math.max(0, Math.floor(scrollTop / height) - overscan) : 0;
  const end = virtual
    ? Math.min(rows.length, Math.ceil((scrollTop + viewport) / height) + overscan)
    : rows.length;
  const visible = rows.slice(start, end);

  return (
    <TableContainer
      component={Paper}
      ref={container}
      onScroll={virtual ? (event) => setScrollTop(event.currentTarget.scrollTop) : undefined}
      sx={{ maxHeight: virtual ? '70vh' : undefined }}
      data-virtualised={virtual}
    >
      <Table
        stickyHeader={virtual}
        sx={{ tableLayout: 'fixed', minWidth: compact ? 0 : 760 }}
        aria-label={t('transactions.table.label')}
      >
        <TableHead>
          <TableRow>
            {!compact && <TableCell sx={{ width: 120 }}>{t('transactions.table.date')}</TableCell>}
            <TableCell>{t('transactions.table.description')}</TableCell>
            {!compact && (
              <TableCell sx={{ width: 160 }}>{t('transactions.table.category')}</TableCell>
            )}
            {!compact && <TableCell sx={{ width: 100 }}>{t('transactions.table.type')}</TableCell>}
            <TableCell align="right" sx={{ width: compact ? 104 : 130 }}>
              {t('transactions.table.amount')}
            </TableCell>
            {editable && (
              // The Cleared tick lives here too (SPEC keeps the columns): room for three buttons.
              <TableCell align="right" sx={{ width: compact ? 108 : 136 }}>
                {t('transactions.table.actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && state === 'pending' && (
            <TableRow>
              <TableCell colSpan={columns} sx={{ py: 2 }}>
                <LoadingSkeleton label={t('transactions.table.loading')} rows={6} height={36} />
              </TableCell>
            </TableRow>
          )}
          {rows.length === 0 && state === 'ready' && (
            <TableRow>
              <TableCell colSpan={columns} align="center" sx={{ py: 4 }}>
                <Typography color="text.secondary">{t('transactions.table.empty')}</Typography>
              </TableCell>
            </TableRow>
          )}
          {start > 0 && <TableRow aria-hidden sx={{ height: start * height }} />}
          {visible.map((transaction) => (
            <TransactionsTableRow
              key={transaction._id}
              transaction={transaction}
              compact={compact}
              account={accountNames?.get(transaction.accountId)}
              onEdit={editable ? onEdit : undefined}
              onDelete={editable ? onDelete : undefined}
              onToggleCleared={editable ? onToggleCleared : undefined}
              clearing={clearingId === transaction._id}
              height={height}
              onTag={onTag}
            />
          ))}
          {end < rows.length && (
            <TableRow aria-hidden sx={{ height: (rows.length - end) * height }} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

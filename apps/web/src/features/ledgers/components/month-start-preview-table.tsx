import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { MonthStartPreview } from '@elevate/shared/schemas/ledgers';
import { formatMoney, formatMonthYear } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { monthStartSumKeys } from '../month-start-messages.ts';

type Month = MonthStartPreview['months'][number];
const SUMS = ['income', 'expenses', 'savings'] as const;

/**
 * The months whose totals a new start day changes, before → after. Each month is a group of
 * rows, one per total that changes, so three narrow columns fit a 375 px screen.
 */
export function MonthStartPreviewTable({ months }: { months: readonly Month[] }) {
  const t = useT();
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table
        size="small"
        stickyHeader
        aria-label={t('ledgers.monthStart.tableLabel')}
        sx={{
          // Tighter cells on a phone, so the three columns fit 375 px; a total indents under its month.
          '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
          '& th[scope="row"]': { pl: { xs: 2, sm: 3 } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('ledgers.monthStart.total')}</TableCell>
            <TableCell align="right">{t('ledgers.monthStart.before')}</TableCell>
            <TableCell align="right">{t('ledgers.monthStart.after')}</TableCell>
          </TableRow>
        </TableHead>
        {months.map(({ month, before, after }) => (
          <TableBody key={month}>
            <TableRow>
              <TableCell component="th" scope="rowgroup" colSpan={3} sx={{ fontWeight: 600 }}>
                {formatMonthYear(`${month}-01T00:00:00.000Z`)}
              </TableCell>
            </TableRow>
            {SUMS.filter((sum) => before[sum] !== after[sum]).map((sum) => (
              <TableRow key={sum}>
                <TableCell component="th" scope="row">
                  {t(monthStartSumKeys[sum])}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(before[sum])}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <span aria-hidden="true">→ </span>
                  {formatMoney(after[sum])}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        ))}
      </Table>
    </TableContainer>
  );
}

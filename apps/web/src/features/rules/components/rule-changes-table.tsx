import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatUSD } from '@elevate/shared';
import type { RuleChange } from '@elevate/shared/schemas/rules';
import { changeText } from '../rule-text.ts';

/** The first changes a dry run lists: which row, and what the rule would set on it. */
export function RuleChangesTable({ changes }: { changes: readonly RuleChange[] }) {
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Changes the rule would make">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change._id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{change.date.slice(0, 10)}</TableCell>
              <TableCell align="right">{formatUSD(change.amount)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.before.description}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{changeText(change)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

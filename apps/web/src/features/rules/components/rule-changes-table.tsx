import {
  Box,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatShortDate, formatUSD } from '@elevate/shared';
import type { RuleChange } from '@elevate/shared/schemas/rules';
import { changeText } from '../rule-text.ts';

/**
 * The first changes a dry run lists: which row, and what the rule would set on it. A table
 * where there is room; on a phone a list, each row's text on its own lines (four columns
 * there squeezed the description into a sliver).
 */
export function RuleChangesTable({ changes }: { changes: readonly RuleChange[] }) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (narrow) {
    return (
      <Box sx={{ maxHeight: 360, overflowY: 'auto' }}>
        <List dense aria-label="Changes the rule would make" disablePadding>
          {changes.map((change) => (
            <ListItem key={change._id} divider disableGutters>
              <ListItemText
                primary={change.before.description}
                secondary={`${formatShortDate(change.date)} · ${formatUSD(change.amount)} · ${changeText(change)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    );
  }
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
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(change.date)}</TableCell>
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

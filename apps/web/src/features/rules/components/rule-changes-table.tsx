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
import type { RuleChange } from '@elevate/shared/schemas/rules';
import { formatMoney, formatShortDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { changeText } from '../rule-text.ts';

/**
 * The first changes a dry run lists: which row, and what the rule would set on it. A table
 * where there is room; on a phone a list, each row's text on its own lines (four columns
 * there squeezed the description into a sliver).
 */
export function RuleChangesTable({ changes }: { changes: readonly RuleChange[] }) {
  const t = useT();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const label = t('rules.changes.label');
  if (narrow) {
    return (
      <Box sx={{ maxHeight: 360, overflowY: 'auto' }}>
        <List dense aria-label={label} disablePadding>
          {changes.map((change) => (
            <ListItem key={change._id} divider disableGutters>
              <ListItemText
                primary={change.before.description}
                secondary={`${formatShortDate(change.date)} · ${formatMoney(change.amount)} · ${changeText(change, t)}`}
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
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('rules.changes.date')}</TableCell>
            <TableCell align="right">{t('rules.changes.amount')}</TableCell>
            <TableCell>{t('rules.changes.description')}</TableCell>
            <TableCell>{t('rules.changes.change')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change._id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(change.date)}</TableCell>
              <TableCell align="right">{formatMoney(change.amount)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.before.description}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{changeText(change, t)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

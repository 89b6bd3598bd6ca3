import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useT } from '../../../lib/i18n/use-t.ts';
import { columnOptions } from './mapping-select.tsx';

/** The first lines of the file split into its columns, so the user can see what is where. */
export function SampleTable({
  columns,
  sample,
}: {
  columns: readonly string[];
  sample: readonly (readonly string[])[];
}) {
  const t = useT();
  const names = columnOptions(columns);
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ maxHeight: 220 }}
      tabIndex={0}
      aria-label={t('imports.sample.label')}
    >
      <Table size="small" stickyHeader aria-label={t('imports.sample.table')}>
        <TableHead>
          <TableRow>
            {names.map((column) => (
              <TableCell key={column.value} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sample.map((line, row) => (
            <TableRow key={row}>
              {names.map((column, i) => (
                <TableCell key={column.value} sx={{ whiteSpace: 'nowrap' }}>
                  {line[i] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

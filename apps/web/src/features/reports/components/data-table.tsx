import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

export interface Column<Row> {
  header: string;
  /** The cell on screen (formatted, perhaps a link). */
  cell: (row: Row) => ReactNode;
  /** The cell in the CSV (plain numbers: a spreadsheet reads them as numbers). */
  csv: (row: Row) => string | number;
  numeric?: boolean;
}

/** The table alternative of a chart: the same rows as the chart and its CSV. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
}) {
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          <span style={srOnly}>{caption}</span>
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Read by screen readers, not shown: the table's name. */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

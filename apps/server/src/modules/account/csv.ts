import { sql, type SQL } from 'drizzle-orm';

/**
 * Characters that make a spreadsheet read a cell as a formula (=, +, -, @) or
 * start one on import (tab, carriage return). OWASP's CSV injection advice.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet shows as typed and never runs: a leading formula
 * character gets an apostrophe before it (Excel and LibreOffice hide it and keep
 * the cell text), then the cell is quoted with inner quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * One CRLF-terminated CSV record. Columns in `numeric` are numbers this server
 * formatted itself (an amount such as -12.05): left bare so a spreadsheet sums
 * them; no user text ever goes there.
 */
export function csvLine(cells: string[], { numeric = [] as number[] } = {}): string {
  return `${cells.map((cell, i) => (numeric.includes(i) ? cell : csvCell(cell))).join(',')}\r\n`;
}

/**
 * csvCell in SQL, for the export's rows, which the database renders: the same
 * leading characters (=, +, -, @, tab, carriage return) get the same apostrophe.
 * data.test.ts checks both against the same cells.
 */
export function csvCellSql(value: SQL): SQL {
  return sql`'"' || replace(case when ${value} ~ ('^[-=+@' || chr(9) || chr(13) || ']')
    then '''' || ${value} else ${value} end, '"', '""') || '"'`;
}

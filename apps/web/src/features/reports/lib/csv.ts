/** One CSV cell: quoted when it holds a comma, quote or line break; formulas defused. */
function cell(value: string | number): string {
  let text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: a header row, then the rows, CRLF line ends. */
type Cell = string | number;

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]) {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as a file through a temporary link (no server round trip). */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A report table saved as `<name>.csv`: its columns' headers, then each row's CSV cells. */
export function downloadTable<Row>(
  name: string,
  columns: readonly { header: string; csv: (row: Row) => Cell }[],
  rows: readonly Row[],
) {
  downloadCsv(
    `${name}.csv`,
    toCsv(
      columns.map((c) => c.header),
      rows.map((row) => columns.map((c) => c.csv(row))),
    ),
  );
}

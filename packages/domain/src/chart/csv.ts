/**
 * CSV as RFC 4180 describes it: comma separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote or a line break, quotes doubled. Used by the server's series download and the
 * web's historical table download, so both files read the same in a spreadsheet.
 */
export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

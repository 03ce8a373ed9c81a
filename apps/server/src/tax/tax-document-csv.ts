import { Decimal, csvRecord, type Lang, type TransactionsCsvVariant } from '@broker/domain';
import type { CellKind, TaxCell, TaxDocument } from './tax-document';
import { TAX_REPORT_TEXTS } from './report-texts';

/**
 * A tax report as CSV, UTF-8: the title, the summary as label and value records, then each table
 * as a block (its title, its header record, its rows, its totals) with an empty record between
 * blocks, so a spreadsheet shows the report as the PDF does. STANDARD writes commas and decimal
 * points; SPREADSHEET semicolons, decimal commas and a byte order mark, for Excel in the Nordic
 * locales. Amounts are written exactly, to the cent.
 */
export function taxDocumentCsv(d: TaxDocument, variant: TransactionsCsvVariant, lang: Lang): string {
  const spreadsheet = variant === 'SPREADSHEET';
  const separator = spreadsheet ? ';' : ',';
  const texts = TAX_REPORT_TEXTS[lang];
  const decimal = (text: string) => (spreadsheet ? text.replace('.', ',') : text);
  const cell = (value: TaxCell, kind: CellKind): string | null => {
    if (value === null) return null;
    if (typeof value === 'boolean') {
      if (spreadsheet) return value ? texts.flagYes : texts.flagNo;
      return value ? 'true' : 'false';
    }
    if (typeof value === 'number') {
      return decimal(kind === 'money' ? new Decimal(value).toFixed(2) : new Decimal(value).toFixed());
    }
    return value;
  };
  const record = (values: readonly (string | null)[]) => csvRecord(values, separator);
  const out: string[] = [record([d.title]), record([texts.col.amount, d.currency])];
  for (const s of d.summary) out.push(record([s.label, cell(s.value, s.kind)]));
  for (const note of d.notes) out.push(record([note]));
  for (const table of d.tables) {
    out.push(record([]), record([table.title]), record(table.columns.map((c) => c.heading)));
    for (const row of table.rows) out.push(record(row.map((v, i) => cell(v, table.columns[i]!.kind))));
    if (table.totals) out.push(record(table.totals.map((v, i) => cell(v, table.columns[i]!.kind))));
  }
  return (spreadsheet ? '\ufeff' : '') + out.join('');
}

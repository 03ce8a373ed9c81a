import { LOCALE_BY_LANG, type Lang } from '@broker/domain';
import {
  PDF_MARGIN,
  PDF_THEME,
  drawFootnote,
  drawHeading,
  drawRows,
  pdfText,
  type Pdf,
} from '../platform/pdf';
import { fill, pdfFormats } from '../platform/pdf-formats';
import type { CellKind, TaxCell, TaxDocument } from './tax-document';
import { TAX_REPORT_TEXTS } from './report-texts';

/** How much of a table's width each kind of column takes, relative to the others. */
const WEIGHT: Record<CellKind, number> = { text: 2.2, date: 1.15, quantity: 1, money: 1.35, flag: 0.9 };
const ROW_HEIGHT = 12;

/**
 * Draws a tax report on an A4 page across (opened by the caller with layout 'landscape'): title,
 * customer and date, the summary, the notes, then each table with its header repeated on every
 * page it runs onto, and the page number and a footnote at the foot of each page.
 */
export function drawTaxDocument(
  doc: Pdf,
  d: TaxDocument,
  meta: { lang: Lang; customerName: string; createdAt: Date },
): void {
  const texts = TAX_REPORT_TEXTS[meta.lang];
  const f = pdfFormats(meta.lang);
  const locale = LOCALE_BY_LANG[meta.lang];
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = () => doc.page.height - PDF_MARGIN - ROW_HEIGHT;
  let page = 1;
  const footer = () =>
    drawFootnote(
      doc,
      `${d.footer ?? fill(texts.footer, { currency: d.currency })} · ${fill(texts.page, { n: String(page) })}`,
    );
  const text = (value: TaxCell, kind: CellKind): string => {
    if (value === null) return '';
    if (typeof value === 'boolean') return value ? texts.flagYes : texts.flagNo;
    if (kind === 'money') return f.number(value, 2);
    if (kind === 'quantity')
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(value));
    return String(value);
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor(PDF_THEME.text);
  doc.text(pdfText(d.title), PDF_MARGIN, PDF_MARGIN, { width });
  doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.muted);
  doc.text(pdfText(`${texts.customer}: ${meta.customerName}`), { width });
  doc.text(pdfText(fill(texts.created, { date: f.date(meta.createdAt.toISOString().slice(0, 10)) })), {
    width,
  });
  let y = doc.y + 10;
  footer();
  if (d.summary.length > 0) {
    y = drawRows(
      doc,
      d.summary.map((s) => [
        s.label,
        `${text(s.value, s.kind)}${s.kind === 'money' ? ` ${d.currency}` : ''}`,
      ]),
      { x: PDF_MARGIN, y, width: width / 2 },
    );
  }
  doc.font('Helvetica').fontSize(9).fillColor(PDF_THEME.text);
  for (const note of d.notes) {
    doc.text(pdfText(note), PDF_MARGIN, y + 4, { width });
    y = doc.y;
  }

  const newPage = () => {
    doc.addPage();
    page += 1;
    footer();
    y = PDF_MARGIN;
  };
  for (const table of d.tables) {
    const total = table.columns.reduce((s, c) => s + WEIGHT[c.kind], 0);
    const widths = table.columns.map((c) => (WEIGHT[c.kind] / total) * width);
    const right = (kind: CellKind) => kind === 'money' || kind === 'quantity';
    const head = () => {
      doc.font('Helvetica-Bold').fontSize(8);
      const height = Math.max(
        ...table.columns.map((c, i) => doc.heightOfString(pdfText(c.heading), { width: widths[i]! - 4 })),
      );
      let x = PDF_MARGIN;
      doc.fillColor(PDF_THEME.muted);
      table.columns.forEach((c, i) => {
        doc.text(pdfText(c.heading), x, y, {
          width: widths[i]! - 4,
          align: right(c.kind) ? 'right' : 'left',
        });
        x += widths[i]!;
      });
      y += height + 3;
    };
    const row = (cells: readonly TaxCell[], bold: boolean) => {
      if (y + ROW_HEIGHT > bottom()) {
        newPage();
        head();
      }
      let x = PDF_MARGIN;
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .fillColor(PDF_THEME.text);
      table.columns.forEach((c, i) => {
        doc.text(pdfText(text(cells[i] ?? null, c.kind)), x, y, {
          width: widths[i]! - 4,
          height: ROW_HEIGHT,
          align: right(c.kind) ? 'right' : 'left',
          lineBreak: false,
          ellipsis: true,
        });
        x += widths[i]!;
      });
      y += ROW_HEIGHT;
    };
    if (y + ROW_HEIGHT * 5 > bottom()) newPage();
    y = drawHeading(doc, table.title, y + 10);
    head();
    for (const cells of table.rows) row(cells, false);
    if (table.totals && table.rows.length > 0) row(table.totals, true);
  }
}

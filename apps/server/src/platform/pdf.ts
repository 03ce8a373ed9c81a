import PDFDocument from 'pdfkit';

/**
 * The platform's PDF writer: documents customers download (fact sheets now; statements, contract
 * notes and tax reports later) are drawn with pdfkit on A4 with its built-in Helvetica. Those fonts
 * need no file and cover every letter of the Nordic languages (å ä ö æ ø and the rest of Latin-1),
 * but only the WinAnsi character set: `pdfText` maps what Intl's formatting writes outside it.
 */
export type Pdf = PDFKit.PDFDocument;

export interface PdfInfo {
  title: string;
  subject?: string;
  /** BCP 47 language of the text, for screen readers and search (e.g. 'sv-SE'). */
  lang: string;
  /** Stamped as the document's creation date. */
  createdAt: Date;
  /** Portrait unless said; wide tables (tax reports) are drawn across the page. */
  layout?: 'portrait' | 'landscape';
}

export const PDF_MARGIN = 50;

/** The characters 0x80–0x9F of WinAnsi, which are not those of Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text safe for the built-in fonts. Intl writes the minus sign U+2212 and thin or narrow spaces
 * as group separators (sv, nb, fi); they become '-' and a no-break space. Anything else outside
 * WinAnsi (emoji, other scripts) becomes '?' rather than a wrong glyph.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\u2212') out += '-';
    else if (ch === '\u202f' || ch === '\u2009' || ch === '\u2007') out += '\u00a0';
    else if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += ch;
    else if (WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += '?';
  }
  return out;
}

/**
 * A new document, not yet ended: a readable stream of its bytes, for documents long enough to be
 * sent as they are drawn (statements) rather than held whole.
 */
export function openPdf(info: PdfInfo): Pdf {
  return new PDFDocument({
    size: 'A4',
    layout: info.layout ?? 'portrait',
    margin: PDF_MARGIN,
    lang: info.lang,
    displayTitle: true,
    info: {
      Title: pdfText(info.title),
      ...(info.subject ? { Subject: pdfText(info.subject) } : {}),
      Author: 'Nordbroker',
      Creator: 'Nordbroker',
      CreationDate: info.createdAt,
    },
  });
}

/** Draws a document with `draw` and answers its bytes. */
export function renderPdf(info: PdfInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = openPdf(info);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return done;
}

/**
 * A line of small text in the bottom margin. pdfkit starts a new page for text below the bottom
 * margin, so the margin is lifted while it is written.
 */
export function drawFootnote(doc: Pdf, text: string): void {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font('Helvetica').fontSize(7.5).fillColor(PDF_THEME.muted);
  doc.text(pdfText(text), PDF_MARGIN, doc.page.height - PDF_MARGIN + 14, {
    width: doc.page.width - 2 * PDF_MARGIN,
    lineBreak: false,
  });
  doc.page.margins.bottom = bottom;
}

export interface PdfTheme {
  text: string;
  muted: string;
  rule: string;
  accent: string;
}

export const PDF_THEME: PdfTheme = { text: '#16202c', muted: '#5b6675', rule: '#d5dbe3', accent: '#0f4c81' };

/** A section heading with a rule under it; answers the y below it. */
export function drawHeading(doc: Pdf, text: string, y: number): number {
  const width = doc.page.width - 2 * PDF_MARGIN;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(PDF_THEME.accent);
  doc.text(pdfText(text), PDF_MARGIN, y, { width });
  const below = doc.y + 3;
  doc
    .moveTo(PDF_MARGIN, below)
    .lineTo(PDF_MARGIN + width, below)
    .lineWidth(0.5)
    .strokeColor(PDF_THEME.rule)
    .stroke();
  return below + 8;
}

/**
 * Label and value rows in a column (`x`, `width`), the value right-aligned; a label that does not
 * fit wraps. Answers the y below the last row.
 */
export function drawRows(
  doc: Pdf,
  rows: readonly (readonly [string, string])[],
  box: { x: number; y: number; width: number },
): number {
  let y = box.y;
  const valueWidth = box.width * 0.45;
  const labelWidth = box.width - valueWidth - 8;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.muted);
    const labelHeight = doc.heightOfString(pdfText(label), { width: labelWidth });
    doc.text(pdfText(label), box.x, y, { width: labelWidth });
    doc.font('Helvetica-Bold').fillColor(PDF_THEME.text);
    const valueHeight = doc.heightOfString(pdfText(value), { width: valueWidth });
    doc.text(pdfText(value), box.x + box.width - valueWidth, y, { width: valueWidth, align: 'right' });
    y += Math.max(labelHeight, valueHeight) + 5;
  }
  return y;
}

/**
 * A line of values over time in a box, with the lowest and highest value at the left and the first
 * and last date under it: enough to read the course of a price, not a chart to study.
 */
export function drawLineChart(
  doc: Pdf,
  values: readonly number[],
  box: { x: number; y: number; width: number; height: number },
  labels: { min: string; max: string; first: string; last: string },
): void {
  const axis = 52;
  const plot = { x: box.x + axis, y: box.y, width: box.width - axis, height: box.height - 16 };
  doc.rect(plot.x, plot.y, plot.width, plot.height).lineWidth(0.5).strokeColor(PDF_THEME.rule).stroke();
  if (values.length < 2) return;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const xAt = (i: number) => plot.x + (i / (values.length - 1)) * plot.width;
  const yAt = (v: number) => plot.y + plot.height - ((v - min) / span) * (plot.height - 8) - 4;
  doc.moveTo(xAt(0), yAt(values[0]!));
  for (let i = 1; i < values.length; i++) doc.lineTo(xAt(i), yAt(values[i]!));
  doc.lineWidth(1.2).strokeColor(PDF_THEME.accent).stroke();
  doc.font('Helvetica').fontSize(8).fillColor(PDF_THEME.muted);
  doc.text(pdfText(labels.max), box.x, yAt(max) - 4, { width: axis - 6, align: 'right' });
  doc.text(pdfText(labels.min), box.x, yAt(min) - 4, { width: axis - 6, align: 'right' });
  const under = plot.y + plot.height + 4;
  doc.text(pdfText(labels.first), plot.x, under, { width: plot.width / 2 });
  doc.text(pdfText(labels.last), plot.x + plot.width / 2, under, { width: plot.width / 2, align: 'right' });
}

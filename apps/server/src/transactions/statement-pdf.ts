import { LOCALE_BY_LANG, plainDecimal, type Lang } from '@broker/domain';
import { PDF_MARGIN, PDF_THEME, drawFootnote, drawHeading, pdfText, type Pdf } from '../platform/pdf';
import { fill, pdfFormats } from '../platform/pdf-formats';
import type { ExportRow } from './export-rows';
import { STATEMENT_TEXTS } from './statement-texts';

/**
 * The account statement (issue 13; spec 001 §7.22 "statement pdf"): per account the balance
 * before the period, every transaction in it by trade date, and what came in, went out and stood
 * at its end. It is drawn as the rows are read, onto a document that is already streaming to the
 * customer, so a statement of ten years holds one chunk of rows at a time.
 */
export interface StatementAccount {
  accid: number;
  accountNumber: string;
  type: string;
  currency: string;
  opening: number;
  moneyIn: number;
  moneyOut: number;
  closing: number;
}

export interface Statement {
  lang: Lang;
  customerName: string;
  /** Plain dates; no `from` is "from the first transaction". */
  from?: string | undefined;
  to: string;
  createdAt: Date;
  accounts: readonly StatementAccount[];
}

const COLUMNS = [
  { key: 'date', width: 62, align: 'left' },
  { key: 'type', width: 82, align: 'left' },
  { key: 'instrument', width: 140, align: 'left' },
  { key: 'quantity', width: 58, align: 'right' },
  { key: 'price', width: 70, align: 'right' },
  { key: 'amount', width: 83, align: 'right' },
] as const;
type Column = (typeof COLUMNS)[number]['key'];
const ROW_HEIGHT = 13;

export async function drawStatement(
  doc: Pdf,
  s: Statement,
  rowsOf: (accid: number) => AsyncIterable<readonly ExportRow[]>,
): Promise<void> {
  const texts = STATEMENT_TEXTS[s.lang];
  const f = pdfFormats(s.lang);
  const locale = LOCALE_BY_LANG[s.lang];
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = () => doc.page.height - PDF_MARGIN - ROW_HEIGHT;
  let page = 1;
  const footer = () => drawFootnote(doc, `${texts.footer} · ${fill(texts.page, { n: String(page) })}`);
  const quantity = (text: string, minimumFractionDigits = 0) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits: 6 }).format(
      Number(plainDecimal(text)),
    );
  const money = (value: number, currency: string) => f.money(value, currency);

  doc.font('Helvetica-Bold').fontSize(18).fillColor(PDF_THEME.text);
  doc.text(pdfText(texts.title), PDF_MARGIN, PDF_MARGIN, { width });
  doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.muted);
  const period = s.from
    ? fill(texts.period, { from: f.date(s.from), to: f.date(s.to) })
    : fill(texts.periodAll, { to: f.date(s.to) });
  doc.text(pdfText(`${texts.customer}: ${s.customerName}`), { width });
  doc.text(pdfText(period), { width });
  doc.text(pdfText(fill(texts.created, { date: f.date(s.createdAt.toISOString().slice(0, 10)) })), { width });
  let y = doc.y + 14;
  footer();

  const newPage = () => {
    doc.addPage();
    page += 1;
    footer();
    y = PDF_MARGIN;
  };
  const ensure = (height: number) => {
    if (y + height > bottom()) newPage();
  };
  const cells = (values: Record<Column, string>, bold: boolean) => {
    let x = PDF_MARGIN;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(PDF_THEME.text);
    for (const c of COLUMNS) {
      doc.text(pdfText(values[c.key]), x, y, {
        width: c.width - 4,
        height: ROW_HEIGHT,
        align: c.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += c.width;
    }
    y += ROW_HEIGHT;
  };
  const tableHead = () => cells(texts.columns, true);
  const line = (label: string, value: string) => {
    ensure(ROW_HEIGHT + 2);
    doc.font('Helvetica').fontSize(9).fillColor(PDF_THEME.muted);
    doc.text(pdfText(label), PDF_MARGIN, y, { width: width * 0.6, lineBreak: false });
    doc.font('Helvetica-Bold').fillColor(PDF_THEME.text);
    doc.text(pdfText(value), PDF_MARGIN + width * 0.6, y, {
      width: width * 0.4,
      align: 'right',
      lineBreak: false,
    });
    y += ROW_HEIGHT + 2;
  };

  for (const account of s.accounts) {
    ensure(ROW_HEIGHT * 6);
    y = drawHeading(
      doc,
      fill(texts.account, { number: account.accountNumber, type: account.type, currency: account.currency }),
      y + 6,
    );
    line(texts.opening, money(account.opening, account.currency));
    y += 4;
    tableHead();
    let any = false;
    for await (const chunk of rowsOf(account.accid)) {
      for (const r of chunk) {
        any = true;
        if (y + ROW_HEIGHT > bottom()) {
          newPage();
          tableHead();
        }
        cells(
          {
            date: r.tradeDate,
            type: texts.csv.types[r.type],
            instrument: r.instrument ?? '',
            quantity: r.quantity === null ? '' : quantity(r.quantity),
            price: r.price === null ? '' : `${quantity(r.price, 2)} ${r.priceCurrency ?? ''}`.trim(),
            amount: f.number(r.amount, 2),
          },
          false,
        );
      }
    }
    if (!any) {
      doc.font('Helvetica').fontSize(9).fillColor(PDF_THEME.muted);
      doc.text(pdfText(texts.noTransactions), PDF_MARGIN, y, { width });
      y += ROW_HEIGHT;
    }
    y += 6;
    line(texts.moneyIn, money(account.moneyIn, account.currency));
    line(texts.moneyOut, money(account.moneyOut, account.currency));
    line(texts.closing, money(account.closing, account.currency));
    y += 10;
  }
}

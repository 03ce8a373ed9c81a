import { eq } from 'drizzle-orm';
import type { Lang } from '@broker/domain';
import type { Db } from '../db/database';
import { customers, instruments, markets } from '../db/schema';
import { PDF_MARGIN, PDF_THEME, drawHeading, drawRows, pdfText, renderPdf, type Pdf } from '../platform/pdf';
import { fill, pdfFormats } from '../platform/pdf-formats';
import { CONTRACT_NOTE_TEXTS } from './contract-note-texts';
import { findTrade } from './queries';
import { noteNumber } from './replies';

/**
 * The contract note of one fill: what was traded, at what price and time, every fee, the amount
 * that left or reached the account and when it settles; drawn in the customer's language from the
 * booked rows, so a note read again later says the same.
 */
export interface ContractNote {
  number: string;
  customerName: string;
  customerNo: string;
  accno: string;
  side: 'BUY' | 'SELL';
  name: string;
  isin: string;
  mic: string;
  timeZone: string;
  tradedAt: Date;
  settleDay: string;
  orderId: number;
  volume: number;
  price: string;
  currency: string;
  fxRate: string;
  accountCurrency: string;
  courtage: string;
  fxFee: string;
  amount: string;
}

/** The note of the account's fill, or undefined when the fill is not the account's. */
export async function loadContractNote(
  db: Db,
  accid: number,
  tradeId: number,
): Promise<ContractNote | undefined> {
  const found = await findTrade(db, accid, tradeId);
  if (!found) return undefined;
  const { row, names } = found;
  const [facts] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      customerNo: customers.customerNo,
      isin: instruments.isin,
      mic: markets.mic,
      timeZone: markets.timeZone,
    })
    .from(customers)
    .innerJoin(instruments, eq(instruments.instrumentId, row.instrumentId))
    .innerJoin(markets, eq(markets.marketId, instruments.marketId))
    .where(eq(customers.id, row.customerId));
  if (!facts) return undefined;
  return {
    number: noteNumber(row),
    customerName: `${facts.firstName} ${facts.lastName}`,
    customerNo: facts.customerNo,
    accno: names.accno,
    side: row.side as 'BUY' | 'SELL',
    name: names.name,
    isin: facts.isin,
    mic: facts.mic,
    timeZone: facts.timeZone,
    tradedAt: row.tradedAt,
    settleDay: row.settleDay,
    orderId: row.orderId,
    volume: row.volume,
    price: row.price,
    currency: row.currency.trim(),
    fxRate: row.fxRate,
    accountCurrency: row.accountCurrency.trim(),
    courtage: row.courtage,
    fxFee: row.fxFee,
    amount: row.amount,
  };
}

export function contractNotePdf(note: ContractNote, lang: Lang, createdAt: Date): Promise<Buffer> {
  const t = CONTRACT_NOTE_TEXTS[lang];
  const f = pdfFormats(lang);
  const time = new Intl.DateTimeFormat(f.locale, {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: note.timeZone,
  }).format(note.tradedAt);
  const value = Number(note.price) * note.volume;
  const amount = Number(note.amount);
  const sameCurrency = note.currency === note.accountCurrency;
  return renderPdf(
    { title: `${t.title} ${note.number}`, subject: note.name, lang: f.locale, createdAt },
    (doc: Pdf) => {
      const width = doc.page.width - 2 * PDF_MARGIN;
      doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.muted);
      doc.text(pdfText(`Nordbroker · ${t.title}`), PDF_MARGIN, PDF_MARGIN, { width });
      doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_THEME.text);
      doc.text(pdfText(`${note.side === 'BUY' ? t.buy : t.sell}: ${note.name}`), PDF_MARGIN, doc.y + 4, {
        width,
      });
      doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.muted);
      doc.text(pdfText(fill(t.number, { number: note.number })), { width });

      let y = drawHeading(doc, t.trade, doc.y + 14);
      y = drawRows(
        doc,
        [
          [t.customer, `${note.customerName} (${note.customerNo})`],
          [t.account, note.accno],
          [t.instrument, note.name],
          [t.isin, note.isin],
          [t.market, note.mic],
          [t.tradeTime, time],
          [t.settleDay, f.date(note.settleDay)],
          [t.orderId, String(note.orderId)],
        ],
        { x: PDF_MARGIN, y, width },
      );
      y = drawHeading(doc, t.amounts, y + 10);
      y = drawRows(
        doc,
        [
          [t.volume, f.number(note.volume, 0)],
          [t.price, f.money(note.price, note.currency, priceDecimals(note.price))],
          [t.value, f.money(value, note.currency)],
          ...(sameCurrency
            ? []
            : ([
                [t.fxRate, f.number(note.fxRate, 4)],
                [t.valueInAccount, f.money(accountValue(note), note.accountCurrency)],
                [t.fxFee, f.money(note.fxFee, note.accountCurrency)],
              ] as const)),
          [t.courtage, f.money(note.courtage, note.accountCurrency)],
          [
            `${t.total}, ${amount < 0 ? t.paid : t.received}`,
            f.money(Math.abs(amount), note.accountCurrency),
          ],
        ],
        { x: PDF_MARGIN, y, width },
      );
      doc.font('Helvetica').fontSize(9).fillColor(PDF_THEME.muted);
      doc.text(pdfText(t.footer), PDF_MARGIN, y + 24, { width });
    },
  );
}

/** A price's own decimals (at least two): 245.6000 is written 245,60, 0.1234 as 0,1234. */
function priceDecimals(price: string): number {
  return Math.max(2, (price.split('.')[1] ?? '').replace(/0+$/, '').length);
}

/** The trade's value in the account's currency: the amount without the fees. */
function accountValue(note: ContractNote): number {
  const fees = Number(note.courtage) + Number(note.fxFee);
  const amount = Number(note.amount);
  return note.side === 'BUY' ? -amount - fees : amount + fees;
}

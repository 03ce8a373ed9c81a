import { and, asc, eq } from 'drizzle-orm';
import { Decimal, type Lang } from '@broker/domain';
import type { Db } from '../db/database';
import { customers, exchangeTrades, instruments, markets } from '../db/schema';
import { PDF_MARGIN, PDF_THEME, drawHeading, drawRows, pdfText, renderPdf, type Pdf } from '../platform/pdf';
import { fill, pdfFormats } from '../platform/pdf-formats';
import { CONTRACT_NOTE_TEXTS } from './contract-note-texts';
import { findTrade } from './queries';
import { noteNumber } from './replies';

/**
 * The contract note of an order's trading on one day (every fill of the order that day, as brokers
 * note them): what was traded, at what average price, each fill's time, volume and price, every
 * fee, the amount that left or reached the account and when it settles; drawn in the customer's
 * language from the booked rows, so a note read again later says the same.
 */
export interface ContractNote {
  /** Who issues the note: Nordbroker unless said (a Netfonds account's trade: Netfonds). */
  issuer?: string;
  number: string;
  customerName: string;
  customerNo: string;
  accno: string;
  side: 'BUY' | 'SELL';
  name: string;
  isin: string;
  mic: string;
  timeZone: string;
  /** The first fill's time. */
  tradedAt: Date;
  settleDay: string;
  /** The order the fills belong to; a note drawn from a booked row alone has none. */
  orderId?: number;
  /** What the fee in `courtage` is: courtage on a share trade, the fund's own fee on a fund trade. */
  feeKind?: 'COURTAGE' | 'FUND_FEE';
  volume: number;
  /** The average price of the fills, weighted by volume (exact, share currency). */
  price: string;
  /** Each fill, in the order they came; one row needs no list. */
  fills: { at: Date; volume: number; price: string }[];
  currency: string;
  fxRate: string;
  accountCurrency: string;
  courtage: string;
  fxFee: string;
  amount: string;
  /** Volume × price of every fill, share currency. */
  value: string;
}

/**
 * The note the account's fill is on (its order's fills of that trade day), or undefined when the
 * fill is not the account's.
 */
export async function loadContractNote(
  db: Db,
  accid: number,
  tradeId: number,
): Promise<ContractNote | undefined> {
  const found = await findTrade(db, accid, tradeId);
  if (!found) return undefined;
  const { row, names } = found;
  const day = await db
    .select()
    .from(exchangeTrades)
    .where(and(eq(exchangeTrades.orderId, row.orderId), eq(exchangeTrades.tradeDay, row.tradeDay)))
    .orderBy(asc(exchangeTrades.id));
  const sum = (pick: (t: (typeof day)[number]) => string | number) =>
    day.reduce((total, t) => total.plus(pick(t)), new Decimal(0));
  const volume = sum((t) => t.volume);
  const value = day.reduce((total, t) => total.plus(new Decimal(t.price).times(t.volume)), new Decimal(0));
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
    tradedAt: day[0]?.tradedAt ?? row.tradedAt,
    settleDay: row.settleDay,
    orderId: row.orderId,
    volume: volume.toNumber(),
    price: value.dividedBy(volume).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(),
    fills: day.map((t) => ({ at: t.tradedAt, volume: t.volume, price: t.price })),
    currency: row.currency.trim(),
    fxRate: row.fxRate,
    accountCurrency: row.accountCurrency.trim(),
    courtage: sum((t) => t.courtage).toFixed(2),
    fxFee: sum((t) => t.fxFee).toFixed(2),
    amount: sum((t) => t.amount).toFixed(2),
    value: value.toFixed(),
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
  const value = Number(note.value);
  const amount = Number(note.amount);
  const timeOf = new Intl.DateTimeFormat(f.locale, { timeStyle: 'medium', timeZone: note.timeZone });
  const sameCurrency = note.currency === note.accountCurrency;
  return renderPdf(
    { title: `${t.title} ${note.number}`, subject: note.name, lang: f.locale, createdAt },
    (doc: Pdf) => {
      const width = doc.page.width - 2 * PDF_MARGIN;
      doc.font('Helvetica').fontSize(10).fillColor(PDF_THEME.muted);
      doc.text(pdfText(`${note.issuer ?? 'Nordbroker'} · ${t.title}`), PDF_MARGIN, PDF_MARGIN, { width });
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
          ...(note.orderId === undefined ? [] : ([[t.orderId, String(note.orderId)]] as const)),
        ],
        { x: PDF_MARGIN, y, width },
      );
      y = drawHeading(doc, t.amounts, y + 10);
      y = drawRows(
        doc,
        [
          // Shares are whole; fund units have up to six decimals.
          [t.volume, f.number(note.volume, decimalsOf(String(note.volume)))],
          [
            note.fills.length > 1 ? t.averagePrice : t.price,
            f.money(note.price, note.currency, priceDecimals(note.price)),
          ],
          [t.value, f.money(value, note.currency)],
          ...(sameCurrency
            ? []
            : ([
                [t.fxRate, f.number(note.fxRate, 4)],
                [t.valueInAccount, f.money(accountValue(note), note.accountCurrency)],
                [t.fxFee, f.money(note.fxFee, note.accountCurrency)],
              ] as const)),
          [
            note.feeKind === 'FUND_FEE' ? t.fundFee : t.courtage,
            f.money(note.courtage, note.accountCurrency),
          ],
          [
            `${t.total}, ${amount < 0 ? t.paid : t.received}`,
            f.money(Math.abs(amount), note.accountCurrency),
          ],
        ],
        { x: PDF_MARGIN, y, width },
      );
      if (note.fills.length > 1) {
        y = drawHeading(doc, t.fills, y + 10);
        y = drawRows(
          doc,
          note.fills.map((fl) => [
            timeOf.format(fl.at),
            `${f.number(fl.volume, 0)} × ${f.money(fl.price, note.currency, priceDecimals(fl.price))}`,
          ]),
          { x: PDF_MARGIN, y, width },
        );
      }
      doc.font('Helvetica').fontSize(9).fillColor(PDF_THEME.muted);
      doc.text(pdfText(t.footer), PDF_MARGIN, y + 24, { width });
    },
  );
}

/** A number's own decimals: 12 has none, 3.250000 two. */
function decimalsOf(value: string): number {
  return (value.split('.')[1] ?? '').replace(/0+$/, '').length;
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

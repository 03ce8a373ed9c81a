import { addDays, addYears, dividendPayDay, tradingDayOnOrAfter, type EventType } from '@broker/domain';
import type { Catalog, ShareDef } from './catalog';
import type { DailySeries } from './history';
import type { CorporateEventRow } from './rows';

/**
 * Corporate events of the demo shares: each share's dividends of its kind, the quarterly reports,
 * the annual report and the annual general meeting, on trading days from the start of the stored
 * history to a year after the seed day (what companies have announced). A dividend's `day` is its
 * ex-day and `payDay` its payment day; the ones paid before the seed day are marked booked, as the
 * seed's account histories paid them (portfolio.ts, from these same rows); the later ones are the
 * corporate-event job's to pay. Pure: the catalogue decides the kind and dates, the generated daily
 * series the change of the day and the amount (a day still to come takes the last close), so the
 * same seed and history give the same rows. Funds get none: the catalogue has no distributing
 * funds (all accumulate).
 */

/** Dividends announced this far ahead of the seed day. */
const ANNOUNCED_YEARS = 1;

/** The event types that pay cash to holders (an announcement of one pays nothing by itself). */
export const PAYING_EVENTS: ReadonlySet<EventType> = new Set([
  'ANNUAL_DIVIDEND',
  'QUARTERLY_DIVIDEND',
  'BIANNUAL_DIVIDEND',
  'MONTHLY_DIVIDEND',
  'TRIANNUAL_DIVIDEND',
  'BONUS_DIVIDEND',
]);

type DividendKind = Extract<
  EventType,
  'ANNUAL_DIVIDEND' | 'QUARTERLY_DIVIDEND' | 'BIANNUAL_DIVIDEND' | 'MONTHLY_DIVIDEND' | 'TRIANNUAL_DIVIDEND'
>;

/** Months (1-12) of the payments of each kind, counted from the annual month. */
const PAYMENT_MONTH_OFFSETS: Record<DividendKind, readonly number[]> = {
  ANNUAL_DIVIDEND: [0],
  BIANNUAL_DIVIDEND: [0, 6],
  TRIANNUAL_DIVIDEND: [0, 4, 8],
  QUARTERLY_DIVIDEND: [0, 3, 6, 9],
  MONTHLY_DIVIDEND: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
};

/**
 * Most Nordic companies pay once a year after the AGM; a few of the demo shares pay more often.
 * Chosen by position in the catalogue so the choice never moves with the seed.
 */
export function dividendKind(shareIndex: number): DividendKind {
  if (shareIndex === 3) return 'MONTHLY_DIVIDEND';
  if (shareIndex === 8) return 'TRIANNUAL_DIVIDEND';
  if (shareIndex % 9 === 1) return 'QUARTERLY_DIVIDEND';
  if (shareIndex % 11 === 6) return 'BIANNUAL_DIVIDEND';
  return 'ANNUAL_DIVIDEND';
}

/** The share that announces a dividend together with a split, once, in the last year. */
const SPLIT_ANNOUNCER_INDEX = 5;

/** Report days: Q4 (with the annual report) in February, Q1 in April, Q2 in July, Q3 in October. */
export const REPORT_MONTHS = [2, 4, 7, 10] as const;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function changeOf(s: DailySeries, i: number): string | null {
  const prev = s.close[i - 1];
  const close = s.close[i];
  if (prev === undefined || close === undefined || prev === 0) return null;
  return (((close - prev) / prev) * 100).toFixed(4);
}

export function corporateEventRows(
  catalog: Catalog,
  series: ReadonlyMap<number, DailySeries>,
  from: string,
  asOf: string,
): CorporateEventRow[] {
  const rows: CorporateEventRow[] = [];
  const until = addYears(asOf, ANNOUNCED_YEARS);
  // Marked as booked by the seed: one instant, so the same options give the same rows.
  const seededAt = new Date(`${asOf}T00:00:00.000Z`);
  catalog.shares.forEach((share, shareIndex) => {
    const s = series.get(share.instrumentId);
    if (!s || s.days.length === 0) return;
    const firstYear = Number(from.slice(0, 4));
    const lastYear = Number(until.slice(0, 4));
    const lastClose = s.close[s.days.length - 1] ?? 0;
    const kind = dividendKind(shareIndex);
    const event = (
      day: string,
      type: EventType,
      dividend?: { yieldShare: number; bonus?: boolean },
    ): void => {
      const onDay = tradingDayOnOrAfter(share.calendar, day);
      if (onDay < from || onDay > until) return;
      const i = s.dayIndex.get(onDay);
      // A stored day must have its bar; a day after the seed day has none yet.
      if (i === undefined && onDay <= asOf) return;
      const close = i === undefined ? lastClose : (s.close[i] ?? 0);
      const amount = dividend ? (share.dividendYield * dividend.yieldShare * close).toFixed(2) : null;
      const payDay = PAYING_EVENTS.has(type) ? dividendPayDay(share.calendar, onDay) : null;
      rows.push({
        id: 0,
        instrumentId: share.instrumentId,
        day: onDay,
        event: type,
        change: i === undefined ? null : changeOf(s, i),
        dividendAmount: amount,
        dividendCurrency: dividend ? share.currency : null,
        payDay,
        splitFrom: null,
        splitTo: null,
        bookedAt: payDay !== null && payDay < asOf ? seededAt : null,
      });
    };
    const [annualMonth, annualDay] = share.dividendMonthDay.split('-').map(Number) as [number, number];
    const reportDay = 18 + (shareIndex % 10);
    for (let year = firstYear; year <= lastYear; year++) {
      for (const [q, month] of REPORT_MONTHS.entries()) {
        event(`${year}-${pad2(month)}-${pad2(reportDay)}`, 'QUARTERLY_REPORT');
        if (q === 0) event(`${year}-03-${pad2(5 + (shareIndex % 15))}`, 'ANNUAL_REPORT');
      }
      // The AGM decides the dividend; the share goes ex-dividend the trading day after.
      const agm = `${year}-${pad2(annualMonth)}-${pad2(annualDay - 1)}`;
      event(agm, 'ANNUAL_GENERAL_MEETING');
      if (share.dividendYield <= 0) continue;
      const offsets = PAYMENT_MONTH_OFFSETS[kind];
      for (const offset of offsets) {
        const m = annualMonth + offset;
        const payYear = year + Math.floor((m - 1) / 12);
        const payMonth = ((m - 1) % 12) + 1;
        event(`${payYear}-${pad2(payMonth)}-${pad2(annualDay)}`, kind, { yieldShare: 1 / offsets.length });
      }
      // A bonus every third year for every seventh share: a special payout on top.
      if ((year + shareIndex) % 3 === 0 && shareIndex % 7 === 2) {
        event(`${year}-${pad2(annualMonth + 5)}-${pad2(annualDay)}`, 'BONUS_DIVIDEND', { yieldShare: 0.5 });
      }
      if (shareIndex === SPLIT_ANNOUNCER_INDEX && year === Number(asOf.slice(0, 4))) {
        event(
          `${year}-${pad2(Math.min(annualMonth + 3, 12))}-${pad2(annualDay)}`,
          'DIVIDEND_AND_SPLIT_ANNOUNCEMENT',
          {
            yieldShare: 1,
          },
        );
      }
    }
  });
  rows.sort((a, b) => a.instrumentId - b.instrumentId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return rows.map((r, i) => ({ ...r, id: i + 1 }));
}

/** How far after the seed day the demo's one split takes effect: close enough to be seen. */
export const SPLIT_AFTER_DAYS = 14;

/**
 * The demo's split: 2 for 1 of a share the demo customers hold, on the first trading day two weeks
 * after the seed day, for the corporate-event job to book (and the market to price) when it comes.
 */
export function splitEventRow(share: ShareDef, asOf: string, id: number): CorporateEventRow {
  return {
    id,
    instrumentId: share.instrumentId,
    day: tradingDayOnOrAfter(share.calendar, addDays(asOf, SPLIT_AFTER_DAYS)),
    event: 'SPLIT',
    change: null,
    dividendAmount: null,
    dividendCurrency: null,
    payDay: null,
    splitFrom: 1,
    splitTo: 2,
    bookedAt: null,
  };
}

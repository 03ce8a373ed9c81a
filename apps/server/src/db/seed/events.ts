import { tradingDayOnOrAfter, type EventType } from '@broker/domain';
import type { Catalog } from './catalog';
import type { DailySeries } from './history';
import type { CorporateEventRow } from './rows';

/**
 * Corporate events of the demo shares, for the chart's historical events: each share's dividends of
 * its kind, the quarterly reports, the annual report and the annual general meeting, on trading
 * days of the stored history. Pure: the catalogue decides the kind and dates, the generated daily
 * series the change of the day, so the same seed and history give the same rows. Funds get none:
 * the catalogue has no distributing funds (all accumulate).
 */

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
const REPORT_MONTHS = [2, 4, 7, 10] as const;

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
  catalog.shares.forEach((share, shareIndex) => {
    const s = series.get(share.instrumentId);
    if (!s || s.days.length === 0) return;
    const firstYear = Number(from.slice(0, 4));
    const lastYear = Number(asOf.slice(0, 4));
    const kind = dividendKind(shareIndex);
    const event = (
      day: string,
      type: EventType,
      dividend?: { yieldShare: number; bonus?: boolean },
    ): void => {
      const onDay = tradingDayOnOrAfter(share.calendar, day);
      if (onDay < from || onDay > asOf) return;
      const i = s.dayIndex.get(onDay);
      if (i === undefined) return;
      const amount = dividend
        ? (share.dividendYield * dividend.yieldShare * (s.close[i] ?? 0)).toFixed(2)
        : null;
      rows.push({
        id: 0,
        instrumentId: share.instrumentId,
        day: onDay,
        event: type,
        change: changeOf(s, i),
        dividendAmount: amount,
        dividendCurrency: dividend ? share.currency : null,
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
      if (shareIndex === SPLIT_ANNOUNCER_INDEX && year === lastYear) {
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

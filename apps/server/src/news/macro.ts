import { addMonths, localTimeToUtc, tradingDayOnOrAfter, ymd, type CountryCode } from '@broker/domain';
import type { MacroIndicator } from '@broker/contract';
import { streamFor, type Rng } from '../db/seed/random';

/**
 * The macro calendar: the four central banks' rate decisions and each country's CPI, GDP and
 * unemployment releases, on the days and at the local times such releases usually come, from a year
 * before the seed day to a year after it. Pure: the seed and the day decide every row. Each series is
 * a random walk of plausible size; each release carries the outcome it will have, the prior (the
 * previous release's outcome) and the analysts' consensus, and the calendar call reveals them as
 * their time comes (news/calendar.ts).
 */

export interface MacroEventRow {
  country: CountryCode;
  indicator: MacroIndicator;
  nameKey: string;
  period: string | null;
  day: string;
  at: Date;
  outcome: string;
  prior: string | null;
  priorAt: Date | null;
  consensus: string;
}

interface Series {
  nameKey: string;
  country: CountryCode;
  indicator: MacroIndicator;
  timeZone: string;
  time: string;
  /** Months (1–12) of the releases, and the nominal day in each (moved to the next banking day). */
  months: readonly number[];
  days: readonly number[];
  /** What a release in `month` of `year` reports on. */
  period: (year: number, month: number) => string | null;
  start: number;
  /** The walk: a rate moves in quarter points, a statistic by a normal step of this size. */
  step: number;
  min: number;
}

const EVERY_MONTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const previousMonth = (year: number, month: number) =>
  month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
const previousQuarter = (year: number, month: number) => {
  const q = Math.floor((month - 1) / 3);
  return q === 0 ? `${year - 1}-Q4` : `${year}-Q${q}`;
};
const monthly = (day: number) => EVERY_MONTH.map(() => day);

/** A rate decision moves by a quarter point at most; a statistic by a normal step. */
const RATE_STEP = 0.25;

const SERIES: readonly Series[] = [
  // Eight monetary-policy decisions a year each (the banks publish their schedules a year ahead).
  {
    nameKey: 'RATE_RIKSBANK',
    country: 'SE',
    indicator: 'POLICY_RATE',
    timeZone: 'Europe/Stockholm',
    time: '09:30',
    months: [1, 3, 5, 6, 8, 9, 11, 12],
    days: [29, 20, 8, 18, 20, 23, 5, 17],
    period: () => null,
    start: 2.0,
    step: RATE_STEP,
    min: 0,
  },
  {
    nameKey: 'RATE_NORGES_BANK',
    country: 'NO',
    indicator: 'POLICY_RATE',
    timeZone: 'Europe/Oslo',
    time: '10:00',
    months: [1, 3, 5, 6, 8, 9, 11, 12],
    days: [23, 26, 7, 18, 14, 17, 4, 16],
    period: () => null,
    start: 4.25,
    step: RATE_STEP,
    min: 0,
  },
  {
    nameKey: 'RATE_ECB',
    country: 'FI',
    indicator: 'POLICY_RATE',
    timeZone: 'Europe/Berlin',
    time: '14:15',
    months: [1, 3, 4, 6, 7, 9, 10, 12],
    days: [29, 5, 16, 4, 23, 10, 29, 17],
    period: () => null,
    start: 2.25,
    step: RATE_STEP,
    min: 0,
  },
  // Danmarks Nationalbank keeps the krone's peg: it decides on the ECB's days, right after it.
  {
    nameKey: 'RATE_NATIONALBANKEN',
    country: 'DK',
    indicator: 'POLICY_RATE',
    timeZone: 'Europe/Copenhagen',
    time: '14:30',
    months: [1, 3, 4, 6, 7, 9, 10, 12],
    days: [29, 5, 16, 4, 23, 10, 29, 17],
    period: () => null,
    start: 1.85,
    step: RATE_STEP,
    min: -1,
  },
  ...(
    [
      ['SE', 'Europe/Stockholm', 14, 1.1, 21, 8.6],
      ['NO', 'Europe/Oslo', 10, 2.9, 26, 2.1],
      ['DK', 'Europe/Copenhagen', 10, 1.9, 28, 2.9],
      ['FI', 'Europe/Helsinki', 15, 1.4, 24, 9.4],
    ] as const
  ).flatMap(([country, timeZone, cpiDay, cpi, unemploymentDay, unemployment]): Series[] => [
    {
      nameKey: `CPI_${country}`,
      country,
      indicator: 'CPI',
      timeZone,
      time: '08:00',
      months: EVERY_MONTH,
      days: monthly(cpiDay),
      period: previousMonth,
      start: cpi,
      step: 0.2,
      min: -2,
    },
    {
      nameKey: `GDP_${country}`,
      country,
      indicator: 'GDP',
      timeZone,
      time: '08:00',
      months: [2, 5, 8, 11],
      days: [27, 27, 27, 27],
      period: previousQuarter,
      start: 0.3,
      step: 0.4,
      min: -5,
    },
    {
      nameKey: `UNEMPLOYMENT_${country}`,
      country,
      indicator: 'UNEMPLOYMENT',
      timeZone,
      time: '08:00',
      months: EVERY_MONTH,
      days: monthly(unemploymentDay),
      period: previousMonth,
      start: unemployment,
      step: 0.1,
      min: 0.5,
    },
  ]),
];

/** Months before and after the seed day the calendar is seeded for. */
const SPAN_MONTHS = 12;

const fixed = (value: number) => value.toFixed(2);

function nextValue(rng: Rng, s: Series, value: number): number {
  if (s.step === RATE_STEP) {
    const u = rng.next();
    const move = u < 0.2 ? -RATE_STEP : u > 0.85 ? RATE_STEP : 0;
    return Math.max(s.min, value + move);
  }
  return Math.max(s.min, Math.round((value + rng.normal(0, s.step)) * 10) / 10);
}

function consensusFor(rng: Rng, s: Series, outcome: number, prior: number): number {
  // Markets usually price a rate decision right; a statistic surprises by a tenth or two.
  if (s.step === RATE_STEP) return rng.chance(0.85) ? outcome : prior;
  return Math.round((outcome + rng.normal(0, 0.12)) * 10) / 10;
}

/** Every series' releases from SPAN_MONTHS before `asOf` to SPAN_MONTHS after, by series then time. */
export function macroEventRows(seed: string, asOf: string): MacroEventRow[] {
  const from = addMonths(asOf, -SPAN_MONTHS);
  const until = addMonths(asOf, SPAN_MONTHS);
  const rows: MacroEventRow[] = [];
  // Nationalbanken follows the ECB's moves, so the ECB's walk is remembered by day.
  const ecbMoves = new Map<string, number>();
  for (const s of SERIES) {
    const rng = streamFor(seed, 'macro', s.nameKey);
    let value = s.start;
    let prior: { value: number; at: Date } | undefined;
    // A month earlier than the window, so its first release has a prior.
    const firstYear = Number(from.slice(0, 4));
    const lastYear = Number(until.slice(0, 4));
    for (let year = firstYear; year <= lastYear; year++) {
      s.months.forEach((month, i) => {
        const day = tradingDayOnOrAfter(s.country, ymd(year, month, s.days[i] ?? 1));
        let outcome: number;
        if (s.nameKey === 'RATE_NATIONALBANKEN') outcome = value + (ecbMoves.get(day) ?? 0);
        else outcome = nextValue(rng, s, value);
        if (s.nameKey === 'RATE_ECB') ecbMoves.set(day, outcome - value);
        const consensus = consensusFor(rng, s, outcome, value);
        const at = new Date(localTimeToUtc(day, s.time, s.timeZone));
        if (day >= from && day <= until) {
          rows.push({
            country: s.country,
            indicator: s.indicator,
            nameKey: s.nameKey,
            period: s.period(year, month),
            day,
            at,
            outcome: fixed(outcome),
            prior: prior ? fixed(prior.value) : null,
            priorAt: prior?.at ?? null,
            consensus: fixed(consensus),
          });
        }
        prior = { value: outcome, at };
        value = outcome;
      });
    }
  }
  return rows;
}

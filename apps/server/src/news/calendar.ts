import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import {
  CALENDAR_DEFAULT_DAYS,
  CALENDAR_MAX_DAYS,
  type CalendarKind,
  type CallReply,
  type getNewsCalendar,
  type MacroIndicator,
} from '@broker/contract';
import {
  DIVIDEND_EVENTS,
  REPORT_EVENTS,
  addDays,
  dayNumber,
  localDayAt,
  type CountryCode,
  type EventType,
} from '@broker/domain';
import type { Deps } from '../deps';
import { corporateEvents, instruments, macroEvents, markets } from '../db/schema';
import { inputError } from '../http/api-error';
import { ensureMacroEvents } from './macro-store';

/**
 * The news calendar: the corporate events of the shares (reports, dividends, general meetings,
 * splits) and the macro events, by day and then time. Company events have a day and no time; they
 * come first in their day, then the macro events by time.
 */

type Calendar = CallReply<typeof getNewsCalendar>;
type CalendarEvent = Calendar['events'][number];

const GENERAL_MEETINGS: ReadonlySet<string> = new Set([
  'ANNUAL_GENERAL_MEETING',
  'EXTRAORDINARY_GENERAL_MEETING',
]);
const REPORTS: ReadonlySet<string> = new Set(REPORT_EVENTS.filter((e) => !GENERAL_MEETINGS.has(e)));
const DIVIDENDS: ReadonlySet<string> = new Set(DIVIDEND_EVENTS);

export function categoryOf(event: EventType): Exclude<CalendarKind, 'MACRO'> {
  if (DIVIDENDS.has(event)) return 'DIVIDEND';
  if (REPORTS.has(event)) return 'REPORT';
  if (GENERAL_MEETINGS.has(event)) return 'GENERAL_MEETING';
  return 'OTHER';
}

function eventTypesOf(kinds: readonly CalendarKind[]): EventType[] {
  const out: EventType[] = [];
  for (const kind of kinds) {
    if (kind === 'DIVIDEND') out.push(...DIVIDEND_EVENTS);
    if (kind === 'REPORT') out.push(...(REPORT_EVENTS.filter((e) => REPORTS.has(e)) as EventType[]));
    if (kind === 'GENERAL_MEETING') out.push('ANNUAL_GENERAL_MEETING', 'EXTRAORDINARY_GENERAL_MEETING');
    if (kind === 'OTHER') out.push('SPLIT', 'NAME_CHANGE');
  }
  return out;
}

export interface CalendarQuery {
  from?: string;
  to?: string;
  countries?: CountryCode[];
  kinds?: CalendarKind[];
  instrumentId?: number;
}

/** The server's day: the calendar's default start, and the day macro outcomes are revealed by. */
function today(deps: Deps): string {
  return localDayAt('Europe/Stockholm', deps.time.now());
}

export function calendarRange(
  q: Pick<CalendarQuery, 'from' | 'to'>,
  todayDay: string,
): { from: string; to: string } {
  const from = q.from ?? (q.to ? addDays(q.to, -(CALENDAR_DEFAULT_DAYS - 1)) : todayDay);
  const to = q.to ?? addDays(from, CALENDAR_DEFAULT_DAYS - 1);
  if (from > to) throw inputError('query.to', 'to must not be before from');
  if (dayNumber(to) - dayNumber(from) + 1 > CALENDAR_MAX_DAYS)
    throw inputError('query.to', `The calendar answers at most ${CALENDAR_MAX_DAYS} days at a time`);
  return { from, to };
}

export async function newsCalendar(deps: Deps, q: CalendarQuery): Promise<Calendar> {
  const now = deps.time.now();
  const { from, to } = calendarRange(q, today(deps));
  const kinds = q.kinds;
  const companyTypes = kinds ? eventTypesOf(kinds) : undefined;
  const wantMacro = (!kinds || kinds.includes('MACRO')) && q.instrumentId === undefined;
  const db = deps.db;

  const companyWhere: SQL[] = [gte(corporateEvents.day, from), lte(corporateEvents.day, to)];
  if (q.countries) companyWhere.push(inArray(markets.country, q.countries));
  if (companyTypes) companyWhere.push(inArray(corporateEvents.event, companyTypes));
  if (q.instrumentId !== undefined) companyWhere.push(eq(corporateEvents.instrumentId, q.instrumentId));
  const companyRows =
    companyTypes && companyTypes.length === 0
      ? []
      : await db
          .select({
            id: corporateEvents.id,
            day: corporateEvents.day,
            event: corporateEvents.event,
            amount: corporateEvents.dividendAmount,
            currency: corporateEvents.dividendCurrency,
            payDay: corporateEvents.payDay,
            splitFrom: corporateEvents.splitFrom,
            splitTo: corporateEvents.splitTo,
            instrumentId: instruments.instrumentId,
            name: instruments.name,
            symbol: instruments.symbol,
            country: markets.country,
          })
          .from(corporateEvents)
          .innerJoin(instruments, eq(instruments.instrumentId, corporateEvents.instrumentId))
          .innerJoin(markets, eq(markets.marketId, instruments.marketId))
          .where(and(...companyWhere))
          .orderBy(asc(corporateEvents.day), asc(instruments.name), asc(corporateEvents.id));

  let macroRows: (typeof macroEvents.$inferSelect)[] = [];
  if (wantMacro) {
    await ensureMacroEvents(db, deps.config.seed, today(deps));
    const macroWhere: SQL[] = [gte(macroEvents.day, from), lte(macroEvents.day, to)];
    if (q.countries) macroWhere.push(inArray(macroEvents.country, q.countries));
    macroRows = await db
      .select()
      .from(macroEvents)
      .where(and(...macroWhere))
      .orderBy(asc(macroEvents.day), asc(macroEvents.at), asc(macroEvents.nameKey));
  }

  const events: CalendarEvent[] = [];
  for (const r of companyRows) {
    const event = r.event as EventType;
    events.push({
      kind: 'COMPANY',
      id: `c${r.id}`,
      day: r.day,
      at: null,
      event_type: event,
      category: categoryOf(event),
      country: r.country as CountryCode,
      instrument_id: r.instrumentId,
      name: r.name,
      symbol: r.symbol,
      dividend:
        r.amount !== null && r.currency !== null
          ? { amount: r.amount, currency: r.currency, ex_day: r.day, pay_day: r.payDay }
          : null,
      split: r.splitFrom !== null && r.splitTo !== null ? { from: r.splitFrom, to: r.splitTo } : null,
    });
  }
  for (const r of macroRows) {
    const at = r.at.getTime();
    // What the market knows now: the outcome once released, the prior once its release is out,
    // the consensus from about a month ahead (when analysts publish their forecasts).
    const consensusFrom = at - 31 * 86_400_000;
    events.push({
      kind: 'MACRO',
      id: `m${r.id}`,
      day: r.day,
      at,
      category: 'MACRO',
      country: r.country as CountryCode,
      indicator: r.indicator as MacroIndicator,
      name_key: r.nameKey,
      period: r.period,
      outcome: at <= now ? r.outcome : null,
      prior: r.priorAt && r.priorAt.getTime() <= now ? r.prior : null,
      consensus: consensusFrom <= now ? r.consensus : null,
    });
  }
  // Company events have no time: first in their day; the sort is stable, so each kind keeps its order.
  events.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : (a.at ?? 0) - (b.at ?? 0)));
  return { from, to, events };
}

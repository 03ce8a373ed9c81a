import { describe, expect, it } from 'vitest';
import { COUNTRIES, daysBetween, localTimeToUtc, tradingSession } from '@broker/domain';
import { MarketClock } from './clock';
import {
  localDay,
  marketHoursStatus,
  nextOpenAfter,
  nextPhaseChange,
  phaseAt,
  sessionDayAt,
  type Phase,
} from './sessions';

const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');
const MIN = 60_000;

/** The phase changes from `from` on, as [instant, phase] pairs. */
function timeline(country: (typeof COUNTRIES)[number], from: string, count: number): [string, Phase][] {
  const out: [string, Phase][] = [];
  let t = utc(from);
  for (let n = 0; n < count; n++) {
    t = nextPhaseChange(country, t);
    out.push([iso(t), phaseAt(country, t)]);
  }
  return out;
}

describe('exchange sessions', () => {
  it('moves Stockholm through its day and skips the weekend', () => {
    expect(timeline('SE', '2026-11-19T17:00:00Z', 12)).toEqual([
      ['2026-11-20T07:00:00Z', 'PRE_TRADING'],
      ['2026-11-20T07:50:00Z', 'OPENING_AUCTION'],
      ['2026-11-20T08:00:00Z', 'CONTINUOUS_TRADING'],
      ['2026-11-20T16:25:00Z', 'CLOSING_AUCTION'],
      ['2026-11-20T16:30:00Z', 'POST_TRADING'],
      ['2026-11-20T17:00:00Z', 'CLOSED'],
      ['2026-11-23T07:00:00Z', 'PRE_TRADING'],
      ['2026-11-23T07:50:00Z', 'OPENING_AUCTION'],
      ['2026-11-23T08:00:00Z', 'CONTINUOUS_TRADING'],
      ['2026-11-23T16:25:00Z', 'CLOSING_AUCTION'],
      ['2026-11-23T16:30:00Z', 'POST_TRADING'],
      ['2026-11-23T17:00:00Z', 'CLOSED'],
    ]);
    expect(phaseAt('SE', utc('2026-11-20T06:59:59Z'))).toBe('CLOSED');
    expect(phaseAt('SE', utc('2026-11-20T07:59:59Z'))).toBe('OPENING_AUCTION');
    expect(phaseAt('SE', utc('2026-11-21T12:00:00Z'))).toBe('CLOSED');
  });

  it('follows the summer-time switches: the same local hours, an hour apart in UTC', () => {
    // Spring: Friday 27 March on CET, Monday 30 March on CEST.
    expect(timeline('SE', '2026-03-27T16:59:00Z', 4)).toEqual([
      ['2026-03-27T17:00:00Z', 'CLOSED'],
      ['2026-03-30T06:00:00Z', 'PRE_TRADING'],
      ['2026-03-30T06:50:00Z', 'OPENING_AUCTION'],
      ['2026-03-30T07:00:00Z', 'CONTINUOUS_TRADING'],
    ]);
    // Autumn: Friday 23 October on CEST, Monday 26 October on CET.
    expect(timeline('NO', '2026-10-23T14:00:00Z', 4)).toEqual([
      ['2026-10-23T14:15:00Z', 'CLOSING_AUCTION'],
      ['2026-10-23T14:20:00Z', 'POST_TRADING'],
      ['2026-10-23T14:50:00Z', 'CLOSED'],
      ['2026-10-26T07:00:00Z', 'PRE_TRADING'],
    ]);
    expect(phaseAt('NO', utc('2026-10-26T07:59:00Z'))).toBe('OPENING_AUCTION');
  });

  it('closes early on half days', () => {
    // Stockholm, eve of Epiphany: continuous until 12:55, closing call to 13:00 local.
    expect(phaseAt('SE', utc('2026-01-05T11:54:59Z'))).toBe('CONTINUOUS_TRADING');
    expect(phaseAt('SE', utc('2026-01-05T11:55:00Z'))).toBe('CLOSING_AUCTION');
    expect(phaseAt('SE', utc('2026-01-05T12:00:00Z'))).toBe('POST_TRADING');
    expect(phaseAt('SE', utc('2026-01-05T13:00:00Z'))).toBe('CLOSED');
    // Oslo closes at 13:00 on the Wednesday before Easter while Stockholm trades on.
    expect(phaseAt('NO', utc('2026-04-01T11:00:00Z'))).toBe('POST_TRADING');
    expect(phaseAt('SE', utc('2026-04-01T11:00:00Z'))).toBe('CONTINUOUS_TRADING');
  });

  it('stays closed on holidays and shows the last session until the next one starts', () => {
    expect(phaseAt('SE', utc('2026-06-19T10:00:00Z'))).toBe('CLOSED'); // Midsummer Eve
    expect(phaseAt('NO', utc('2026-06-19T10:00:00Z'))).toBe('CONTINUOUS_TRADING');
    expect(sessionDayAt('SE', utc('2026-06-19T10:00:00Z'))).toBe('2026-06-18');
    expect(sessionDayAt('SE', utc('2026-06-22T05:59:00Z'))).toBe('2026-06-18');
    expect(sessionDayAt('SE', utc('2026-06-22T06:00:00Z'))).toBe('2026-06-22');
    expect(iso(nextOpenAfter('SE', utc('2026-04-02T12:00:00Z')))).toBe('2026-04-07T07:00:00Z'); // Easter
    expect(iso(nextOpenAfter('SE', utc('2026-12-23T17:00:00Z')))).toBe('2026-12-28T08:00:00Z'); // Christmas
    expect(iso(nextOpenAfter('DK', utc('2026-12-30T17:00:00Z')))).toBe('2027-01-04T08:00:00Z'); // New Year
  });

  it('keeps Helsinki on its own time zone and calendar date', () => {
    expect(phaseAt('FI', utc('2026-11-20T07:59:00Z'))).toBe('OPENING_AUCTION');
    expect(phaseAt('FI', utc('2026-11-20T08:00:00Z'))).toBe('CONTINUOUS_TRADING');
    expect(localDay('Europe/Helsinki', utc('2026-11-20T22:30:00Z'))).toBe('2026-11-21');
    expect(localDay('Europe/Stockholm', utc('2026-11-20T22:30:00Z'))).toBe('2026-11-20');
  });

  it('agrees with the domain calendar on every day of 2026-2027 in every country', () => {
    for (const country of COUNTRIES) {
      for (const day of daysBetween('2026-01-01', '2027-12-31')) {
        const session = tradingSession(country, day);
        if (!session) {
          expect(
            phaseAt(country, localTimeToUtc(day, '12:00', 'Europe/Stockholm')),
            `${country} ${day}`,
          ).toBe('CLOSED');
          continue;
        }
        const at = (ms: number) => phaseAt(country, ms);
        expect(at(session.openAt - 1), `${country} ${day}`).toBe('OPENING_AUCTION');
        expect(at(session.openAt)).toBe('CONTINUOUS_TRADING');
        expect(at(session.closeAt - 5 * MIN - 1)).toBe('CONTINUOUS_TRADING');
        expect(at(session.closeAt - 5 * MIN)).toBe('CLOSING_AUCTION');
        expect(at(session.closeAt)).toBe('POST_TRADING');
        expect(sessionDayAt(country, session.openAt)).toBe(day);
      }
    }
  });

  it('maps phases and halts to the market-hours statuses', () => {
    expect(marketHoursStatus('CLOSED')).toBe('CLOSED');
    expect(marketHoursStatus('PRE_TRADING')).toBe('PRE_MARKET_PRICES');
    expect(marketHoursStatus('OPENING_AUCTION')).toBe('PRE_MARKET_TRADING');
    expect(marketHoursStatus('CONTINUOUS_TRADING')).toBe('CONTINUOUS_TRADING');
    expect(marketHoursStatus('CLOSING_AUCTION')).toBe('CONTINUOUS_TRADING');
    expect(marketHoursStatus('POST_TRADING')).toBe('POST_TRADING');
    expect(marketHoursStatus('CONTINUOUS_TRADING', true)).toBe('SUSPENDED_OR_HALTED');
  });
});

describe('MarketClock', () => {
  it('under the market clock reports hours, closed days and the next opening', () => {
    const clock = new MarketClock('market');
    expect(clock.hours('SE', utc('2026-11-20T12:00:00Z'))).toEqual({
      status: 'CONTINUOUS_TRADING',
      phase: 'CONTINUOUS_TRADING',
      day: '2026-11-20',
      openAt: utc('2026-11-20T08:00:00Z'),
      closeAt: utc('2026-11-20T16:30:00Z'),
      isHalfDay: false,
      nextOpenAt: utc('2026-11-23T08:00:00Z'),
    });
    expect(clock.hours('SE', utc('2026-06-19T10:00:00Z'))).toMatchObject({
      status: 'CLOSED',
      openAt: null,
      closeAt: null,
      nextOpenAt: utc('2026-06-22T07:00:00Z'),
    });
  });

  it('under the always-open clock trades at any hour and rolls the day at local midnight', () => {
    const clock = new MarketClock('always-open');
    const sunday3am = utc('2026-11-22T02:00:00Z');
    for (const country of COUNTRIES) expect(clock.phase(country, sunday3am)).toBe('CONTINUOUS_TRADING');
    expect(clock.sessionDay('SE', sunday3am)).toBe('2026-11-22');
    expect(iso(clock.nextChange('SE', sunday3am))).toBe('2026-11-22T23:00:00Z');
    expect(iso(clock.nextChange('FI', sunday3am))).toBe('2026-11-22T22:00:00Z');
    expect(clock.hours('SE', sunday3am)).toMatchObject({ status: 'CONTINUOUS_TRADING', day: '2026-11-22' });
  });
});

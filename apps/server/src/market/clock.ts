import { addDays, localTimeToUtc, type CountryCode } from '@broker/domain';
import type { MarketHoursStatus } from '@broker/contract';
import {
  localDay,
  marketHoursStatus,
  nextOpenAfter,
  nextPhaseChange,
  phaseAt,
  sessionDayAt,
  timeZoneOf,
  timetable,
  type Phase,
} from './sessions';

/**
 * SIMULATOR_CLOCK: 'market' follows the real exchange day (sessions.ts); 'always-open' keeps every
 * market in continuous trading so demos and tests see ticks at any hour, with the local calendar
 * date as the trading day (the day rolls at local midnight).
 */
export type ClockMode = 'market' | 'always-open';
export const CLOCK_MODES: readonly ClockMode[] = ['market', 'always-open'];

/** Where "now" comes from: the system clock, or a hand-driven one in tests. */
export interface TimeSource {
  now(): number;
}

export const systemTime: TimeSource = { now: () => Date.now() };

export interface MarketHours {
  status: MarketHoursStatus;
  phase: Phase;
  day: string;
  openAt: number | null;
  closeAt: number | null;
  isHalfDay: boolean;
  nextOpenAt: number;
}

export class MarketClock {
  constructor(readonly mode: ClockMode) {}

  phase(country: CountryCode, t: number): Phase {
    return this.mode === 'always-open' ? 'CONTINUOUS_TRADING' : phaseAt(country, t);
  }

  /** The next instant at which the phase or the trading day changes. */
  nextChange(country: CountryCode, t: number): number {
    return this.mode === 'always-open' ? this.nextMidnight(country, t) : nextPhaseChange(country, t);
  }

  /** The trading day an order book's open, high, low and volume belong to at `t`. */
  sessionDay(country: CountryCode, t: number): string {
    return this.mode === 'always-open' ? localDay(timeZoneOf(country), t) : sessionDayAt(country, t);
  }

  hours(country: CountryCode, t: number): MarketHours {
    const tz = timeZoneOf(country);
    const day = localDay(tz, t);
    const phase = this.phase(country, t);
    if (this.mode === 'always-open') {
      const next = this.nextMidnight(country, t);
      const start = localTimeToUtc(day, '00:00', tz);
      return {
        status: 'CONTINUOUS_TRADING',
        phase,
        day,
        openAt: start,
        closeAt: next,
        isHalfDay: false,
        nextOpenAt: next,
      };
    }
    const tt = timetable(country, day);
    return {
      status: marketHoursStatus(phase),
      phase,
      day,
      openAt: tt?.openAt ?? null,
      closeAt: tt?.closeAt ?? null,
      isHalfDay: tt?.isHalfDay ?? false,
      nextOpenAt: nextOpenAfter(country, t),
    };
  }

  private nextMidnight(country: CountryCode, t: number): number {
    const tz = timeZoneOf(country);
    return localTimeToUtc(addDays(localDay(tz, t), 1), '00:00', tz);
  }
}

import { systemTime, type TimeSource } from '../market/clock';

/**
 * The server's "now" for everything that depends on the day and the hour: the market simulator,
 * fund cut-offs, execution and settlement, chart periods. Normally the system clock. With
 * CLOCK_START it is a clock that stands at that instant while the server starts (seeding, the
 * simulator's catch-up) and runs on at normal speed from the moment the server is ready, so a test
 * or a demo can have a fund cut-off a minute away, or a settlement day today, whatever the real
 * date. Sessions and access tokens keep real time: their lifetimes are about elapsed time.
 */
export interface ServerClock extends TimeSource {
  /** Sets a CLOCK_START clock running; nothing for the system clock. */
  run(): void;
}

export function createServerClock(
  clockStart: number | undefined,
  real: TimeSource = systemTime,
): ServerClock {
  if (clockStart === undefined) return { now: () => real.now(), run: () => {} };
  let runningSince: number | undefined;
  return {
    now: () => (runningSince === undefined ? clockStart : clockStart + real.now() - runningSince),
    run() {
      runningSince ??= real.now();
    },
  };
}

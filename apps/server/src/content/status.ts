import { and, count, eq, lt, or, isNull, sql } from 'drizzle-orm';
import { COUNTRIES } from '@broker/domain';
import type { PlatformStatus, StatusLevel } from '@broker/contract';
import type { Deps } from '../deps';
import type { Bus } from '../feed/bus';
import { scheduledJobs } from '../db/schema';
import { MarketClock } from '../market/clock';

/**
 * The platform's own health for the customers' status page (issue 17). Four components:
 * - DATABASE: `select 1` as /health does; OUTAGE when it fails, DEGRADED when it takes over a second.
 * - MARKET_FEED: price events on the bus. Ticks are expected only while some home market is in
 *   continuous trading; then none for 30 s is DEGRADED. SIMULATOR=off is DEGRADED (prices stand still).
 * - JOB_SCHEDULE: pending jobs more than 5 minutes past due (and not waiting out a back-off) mean the
 *   runner is behind or down: DEGRADED; a job that failed 5 times or more, too.
 * - LIVE_SOCKET: the live-data fan-out itself: a probe message sent on the bus must come back (at
 *   once in one process; through Redis or NATS with several), else OUTAGE.
 * The overall status is the worst component's. One check is shared for 5 s, so the public page
 * cannot be used to load the database.
 */

const DB_SLOW_MS = 1000;
const FEED_QUIET_MS = 30_000;
const JOB_LATE_MS = 5 * 60_000;
const JOB_FAILING_ATTEMPTS = 5;
const PROBE_TIMEOUT_MS = 2000;
const CHECK_SHARE_MS = 5000;

const RANK: Record<StatusLevel, number> = { OPERATIONAL: 0, DEGRADED: 1, OUTAGE: 2 };
type Component = PlatformStatus['components'][number];

/** The last market event each bus has carried, watched from the first status check on. */
const watchers = new WeakMap<Bus, { lastMarketAt: number | undefined; startedAt: number }>();

function watcherOf(bus: Bus) {
  let w = watchers.get(bus);
  if (!w) {
    const state = { lastMarketAt: undefined as number | undefined, startedAt: Date.now() };
    bus.subscribe((m) => {
      if (m.kind === 'market' && m.type === 'price') state.lastMarketAt = Date.now();
    });
    watchers.set(bus, state);
    w = state;
  }
  return w;
}

async function checkDatabase(deps: Deps): Promise<Component> {
  const started = performance.now();
  try {
    await deps.db.execute(sql`select 1`);
  } catch {
    return { id: 'DATABASE', status: 'OUTAGE', reason: 'UNREACHABLE' };
  }
  const slow = performance.now() - started > DB_SLOW_MS;
  return { id: 'DATABASE', status: slow ? 'DEGRADED' : 'OPERATIONAL', reason: slow ? 'SLOW' : null };
}

async function checkMarketFeed(deps: Deps, now: number): Promise<Component> {
  if (!deps.config.simulator.enabled) return { id: 'MARKET_FEED', status: 'DEGRADED', reason: 'NO_PRICES' };
  const clock = new MarketClock(deps.config.simulator.clock);
  const trading = COUNTRIES.some((c) => clock.phase(c, now) === 'CONTINUOUS_TRADING');
  if (!trading) return { id: 'MARKET_FEED', status: 'OPERATIONAL', reason: 'MARKETS_CLOSED' };
  const w = watcherOf(deps.bus);
  // Just started watching: give the feed a moment to show a tick before judging it.
  if (w.lastMarketAt === undefined && Date.now() - w.startedAt < FEED_QUIET_MS) {
    await new Promise<void>((resolve) => {
      const stop = deps.bus.subscribe((m) => {
        if (m.kind === 'market') done();
      });
      const timer = setTimeout(done, PROBE_TIMEOUT_MS);
      function done() {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  }
  const quiet = w.lastMarketAt === undefined || Date.now() - w.lastMarketAt > FEED_QUIET_MS;
  return { id: 'MARKET_FEED', status: quiet ? 'DEGRADED' : 'OPERATIONAL', reason: quiet ? 'NO_TICKS' : null };
}

async function checkSchedule(deps: Deps, now: number): Promise<Component> {
  try {
    const late = new Date(now - JOB_LATE_MS);
    const [row] = await deps.db
      .select({
        late: count(),
        failing:
          sql<number>`count(*) filter (where ${scheduledJobs.attempts} >= ${JOB_FAILING_ATTEMPTS})`.mapWith(
            Number,
          ),
      })
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.status, 'PENDING'),
          lt(scheduledJobs.dueAt, late),
          or(isNull(scheduledJobs.notBefore), lt(scheduledJobs.notBefore, late)),
        ),
      );
    if (row && row.failing > 0) return { id: 'JOB_SCHEDULE', status: 'DEGRADED', reason: 'JOBS_FAILING' };
    if (row && row.late > 0) return { id: 'JOB_SCHEDULE', status: 'DEGRADED', reason: 'JOBS_OVERDUE' };
    return { id: 'JOB_SCHEDULE', status: 'OPERATIONAL', reason: null };
  } catch {
    return { id: 'JOB_SCHEDULE', status: 'OUTAGE', reason: 'UNREACHABLE' };
  }
}

async function checkLiveSocket(bus: Bus): Promise<Component> {
  const probe = `status-probe-${Math.random().toString(36).slice(2)}`;
  const came = await new Promise<boolean>((resolve) => {
    let stop = () => {};
    const timer = setTimeout(() => finish(false), PROBE_TIMEOUT_MS);
    function finish(ok: boolean) {
      clearTimeout(timer);
      stop();
      resolve(ok);
    }
    stop = bus.subscribe((m) => {
      if (m.kind === 'private' && m.type === probe) finish(true);
    });
    try {
      // Customer 0 has no sockets: the message reaches no one but this check.
      bus.publish({ kind: 'private', customerId: 0, type: probe, data: {} });
    } catch {
      finish(false);
    }
  });
  return { id: 'LIVE_SOCKET', status: came ? 'OPERATIONAL' : 'OUTAGE', reason: came ? null : 'FAN_OUT_DOWN' };
}

const shared = new WeakMap<Deps, { at: number; value: Promise<PlatformStatus> }>();

export function platformStatus(deps: Deps): Promise<PlatformStatus> {
  const hit = shared.get(deps);
  const wall = Date.now();
  if (hit && wall - hit.at < CHECK_SHARE_MS) return hit.value;
  const value = (async (): Promise<PlatformStatus> => {
    const now = deps.time.now();
    const components = await Promise.all([
      checkDatabase(deps),
      checkMarketFeed(deps, now),
      checkSchedule(deps, now),
      checkLiveSocket(deps.bus),
    ]);
    const worst = components.reduce<StatusLevel>(
      (acc, c) => (RANK[c.status] > RANK[acc] ? c.status : acc),
      'OPERATIONAL',
    );
    return { status: worst, components, checkedAt: now };
  })();
  shared.set(deps, { at: wall, value });
  return value;
}

/** Tests: forget the shared check so the next one looks again. */
export function forgetStatus(deps: Deps): void {
  shared.delete(deps);
}

import { mkdirSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { lockDataDir } from './db/data-dir-lock';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@broker/domain';
import { isSeeded, seedDemo } from './db/seed';
import { buildApp } from './app';
import { startMarket } from './market/start';
import { startExchangeAllocationJob } from './exchange/allocation-requests';
import { ExchangeRuntime } from './exchange/runtime';
import { preloadDailyHistories } from './chart/daily-history';
import { startFundAllocationJob } from './fund-orders/allocation-requests';
import { scheduleOpenOrderJobs } from './fund-orders/order-jobs';
import { startCorporateEventJob } from './holdings/corporate-event-job';
import { jobHandlers } from './job-handlers';
import { startSchedule } from './platform/schedule';
import { scheduleRequiredActionNotices } from './required-actions/notice-job';
import { scheduleRetention } from './platform/retention-job';
import { scheduleAbandonedSignups } from './signup/abandoned-job';
import { scheduleReportJobs } from './instruments/company-data-reports';
import { startNotificationRetries } from './bank-simulator/notifications';
import { publishFixings } from './market/fx-fixings';
import { createServerClock } from './platform/server-clock';
import { surviveUnhandledRejections } from './platform/unhandled-rejections';

const SHUTDOWN_GRACE_MS = 10_000;

/** The seed's last history day: yesterday in Stockholm, so today is left to the live market. */
function seedAsOf(now: number): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(now));
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

async function main() {
  const config = loadConfig();
  let unlock: (() => void) | undefined;
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) =>
      process.stderr.write(
        `${JSON.stringify({ level: 40, time: Date.now(), msg: 'database: idle connection lost', err: error.message })}\n`,
      ),
  });
  const time = createServerClock(config.clockStart);
  const app = await buildApp({ config, database, time });
  database.onSlowStatement?.((slow) => app.log.warn(slow, 'slow database statement'));
  surviveUnhandledRejections(app.log);
  if (config.clockStart !== undefined)
    app.log.warn(
      { clockStart: new Date(config.clockStart).toISOString() },
      'CLOCK_START is set: the market, fund cut-offs and settlement follow a clock that is not the real time',
    );

  if (!(await isSeeded(database.db))) {
    const asOf = seedAsOf(time.now());
    app.log.info({ seed: config.seed, asOf }, 'first start: creating demo data (this takes a little while)');
    const report = await seedDemo(database.db, { seed: config.seed, asOf }, { onlyIfEmpty: true });
    if (report) app.log.info({ ms: report.ms, rows: report.rows }, 'demo data created');
    else app.log.info('another process created the demo data');
  }

  // After the seed: the simulator continues the stored history. The socket hub and the REST
  // snapshots read deps.snapshots on each use, so the market's source takes over from here.
  // The exchange of customers' share orders runs beside the simulator, in the process that leads.
  const exchange = new ExchangeRuntime({
    db: database.db,
    bus: app.deps.bus,
    log: app.log,
    now: () => time.now(),
    onBooked: (accids) => accids.forEach((accid) => app.deps.accountReads.invalidate(accid)),
  });
  const market = await startMarket({
    db: database,
    bus: app.deps.bus,
    config,
    log: app.log,
    time,
    venue: exchange,
  });
  app.deps.snapshots = market.snapshots;
  // The desk that turns advised customers' fund requests into orders, in the process that leads.
  const stopFundRequests = startFundAllocationJob(app.deps, {
    isLeader: () => market.isLeader,
    log: app.log,
  });
  const stopShareRequests = startExchangeAllocationJob(app.deps, {
    isLeader: () => market.isLeader,
    log: app.log,
  });
  // Dividends are paid by the same one process; its first run catches up on what fell due while down.
  // Each run first makes the day's exchange-rate fixing (and any missed), which payments convert at.
  const stopCorporateEvents = startCorporateEventJob(app.deps, {
    isLeader: () => market.isLeader,
    log: app.log,
    before: (now) => publishFixings(app.deps.db, config.simulator.seed, now),
  });
  // Orders from before the fund order book ran on the schedule get their jobs (nothing, once they have).
  const openOrderJobs = await scheduleOpenOrderJobs(database.db, time.now());
  await scheduleRequiredActionNotices(database.db, time.now());
  await scheduleRetention(database.db, time.now());
  await scheduleAbandonedSignups(database.db, time.now());
  await scheduleReportJobs(database.db, time.now());
  if (openOrderJobs > 0) app.log.info({ jobs: openOrderJobs }, 'scheduled the jobs of open fund orders');
  // Work due at a time (fund orders' executions and settlements, withdrawals, savings plans,
  // next-day deposits): one runner, the leader, which also fixes the funds' NAVs the executions
  // wait for; its first run catches up on what fell due while the server was down.
  const stopSchedule = startSchedule(app.deps, {
    handlers: jobHandlers(app.deps),
    isLeader: () => market.isLeader,
    log: app.log,
  });

  // The simulated payment provider resends what our server did not acknowledge (its own loop, as
  // a real provider's would be).
  const stopBankSimulator = startNotificationRetries(app.deps, {
    isLeader: () => market.isLeader,
    log: app.log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // Requests still running after the grace period are cut off rather than blocking the stop.
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time; stopping anyway');
      unlock?.();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    let code = 0;
    try {
      // The simulator and the order jobs stop and finish their writes while the database is still open.
      await stopFundRequests();
      await stopShareRequests();
      await stopCorporateEvents();
      await stopSchedule();
      await stopBankSimulator();
      await market.stop();
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      code = 1;
    } finally {
      unlock?.();
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  time.run();
  // In the background: the first requests after a start find the price histories in memory.
  void preloadDailyHistories(database.db).catch((error: unknown) =>
    app.log.warn({ err: error }, 'preloading the daily histories failed'),
  );
  const url = `http://localhost:${config.port}`;
  const logins = DEMO_LOGINS.map(
    (l) => `  ${l.username.padEnd(14)} ${DEMO_PASSWORD}   (${l.countryCode})`,
  ).join('\n');
  process.stdout.write(
    `\nNordic broker is running on ${url}\n` +
      `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}\n` +
      `API documentation: ${url}/api/docs\n` +
      `Demo logins (username, password):\n${logins}\n\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

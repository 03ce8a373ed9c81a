import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { BusMessage } from '../feed/bus';
import { financialReports, news, scheduledJobs, scheduledReports } from '../db/schema';
import { CATALOG, shareId } from '../db/seed/catalog';
import { jobHandlers } from '../job-handlers';
import { runDueJobs } from '../platform/schedule';
import { DB_KINDS, startTestApp, TEST_AS_OF, type TestApp } from '../testing/test-app';
import { PUBLISH_REPORT_KIND, publishReport, scheduleReportJobs } from './company-data-reports';

/**
 * Issue 17: each share's next quarterly report waits with its day and time, and the job schedule
 * publishes it then: its figures, a press release on the live news feed, the quarter after; once.
 */
const SHARE = shareId('NORV B');

describe.each(DB_KINDS)('report publishing on %s', (kind) => {
  let t: TestApp;
  const sent: BusMessage[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    t.app.deps.bus.subscribe((m) => sent.push(m));
  });
  afterAll(async () => t?.close());

  const scheduledOf = (instrumentId: number) =>
    t.database.db.select().from(scheduledReports).where(eq(scheduledReports.instrumentId, instrumentId));

  it('seeds one upcoming report per share, after the seed day, on its calendar day', async () => {
    const rows = await t.database.db.select().from(scheduledReports);
    expect(rows).toHaveLength(CATALOG.shares.length);
    for (const r of rows) {
      expect(r.reportDay > TEST_AS_OF).toBe(true);
      expect(r.publishedAt).toBeNull();
    }
    const [next] = await scheduledOf(SHARE);
    // 07:30 in Stockholm, before the market opens.
    expect(new Date(next!.publishAt).toISOString()).toMatch(/T0[56]:30:00/);
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/2/news/calendar?from=${next!.reportDay}&to=${next!.reportDay}&instrument_id=${SHARE}`,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const events = (calendar.json() as { events: { event_type?: string; category: string }[] }).events;
    expect(events).toContainEqual(
      expect.objectContaining({ event_type: 'QUARTERLY_REPORT', category: 'REPORT' }),
    );
  });

  it('publishes a report when its time comes, with a press release, once', async () => {
    expect(await scheduleReportJobs(t.database.db, Date.parse(`${TEST_AS_OF}T18:00:00Z`))).toBe(
      CATALOG.shares.length,
    );
    expect(await scheduleReportJobs(t.database.db, Date.parse(`${TEST_AS_OF}T18:00:00Z`))).toBe(0);
    const [next] = await scheduledOf(SHARE);
    const at = next!.publishAt.getTime();
    const handlers = jobHandlers(t.app.deps);
    const reportsOf = () =>
      t.database.db
        .select()
        .from(financialReports)
        .where(
          and(
            eq(financialReports.instrumentId, SHARE),
            eq(financialReports.fiscalYear, next!.fiscalYear),
            eq(financialReports.quarter, next!.quarter),
          ),
        );
    const releasesOf = () =>
      t.database.db
        .select()
        .from(news)
        .where(and(eq(news.type, 'PRESS_RELEASE'), arrayContains(news.instrumentIds, [SHARE])));
    const releasesBefore = (await releasesOf()).length;

    // A minute early: nothing.
    await runDueJobs(t.database.db, handlers, at - 60_000);
    expect(await reportsOf()).toHaveLength(0);

    await runDueJobs(t.database.db, handlers, at + 60_000);
    const [report] = await reportsOf();
    expect(report).toMatchObject({ reportDay: next!.reportDay, currency: 'SEK' });
    expect(Number(report!.revenue)).toBeGreaterThan(0);
    const releases = await releasesOf();
    expect(releases).toHaveLength(releasesBefore + 1);
    const release = releases.find((r) => r.publishedAt.getTime() === at + 60_000)!;
    expect(release.headline).toContain('Norrvik Industrier B');
    expect(release.tags).toContain('EARNINGS');
    // On the live news feed, once committed.
    expect(sent).toContainEqual(
      expect.objectContaining({
        kind: 'market',
        type: 'news',
        data: expect.objectContaining({
          news_id: release.id,
          type: 'PRESS_RELEASE',
          instrument_ids: [SHARE],
        }),
      }),
    );
    const rows = await scheduledOf(SHARE);
    expect(rows.find((r) => r.quarter === next!.quarter)!.newsId).toBe(release.id);
    // The quarter after is scheduled, with its job, a quarter or so later.
    const following = rows.find((r) => r.publishedAt === null)!;
    expect(following.reportDay > next!.reportDay).toBe(true);
    const jobs = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.kind, PUBLISH_REPORT_KIND));
    expect(jobs.find((j) => j.ref === `${SHARE}:${following.fiscalYear}Q${following.quarter}`)?.status).toBe(
      'PENDING',
    );

    // Twice is once: the job again, and the publication called directly.
    const again = await t.database.db.transaction((tx) =>
      publishReport(tx, t.app.deps.config.seed, next!, at + 120_000),
    );
    expect(again).toBeUndefined();
    const job = jobs.find((j) => j.ref === `${SHARE}:${next!.fiscalYear}Q${next!.quarter}`)!;
    expect(job.status).toBe('DONE');
    await t.database.db.transaction((tx) =>
      handlers[PUBLISH_REPORT_KIND]!(tx, { ...job, attempts: 1 }, at + 120_000, () => {}),
    );
    expect(await reportsOf()).toHaveLength(1);
    expect(await releasesOf()).toHaveLength(releasesBefore + 1);

    // The key figures count it from its day.
    t.app.deps.time = { now: () => at + 120_000 };
    const figures = (
      await t.app.inject({ method: 'GET', url: `/api/2/instruments/${SHARE}/key-figures` })
    ).json() as { report: { fiscal_year: number; quarter: number } };
    expect(figures.report).toMatchObject({ fiscal_year: next!.fiscalYear, quarter: next!.quarter });
  });
});

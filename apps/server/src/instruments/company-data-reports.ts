import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { COUNTRY_FACTS, localTimeToUtc, type CountryCode } from '@broker/domain';
import { subscriptionKey } from '@broker/contract';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/database';
import {
  corporateEvents,
  financialReports,
  instruments,
  markets,
  news,
  scheduledReports,
} from '../db/schema';
import { nextQuarterReport, quarterAfter, REPORT_PUBLISH_TIME } from '../db/seed/fundamentals';
import type { FinancialReportRow } from '../db/seed/rows';
import { newsData, type NewsItem } from '../market/news';
import { scheduleJob, type JobHandlers } from '../platform/schedule';
import { forgetCompanyData } from './company-data';

/**
 * Quarterly reports published on their day (issue 17, spec 001 §7.12): each share's next report
 * waits in `scheduled_reports` with its instant, and a job on the durable schedule (kind
 * `fundamentals.publish-report`, ref `<instrument>:<year>Q<quarter>`) publishes it then. In the
 * job's one transaction it writes the quarter's figures, the company's press release in the news
 * table and the quarter after (its day is the next QUARTERLY_REPORT on the news calendar); the
 * press release goes out on the live news feed once that commits, as the simulator's news does.
 * Publishing twice is nothing: the scheduled row is locked and marked published.
 */

export const PUBLISH_REPORT_KIND = 'fundamentals.publish-report';
/** The agency that carries companies' own releases (market/news.ts NEWS_SOURCES). */
const RELEASES_SOURCE_ID = 10;

const refOf = (r: { instrumentId: number; fiscalYear: number; quarter: number }) =>
  `${r.instrumentId}:${r.fiscalYear}Q${r.quarter}`;

function parseRef(ref: string): { instrumentId: number; fiscalYear: number; quarter: number } {
  const m = /^(\d+):(\d{4})Q([1-4])$/.exec(ref);
  if (!m) throw new Error(`not a report reference: ${ref}`);
  return { instrumentId: Number(m[1]), fiscalYear: Number(m[2]), quarter: Number(m[3]) };
}

/** Gives every report not yet published its job (nothing for those that have one); at start. */
export async function scheduleReportJobs(db: Db | Tx, now: number): Promise<number> {
  const rows = await db.select().from(scheduledReports).where(isNull(scheduledReports.publishedAt));
  let added = 0;
  for (const r of rows) {
    if (await scheduleJob(db, { kind: PUBLISH_REPORT_KIND, ref: refOf(r), dueAt: r.publishAt }, now)) added++;
  }
  return added;
}

const PERIODS = ['January–March', 'January–June', 'January–September'] as const;

function amount(value: string, currency: string): string {
  return `${currency} ${Number(value).toLocaleString('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} M`;
}

/** The company's release in the form Nordic interim reports open with: this quarter (a year ago). */
function pressRelease(
  company: { name: string; country: string },
  report: FinancialReportRow,
  yearAgo: FinancialReportRow | undefined,
  at: number,
): NewsItem {
  const currency = report.currency.trim();
  const title =
    report.quarter === 4
      ? `Year-end report ${report.fiscalYear}`
      : `Interim report ${PERIODS[report.quarter - 1]} ${report.fiscalYear}`;
  const was = (k: 'revenue' | 'operatingIncome' | 'netIncome') =>
    yearAgo ? ` (${amount(yearAgo[k], currency)})` : '';
  const eps = (r: FinancialReportRow) => ((Number(r.netIncome) * 1e6) / r.sharesOutstanding).toFixed(2);
  const preamble =
    `Quarter ${report.quarter} ${report.fiscalYear}: revenue ${amount(report.revenue, currency)}${was('revenue')}, ` +
    `operating income ${amount(report.operatingIncome, currency)}${was('operatingIncome')}, ` +
    `net income ${amount(report.netIncome, currency)}${was('netIncome')}, ` +
    `earnings per share ${currency} ${eps(report)}${yearAgo ? ` (${eps(yearAgo)})` : ''}.`;
  return {
    sourceId: RELEASES_SOURCE_ID,
    headline: `${company.name}: ${title}`,
    preamble,
    body: `${preamble}\n\nFigures in brackets are those of the same quarter a year before. This is a simulated release of the demo market; it does not describe a real company and is not investment advice.`,
    type: 'PRESS_RELEASE',
    lang: 'en',
    region: company.country as CountryCode,
    publishedAt: at,
    instrumentIds: [report.instrumentId],
    tags: ['EARNINGS'],
  };
}

export interface PublishedReport {
  report: FinancialReportRow;
  newsId: number;
  item: NewsItem;
}

/**
 * Publishes one scheduled report at `now` in `tx`; undefined when it was published already (or
 * is not scheduled). The caller sends the press release on the feed after the commit.
 */
export async function publishReport(
  tx: Tx,
  seed: string,
  key: { instrumentId: number; fiscalYear: number; quarter: number },
  now: number,
): Promise<PublishedReport | undefined> {
  const [scheduled] = await tx
    .select()
    .from(scheduledReports)
    .where(
      and(
        eq(scheduledReports.instrumentId, key.instrumentId),
        eq(scheduledReports.fiscalYear, key.fiscalYear),
        eq(scheduledReports.quarter, key.quarter),
      ),
    )
    .for('update');
  if (!scheduled || scheduled.publishedAt !== null) return undefined;
  const [company] = await tx
    .select({ name: instruments.name, country: markets.country })
    .from(instruments)
    .innerJoin(markets, eq(markets.marketId, instruments.marketId))
    .where(eq(instruments.instrumentId, key.instrumentId));
  if (!company) throw new Error(`no instrument ${key.instrumentId}`);
  const previous = (await tx
    .select()
    .from(financialReports)
    .where(eq(financialReports.instrumentId, key.instrumentId))
    .orderBy(asc(financialReports.fiscalYear), asc(financialReports.quarter))) as FinancialReportRow[];
  const last = previous[previous.length - 1];
  if (!last) throw new Error(`no earlier reports of ${key.instrumentId}`);
  const expected = quarterAfter(last.fiscalYear, last.quarter);
  if (expected.fiscalYear !== key.fiscalYear || expected.quarter !== key.quarter)
    throw new Error(`${refOf(key)} does not follow the last report ${refOf(last)}`);
  // The share count follows the splits since the last quarter ended, up to the report's day.
  const splits = await tx
    .select({ from: corporateEvents.splitFrom, to: corporateEvents.splitTo })
    .from(corporateEvents)
    .where(
      and(
        eq(corporateEvents.instrumentId, key.instrumentId),
        isNotNull(corporateEvents.splitTo),
        gt(corporateEvents.day, last.periodEnd),
        lte(corporateEvents.day, scheduled.reportDay),
      ),
    );
  const factor = splits.reduce((f, s) => f * (Number(s.to) / Number(s.from)), 1);
  const report = nextQuarterReport(previous, seed, { ...expected, reportDay: scheduled.reportDay }, factor);
  await tx.insert(financialReports).values(report);
  const item = pressRelease(company, report, previous[previous.length - 4], now);
  const [inserted] = await tx
    .insert(news)
    .values({
      sourceId: item.sourceId,
      headline: item.headline,
      preamble: item.preamble,
      body: item.body,
      type: item.type,
      lang: item.lang,
      region: item.region,
      publishedAt: new Date(item.publishedAt),
      instrumentIds: item.instrumentIds,
      tags: item.tags,
    })
    .returning({ id: news.id });
  const newsId = inserted!.id;
  await tx
    .update(scheduledReports)
    .set({ publishedAt: new Date(now), newsId })
    .where(
      and(
        eq(scheduledReports.instrumentId, key.instrumentId),
        eq(scheduledReports.fiscalYear, key.fiscalYear),
        eq(scheduledReports.quarter, key.quarter),
      ),
    );
  await scheduleFollowing(tx, { ...key, reportDay: scheduled.reportDay }, company.country, now);
  return { report, newsId, item };
}

/** Schedules the quarter after, on the share's next report day of the news calendar (if announced). */
async function scheduleFollowing(
  tx: Tx,
  current: { instrumentId: number; fiscalYear: number; quarter: number; reportDay: string },
  country: string,
  now: number,
): Promise<void> {
  const [next] = await tx
    .select({ day: corporateEvents.day })
    .from(corporateEvents)
    .where(
      and(
        eq(corporateEvents.instrumentId, current.instrumentId),
        eq(corporateEvents.event, 'QUARTERLY_REPORT'),
        gt(corporateEvents.day, current.reportDay),
      ),
    )
    .orderBy(asc(corporateEvents.day))
    .limit(1);
  if (!next) return;
  const zone = COUNTRY_FACTS[country as CountryCode].timeZone;
  const row = {
    instrumentId: current.instrumentId,
    ...quarterAfter(current.fiscalYear, current.quarter),
    reportDay: next.day,
    publishAt: new Date(localTimeToUtc(next.day, REPORT_PUBLISH_TIME, zone)),
  };
  await tx.insert(scheduledReports).values(row).onConflictDoNothing();
  await scheduleJob(tx, { kind: PUBLISH_REPORT_KIND, ref: refOf(row), dueAt: row.publishAt }, now);
}

export function reportJobHandlers(deps: Deps): JobHandlers {
  return {
    [PUBLISH_REPORT_KIND]: async (tx, job, now, afterCommit) => {
      const published = await publishReport(tx, deps.config.seed, parseRef(job.ref), now);
      if (!published) return;
      afterCommit(() => {
        forgetCompanyData(deps.db);
        deps.bus.publish({
          kind: 'market',
          type: 'news',
          key: subscriptionKey({ t: 'news', s: published.item.sourceId }),
          data: { ...newsData(published.newsId, published.item) },
        });
      });
    },
  };
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@broker/domain';
import type {
  AcademyMenu,
  ContentBlock,
  ContentPage,
  ContentPageType,
  ContentRouteReply,
  ContentSpace,
  FaqEntry,
} from '@broker/contract';
import type { Db } from '../db/database';
import { academyMenuSections, contentEntries, contentPages } from '../db/schema';
import { notFound } from '../http/api-error';
import { votesOf, type Voter } from './faq';

/** Pages, the sitemap and the academy menu of our own CMS (contract content.ts). */

type PageRow = typeof contentPages.$inferSelect;

const pageMissing = (path: string) => notFound('CONTENT_NOT_FOUND', `No page at ${path}`);

export interface PageFilter {
  space?: ContentSpace;
  pageTypes?: ContentPageType[];
}

const matches = (row: PageRow, filter: PageFilter) =>
  (!filter.space || row.space === filter.space) &&
  (!filter.pageTypes || filter.pageTypes.includes(row.pageType as ContentPageType));

async function pageRow(db: Db, path: string, lang: Lang): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.path, path), eq(contentPages.lang, lang)));
  return row;
}

/** The current path of a page that used to live at `path`, if one did. */
export async function movedTo(db: Db, path: string): Promise<string | undefined> {
  const [row] = await db
    .select({ path: contentPages.path })
    .from(contentPages)
    .where(sql`${path} = ANY(${contentPages.previousPaths})`)
    .limit(1);
  return row?.path;
}

/** The page at a path, or where it moved; 404 CONTENT_NOT_FOUND otherwise (or outside the filter). */
export async function routeByUrl(
  db: Db,
  path: string,
  lang: Lang,
  filter: PageFilter,
  voter: Voter | undefined,
): Promise<ContentRouteReply> {
  const row = await pageRow(db, path, lang);
  if (row) {
    if (!matches(row, filter)) throw pageMissing(path);
    return { kind: 'PAGE', page: await toPage(db, row, voter) };
  }
  const target = await movedTo(db, path);
  if (target) {
    const moved = await pageRow(db, target, lang);
    if (moved && matches(moved, filter)) return { kind: 'REDIRECT', redirect_to: target };
  }
  throw pageMissing(path);
}

export async function pageAt(
  db: Db,
  path: string,
  lang: Lang,
  voter: Voter | undefined,
): Promise<ContentPage> {
  const row = await pageRow(db, path, lang);
  if (!row) throw pageMissing(path);
  return toPage(db, row, voter);
}

export async function listRoutes(db: Db, lang: Lang, space: ContentSpace | undefined) {
  const rows = await db
    .select({
      path: contentPages.path,
      lang: contentPages.lang,
      space: contentPages.space,
      pageType: contentPages.pageType,
      title: contentPages.title,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.lang, lang), space ? eq(contentPages.space, space) : undefined))
    .orderBy(asc(contentPages.path));
  return rows.map((r) => ({
    ...r,
    lang: r.lang as Lang,
    space: r.space as ContentSpace,
    pageType: r.pageType as ContentPageType,
    updatedAt: r.updatedAt.getTime(),
  }));
}

/** An FAQ entry's fields in a language (every entry is seeded in all five). */
export interface FaqFields {
  question: string;
  answer: ContentBlock[];
}

export async function faqEntries(
  db: Db,
  lang: Lang,
  voter: Voter | undefined,
  ids?: readonly string[],
): Promise<FaqEntry[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.contentType, 'faq'), ids ? inArray(contentEntries.id, [...ids]) : undefined))
    .orderBy(asc(contentEntries.position));
  const votes = await votesOf(
    db,
    voter,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const fields = (r.fields as Record<Lang, FaqFields>)[lang];
    return { id: r.id, question: fields.question, answer: fields.answer, myVote: votes.get(r.id) ?? null };
  });
}

interface MenuArticle {
  path: string;
  title: string;
  summary: string;
}

export async function academyMenu(db: Db, lang: Lang): Promise<AcademyMenu> {
  const sections = await db.select().from(academyMenuSections).orderBy(asc(academyMenuSections.position));
  const paths = sections.flatMap((s) => s.paths);
  const pages = paths.length
    ? await db
        .select({ path: contentPages.path, title: contentPages.title, summary: contentPages.summary })
        .from(contentPages)
        .where(and(eq(contentPages.lang, lang), inArray(contentPages.path, paths)))
    : [];
  const byPath = new Map<string, MenuArticle>(pages.map((p) => [p.path, p]));
  return {
    lang,
    sections: sections.map((s) => ({
      id: s.id,
      title: (s.titles as Record<Lang, string>)[lang],
      articles: s.paths.flatMap((path) => {
        const page = byPath.get(path);
        return page ? [page] : [];
      }),
    })),
  };
}

async function toPage(db: Db, row: PageRow, voter: Voter | undefined): Promise<ContentPage> {
  const lang = row.lang as Lang;
  const faq = await faqEntries(db, lang, voter, row.relatedEntryIds);
  let previous: MenuArticle | null = null;
  let next: MenuArticle | null = null;
  if (row.space === 'academy' && row.pageType === 'ARTICLE') {
    const order = (await academyMenu(db, lang)).sections.flatMap((s) => s.articles);
    const i = order.findIndex((a) => a.path === row.path);
    if (i >= 0) {
      previous = order[i - 1] ?? null;
      next = order[i + 1] ?? null;
    }
  }
  const link = (a: MenuArticle | null) => (a ? { path: a.path, title: a.title } : null);
  return {
    path: row.path,
    lang,
    space: row.space as ContentSpace,
    pageType: row.pageType as ContentPageType,
    title: row.title,
    summary: row.summary,
    body: row.body as ContentBlock[],
    updatedAt: row.updatedAt.getTime(),
    faq,
    previous: link(previous),
    next: link(next),
  };
}

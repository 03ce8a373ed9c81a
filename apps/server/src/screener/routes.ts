import { and, count, desc, eq } from 'drizzle-orm';
import { screen, type Range } from '@broker/domain';
import {
  deleteSavedScreen,
  listSavedScreens,
  saveScreen,
  SAVED_SCREENS_MAX,
  screenInstruments,
  type ScreenCriteriaSchema,
} from '@broker/contract';
import type { z } from 'zod';
import { customers, savedScreens } from '../db/schema';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound } from '../http/api-error';
import { localDay } from '../market/sessions';
import { fundUniverse, shareUniverse, type Category, type Screenable } from './universe';

type Criteria = z.infer<typeof ScreenCriteriaSchema>;

function refuseField(field: string, index: number): never {
  throw new HttpError(400, 'FIELD_NOT_FOR_TYPE', `${field} is not a field of this type`, [
    { code: 'FIELD_NOT_FOR_TYPE', field: `filters[${index}].field` },
  ]);
}

/** The criteria checked against the type's fields: a fund field on shares is a clear 400. */
function run<F extends string>(s: Screenable<F>, criteria: Criteria, offset: number, limit: number) {
  const known = new Set<string>(s.fields);
  const ranges: Range<F>[] = criteria.filters.map((f, i) => {
    if (!known.has(f.field)) refuseField(f.field, i);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) {
      throw new HttpError(400, 'INPUT_ERROR', 'min must not be above max', [
        { code: 'INPUT_ERROR', field: `filters[${i}].min` },
      ]);
    }
    return { field: f.field as F, min: f.min, max: f.max };
  });
  const sortField = criteria.sort.field;
  if (sortField !== 'NAME' && !known.has(sortField)) {
    throw new HttpError(400, 'FIELD_NOT_FOR_TYPE', `${sortField} is not a field of this type`, [
      { code: 'FIELD_NOT_FOR_TYPE', field: 'sort.field' },
    ]);
  }
  const categories: Partial<Record<Category, readonly string[]>> = {
    country: criteria.countries,
    group: criteria.sectors ?? criteria.categories,
    risk: criteria.risks,
    sfdr: criteria.sfdr?.map(String),
    region: criteria.regions,
  };
  const result = screen(s.universe, {
    ranges,
    categories,
    sort: { field: sortField as F | 'NAME', order: criteria.sort.order },
    offset,
    limit,
  });
  const groups = new Map<string, number>();
  for (const row of s.info) if (row.group) groups.set(row.group, (groups.get(row.group) ?? 0) + 1);
  return {
    total: result.total,
    offset,
    rows: result.rows.map((r) => {
      const info = s.info[r]!;
      const values: Record<string, number | null> = {};
      for (const f of s.fields) {
        const v = s.universe.columns[f][r]!;
        values[f] = Number.isNaN(v) ? null : v;
      }
      return {
        instrument_id: info.instrumentId,
        name: info.name,
        symbol: info.symbol,
        country: info.country,
        currency: info.currency,
        group: info.group,
        risk: info.risk,
        sfdr_article: info.sfdrArticle,
        tradable: info.tradable,
        last_price: info.lastPrice,
        values,
      };
    }),
    groups: [...groups].sort((a, b) => a[0].localeCompare(b[0])).map(([name, n]) => ({ name, count: n })),
  };
}

function screenReply(row: typeof savedScreens.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    type: row.type as 'SHARES' | 'FUNDS',
    criteria: row.criteria as Criteria,
    created_at: row.createdAt.getTime(),
  };
}

export const screenerRoutes = [
  defineRoute(screenInstruments, async ({ deps, params, body }) => {
    const today = localDay('Europe/Stockholm', deps.time.now());
    const { offset, limit, ...criteria } = body;
    return params.type === 'SHARES'
      ? run(await shareUniverse(deps.db, today), criteria, offset, limit)
      : run(await fundUniverse(deps.db, today), criteria, offset, limit);
  }),

  defineRoute(listSavedScreens, async ({ deps, access }) => {
    const rows = await deps.db
      .select()
      .from(savedScreens)
      .where(eq(savedScreens.customerId, access.customerId))
      .orderBy(desc(savedScreens.createdAt), desc(savedScreens.id));
    return { screens: rows.map(screenReply) };
  }),

  defineRoute(saveScreen, async ({ deps, access, body }) => {
    return deps.db.transaction(async (tx) => {
      // Counted under a lock on the customer's row, so two saves at once cannot pass the limit.
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, access.customerId))
        .for('update');
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(savedScreens)
        .where(eq(savedScreens.customerId, access.customerId));
      if (n >= SAVED_SCREENS_MAX) {
        throw new HttpError(422, 'SCREEN_LIMIT_REACHED', `At most ${SAVED_SCREENS_MAX} saved screens`);
      }
      const [row] = await tx
        .insert(savedScreens)
        .values({
          customerId: access.customerId,
          name: body.name,
          type: body.type,
          criteria: body.criteria,
          createdAt: new Date(deps.time.now()),
        })
        .returning();
      return screenReply(row!);
    });
  }),

  defineRoute(deleteSavedScreen, async ({ deps, access, params }) => {
    const deleted = await deps.db
      .delete(savedScreens)
      .where(and(eq(savedScreens.id, params.screen_id), eq(savedScreens.customerId, access.customerId)))
      .returning({ id: savedScreens.id });
    if (deleted.length === 0) throw notFound('SCREEN_NOT_FOUND', `Screen ${params.screen_id} was not found`);
    return { id: params.screen_id };
  }),
];

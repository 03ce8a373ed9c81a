import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exchangeOrders } from '../db/schema';
import { instrumentById, shareId } from '../db/seed/catalog';
import { loginForApi, startTestApp, type TestApp } from '../testing/test-app';

/**
 * Fee conditions (spec 001 §7.9): the customer's courtage class, its change, and that a change
 * charges the orders placed after it while an order placed before keeps its class. No market runs:
 * a limit order within the collar of the stored last price waits (NEW), and the preview prices it
 * at its limit. One database is enough.
 */

const NORV = instrumentById(shareId('NORV B'));

interface FeeConditions {
  courtage_class: string;
  segment: string;
  tier: string | null;
  set_by_tier: boolean;
  currency: string;
  classes: { courtage_class: string; percent: number | null; minimum: { value: number; currency: string } }[];
}

describe('fee conditions', () => {
  let t: TestApp;
  const users: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await startTestApp('pglite', { READ_CACHE_MS: '0' });
    for (const u of ['demo-se', 'demo-no', 'demo-pb']) users[u] = (await loginForApi(t.app, u)).headers;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (who: string, method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({ method, url: '/api/2/customer/fee-conditions', headers: users[who], payload });
  const order = {
    market_id: NORV.marketId,
    identifier: NORV.identifier,
    side: 'BUY',
    price: 240,
    volume: 10,
    currency: 'SEK',
    order_type: 'LIMIT',
  };
  const preview = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/2/accounts/10001/orders/preview',
        headers: users['demo-se'],
        payload: order,
      })
    ).json() as { courtage: { value: number } };
  const place = async (key: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/2/accounts/10001/orders',
        headers: { ...users['demo-se'], 'idempotency-key': key },
        payload: order,
      })
    ).json() as { order_id: number };

  it('answers the class and every class’s rule in the customer’s currency', async () => {
    const se = (await call('demo-se', 'GET')).json() as FeeConditions;
    expect(se.courtage_class).toBe('MINI');
    expect(se.classes).toContainEqual({
      courtage_class: 'SMALL',
      percent: 0.15,
      minimum: { value: 39, currency: 'SEK' },
    });
    expect(se.classes).toContainEqual({
      courtage_class: 'FIXED',
      percent: null,
      minimum: { value: 99, currency: 'SEK' },
    });
    const no = (await call('demo-no', 'GET')).json() as FeeConditions;
    expect([no.currency, no.classes.find((c) => c.courtage_class === 'SMALL')?.minimum]).toEqual([
      'NOK',
      { value: 40, currency: 'NOK' },
    ]);
  });

  it('charges orders placed after a change by the new class; one placed before keeps its own', async () => {
    // 10 × 240 SEK on Mini: 0.25 % = 6.00.
    expect((await preview()).courtage.value).toBe(6);
    const before = await place('fee-before');

    const changed = await call('demo-se', 'PUT', { courtage_class: 'SMALL' });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as FeeConditions).courtage_class).toBe('SMALL');
    expect(((await call('demo-se', 'GET')).json() as FeeConditions).courtage_class).toBe('SMALL');
    // Small: 0.15 %, at least 39 SEK.
    expect((await preview()).courtage.value).toBe(39);
    const after = await place('fee-after');

    const classOf = async (id: number) =>
      (await t.database.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, id)))[0]!.courtageClass;
    expect([await classOf(before.order_id), await classOf(after.order_id)]).toEqual(['MINI', 'SMALL']);
    // Another customer is not moved.
    expect(((await call('demo-no', 'GET')).json() as FeeConditions).courtage_class).toBe('MINI');
  });

  it('refuses a class that does not exist, changing nothing', async () => {
    const res = await call('demo-no', 'PUT', { courtage_class: 'PLATINUM' });
    expect(res.statusCode).toBe(400);
    expect(((await call('demo-no', 'GET')).json() as FeeConditions).courtage_class).toBe('MINI');
  });

  it('gives a private-banking customer their tier’s class, which is not chosen (by segment and tier)', async () => {
    const pb = (await call('demo-pb', 'GET')).json() as FeeConditions;
    expect(pb).toMatchObject({
      courtage_class: 'PB_GOLD',
      segment: 'PRIVATE_BANKING',
      tier: 'GOLD',
      set_by_tier: true,
      classes: [{ courtage_class: 'PB_GOLD', percent: 0.069, minimum: { value: 0, currency: 'SEK' } }],
    });
    const change = await call('demo-pb', 'PUT', { courtage_class: 'SMALL' });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ code: 'COURTAGE_CLASS_SET_BY_TIER' });
    // A retail customer sees the four ordinary classes only, and cannot take a tier's.
    const se = (await call('demo-se', 'GET')).json() as FeeConditions;
    expect([se.set_by_tier, se.tier, se.classes.map((c) => c.courtage_class)]).toEqual([
      false,
      null,
      ['MINI', 'SMALL', 'MEDIUM', 'FIXED'],
    ]);
    const taken = await call('demo-se', 'PUT', { courtage_class: 'PB_GOLD' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ code: 'COURTAGE_CLASS_NOT_AVAILABLE' });
    expect(((await call('demo-se', 'GET')).json() as FeeConditions).courtage_class).not.toBe('PB_GOLD');
  });

  it('answers the segment, the tier, and the tiers of a segment in a country', async () => {
    const tier = await t.app.inject({
      method: 'GET',
      url: '/nnxapi/personalization/v1/customer/tier',
      headers: users['demo-pb'],
    });
    expect(tier.json()).toEqual({ segment: 'PRIVATE_BANKING', tier: 'GOLD' });
    const segment = await t.app.inject({
      method: 'GET',
      url: '/nnxapi/personalization/v1/customer/segment',
      headers: users['demo-se'],
    });
    expect(segment.json()).toEqual({ segment: 'RETAIL' });
    const tiers = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/nnxapi/personalization/v1/tiers?${query}` })).json() as {
        tiers: { tier: string; courtage_class: string; threshold: { value: number } | null }[];
      };
    const se = await tiers('countryCode=SE&segment=PRIVATE_BANKING');
    expect(se.tiers.map((x) => [x.tier, x.courtage_class, x.threshold?.value])).toEqual([
      ['GOLD', 'PB_GOLD', 1_500_000],
      ['PLATINUM', 'PB_PLATINUM', 5_000_000],
      ['BLACK', 'PB_BLACK', 15_000_000],
      ['SIGNATURE', 'PB_SIGNATURE', 50_000_000],
    ]);
    // Spec 001 §5: no private banking threshold in Norway, so by invitation.
    expect(
      (await tiers('countryCode=NO&segment=PRIVATE_BANKING')).tiers.every((x) => x.threshold === null),
    ).toBe(true);
    expect((await tiers('countryCode=DK&segment=EMPLOYEE')).tiers).toMatchObject([
      { tier: 'EMPLOYEE_DK', courtage_class: 'EMPLOYEE', threshold: null },
    ]);
    expect((await tiers('countryCode=FI&segment=RETAIL')).tiers).toEqual([]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { eidBankidOrders, simBankidOrders } from '../db/schema';
import { DB_KINDS, listenLocally, startTestApp, type TestApp } from '../testing/test-app';
import { bankIdQrContent } from './bankid-qr';
import { START_LIMITS } from '../auth/start-throttle';

const { perWindow: EID_STARTS_PER_WINDOW, windowMs: EID_START_WINDOW_MS } = START_LIMITS.eid;
import { signicatClientSecret } from './eid-secrets';

/**
 * The eID logins end to end on the server: our calls, the simulated BankID app and RP API, and the
 * Signicat-style identity provider, each browser with its own cookies.
 */

const KARIN = '197104172387'; // demo-se
const MAGNUS = '09088618170'; // demo-no
const CALLBACK = 'http://localhost/login/eid-callback';

interface Order {
  orderRef: string;
  autoStartToken: string;
  status: string;
  hintCode?: string;
  qr: string[];
  expiresAt: number;
}

describe.each(DB_KINDS)('eID logins on %s', (kind) => {
  let t: TestApp;
  let now: number;

  let addresses = 0;
  /**
   * A browser: keeps the cookies the server sets, like one, and comes from an address of its own
   * (eID starts are limited per address).
   */
  function browser(remoteAddress = `10.1.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`) {
    const jar = new Map<string, string>();
    const send = async (opts: {
      method: string;
      url: string;
      payload?: unknown;
      form?: Record<string, string>;
    }) => {
      const res = await t.app.inject({
        method: opts.method as 'GET',
        url: opts.url,
        remoteAddress,
        headers: {
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(opts.form
          ? { payload: new URLSearchParams(opts.form).toString() }
          : { payload: opts.payload as object }),
      });
      for (const c of res.cookies) jar.set(c.name, c.value);
      return res;
    };
    return {
      jar,
      send,
      startBankId: async () => {
        const res = await send({
          method: 'POST',
          url: '/nnxapi/authentication/v2/bankid/orders',
          payload: { useCase: 'LOGIN' },
        });
        expect(res.statusCode).toBe(201);
        return res.json() as Order;
      },
      collect: (ref: string) =>
        send({ method: 'GET', url: `/nnxapi/authentication/v2/bankid/orders/${ref}` }),
      login: (payload: Record<string, unknown>) =>
        send({ method: 'POST', url: '/nnxapi/authentication/v2/sessions', payload }),
      verify: () => send({ method: 'GET', url: '/nnxapi/authentication/v2/sessions/verify' }),
    };
  }
  /** The identification app, a browser of its own (the phone). */
  const phone = () => browser();

  const location = (res: LightMyRequestResponse) => String(res.headers.location ?? '');

  /** Scans the order's current QR code with the app and picks a person: the order waits for userSign. */
  async function scanAndPick(order: Order, form: Record<string, string>) {
    const app = phone();
    const scanned = await app.send({
      method: 'POST',
      url: '/sim/bankid/scan?lang=en',
      form: { qr: order.qr[0]! },
    });
    expect(scanned.statusCode, scanned.body).toBe(303);
    const orderPage = location(scanned);
    const picked = await app.send({ method: 'POST', url: orderPage.replace('?', '/person?'), form });
    return { app, orderPage, picked };
  }

  async function identify(order: Order, form: Record<string, string>) {
    const { app, orderPage, picked } = await scanAndPick(order, form);
    expect(picked.statusCode, picked.body).toBe(303);
    const done = await app.send({ method: 'POST', url: orderPage.replace('?', '/identify?'), form: {} });
    expect(done.body).toContain('data-testid="bankid-sim-done"');
  }

  /** Runs `work` while this server's own address (where the simulated parties are) does not answer. */
  async function whileUnreachable<T>(work: () => Promise<T>): Promise<T> {
    const server = t.app.server;
    await new Promise<void>((resolve, reject) => {
      server.close((e) => (e ? reject(e) : resolve()));
      server.closeAllConnections();
    });
    try {
      return await work();
    } finally {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    }
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off' });
    await listenLocally(t);
  });
  beforeEach(() => {
    now = Date.parse('2026-11-23T10:00:00Z');
    t.app.deps.time = { now: () => now };
  });
  afterAll(async () => t?.close());

  describe('Swedish BankID', () => {
    it('starts an order bound to this browser: the QR content per second, never the QR secret', async () => {
      const b = browser();
      const res = await b.send({
        method: 'POST',
        url: '/nnxapi/authentication/v2/bankid/orders',
        payload: { useCase: 'LOGIN' },
      });
      expect(res.statusCode).toBe(201);
      const eid = res.cookies.find((c) => c.name === 'nnx_eid');
      expect(eid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/nnxapi/authentication' });
      const order = res.json() as Order & Record<string, unknown>;
      expect(order).toMatchObject({
        status: 'pending',
        hintCode: 'outstandingTransaction',
        expiresAt: now + 180_000,
      });
      expect(order.qrStartSecret).toBeUndefined();
      expect(order.qrStartToken).toBeUndefined();
      expect(order.qr).toHaveLength(3);
      expect(order.qr.map((q) => q.split('.')[2])).toEqual(['0', '1', '2']);
      expect(order.qr[0]).toMatch(/^bankid\.[0-9a-f-]{36}\.0\.[0-9a-f]{64}$/);
      // Seconds later the codes move on.
      now += 5_000;
      const later = (await b.collect(order.orderRef)).json() as Order;
      expect(later.qr[0]!.split('.')[2]).toBe('5');
    });

    it('logs an existing customer in through the QR code: started, userSign, complete', async () => {
      const b = browser();
      const order = await b.startBankId();
      const { app, orderPage } = await scanAndPick(order, { person: KARIN });
      expect((await b.collect(order.orderRef)).json()).toMatchObject({
        status: 'pending',
        hintCode: 'userSign',
      });
      const confirm = await app.send({ method: 'GET', url: orderPage });
      expect(confirm.body).toContain('Karin Lindqvist');
      await app.send({ method: 'POST', url: orderPage.replace('?', '/identify?'), form: {} });
      expect((await b.collect(order.orderRef)).json()).toMatchObject({ status: 'complete', qr: [] });

      const res = await b.login({
        authenticationProvider: 'SE_BANKID',
        countryCode: 'SE',
        orderReference: order.orderRef,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        loggedIn: true,
        customer: { name: 'Karin Lindqvist', countryCode: 'SE' },
      });
      expect((await b.verify()).json()).toMatchObject({ loggedIn: true });

      // The order logs in once.
      const again = await b.login({
        authenticationProvider: 'SE_BANKID',
        countryCode: 'SE',
        orderReference: order.orderRef,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'EID_ORDER_USED' });
    });

    it('shows "started" once the app has the order, before a person is chosen', async () => {
      const b = browser();
      const order = await b.startBankId();
      const app = phone();
      const opened = await app.send({
        method: 'GET',
        url: `/sim/bankid?autostarttoken=${order.autoStartToken}&lang=sv`,
      });
      expect(opened.statusCode).toBe(303);
      expect((await b.collect(order.orderRef)).json()).toMatchObject({
        status: 'pending',
        hintCode: 'started',
      });
      const page = await app.send({ method: 'GET', url: location(opened) });
      expect(page.body).toContain('Vem är du?');
    });

    it('gives a person who is not a customer a prospect session', async () => {
      const b = browser();
      const order = await b.startBankId();
      await identify(order, {
        person: 'other',
        nationalId: '19880314-1236',
        givenName: 'Nils',
        surname: 'Nyman',
      });
      const res = await b.login({
        authenticationProvider: 'SE_BANKID',
        countryCode: 'SE',
        orderReference: order.orderRef,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        loggedIn: false,
        prospect: { firstName: 'Nils', lastName: 'Nyman', countryCode: 'SE' },
      });
      expect((await b.verify()).json()).toMatchObject({ loggedIn: false, prospect: { firstName: 'Nils' } });
    });

    it('refuses a collect or a login from another browser as if the order did not exist', async () => {
      const b = browser();
      const order = await b.startBankId();
      await identify(order, { person: KARIN });
      const other = browser();
      await other.startBankId(); // has an eID cookie of its own
      for (const res of [
        await other.collect(order.orderRef),
        await browser().collect(order.orderRef),
        await other.login({
          authenticationProvider: 'SE_BANKID',
          countryCode: 'SE',
          orderReference: order.orderRef,
        }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'EID_ORDER_NOT_FOUND' });
      }
      // The owner still logs in with it.
      const res = await b.login({
        authenticationProvider: 'SE_BANKID',
        countryCode: 'SE',
        orderReference: order.orderRef,
      });
      expect(res.statusCode).toBe(201);
    });

    it('refuses a login with an order that is pending, or on another country', async () => {
      const b = browser();
      const order = await b.startBankId();
      const pending = await b.login({
        authenticationProvider: 'SE_BANKID',
        countryCode: 'SE',
        orderReference: order.orderRef,
      });
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toMatchObject({ code: 'EID_ORDER_NOT_COMPLETE' });
      const norway = await b.login({
        authenticationProvider: 'SE_BANKID',
        countryCode: 'NO',
        orderReference: order.orderRef,
      });
      expect(norway.statusCode).toBe(400);
      expect(norway.json()).toMatchObject({ code: 'EID_WRONG_COUNTRY' });
      const missing = await b.login({ authenticationProvider: 'SE_BANKID', countryCode: 'SE' });
      expect(missing.statusCode).toBe(400);
    });

    it('expires an order after three minutes by the server clock', async () => {
      const b = browser();
      const order = await b.startBankId();
      now += 179_000;
      expect((await b.collect(order.orderRef)).json()).toMatchObject({ status: 'pending' });
      now += 1_000;
      expect((await b.collect(order.orderRef)).json()).toMatchObject({
        status: 'failed',
        hintCode: 'expiredTransaction',
        qr: [],
      });
      const res = await b.login({
        authenticationProvider: 'SE_BANKID',
        countryCode: 'SE',
        orderReference: order.orderRef,
      });
      expect(res.json()).toMatchObject({ code: 'EID_ORDER_EXPIRED' });
    });

    it('refuses a login with a completed order past its three minutes, collected or not', async () => {
      const login = (b: ReturnType<typeof browser>, orderRef: string) =>
        b.login({ authenticationProvider: 'SE_BANKID', countryCode: 'SE', orderReference: orderRef });
      const b = browser();
      const collected = await b.startBankId();
      await identify(collected, { person: KARIN });
      expect((await b.collect(collected.orderRef)).json()).toMatchObject({ status: 'complete' });
      const notCollected = await b.startBankId();
      await identify(notCollected, { person: KARIN });
      now += 180_000;
      for (const order of [collected, notCollected]) {
        const res = await login(b, order.orderRef);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({ code: 'EID_ORDER_EXPIRED' });
      }
      expect((await b.verify()).json()).toMatchObject({ loggedIn: false });
      // A second before, it logs in.
      now -= 1_000;
      expect((await login(b, collected.orderRef)).statusCode).toBe(201);
    });

    it('answers a hint code it does not know without one, pending or failed', async () => {
      const b = browser();
      const order = await b.startBankId();
      const simSays = (status: string, hintCode: string) =>
        t.database.db
          .update(simBankidOrders)
          .set({ status, hintCode })
          .where(eq(simBankidOrders.orderRef, order.orderRef));
      await simSays('pending', 'someFutureHint');
      const pending = await b.collect(order.orderRef);
      expect(pending.statusCode, pending.body).toBe(200);
      expect(pending.json()).toMatchObject({ status: 'pending' });
      expect((pending.json() as Order).hintCode).toBeUndefined();
      await simSays('failed', 'certificateErr');
      const failed = await b.collect(order.orderRef);
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json()).toMatchObject({ status: 'failed', qr: [] });
      expect((failed.json() as Order).hintCode).toBeUndefined();
      // What BankID said is kept as it was.
      const [kept] = await t.database.db
        .select()
        .from(eidBankidOrders)
        .where(eq(eidBankidOrders.orderRef, order.orderRef));
      expect(kept?.hintCode).toBe('certificateErr');
    });

    it('answers 503 when BankID cannot be reached at the login, and the order logs in afterwards', async () => {
      const b = browser();
      const order = await b.startBankId();
      await identify(order, { person: KARIN }); // complete at BankID, not yet collected here
      const payload = {
        authenticationProvider: 'SE_BANKID',
        countryCode: 'SE',
        orderReference: order.orderRef,
      };
      const res = await whileUnreachable(() => b.login(payload));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect((await b.login(payload)).statusCode).toBe(201);
    });

    it('renews the eID cookie, same value and a fresh half hour, on every start', async () => {
      const b = browser();
      await b.startBankId();
      const first = b.jar.get('nnx_eid');
      now += 20 * 60_000;
      const res = await b.send({
        method: 'POST',
        url: '/nnxapi/authentication/v2/bankid/orders',
        payload: { useCase: 'LOGIN' },
      });
      const renewed = res.cookies.find((c) => c.name === 'nnx_eid');
      expect(renewed).toMatchObject({
        value: first,
        maxAge: 1800,
        httpOnly: true,
        path: '/nnxapi/authentication',
      });
      const signicat = await b.send({
        method: 'POST',
        url: '/nnxapi/authentication/v2/signicat/start',
        payload: { countryCode: 'NO', redirectUri: CALLBACK },
      });
      expect(signicat.cookies.find((c) => c.name === 'nnx_eid')).toMatchObject({
        value: first,
        maxAge: 1800,
      });
      // A cookie that is no value of ours is replaced.
      b.jar.set('nnx_eid', 'forged');
      await b.startBankId();
      expect(b.jar.get('nnx_eid')).toMatch(/^[\w-]{43}$/);
      expect(b.jar.get('nnx_eid')).not.toBe(first);
    });

    it('limits eID starts per address: BankID and Signicat together, 429 with Retry-After', async () => {
      const b = browser('10.9.9.9');
      const signicat = () =>
        b.send({
          method: 'POST',
          url: '/nnxapi/authentication/v2/signicat/start',
          payload: { countryCode: 'FI', redirectUri: CALLBACK },
        });
      for (let i = 0; i < EID_STARTS_PER_WINDOW; i++) {
        if (i % 2) await b.startBankId();
        else expect((await signicat()).statusCode).toBe(200);
      }
      now += 60_000;
      for (const res of [
        await b.send({
          method: 'POST',
          url: '/nnxapi/authentication/v2/bankid/orders',
          payload: { useCase: 'LOGIN' },
        }),
        await signicat(),
      ]) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
        expect(res.headers['retry-after']).toBe(String((EID_START_WINDOW_MS - 60_000) / 1000));
      }
      // Another address starts; this one does again once the window has passed.
      await browser().startBankId();
      now += EID_START_WINDOW_MS - 60_000;
      await b.startBankId();
    });

    it('turns an untouched order from outstandingTransaction to noClient after 30 seconds', async () => {
      const b = browser();
      const order = await b.startBankId();
      now += 30_000;
      expect((await b.collect(order.orderRef)).json()).toMatchObject({
        status: 'pending',
        hintCode: 'noClient',
      });
    });

    it('fails with userCancel when the person cancels in the app or the page cancels, startFailed from the app', async () => {
      const b = browser();
      const inApp = await b.startBankId();
      const { app, orderPage } = await scanAndPick(inApp, { person: KARIN });
      await app.send({ method: 'POST', url: orderPage.replace('?', '/cancel?'), form: {} });
      expect((await b.collect(inApp.orderRef)).json()).toMatchObject({
        status: 'failed',
        hintCode: 'userCancel',
      });

      const onPage = await b.startBankId();
      const cancelled = await b.send({
        method: 'DELETE',
        url: `/nnxapi/authentication/v2/bankid/orders/${onPage.orderRef}`,
      });
      expect(cancelled.json()).toMatchObject({ status: 'failed', hintCode: 'userCancel' });
      // The app can no longer open it.
      const late = await phone().send({
        method: 'POST',
        url: '/sim/bankid/scan?lang=en',
        form: { qr: onPage.qr[0]! },
      });
      expect(late.statusCode).toBe(422);
      expect(late.body).toContain('This identification has already ended.');

      const failing = await b.startBankId();
      const opened = await scanAndPick(failing, { person: KARIN });
      await opened.app.send({
        method: 'POST',
        url: opened.orderPage.replace('?', '/start-failed?'),
        form: {},
      });
      expect((await b.collect(failing.orderRef)).json()).toMatchObject({
        status: 'failed',
        hintCode: 'startFailed',
      });
    });

    it('the app refuses a QR code with a wrong HMAC, an old one and one that is no QR code', async () => {
      const b = browser();
      const order = await b.startBankId();
      const [, token, secs, mac] = order.qr[0]!.split('.');
      const forged = `bankid.${token}.${secs}.${mac!.slice(0, 63)}${mac!.endsWith('0') ? '1' : '0'}`;
      const app = phone();
      const wrong = await app.send({ method: 'POST', url: '/sim/bankid/scan?lang=en', form: { qr: forged } });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain('This QR code is not genuine.');
      // A code from later seconds made with another secret is just as false.
      const guessed = bankIdQrContent(token!, 'not-the-secret', 0);
      expect(
        (await app.send({ method: 'POST', url: '/sim/bankid/scan?lang=en', form: { qr: guessed } }))
          .statusCode,
      ).toBe(422);
      const junk = await app.send({
        method: 'POST',
        url: '/sim/bankid/scan?lang=en',
        form: { qr: 'https://example.com' },
      });
      expect(junk.body).toContain('That is not a BankID QR code.');

      now += 25_000;
      const old = await app.send({
        method: 'POST',
        url: '/sim/bankid/scan?lang=en',
        form: { qr: order.qr[0]! },
      });
      expect(old.statusCode).toBe(422);
      expect(old.body).toContain('This QR code is too old.');
      expect((await b.collect(order.orderRef)).json()).toMatchObject({
        status: 'pending',
        hintCode: 'outstandingTransaction',
      });
      // The code shown now is read.
      const fresh = (await b.collect(order.orderRef)).json() as Order;
      expect(
        (await app.send({ method: 'POST', url: '/sim/bankid/scan?lang=en', form: { qr: fresh.qr[0]! } }))
          .statusCode,
      ).toBe(303);
    });

    it('the app refuses a typed personnummer that fails its check digit, and the order waits', async () => {
      const b = browser();
      const order = await b.startBankId();
      const { picked } = await scanAndPick(order, {
        person: 'other',
        nationalId: '198803141237',
        givenName: 'Nils',
        surname: 'Nyman',
      });
      expect(picked.statusCode).toBe(422);
      expect(picked.body).toContain('The check digit does not match.');
      const noName = await scanAndPick(order, {
        person: 'other',
        nationalId: '198803141236',
        givenName: '',
        surname: '',
      });
      expect(noName.picked.statusCode).toBe(422);
      expect((await b.collect(order.orderRef)).json()).toMatchObject({
        status: 'pending',
        hintCode: 'started',
      });
    });

    it('refuses the RP API without its key', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/eid-sim/bankid/rp/v6.0/auth',
        payload: { endUserIp: '127.0.0.1' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('Signicat (Norwegian BankID, MitID, FTN)', () => {
    async function start(b: ReturnType<typeof browser>, countryCode: string, redirectUri = CALLBACK) {
      return b.send({
        method: 'POST',
        url: '/nnxapi/authentication/v2/signicat/start',
        payload: { countryCode, redirectUri, lang: 'en' },
      });
    }

    /** Starts, identifies at the identity provider and answers the callback's query. */
    async function throughIdp(
      b: ReturnType<typeof browser>,
      countryCode: string,
      form: Record<string, string>,
    ) {
      const started = await start(b, countryCode);
      expect(started.statusCode, started.body).toBe(200);
      const { authorizeUrl } = started.json() as { authorizeUrl: string };
      const idp = browser();
      const page = await idp.send({ method: 'GET', url: authorizeUrl });
      expect(page.statusCode, page.body).toBe(200);
      const params = Object.fromEntries(new URL(authorizeUrl, 'http://localhost').searchParams);
      const back = await idp.send({
        method: 'POST',
        url: '/eid-sim/signicat/oidc/authorize',
        form: { ...params, ...form },
      });
      return { back, params };
    }

    async function loginThrough(
      b: ReturnType<typeof browser>,
      countryCode: string,
      form: Record<string, string>,
    ) {
      const { back } = await throughIdp(b, countryCode, { decision: 'approve', ...form });
      expect(back.statusCode, back.body).toBe(303);
      const cb = new URL(location(back));
      expect(cb.origin + cb.pathname).toBe(CALLBACK);
      const payload = {
        authenticationProvider: 'SIGNICAT',
        countryCode,
        authorizationCode: cb.searchParams.get('code')!,
        state: cb.searchParams.get('state')!,
        redirectUri: CALLBACK,
      };
      return { payload, res: await b.login(payload) };
    }

    it('logs a Norwegian customer in with a code exchanged once', async () => {
      const b = browser();
      const { payload, res } = await loginThrough(b, 'NO', { person: MAGNUS });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        loggedIn: true,
        customer: { name: 'Magnus Haugland', countryCode: 'NO' },
      });
      // The same state again: used.
      const again = await b.login(payload);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'EID_ORDER_USED' });
      // The same code with a new state of this browser's: the identity provider refuses it.
      const fresh = await start(b, 'NO');
      const state = new URL(
        (fresh.json() as { authorizeUrl: string }).authorizeUrl,
        'http://localhost',
      ).searchParams.get('state')!;
      const replay = await b.login({ ...payload, state });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'EID_CODE_REFUSED' });
    });

    it('gives new Danish and Finnish people prospect sessions', async () => {
      const dk = await loginThrough(browser(), 'DK', {
        person: 'other',
        nationalId: '0101901234',
        givenName: 'Ida',
        surname: 'Lund',
      });
      expect(dk.res.json()).toMatchObject({
        loggedIn: false,
        prospect: { firstName: 'Ida', countryCode: 'DK' },
      });
      const fi = await loginThrough(browser(), 'FI', { person: '150385-1230' });
      expect(fi.res.json()).toMatchObject({
        loggedIn: false,
        prospect: { firstName: 'Aino', lastName: 'Korhonen', countryCode: 'FI' },
      });
    });

    it('refuses a mismatching redirect URI, another browser, another country and an expired code', async () => {
      const b = browser();
      const { back } = await throughIdp(b, 'NO', { decision: 'approve', person: MAGNUS });
      const cb = new URL(location(back));
      const payload = {
        authenticationProvider: 'SIGNICAT',
        countryCode: 'NO',
        authorizationCode: cb.searchParams.get('code')!,
        state: cb.searchParams.get('state')!,
        redirectUri: CALLBACK,
      };
      const otherBrowser = await browser().login(payload);
      expect(otherBrowser.statusCode).toBe(404);
      expect(otherBrowser.json()).toMatchObject({ code: 'EID_ORDER_NOT_FOUND' });
      const mismatch = await b.login({ ...payload, redirectUri: 'http://localhost/login/other' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({ code: 'EID_REDIRECT_URI_MISMATCH' });
      const country = await b.login({ ...payload, countryCode: 'DK' });
      expect(country.json()).toMatchObject({ code: 'EID_WRONG_COUNTRY' });
      // Past the code's minute the identity provider refuses it (and the state is used up).
      now += 61_000;
      const late = await b.login(payload);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toMatchObject({ code: 'EID_CODE_REFUSED' });
    });

    it('answers 503 when the identity provider cannot be reached, and keeps the state for a retry', async () => {
      const b = browser();
      const { back } = await throughIdp(b, 'NO', { decision: 'approve', person: MAGNUS });
      const cb = new URL(location(back));
      const payload = {
        authenticationProvider: 'SIGNICAT',
        countryCode: 'NO',
        authorizationCode: cb.searchParams.get('code')!,
        state: cb.searchParams.get('state')!,
        redirectUri: CALLBACK,
      };
      const res = await whileUnreachable(() => b.login(payload));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      const retry = await b.login(payload);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.json()).toMatchObject({ loggedIn: true, customer: { name: 'Magnus Haugland' } });
      expect((await b.login(payload)).json()).toMatchObject({ code: 'EID_ORDER_USED' });
    });

    it("the identity provider sends codes to the broker's own origin only", async () => {
      const started = await start(browser(), 'NO');
      const authorizeUrl = new URL(
        (started.json() as { authorizeUrl: string }).authorizeUrl,
        'http://localhost',
      );
      const idp = browser();
      for (const uri of [
        'https://evil.example/login/eid-callback',
        'http://localhost:8081/login/eid-callback',
      ]) {
        authorizeUrl.searchParams.set('redirect_uri', uri);
        const page = await idp.send({ method: 'GET', url: authorizeUrl.pathname + authorizeUrl.search });
        expect(page.statusCode, uri).toBe(400);
        expect(page.body).toContain('redirect_uri is not registered for this client');
        const posted = await idp.send({
          method: 'POST',
          url: '/eid-sim/signicat/oidc/authorize',
          form: { ...Object.fromEntries(authorizeUrl.searchParams), decision: 'approve', person: MAGNUS },
        });
        expect(posted.statusCode, uri).toBe(400);
        expect(posted.headers.location).toBeUndefined();
      }
    });

    it("refuses a redirect URI that is not this site's callback page", async () => {
      const b = browser();
      for (const uri of [
        'https://evil.example/login/eid-callback',
        'http://localhost/overview',
        'not a url',
        `${CALLBACK}?x=1`,
      ]) {
        const res = await start(b, 'NO', uri);
        expect(res.statusCode, uri).toBe(400);
        expect(res.json()).toMatchObject({ code: 'EID_REDIRECT_URI_INVALID' });
      }
      const sweden = await b.send({
        method: 'POST',
        url: '/nnxapi/authentication/v2/signicat/start',
        payload: { countryCode: 'SE', redirectUri: CALLBACK },
      });
      expect(sweden.statusCode).toBe(400);
    });

    it('sends a cancelled identification back with access_denied; a bad national id is refused on the page', async () => {
      const b = browser();
      const { back, params } = await throughIdp(b, 'NO', { decision: 'cancel' });
      expect(back.statusCode).toBe(303);
      const cb = new URL(location(back));
      expect(cb.searchParams.get('error')).toBe('access_denied');
      expect(cb.searchParams.get('state')).toBe(params.state);
      expect(cb.searchParams.get('code')).toBeNull();

      const bad = await throughIdp(browser(), 'NO', {
        decision: 'approve',
        person: 'other',
        nationalId: '09088618171',
        givenName: 'Kari',
        surname: 'Nordmann',
      });
      expect(bad.back.statusCode).toBe(422);
      expect(bad.back.body).toContain('The check digit does not match.');
    });

    it('the token endpoint refuses another redirect URI and a second exchange, and a caller without the client secret', async () => {
      const { back } = await throughIdp(browser(), 'FI', { decision: 'approve', person: '231190-457N' });
      const code = new URL(location(back)).searchParams.get('code')!;
      const noClient = await t.app.inject({
        method: 'POST',
        url: '/eid-sim/signicat/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: CALLBACK,
        }).toString(),
      });
      expect(noClient.statusCode).toBe(401);
      const secret = Buffer.from(await signicatClientSecret(t.database.db)).toString('base64url');
      const exchange = (redirectUri: string) =>
        t.app.inject({
          method: 'POST',
          url: '/eid-sim/signicat/oidc/token',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${Buffer.from(`nordbroker:${secret}`).toString('base64')}`,
          },
          payload: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
          }).toString(),
        });
      const otherUri = await exchange('http://localhost/login/other');
      expect(otherUri.statusCode).toBe(400);
      expect(otherUri.json()).toEqual({ error: 'invalid_grant' });
      // The first exchange used the code, whatever its outcome.
      expect((await exchange(CALLBACK)).json()).toEqual({ error: 'invalid_grant' });
    });
  });
});

describe.each(DB_KINDS)('eID logins switched off (EID_PROVIDER=off) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SIMULATOR: 'off', EID_PROVIDER: 'off' });
    await listenLocally(t);
  });
  afterAll(async () => t?.close());

  it('offers no eID: the calls and logins answer UNSUPPORTED_AUTHENTICATION_PROVIDER', async () => {
    const ref = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['POST', '/nnxapi/authentication/v2/bankid/orders', { useCase: 'LOGIN' }],
      ['GET', `/nnxapi/authentication/v2/bankid/orders/${ref}`, undefined],
      ['DELETE', `/nnxapi/authentication/v2/bankid/orders/${ref}`, undefined],
      ['POST', '/nnxapi/authentication/v2/signicat/start', { countryCode: 'NO', redirectUri: CALLBACK }],
      [
        'POST',
        '/nnxapi/authentication/v2/sessions',
        { authenticationProvider: 'SE_BANKID', countryCode: 'SE', orderReference: ref },
      ],
      [
        'POST',
        '/nnxapi/authentication/v2/sessions',
        {
          authenticationProvider: 'SIGNICAT',
          countryCode: 'NO',
          authorizationCode: 'x',
          state: 'y',
          redirectUri: CALLBACK,
        },
      ],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_AUTHENTICATION_PROVIDER' });
      expect(res.cookies.find((c) => c.name === 'nnx_eid')).toBeUndefined();
    }
    // The password login is there.
    const basic = await t.app.inject({
      method: 'POST',
      url: '/nnxapi/authentication/v2/sessions',
      payload: {
        authenticationProvider: 'BASIC',
        countryCode: 'SE',
        basic: { username: 'demo-se', password: 'wrong' },
      },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('serves none of the simulated parties', async () => {
    for (const [method, url] of [
      ['GET', '/sim/bankid'],
      ['POST', '/eid-sim/bankid/rp/v6.0/auth'],
      ['GET', '/eid-sim/signicat/oidc/authorize'],
      ['POST', '/eid-sim/signicat/oidc/token'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(404);
    }
  });
});

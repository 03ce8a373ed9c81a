import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { accounts, beneficiaryDesignations, customers } from '../db/schema';
import { DB_KINDS, listenLocally, loginForApi, startTestApp, type TestApp } from '../testing/test-app';
import { pdfToText } from '../testing/pdf-text';
import { signWebhook } from '../platform/webhook-signature';
import { SIGNING_SIGNATURE_HEADER, signingCallbackSecret } from '../platform/signing-service-secrets';
import { SIGNING_CALLBACK_PATH, sha256Hex } from './designations';

const LINKS = '/nnxapi/crm/v1/scrive/links';
const FRIDAY_10 = Date.parse('2026-11-20T09:00:00Z');
const DAY = 24 * 60 * 60_000;

interface Designation {
  id: number;
  accid: number;
  clause: string;
  beneficiaries: { name: string; birthDate: string; share: string }[];
  status: string;
  signedAt: number | null;
  signerName: string | null;
  documentSha256: string;
  signUrl: string | null;
}

const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

describe.each(DB_KINDS)(
  'KF beneficiary designations, signing links and insurance documents on %s',
  (kind) => {
    let t: TestApp;
    let origin = '';
    let now = FRIDAY_10;
    let kf = 0;
    let isk = 0;
    let otherAccid = 0;
    const users: Record<string, { headers: Record<string, string>; cookie: string }> = {};
    const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: users[who]!.headers, ...(payload ? { payload } : {}) });
    const download = (who: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: users[who]!.cookie } });
    const rows = async () => (await t.database.db.select({ n: count() }).from(beneficiaryDesignations))[0]!.n;
    const named = (shares: string[]) =>
      shares.map((share, i) => ({
        name: ['Anna Lindqvist', 'Erik Lindqvist', 'Sara Berg'][i]!,
        birthDate: `201${i}-03-1${i}`,
        share,
      }));
    /** The signer's page and the form on it, as a browser would follow the link. */
    const openLink = async (signUrl: string) => {
      const page = await fetch(`${origin}${signUrl}`);
      const html = await page.text();
      const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
      const id = /\/sign-sim\/s\/([0-9a-f-]{36})/.exec(signUrl)![1]!;
      return { status: page.status, html, token, id };
    };
    const decide = (id: string, token: string, decision: 'sign' | 'reject') =>
      fetch(`${origin}/sign-sim/s/${id}/${decision}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
        redirect: 'manual',
      });
    const callback = async (body: string, signature?: string) =>
      fetch(`${origin}${SIGNING_CALLBACK_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNING_SIGNATURE_HEADER]:
            signature ?? signWebhook(await signingCallbackSecret(t.database.db), body, Date.now()),
        },
        body,
      });

    beforeAll(async () => {
      t = await startTestApp(kind, { READ_CACHE_MS: '0', SIMULATOR: 'off' });
      origin = await listenLocally(t);
      t.app.deps.time = { now: () => now };
      for (const u of ['demo-se', 'demo-no']) users[u] = await loginForApi(t.app, u);
      const [se] = await t.database.db.select().from(customers).where(eq(customers.lastName, 'Lindqvist'));
      const own = await t.database.db.select().from(accounts).where(eq(accounts.customerId, se!.id));
      kf = own.find((a) => a.type === 'KF')!.accid;
      isk = own.find((a) => a.type === 'ISK')!.accid;
      const theirs = (await call('demo-no', 'GET', '/api/2/accounts')).json() as { accid: number }[];
      otherAccid = theirs[0]!.accid;
    });
    afterAll(async () => t?.close());

    it('answers the standard clause until something is signed; a non-KF account is refused, another’s is 404', async () => {
      const res = await call('demo-se', 'GET', `/nnxapi/crm/v1/insurance/${kf}/beneficiaries`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ accid: kf, inForce: null, designations: [] });
      const notKf = await call('demo-se', 'GET', `/nnxapi/crm/v1/insurance/${isk}/beneficiaries`);
      expect([notKf.statusCode, notKf.json().code]).toEqual([409, 'NOT_AN_INSURANCE_ACCOUNT']);
      for (const [who, accid] of [
        ['demo-no', kf],
        ['demo-se', otherAccid],
      ] as const) {
        const foreign = await call(who, 'GET', `/nnxapi/crm/v1/insurance/${accid}/beneficiaries`);
        expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'ACCOUNT_NOT_FOUND']);
        const docs = await call(who, 'GET', `/nnxapi/crm/v1/insurance/${accid}/documents`);
        expect(docs.statusCode).toBe(404);
        const made = await call(who, 'POST', LINKS, { accid, clause: 'STANDARD', beneficiaries: [] });
        expect(made.statusCode).toBe(404);
      }
    });

    it('refuses shares that do not add up to 100 % and bad beneficiaries, storing nothing', async () => {
      const before = await rows();
      const short = await call('demo-se', 'POST', LINKS, {
        accid: kf,
        clause: 'NAMED',
        beneficiaries: named(['60', '39.99']),
      });
      expect([short.statusCode, short.json().code]).toEqual([400, 'BENEFICIARY_SHARES_NOT_100']);
      const over = await call('demo-se', 'POST', LINKS, {
        accid: kf,
        clause: 'NAMED',
        beneficiaries: named(['60', '40.01']),
      });
      expect(over.json().code).toBe('BENEFICIARY_SHARES_NOT_100');
      const bad = await call('demo-se', 'POST', LINKS, {
        accid: kf,
        clause: 'NAMED',
        beneficiaries: [
          { name: ' ', birthDate: '2010-02-30', share: '50' },
          { name: 'Erik', birthDate: '2099-01-01', share: '50.001' },
        ],
      });
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'BENEFICIARY_INVALID']);
      expect((bad.json().fields as { field: string }[]).map((f) => f.field)).toEqual([
        'beneficiaries.0.name',
        'beneficiaries.0.birthDate',
        'beneficiaries.1.birthDate',
        'beneficiaries.1.share',
      ]);
      const none = await call('demo-se', 'POST', LINKS, { accid: kf, clause: 'NAMED', beneficiaries: [] });
      expect(none.json().code).toBe('BENEFICIARY_INVALID');
      const standardWithNames = await call('demo-se', 'POST', LINKS, {
        accid: kf,
        clause: 'STANDARD',
        beneficiaries: named(['100']),
      });
      expect(standardWithNames.json().code).toBe('BENEFICIARY_INVALID');
      expect(await rows()).toBe(before);
    });

    let first: Designation;

    it('draws the designation, signs it at the simulated service and stores the sealed PDF; callbacks are authentic and idempotent', async () => {
      const made = await call('demo-se', 'POST', LINKS, {
        accid: kf,
        clause: 'NAMED',
        beneficiaries: named(['66.67', '33.33']),
      });
      expect(made.statusCode, made.body).toBe(201);
      first = made.json() as Designation;
      expect(first).toMatchObject({ status: 'PENDING_SIGNATURE', clause: 'NAMED', signedAt: null });
      expect(first.beneficiaries.map((b) => b.share)).toEqual(['66.67', '33.33']);
      const [row] = await t.database.db
        .select()
        .from(beneficiaryDesignations)
        .where(eq(beneficiaryDesignations.id, first.id));
      expect(sha256Hex(row!.pdf)).toBe(first.documentSha256);
      const text = pdfToText(row!.pdf);
      expect(text).toContain('Förmånstagarförordnande');
      expect(text).toContain('Anna Lindqvist');
      expect(text).toContain('66,67 %');
      expect(text).toContain('Karin Lindqvist');

      // A forged callback is refused and changes nothing, even naming the right document.
      const link = await openLink(first.signUrl!);
      expect(link.status).toBe(200);
      expect(link.html).toContain(first.documentSha256);
      const forged = await callback(
        JSON.stringify({ document_id: link.id, status: 'SIGNED' }),
        `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      );
      expect(forged.status).toBe(401);
      // An authentic callback while the service says the document waits changes nothing either.
      const early = await callback(JSON.stringify({ document_id: link.id, status: 'SIGNED' }));
      expect(await early.json()).toEqual({ status: 'PENDING_SIGNATURE' });

      const signed = await decide(link.id, link.token!, 'sign');
      expect(signed.status).toBe(303);
      expect(signed.headers.get('location')).toBe(`/insurance/${kf}`);
      const after = (await call('demo-se', 'GET', `${LINKS}/${first.id}`)).json() as Designation;
      expect(after).toMatchObject({
        status: 'SIGNED',
        signerName: 'Karin Lindqvist',
        signedAt: now,
        signUrl: null,
      });

      const [stored] = await t.database.db
        .select()
        .from(beneficiaryDesignations)
        .where(eq(beneficiaryDesignations.id, first.id));
      expect(await pages(stored!.signedPdf!)).toBe((await pages(stored!.pdf)) + 1);
      const sealedText = pdfToText(stored!.signedPdf!);
      expect(sealedText).toContain('Signaturer');
      expect(sealedText).toContain('Karin Lindqvist');
      expect(sealedText).toContain(first.documentSha256);
      expect(sealedText).toContain('2026-11-20 09:00:00 UTC');

      // The same news again (a retry, a replay) is acknowledged and changes nothing.
      now += 60_000;
      for (let i = 0; i < 2; i++) {
        const again = await callback(JSON.stringify({ document_id: link.id, status: 'SIGNED' }));
        expect(await again.json()).toEqual({ status: 'SIGNED' });
      }
      const [unchanged] = await t.database.db
        .select()
        .from(beneficiaryDesignations)
        .where(eq(beneficiaryDesignations.id, first.id));
      expect(unchanged!.signedAt!.getTime()).toBe(FRIDAY_10);
      expect(unchanged!.signedPdfSha256).toBe(stored!.signedPdfSha256);
      // Signing twice at the service is not possible either.
      expect((await decide(link.id, link.token!, 'sign')).status).toBe(409);
      const inForce = (await call('demo-se', 'GET', `/nnxapi/crm/v1/insurance/${kf}/beneficiaries`)).json();
      expect(inForce.inForce.id).toBe(first.id);
    });

    it('cancels a waiting designation when a new one is made, and on request; a cancelled link cannot be signed', async () => {
      const a = (
        await call('demo-se', 'POST', LINKS, { accid: kf, clause: 'STANDARD', beneficiaries: [] })
      ).json() as Designation;
      const b = (
        await call('demo-se', 'POST', LINKS, { accid: kf, clause: 'STANDARD', beneficiaries: [] })
      ).json() as Designation;
      expect((await call('demo-se', 'GET', `${LINKS}/${a.id}`)).json().status).toBe('CANCELLED');
      const linkA = await openLink(a.signUrl!);
      expect(linkA.html).toContain('avbrutits');
      const cancelled = await call('demo-se', 'DELETE', `${LINKS}/${b.id}`);
      expect([cancelled.statusCode, cancelled.json().status]).toEqual([200, 'CANCELLED']);
      const again = await call('demo-se', 'DELETE', `${LINKS}/${b.id}`);
      expect([again.statusCode, again.json().code]).toEqual([409, 'DESIGNATION_NOT_PENDING']);
      const linkB = await openLink(b.signUrl!);
      expect(linkB.token).toBeUndefined();
      // The form posted anyway (an old tab) signs nothing.
      const token = new URL(`${origin}${b.signUrl!}`).searchParams.get('token')!;
      expect((await decide(linkB.id, token, 'sign')).status).toBe(409);
      // Another customer's designation is not there for them.
      expect((await call('demo-no', 'GET', `${LINKS}/${first.id}`)).statusCode).toBe(404);
      expect((await call('demo-no', 'DELETE', `${LINKS}/${b.id}`)).statusCode).toBe(404);
      // A wrong token is no link.
      expect((await fetch(`${origin}/sign-sim/s/${linkB.id}?token=nope`)).status).toBe(404);
    });

    it('lets a link expire: past its week it cannot be signed and reads EXPIRED', async () => {
      const d = (
        await call('demo-se', 'POST', LINKS, { accid: kf, clause: 'STANDARD', beneficiaries: [] })
      ).json() as Designation;
      const link = await openLink(d.signUrl!);
      now += 7 * DAY + 1;
      const late = await decide(link.id, link.token!, 'sign');
      expect(late.status).toBe(409);
      const read = (await call('demo-se', 'GET', `${LINKS}/${d.id}`)).json() as Designation;
      expect([read.status, read.signUrl]).toEqual(['EXPIRED', null]);
      expect(
        (await call('demo-se', 'GET', `/nnxapi/crm/v1/insurance/${kf}/beneficiaries`)).json().inForce.id,
      ).toBe(first.id);
    });

    it('lists the insurance documents, serves each as a PDF and merges them in order', async () => {
      // A second signed designation supersedes the first; both stay documents.
      const d = (
        await call('demo-se', 'POST', LINKS, { accid: kf, clause: 'STANDARD', beneficiaries: [] })
      ).json() as Designation;
      const link = await openLink(d.signUrl!);
      expect((await decide(link.id, link.token!, 'sign')).status).toBe(303);
      const state = (await call('demo-se', 'GET', `/nnxapi/crm/v1/insurance/${kf}/beneficiaries`)).json();
      expect(state.inForce.id).toBe(d.id);
      expect(state.designations.find((x: Designation) => x.id === first.id).status).toBe('SUPERSEDED');

      const list = await call('demo-se', 'GET', `/nnxapi/crm/v1/insurance/${kf}/documents`);
      expect(list.statusCode, list.body).toBe(200);
      const { documents, mergedPath } = list.json() as {
        documents: { id: string; downloadPath: string }[];
        mergedPath: string;
      };
      expect(documents.map((x) => x.id)).toEqual([
        'CERTIFICATE',
        `DESIGNATION-${first.id}`,
        `DESIGNATION-${d.id}`,
      ]);

      const cert = await download('demo-se', documents[0]!.downloadPath);
      expect([cert.statusCode, cert.headers['content-type']]).toEqual([200, 'application/pdf']);
      const certText = pdfToText(cert.rawPayload);
      expect(certText).toContain('Försäkringsbrev');
      expect(certText).toContain('Kapitalförsäkring');
      expect(certText).toContain('I första hand make/maka eller registrerad partner, i andra hand barn.');
      const files = [cert.rawPayload];
      for (const doc of documents.slice(1)) {
        const file = await download('demo-se', doc.downloadPath);
        expect(file.statusCode).toBe(200);
        expect(pdfToText(file.rawPayload)).toContain('Signaturer');
        files.push(file.rawPayload);
      }
      const merged = await download('demo-se', mergedPath);
      expect(merged.statusCode).toBe(200);
      let total = 0;
      for (const f of files) total += await pages(f);
      expect(await pages(merged.rawPayload)).toBe(total);
      const mergedText = pdfToText(merged.rawPayload);
      expect(mergedText.indexOf('Försäkringsbrev')).toBeLessThan(mergedText.indexOf('Anna Lindqvist'));

      // Another customer's account or document: 404, as a missing one.
      expect((await download('demo-no', documents[1]!.downloadPath)).statusCode).toBe(404);
      expect((await download('demo-no', mergedPath)).statusCode).toBe(404);
      expect(
        (await download('demo-se', `/nnxapi/crm/v1/insurance/${kf}/documents/DESIGNATION-999999/file`))
          .statusCode,
      ).toBe(404);
      expect(
        (await download('demo-se', `/nnxapi/crm/v1/insurance/${isk}/merged-documents/file`)).statusCode,
      ).toBe(409);
    });

    it('gives each customer one referral code and link', async () => {
      const a = await call('demo-se', 'GET', '/nnxapi/crm/v1/affiliate');
      expect(a.statusCode, a.body).toBe(200);
      const body = a.json() as { code: string; link: string; referredCustomers: number };
      expect(body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(body.link).toBe(`/signup?ref=${body.code}`);
      expect(body.referredCustomers).toBe(0);
      expect((await call('demo-se', 'GET', '/nnxapi/crm/v1/affiliate')).json()).toEqual(body);
      expect((await call('demo-no', 'GET', '/nnxapi/crm/v1/affiliate')).json().code).not.toBe(body.code);
    });
  },
);

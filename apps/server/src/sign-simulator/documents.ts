import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { isLang, type Lang } from '@broker/domain';
import type { Db } from '../db/database';
import { simSignDocuments } from '../db/schema';
import { PDF_MARGIN, drawHeading, drawRows, renderPdf } from '../platform/pdf';
import { signWebhook } from '../platform/webhook-signature';
import { SIGNING_SIGNATURE_HEADER, signingCallbackSecret } from '../platform/signing-service-secrets';
import { SIGN_SIM_TEXTS } from './texts';

/**
 * The simulated e-signing service's documents (Scrive-style): a merchant creates one for a signer
 * with a callback and a return address; the signer opens the link, reads the PDF and signs (a click
 * stands for the eID); the service seals the PDF (appends a signature page naming the signer, the
 * time and the original's SHA-256), calls the merchant back signed, and sends the browser back.
 */

export type SimSignDocument = typeof simSignDocuments.$inferSelect;

export class SignSimRequestError extends Error {}

export interface CreateSignRequest {
  title?: unknown;
  lang?: unknown;
  pdf_base64?: unknown;
  signer?: { name?: unknown; national_id?: unknown };
  callback_url?: unknown;
  return_url?: unknown;
  expires_at?: unknown;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const langOf = (d: SimSignDocument): Lang => (isLang(d.lang) ? d.lang : 'en');

export async function createSignDocument(
  db: Db,
  req: CreateSignRequest,
  now: number,
): Promise<{ doc: SimSignDocument; token: string }> {
  const str = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max;
  if (
    !str(req.title, 200) ||
    !str(req.pdf_base64, 8_000_000) ||
    !str(req.signer?.name, 200) ||
    !str(req.callback_url, 2000) ||
    !str(req.return_url, 2000) ||
    !str(req.expires_at, 40)
  ) {
    throw new SignSimRequestError(
      'title, pdf_base64, signer.name, callback_url, return_url and expires_at are required',
    );
  }
  const pdf = Buffer.from(req.pdf_base64 as string, 'base64');
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
    throw new SignSimRequestError('pdf_base64 is not a PDF');
  const expiresAt = new Date(req.expires_at as string);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now)
    throw new SignSimRequestError('expires_at must be a future instant');
  const token = randomBytes(24).toString('base64url');
  const [doc] = await db
    .insert(simSignDocuments)
    .values({
      id: randomUUID(),
      title: req.title as string,
      lang: isLang(req.lang) ? req.lang : 'en',
      pdf,
      signerName: req.signer!.name as string,
      signerNationalId: typeof req.signer?.national_id === 'string' ? req.signer.national_id : null,
      tokenSha256: sha256Hex(Buffer.from(token)),
      callbackUrl: req.callback_url as string,
      returnUrl: req.return_url as string,
      status: 'PENDING',
      expiresAt,
      createdAt: new Date(now),
    })
    .returning();
  return { doc: doc!, token };
}

export async function signDocumentById(db: Db, id: string): Promise<SimSignDocument | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const [doc] = await db.select().from(simSignDocuments).where(eq(simSignDocuments.id, id));
  return doc;
}

/** The document if the link's token is its own (the link is the signer's credential). */
export async function documentForSigner(
  db: Db,
  id: string,
  token: unknown,
): Promise<SimSignDocument | undefined> {
  const doc = await signDocumentById(db, id);
  if (!doc || typeof token !== 'string' || sha256Hex(Buffer.from(token)) !== doc.tokenSha256)
    return undefined;
  return doc;
}

/** PENDING past its deadline reads as EXPIRED. */
export const statusOf = (d: SimSignDocument, now: number): string =>
  d.status === 'PENDING' && d.expiresAt.getTime() <= now ? 'EXPIRED' : d.status;

/** The original with a signature page after it. */
export async function sealPdf(d: SimSignDocument, signedAt: number): Promise<Buffer> {
  const t = SIGN_SIM_TEXTS[langOf(d)];
  const page = await renderPdf(
    { title: t.pageTitle, lang: langOf(d), createdAt: new Date(signedAt) },
    (doc) => {
      const width = doc.page.width - 2 * PDF_MARGIN;
      doc.font('Helvetica-Bold').fontSize(18).fillColor('#16202c').text(t.pageTitle, PDF_MARGIN, PDF_MARGIN);
      let y = drawHeading(doc, d.title, doc.y + 12);
      doc.font('Helvetica').fontSize(10).text(t.pageIntro, PDF_MARGIN, y, { width });
      y = drawRows(
        doc,
        [
          [t.signer, d.signerName],
          [t.signedAt, new Date(signedAt).toISOString().replace('T', ' ').slice(0, 19) + ' UTC'],
          [t.method, t.methodValue],
          [t.transaction, d.id],
        ],
        { x: PDF_MARGIN, y: doc.y + 8, width },
      );
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#5b6675')
        .text(t.fingerprint, PDF_MARGIN, y + 6, { width });
      doc
        .font('Courier')
        .fontSize(9)
        .fillColor('#16202c')
        .text(sha256Hex(d.pdf), PDF_MARGIN, doc.y + 2, { width });
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#5b6675')
        .text(t.sealNote, PDF_MARGIN, doc.y + 10, { width });
    },
  );
  const sealed = await PDFDocument.load(d.pdf);
  const extra = await PDFDocument.load(page);
  for (const p of await sealed.copyPages(extra, extra.getPageIndices())) sealed.addPage(p);
  return Buffer.from(await sealed.save());
}

/**
 * The signer's decision. Signs only a PENDING document before its deadline (one statement checks
 * and changes, so two clicks sign once); answers the document as it is afterwards.
 */
export async function decideDocument(
  db: Db,
  d: SimSignDocument,
  decision: 'SIGN' | 'REJECT',
  now: number,
): Promise<SimSignDocument> {
  if (statusOf(d, now) !== 'PENDING') return d;
  const sealedPdf = decision === 'SIGN' ? await sealPdf(d, now) : null;
  const [changed] = await db
    .update(simSignDocuments)
    .set(
      decision === 'SIGN'
        ? { status: 'SIGNED', signedAt: new Date(now), sealedPdf, callbackDeliveredAt: null }
        : { status: 'REJECTED', callbackDeliveredAt: null },
    )
    .where(and(eq(simSignDocuments.id, d.id), eq(simSignDocuments.status, 'PENDING')))
    .returning();
  return changed ?? (await signDocumentById(db, d.id))!;
}

export async function cancelDocument(db: Db, d: SimSignDocument): Promise<SimSignDocument | undefined> {
  const [changed] = await db
    .update(simSignDocuments)
    .set({ status: 'CANCELLED' })
    .where(and(eq(simSignDocuments.id, d.id), eq(simSignDocuments.status, 'PENDING')))
    .returning();
  return changed;
}

export function callbackBody(d: SimSignDocument): string {
  return JSON.stringify({
    event_id: randomUUID(),
    document_id: d.id,
    status: d.status,
    signed_at: d.signedAt?.getTime() ?? null,
    signer: { name: d.signerName, national_id: d.signerNationalId },
    sealed_sha256: d.sealedPdf ? sha256Hex(d.sealedPdf) : null,
  });
}

/**
 * Calls the merchant back about the document's state, signed; never inside a database transaction
 * (the merchant may be this very server). A merchant that does not answer 2xx finds out when it
 * asks for the document's status (our side does so when the signer comes back).
 */
export async function sendCallback(db: Db, d: SimSignDocument, now: number): Promise<boolean> {
  const body = callbackBody(d);
  try {
    const res = await fetch(d.callbackUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNING_SIGNATURE_HEADER]: signWebhook(await signingCallbackSecret(db), body, Date.now()),
      },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) return false;
  } catch {
    return false;
  }
  await db
    .update(simSignDocuments)
    .set({ callbackDeliveredAt: new Date(now) })
    .where(eq(simSignDocuments.id, d.id));
  return true;
}

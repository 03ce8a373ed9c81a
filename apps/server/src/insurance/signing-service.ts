import type { Deps } from '../deps';
import { signingApiKey } from '../platform/signing-service-secrets';

/**
 * Our side of the e-signing service's API (Scrive-style): create a document for signing, read its
 * status, fetch the sealed PDF, cancel. The service is the simulated one this server serves
 * (sign-simulator/) unless SIGNING_SERVICE_URL names another; only this file talks to it.
 */

export class SigningServiceUnavailable extends Error {}

export interface SigningRequest {
  title: string;
  lang: string;
  pdf: Buffer;
  signerName: string;
  signerNationalId: string | null;
  callbackUrl: string;
  returnUrl: string;
  expiresAt: number;
}

export interface SigningStatus {
  status: 'PENDING' | 'SIGNED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';
  signedAt: number | null;
  signer: { name: string; nationalId: string | null };
  sealedSha256: string | null;
}

type SigningDeps = Pick<Deps, 'db' | 'config'>;

function baseOf(deps: SigningDeps, self: string | undefined): string {
  const base = deps.config.signingServiceUrl ?? (self && `${self}/sign-sim`);
  if (!base) throw new SigningServiceUnavailable('no signing service: this server does not listen yet');
  return base;
}

async function call(deps: SigningDeps, self: string | undefined, path: string, init: RequestInit = {}) {
  try {
    return await fetch(`${baseOf(deps, self)}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${await signingApiKey(deps.db)}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    if (e instanceof SigningServiceUnavailable) throw e;
    throw new SigningServiceUnavailable(e instanceof Error ? e.message : String(e));
  }
}

export async function createSigning(
  deps: SigningDeps,
  self: string | undefined,
  req: SigningRequest,
): Promise<{ documentId: string; signUrl: string }> {
  const res = await call(deps, self, '/api/documents', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      title: req.title,
      lang: req.lang,
      pdf_base64: req.pdf.toString('base64'),
      signer: { name: req.signerName, national_id: req.signerNationalId },
      callback_url: req.callbackUrl,
      return_url: req.returnUrl,
      expires_at: new Date(req.expiresAt).toISOString(),
    }),
  });
  if (res.status !== 201)
    throw new SigningServiceUnavailable(`HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const body = (await res.json()) as { id?: unknown; sign_url?: unknown };
  if (typeof body.id !== 'string' || typeof body.sign_url !== 'string')
    throw new SigningServiceUnavailable('the service answered without a document');
  return { documentId: body.id, signUrl: body.sign_url };
}

export async function signingStatus(
  deps: SigningDeps,
  self: string | undefined,
  documentId: string,
): Promise<SigningStatus> {
  const res = await call(deps, self, `/api/documents/${encodeURIComponent(documentId)}`);
  if (!res.ok) throw new SigningServiceUnavailable(`HTTP ${res.status}`);
  const b = (await res.json()) as {
    status: SigningStatus['status'];
    signed_at: number | null;
    signer: { name: string; national_id: string | null };
    sealed_sha256: string | null;
  };
  return {
    status: b.status,
    signedAt: b.signed_at,
    signer: { name: b.signer.name, nationalId: b.signer.national_id },
    sealedSha256: b.sealed_sha256,
  };
}

export async function sealedDocument(
  deps: SigningDeps,
  self: string | undefined,
  documentId: string,
): Promise<Buffer> {
  const res = await call(deps, self, `/api/documents/${encodeURIComponent(documentId)}/sealed`);
  if (!res.ok) throw new SigningServiceUnavailable(`HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** Withdraws a document from signing; one already decided is left as it is. */
export async function cancelSigning(
  deps: SigningDeps,
  self: string | undefined,
  documentId: string,
): Promise<void> {
  const res = await call(deps, self, `/api/documents/${encodeURIComponent(documentId)}/cancel`, {
    method: 'POST',
  });
  if (!res.ok && res.status !== 409) throw new SigningServiceUnavailable(`HTTP ${res.status}`);
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  INSURANCE_DOCUMENT_FILE_PATH,
  INSURANCE_MERGED_FILE_PATH,
  IdParam,
  cancelScriveLink,
  createScriveLink,
  getAffiliate,
  getBeneficiaries,
  getScriveLink,
  keepSignupReferral as keepReferralCall,
  listInsuranceDocuments as listDocumentsCall,
} from '@broker/contract';
import type { Deps } from '../deps';
import { authenticate } from '../auth/guard';
import { defineRoute } from '../http/define-route';
import { contentDisposition } from '../http/content-disposition';
import { HttpError } from '../http/api-error';
import { ownAddress } from '../platform/own-address';
import { checkWebhookSignature } from '../platform/webhook-signature';
import { SIGNING_SIGNATURE_HEADER, signingCallbackSecret } from '../platform/signing-service-secrets';
import { affiliateOf, keepSignupReferral } from './affiliate';
import {
  SIGNING_CALLBACK_PATH,
  accountDesignations,
  cancelDesignation,
  createDesignation,
  designationBySigningRef,
  getDesignation,
  syncDesignation,
} from './designations';
import { insuranceDocumentFile, listInsuranceDocuments, mergedInsuranceDocuments } from './documents';

export const insuranceRoutes = [
  defineRoute(getBeneficiaries, ({ deps, access, params, request }) =>
    accountDesignations(deps, ownAddress(request.server), access.customerId, params.accid),
  ),
  defineRoute(createScriveLink, ({ deps, access, body, request }) =>
    createDesignation(deps, ownAddress(request.server), access.customerId, body),
  ),
  defineRoute(getScriveLink, ({ deps, access, params, request }) =>
    getDesignation(deps, ownAddress(request.server), access.customerId, params.designationId),
  ),
  defineRoute(cancelScriveLink, ({ deps, access, params, request }) =>
    cancelDesignation(deps, ownAddress(request.server), access.customerId, params.designationId),
  ),
  defineRoute(listDocumentsCall, ({ deps, access, params }) =>
    listInsuranceDocuments(deps, access.customerId, params.accid),
  ),
  defineRoute(getAffiliate, ({ deps, access }) => affiliateOf(deps, access.customerId)),
  defineRoute(keepReferralCall, ({ deps, prospect, body }) =>
    keepSignupReferral(deps, prospect.prospectId, body.code),
  ),
];

/**
 * The signing service's callback (signed over the raw body like the bank's notifications) and the
 * insurance documents' PDFs (session cookie, as the other downloads).
 */
export function registerInsuranceRoutes(app: FastifyInstance, deps: Deps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(SIGNING_CALLBACK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNING_SIGNATURE_HEADER];
      // Real elapsed time for a signature's freshness, not the server's movable clock.
      const check = checkWebhookSignature(
        await signingCallbackSecret(deps.db),
        typeof header === 'string' ? header : undefined,
        raw,
        Date.now(),
      );
      if (check !== 'OK')
        throw new HttpError(
          401,
          'SIGNING_CALLBACK_INVALID',
          'The callback’s signature does not match or is too old',
        );
      let documentId: unknown;
      try {
        documentId = (JSON.parse(raw) as { document_id?: unknown }).document_id;
      } catch {
        throw new HttpError(400, 'MALFORMED_JSON', 'The callback is not JSON');
      }
      const row =
        typeof documentId === 'string' ? await designationBySigningRef(deps.db, documentId) : undefined;
      if (!row) throw new HttpError(404, 'DESIGNATION_NOT_FOUND', 'No designation is that document');
      // The callback says something changed; what changed we ask the service ourselves.
      const synced = await syncDesignation(deps, ownAddress(request.server), row);
      return reply.code(200).send({ status: synced.status });
    });
  });

  const send = (reply: FastifyReply, file: { fileName: string; bytes: Buffer }) =>
    reply
      .status(200)
      .type('application/pdf')
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.bytes as unknown as string);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: INSURANCE_DOCUMENT_FILE_PATH.replace('{accid}', ':accid').replace('{documentId}', ':documentId'),
    schema: {
      summary: 'One insurance document of a KF account as a PDF',
      description:
        'documentId is CERTIFICATE or DESIGNATION-<id> (listInsuranceDocuments). 404 ACCOUNT_NOT_FOUND for another customer’s account, INSURANCE_DOCUMENT_NOT_FOUND; 409 NOT_AN_INSURANCE_ACCOUNT.',
      tags: ['crm'],
      params: z.object({ accid: IdParam, documentId: z.string().max(40) }),
      security: [{ sessionCookie: [] }],
      response: { 200: z.string().meta({ description: 'the PDF' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const user = (await authenticate(deps, 'session', request)).session!;
      return send(
        reply,
        await insuranceDocumentFile(deps, user.customerId, request.params.accid, request.params.documentId),
      );
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: INSURANCE_MERGED_FILE_PATH.replace('{accid}', ':accid'),
    schema: {
      summary: 'All insurance documents of a KF account in one PDF, in the order of the list',
      description: '404 ACCOUNT_NOT_FOUND for another customer’s account; 409 NOT_AN_INSURANCE_ACCOUNT.',
      tags: ['crm'],
      params: z.object({ accid: IdParam }),
      security: [{ sessionCookie: [] }],
      response: { 200: z.string().meta({ description: 'the PDF' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const user = (await authenticate(deps, 'session', request)).session!;
      return send(reply, await mergedInsuranceDocuments(deps, user.customerId, request.params.accid));
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParam } from '@broker/contract';
import { LANGS } from '@broker/domain';
import type { Deps } from '../deps';
import { authenticate } from '../auth/guard';
import { notFound } from '../http/api-error';
import { contentDisposition } from '../http/content-disposition';
import { contractNotePdf, loadContractNote } from './contract-note';

/**
 * A fill's contract note as a PDF. A download link cannot send the access token header, so the
 * session cookie authorises it; another customer's account or trade answers 404 like a missing one.
 */
export function registerContractNoteRoute(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/2/accounts/:accid/trades/:trade_id/contract-note.pdf',
    schema: {
      summary: "A share trade's contract note (PDF), in the customer's language or ?lang=",
      tags: ['exchange orders'],
      params: z.object({ accid: IdParam, trade_id: IdParam }),
      querystring: z.object({ lang: z.enum(LANGS).optional() }),
      response: { 200: z.string().meta({ description: 'application/pdf' }), '4xx': ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const { session } = await authenticate(deps, 'session', request);
      const { accid, trade_id: tradeId } = request.params;
      // The account must be the caller's: the same 404 as a missing one otherwise.
      await deps.accountReads.ownedAccount(session!.customerId, accid);
      const note = await loadContractNote(deps.db, accid, tradeId);
      if (!note) throw notFound('DOCUMENT_NOT_FOUND', `No trade ${tradeId} on account ${accid}`);
      const pdf = await contractNotePdf(note, request.query.lang ?? session!.lang, new Date(deps.time.now()));
      return reply
        .status(200)
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`contract-note-${note.number}.pdf`, 'inline'))
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  });
}

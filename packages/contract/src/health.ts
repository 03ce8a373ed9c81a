import { z } from 'zod';
import { defineCall } from './call';

export const getHealth = defineCall({
  id: 'getHealth',
  method: 'GET',
  path: '/health',
  auth: 'none',
  summary: 'Liveness and database reachability',
  tags: ['platform'],
  reply: z.object({ status: z.enum(['ok']), database: z.enum(['pglite', 'postgres']), uptimeMs: z.number() }),
});

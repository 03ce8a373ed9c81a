import { sql } from 'drizzle-orm';
import { getHealth } from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/api-error';

export const platformRoutes = [
  defineRoute(getHealth, async ({ deps, request }) => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
    }
    return { status: 'ok' as const, database: deps.database.kind, uptimeMs: Date.now() - deps.startedAt };
  }),
];

import { sql } from 'drizzle-orm';
import { getHealth } from '@broker/contract';
import { defineRoute } from '../http/define-route';

export const platformRoutes = [
  defineRoute(getHealth, async ({ deps }) => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: deps.database.kind, uptimeMs: Date.now() - deps.startedAt };
  }),
];

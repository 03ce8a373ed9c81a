import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { Db } from '../db/database';
import { queryRows } from '../chart/db-rows';

/** How often committed changes are looked for: the bell follows within about this. */
export const PUBLISH_INTERVAL_MS = 250;

interface Claimed {
  customer_id: number;
  version: number;
  unread: number;
}

/**
 * Claims the customers whose notifications changed since they were last told, and marks them told,
 * in one statement. Only committed changes are seen (a cause rolled back never bumped a version),
 * and `skip locked` lets several processes poll one database without telling anyone twice.
 */
export async function claimChanged(db: Db): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`update notification_states s set published_version = s.version
        where s.customer_id in (
          select customer_id from notification_states
          where version > published_version
          order by customer_id limit 500
          for update skip locked)
        returning s.customer_id, s.version, s.unread`,
  );
}

/** One round: every changed customer hears their new count and version on the private feed. */
export async function publishChanged(deps: Pick<Deps, 'db' | 'bus'>): Promise<number> {
  const changed = await claimChanged(deps.db);
  for (const c of changed) {
    deps.bus.publish({
      kind: 'private',
      customerId: c.customer_id,
      type: 'notification',
      data: { unread: c.unread, version: c.version },
    });
  }
  return changed.length;
}

/**
 * The transactional outbox's reader. A notification is written by the cause's transaction, which
 * runs in many places (the exchange's booking, the job schedule, a payment provider's webhook) with
 * no common after-commit hook; polling the committed versions tells the customer after the commit
 * from one place, whatever wrote it.
 */
export function installNotificationPublisher(app: FastifyInstance, deps: Deps): void {
  let running = false;
  let closed = false;
  const tick = async () => {
    if (running || closed) return;
    running = true;
    try {
      await publishChanged(deps);
    } catch (error) {
      if (!closed) app.log.warn({ err: error }, 'notifications: publishing failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), PUBLISH_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
  });
}

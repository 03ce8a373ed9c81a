import { inArray, sql } from 'drizzle-orm';
import { localDayAt, type SavingsGoalMilestone } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { accounts, savingsGoalAccounts, savingsGoals } from '../db/schema';
import type { Bus } from '../feed/bus';
import type { JobHandlers } from '../platform/schedule';
import type { AccountRow } from '../accounts/queries';
import { accountValuer, recordMilestones } from './goals';
import { MILESTONE_CHECK_KIND, scheduleMilestoneCheck } from './milestone-schedule';

/**
 * The daily milestone check (issue 15): after the Nordic markets have closed, every goal whose
 * value has passed a milestone not recorded yet gets it recorded with the time of the check, and
 * the customer is told on their private feed (`savings_goal` events). A goal's changes record what
 * it has reached at once; between checks a milestone passed shows as reached without a date.
 *
 * One job a day on the durable schedule (kind `savings-goals.milestones`, ref `daily`), scheduled by
 * a goal's creation or change and by each run for the next day while any goal exists; a server down
 * over several days runs one check when it starts.
 */

export interface MilestoneEvent {
  customerId: number;
  goalId: number;
  name: string;
  /** The milestones this check found passed, lowest first. */
  milestones: SavingsGoalMilestone[];
  reachedAt: number;
}

/** Records the milestones every goal has newly passed; answers them. */
export async function checkMilestones(tx: Db | Tx, now: number): Promise<MilestoneEvent[]> {
  // Goals with a milestone left to record.
  const goals = await tx
    .select()
    .from(savingsGoals)
    .where(sql`(select count(*) from savings_goal_milestones m where m.goal_id = ${savingsGoals.id}) < 3`)
    .orderBy(savingsGoals.id);
  if (goals.length === 0) return [];
  const links = await tx
    .select({ goalId: savingsGoalAccounts.goalId, account: accounts })
    .from(savingsGoalAccounts)
    .innerJoin(accounts, sql`${accounts.accid} = ${savingsGoalAccounts.accid}`)
    .where(
      inArray(
        savingsGoalAccounts.goalId,
        goals.map((g) => g.id),
      ),
    );
  const byGoal = new Map<number, AccountRow[]>();
  for (const l of links) byGoal.set(l.goalId, [...(byGoal.get(l.goalId) ?? []), l.account]);
  const valuer = accountValuer(tx);
  const at = new Date(now);
  const today = localDayAt('Europe/Stockholm', now);
  const events: MilestoneEvent[] = [];
  for (const g of goals) {
    // Milestones do not depend on the day (only the date rules do): Stockholm's will do.
    const made = await recordMilestones(tx, g, byGoal.get(g.id) ?? [], valuer, today, at);
    if (made.length > 0)
      events.push({
        customerId: g.customerId,
        goalId: g.id,
        name: g.name,
        milestones: made.sort((a, b) => a - b),
        reachedAt: now,
      });
  }
  return events;
}

/** The check's handler: the customers hear of their milestones once the check is committed. */
export function savingsGoalJobHandlers(deps: { bus: Bus }): JobHandlers {
  return {
    [MILESTONE_CHECK_KIND]: async (tx, _job, now, afterCommit) => {
      const events = await checkMilestones(tx, now);
      const [any] = await tx.select({ id: savingsGoals.id }).from(savingsGoals).limit(1);
      if (any) await scheduleMilestoneCheck(tx, now);
      for (const e of events)
        afterCommit(() =>
          deps.bus.publish({
            kind: 'private',
            customerId: e.customerId,
            type: 'savings_goal',
            data: {
              goal_id: e.goalId,
              name: e.name,
              milestones: e.milestones,
              reached_at: e.reachedAt,
            },
          }),
        );
    },
  };
}

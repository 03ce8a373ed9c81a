import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import {
  AUTHORIZATIONS_PER_ACCOUNT_MAX,
  accountAliasProblem,
  type AuthorizationPermission,
} from '@broker/domain';
import type { AuthorizationSchema, AuthorizedAccountSchema, AccountSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { accountAuthorizations, accounts, customers } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import type { AccountRow } from '../accounts/queries';
import { accountReply } from '../accounts/replies';

type Account = z.infer<typeof AccountSchema>;
type Authorization = z.infer<typeof AuthorizationSchema>;
type AuthorizedAccount = z.infer<typeof AuthorizedAccountSchema>;

/**
 * Account access (spec 001 §7.6): renaming one's accounts, and authorizations by which an owner
 * lets another customer VIEW an account. Only our own accounts (NORDBROKER): a Netfonds account is
 * shown by its own calls, and is as unknown here as another customer's.
 */

const noAccount = (accid: number) => notFound('ACCOUNT_NOT_FOUND', `Account ${accid} was not found`);
const ours = eq(accounts.provider, 'NORDBROKER');

export async function renameAccount(
  deps: Deps,
  customerId: number,
  accid: number,
  alias: string,
): Promise<Account> {
  // Ownership first: another customer's account answers 404 whatever the alias.
  const [owned] = await deps.db
    .select({ accid: accounts.accid })
    .from(accounts)
    .where(and(eq(accounts.accid, accid), eq(accounts.customerId, customerId), ours));
  if (!owned) throw noAccount(accid);
  const problem = accountAliasProblem(alias);
  if (problem) {
    throw new HttpError(422, problem, 'An alias is 1–40 characters without control characters', [
      { code: problem, field: 'alias' },
    ]);
  }
  const [row] = await deps.db
    .update(accounts)
    .set({ alias: alias.trim() })
    .where(and(eq(accounts.accid, accid), eq(accounts.customerId, customerId)))
    .returning();
  return accountReply(row!);
}

const inForce = isNull(accountAuthorizations.revokedAt);

/** The authorizations in force that the customer gave, newest first. */
export async function listAuthorizations(deps: Deps, customerId: number): Promise<Authorization[]> {
  const rows = await deps.db
    .select({
      id: accountAuthorizations.id,
      permission: accountAuthorizations.permission,
      grantedAt: accountAuthorizations.grantedAt,
      account: accounts,
      grantee: {
        customerNo: customers.customerNo,
        firstName: customers.firstName,
        lastName: customers.lastName,
      },
    })
    .from(accountAuthorizations)
    .innerJoin(accounts, eq(accounts.accid, accountAuthorizations.accid))
    .innerJoin(customers, eq(customers.id, accountAuthorizations.granteeCustomerId))
    .where(
      and(
        eq(accountAuthorizations.grantorCustomerId, customerId),
        // An account that changed hands takes its authorizations with it: the new owner's are not
        // the old owner's to list or revoke.
        eq(accounts.customerId, customerId),
        inForce,
      ),
    )
    .orderBy(desc(accountAuthorizations.grantedAt), desc(accountAuthorizations.id));
  return rows.map((r) => ({
    id: r.id,
    accid: r.account.accid,
    accno: r.account.accno,
    alias: r.account.alias,
    type: r.account.type,
    permission: r.permission as AuthorizationPermission,
    grantee: r.grantee,
    grantedAt: r.grantedAt.getTime(),
  }));
}

const granteeNotFound = () =>
  new HttpError(
    404,
    'AUTHORIZATION_GRANTEE_NOT_FOUND',
    'No customer with that customer number and birth date',
    [
      { code: 'AUTHORIZATION_GRANTEE_NOT_FOUND', field: 'customerNo' },
      { code: 'AUTHORIZATION_GRANTEE_NOT_FOUND', field: 'birthDate' },
    ],
  );

export async function createAuthorization(
  deps: Deps,
  customerId: number,
  input: { accid: number; customerNo: string; birthDate: string; permission: AuthorizationPermission },
): Promise<Authorization> {
  return deps.db.transaction(async (tx) => {
    // The account row lock makes the limit's count and the insert one step across parallel grants.
    const [account] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.accid, input.accid), eq(accounts.customerId, customerId), ours))
      .for('update');
    if (!account) throw noAccount(input.accid);
    // Both must match, and never oneself: one refusal for every miss, so nothing is learnt of who is
    // a customer or what their birth date is.
    const [grantee] = await tx
      .select({
        id: customers.id,
        customerNo: customers.customerNo,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(customers)
      .where(and(eq(customers.customerNo, input.customerNo), eq(customers.birthDate, input.birthDate)));
    if (!grantee || grantee.id === customerId) throw granteeNotFound();
    const active = await tx
      .select({ granteeCustomerId: accountAuthorizations.granteeCustomerId, n: count() })
      .from(accountAuthorizations)
      .where(and(eq(accountAuthorizations.accid, account.accid), inForce))
      .groupBy(accountAuthorizations.granteeCustomerId, accountAuthorizations.permission);
    if (active.some((a) => a.granteeCustomerId === grantee.id)) {
      throw new HttpError(409, 'AUTHORIZATION_EXISTS', 'That person may already view this account');
    }
    if (active.reduce((n, a) => n + a.n, 0) >= AUTHORIZATIONS_PER_ACCOUNT_MAX) {
      throw new HttpError(
        422,
        'AUTHORIZATION_LIMIT_REACHED',
        `At most ${AUTHORIZATIONS_PER_ACCOUNT_MAX} people may view one account`,
      );
    }
    const [row] = await tx
      .insert(accountAuthorizations)
      .values({
        accid: account.accid,
        grantorCustomerId: customerId,
        granteeCustomerId: grantee.id,
        permission: input.permission,
        grantedAt: new Date(deps.time.now()),
      })
      .returning();
    return {
      id: row!.id,
      accid: account.accid,
      accno: account.accno,
      alias: account.alias,
      type: account.type,
      permission: input.permission,
      grantee: { customerNo: grantee.customerNo, firstName: grantee.firstName, lastName: grantee.lastName },
      grantedAt: row!.grantedAt.getTime(),
    };
  });
}

export async function revokeAuthorization(
  deps: Deps,
  customerId: number,
  authorizationId: number,
): Promise<{ id: number }> {
  const [own] = await deps.db
    .select({ id: accountAuthorizations.id })
    .from(accountAuthorizations)
    .innerJoin(accounts, eq(accounts.accid, accountAuthorizations.accid))
    .where(
      and(
        eq(accountAuthorizations.id, authorizationId),
        eq(accountAuthorizations.grantorCustomerId, customerId),
        eq(accounts.customerId, customerId),
        inForce,
      ),
    );
  if (!own) throw notFound('AUTHORIZATION_NOT_FOUND', `No authorization ${authorizationId}`);
  const [row] = await deps.db
    .update(accountAuthorizations)
    .set({ revokedAt: new Date(deps.time.now()) })
    .where(and(eq(accountAuthorizations.id, authorizationId), inForce))
    .returning({ id: accountAuthorizations.id });
  // A parallel revoke got there first: the same answer as for one revoked before.
  if (!row) throw notFound('AUTHORIZATION_NOT_FOUND', `No authorization ${authorizationId}`);
  return row;
}

/** Other customers' accounts the customer may view, with the owner's first name. */
export async function listAuthorizedAccounts(
  deps: Deps,
  customerId: number,
  permission?: AuthorizationPermission,
): Promise<AuthorizedAccount[]> {
  const rows = await deps.db
    .select({
      account: accounts,
      permission: accountAuthorizations.permission,
      grantedAt: accountAuthorizations.grantedAt,
      ownerFirstName: customers.firstName,
    })
    .from(accountAuthorizations)
    .innerJoin(
      accounts,
      and(
        eq(accounts.accid, accountAuthorizations.accid),
        // Given by the account's owner (not by someone it belonged to before).
        eq(accounts.customerId, accountAuthorizations.grantorCustomerId),
        ours,
      ),
    )
    .innerJoin(customers, eq(customers.id, accounts.customerId))
    .where(
      and(
        eq(accountAuthorizations.granteeCustomerId, customerId),
        inForce,
        permission ? eq(accountAuthorizations.permission, permission) : undefined,
      ),
    )
    .orderBy(asc(customers.firstName), asc(accounts.accid));
  return rows.map((r) => ({
    accid: r.account.accid,
    accno: r.account.accno,
    alias: r.account.alias,
    type: r.account.type,
    currency: r.account.currency.trim(),
    permission: r.permission as AuthorizationPermission,
    owner: { firstName: r.ownerFirstName },
    grantedAt: r.grantedAt.getTime(),
  }));
}

/**
 * The account if the customer may view it: their own, or one whose owner authorizes them now.
 * Read from the database every time (not the read cache), so a revoke takes effect at once;
 * otherwise 404 exactly like a missing account.
 */
export async function viewableAccount(deps: Deps, customerId: number, accid: number): Promise<AccountRow> {
  const [row] = await deps.db
    .select({ account: accounts, grant: accountAuthorizations.id })
    .from(accounts)
    .leftJoin(
      accountAuthorizations,
      and(
        eq(accountAuthorizations.accid, accounts.accid),
        eq(accountAuthorizations.granteeCustomerId, customerId),
        eq(accountAuthorizations.grantorCustomerId, accounts.customerId),
        eq(accountAuthorizations.permission, 'VIEW'),
        inForce,
      ),
    )
    .where(and(eq(accounts.accid, accid), ours))
    .limit(1);
  if (!row || (row.account.customerId !== customerId && row.grant === null)) throw noAccount(accid);
  return row.account;
}

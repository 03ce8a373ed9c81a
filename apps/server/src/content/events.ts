import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@broker/domain';
import type { CallBody, ContentEvent, submitContentForm } from '@broker/contract';
import type { Db } from '../db/database';
import { contentEvents, eventRegistrations, formSubmissions } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';

/**
 * Events (webinars, investor evenings) with a seat per customer, forms, and the unsubscribe link
 * both carry. Registering holds the event's row lock while counting seats, so two customers cannot
 * take the last seat together; registering again is the same seat (and takes back a cancellation).
 * The unsubscribe token is 144 random bits: knowing it is the permission, as in an email link.
 */

type EventRow = typeof contentEvents.$inferSelect;

const newToken = () => randomBytes(18).toString('base64url');

const activeSeats = (eventId: number) =>
  and(eq(eventRegistrations.eventId, eventId), isNull(eventRegistrations.cancelledAt));

function toEvent(row: EventRow, taken: number, registered: boolean): ContentEvent {
  return {
    id: row.id,
    lang: row.lang as Lang,
    kind: row.kind as ContentEvent['kind'],
    title: row.title,
    description: row.description,
    location: row.location,
    startsAt: row.startsAt.getTime(),
    durationMinutes: row.durationMinutes,
    seats: row.seats,
    seatsLeft: Math.max(0, row.seats - taken),
    registered,
  };
}

export async function listEvents(
  db: Db,
  lang: Lang | undefined,
  customerId: number | undefined,
  now: number,
): Promise<ContentEvent[]> {
  const taken = db
    .select({ eventId: eventRegistrations.eventId, n: count().as('n') })
    .from(eventRegistrations)
    .where(isNull(eventRegistrations.cancelledAt))
    .groupBy(eventRegistrations.eventId)
    .as('taken');
  const rows = await db
    .select({
      event: contentEvents,
      taken: sql<number>`coalesce(${taken.n}, 0)`.mapWith(Number),
      mine:
        customerId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${eventRegistrations} r where r.event_id = ${contentEvents.id} and r.customer_id = ${customerId} and r.cancelled_at is null)`,
    })
    .from(contentEvents)
    .leftJoin(taken, eq(taken.eventId, contentEvents.id))
    .where(and(gt(contentEvents.startsAt, new Date(now)), lang ? eq(contentEvents.lang, lang) : undefined))
    .orderBy(asc(contentEvents.startsAt), asc(contentEvents.id));
  return rows.map((r) => toEvent(r.event, r.taken, Boolean(r.mine)));
}

export async function registerForEvent(db: Db, eventId: number, customerId: number, now: number) {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(contentEvents).where(eq(contentEvents.id, eventId)).for('update');
    if (!event) throw notFound('EVENT_NOT_FOUND', `No event ${eventId}`);
    if (event.startsAt.getTime() <= now)
      throw new HttpError(422, 'EVENT_CLOSED', 'The event has begun or is over');
    const [existing] = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.customerId, customerId)));
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(activeSeats(eventId))) as [{ n: number }];
    if (existing && existing.cancelledAt === null) {
      return { event: toEvent(event, n, true), unsubscribeToken: existing.unsubscribeToken };
    }
    if (n >= event.seats) throw new HttpError(409, 'EVENT_FULL', 'Every seat is taken');
    let token: string;
    if (existing) {
      token = existing.unsubscribeToken;
      await tx
        .update(eventRegistrations)
        .set({ cancelledAt: null })
        .where(eq(eventRegistrations.id, existing.id));
    } else {
      token = newToken();
      await tx
        .insert(eventRegistrations)
        .values({ eventId, customerId, unsubscribeToken: token, createdAt: new Date(now) });
    }
    return { event: toEvent(event, n + 1, true), unsubscribeToken: token };
  });
}

type FormBody = CallBody<typeof submitContentForm>;

export async function submitForm(db: Db, body: FormBody, customerId: number | undefined, now: number) {
  const at = new Date(now);
  // Subscribing an address that already gets the newsletter is the same subscription: one letter
  // each time, one unsubscribe link. After unsubscribing, subscribing again is a new one.
  const activeSubscription = async (email: string) => {
    const [active] = await db
      .select({ id: formSubmissions.id, createdAt: formSubmissions.createdAt })
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.kind, 'NEWSLETTER'),
          sql`lower(${formSubmissions.email}) = ${email.toLowerCase()}`,
          isNull(formSubmissions.unsubscribedAt),
        ),
      )
      .limit(1);
    return active && { id: active.id, kind: body.kind, receivedAt: active.createdAt.getTime() };
  };
  if (body.kind === 'NEWSLETTER') {
    const active = await activeSubscription(body.email);
    if (active) return active;
  }
  const values =
    body.kind === 'CONTACT_ME'
      ? {
          kind: body.kind,
          lang: body.lang,
          name: body.name,
          email: body.email ?? null,
          phone: body.phone ?? null,
          topic: body.topic,
          message: body.message || null,
        }
      : { kind: body.kind, lang: body.lang, email: body.email, unsubscribeToken: newToken() };
  // A sign-up of the same address at the same instant meets the unique index
  // (form_submissions_newsletter_idx): it is the subscription the other one made.
  const [row] = await db
    .insert(formSubmissions)
    .values({ ...values, customerId: customerId ?? null, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: formSubmissions.id });
  if (row) return { id: row.id, kind: body.kind, receivedAt: now };
  const made = body.kind === 'NEWSLETTER' ? await activeSubscription(body.email) : undefined;
  if (!made) throw new Error('form submission conflicted with no live subscription');
  return made;
}

export interface UnsubscribeState {
  kind: 'EVENT' | 'NEWSLETTER';
  title: string;
  unsubscribed: boolean;
}

/** What a token is for; with `confirm`, gives the seat or the newsletter up (again: no change). */
export async function unsubscribe(
  db: Db,
  token: string,
  confirm: boolean,
  now: number,
): Promise<UnsubscribeState> {
  const [seat] = await db
    .select({
      id: eventRegistrations.id,
      cancelledAt: eventRegistrations.cancelledAt,
      title: contentEvents.title,
    })
    .from(eventRegistrations)
    .innerJoin(contentEvents, eq(contentEvents.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.unsubscribeToken, token));
  if (seat) {
    if (confirm && seat.cancelledAt === null) {
      await db
        .update(eventRegistrations)
        .set({ cancelledAt: new Date(now) })
        .where(and(eq(eventRegistrations.id, seat.id), isNull(eventRegistrations.cancelledAt)));
    }
    return { kind: 'EVENT', title: seat.title, unsubscribed: confirm || seat.cancelledAt !== null };
  }
  const [subscription] = await db
    .select({ id: formSubmissions.id, email: formSubmissions.email, at: formSubmissions.unsubscribedAt })
    .from(formSubmissions)
    .where(eq(formSubmissions.unsubscribeToken, token));
  if (!subscription) throw notFound('UNSUBSCRIBE_TOKEN_INVALID', 'The link is not valid');
  if (confirm && subscription.at === null) {
    await db
      .update(formSubmissions)
      .set({ unsubscribedAt: new Date(now) })
      .where(and(eq(formSubmissions.id, subscription.id), isNull(formSubmissions.unsubscribedAt)));
  }
  return {
    kind: 'NEWSLETTER',
    title: subscription.email ?? '',
    unsubscribed: confirm || subscription.at !== null,
  };
}

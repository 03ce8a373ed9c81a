import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { NOTES_PER_INSTRUMENT_MAX } from '@broker/domain';
import type { CallReply, getNote as getNoteCall } from '@broker/contract';
import type { Deps } from '../deps';
import { customers, instrumentNotes, instruments } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';

type Note = CallReply<typeof getNoteCall>;
type NoteRow = typeof instrumentNotes.$inferSelect;

/** Another customer's note answers exactly like a missing one: nothing is revealed. */
const noNote = (id: number) => notFound('NOTE_NOT_FOUND', `No note ${id}`);

const toNote = (row: NoteRow): Note => ({
  id: row.id,
  instrumentId: row.instrumentId,
  text: row.text,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

const owned = (customerId: number, noteId: number) =>
  and(eq(instrumentNotes.id, noteId), eq(instrumentNotes.customerId, customerId));

export async function listNotes(deps: Deps, customerId: number, instrumentId?: number): Promise<Note[]> {
  const rows = await deps.db
    .select()
    .from(instrumentNotes)
    .where(
      instrumentId === undefined
        ? eq(instrumentNotes.customerId, customerId)
        : and(eq(instrumentNotes.customerId, customerId), eq(instrumentNotes.instrumentId, instrumentId)),
    )
    .orderBy(desc(instrumentNotes.updatedAt), desc(instrumentNotes.id));
  return rows.map(toNote);
}

/** Of the given instruments, those the customer has at least one note on (ascending). */
export async function instrumentsWithNotes(deps: Deps, customerId: number, instrumentIds: number[]) {
  const rows = await deps.db
    .selectDistinct({ instrumentId: instrumentNotes.instrumentId })
    .from(instrumentNotes)
    .where(
      and(eq(instrumentNotes.customerId, customerId), inArray(instrumentNotes.instrumentId, instrumentIds)),
    )
    .orderBy(instrumentNotes.instrumentId);
  return rows.map((r) => r.instrumentId);
}

export async function getNote(deps: Deps, customerId: number, noteId: number): Promise<Note> {
  const [row] = await deps.db.select().from(instrumentNotes).where(owned(customerId, noteId));
  if (!row) throw noNote(noteId);
  return toNote(row);
}

export async function createNote(
  deps: Deps,
  customerId: number,
  input: { instrumentId: number; text: string },
): Promise<Note> {
  const [instrument] = await deps.db
    .select({ id: instruments.instrumentId })
    .from(instruments)
    .where(eq(instruments.instrumentId, input.instrumentId));
  if (!instrument) {
    throw new HttpError(404, 'UNKNOWN_INSTRUMENT', `Instrument ${input.instrumentId} was not found`, [
      { code: 'UNKNOWN_INSTRUMENT', field: 'instrumentId' },
    ]);
  }
  const now = new Date(deps.time.now());
  return deps.db.transaction(async (tx) => {
    // The customer row lock makes the count and the insert one step across parallel creates.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(instrumentNotes)
      .where(
        and(eq(instrumentNotes.customerId, customerId), eq(instrumentNotes.instrumentId, input.instrumentId)),
      );
    if (n >= NOTES_PER_INSTRUMENT_MAX) {
      throw new HttpError(
        422,
        'NOTE_LIMIT_REACHED',
        `At most ${NOTES_PER_INSTRUMENT_MAX} notes may be kept on one instrument`,
      );
    }
    const [row] = await tx
      .insert(instrumentNotes)
      .values({
        customerId,
        instrumentId: input.instrumentId,
        text: input.text,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toNote(row!);
  });
}

export async function updateNote(
  deps: Deps,
  customerId: number,
  noteId: number,
  text: string,
): Promise<Note> {
  const [row] = await deps.db
    .update(instrumentNotes)
    .set({ text, updatedAt: new Date(deps.time.now()) })
    .where(owned(customerId, noteId))
    .returning();
  if (!row) throw noNote(noteId);
  return toNote(row);
}

export async function deleteNote(deps: Deps, customerId: number, noteId: number): Promise<{ id: number }> {
  const [row] = await deps.db
    .delete(instrumentNotes)
    .where(owned(customerId, noteId))
    .returning({ id: instrumentNotes.id });
  if (!row) throw noNote(noteId);
  return row;
}

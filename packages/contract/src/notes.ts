import { z } from 'zod';
import { NOTE_TEXT_MAX } from '@broker/domain';
import { defineCall } from './call';
import { IdList, IdParam, Text } from './common';

/**
 * The customer's own notes on instruments (spec 001 §7.9: notes create, read, update, delete,
 * exists). Private: another customer's note answers 404 NOTE_NOT_FOUND like a missing one.
 */

export const InstrumentNoteSchema = z
  .object({
    id: z.number().int(),
    instrumentId: z.number().int(),
    text: z.string(),
    /** Epoch ms. */
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'InstrumentNote' });

/** Trimmed, then 1–2000 characters; line breaks are kept. */
const NoteText = Text.trim().min(1).max(NOTE_TEXT_MAX);
const InstrumentIdBody = z.number().int().positive().max(2_147_483_647);

export const listNotes = defineCall({
  id: 'listNotes',
  method: 'GET',
  path: '/nnxapi/personalization/v1/notes',
  auth: 'token',
  summary: "The customer's notes, newest change first; on one instrument with instrumentId",
  tags: ['personalization'],
  query: z.object({ instrumentId: IdParam.optional() }),
  reply: z.object({ notes: z.array(InstrumentNoteSchema) }),
});

export const notesExist = defineCall({
  id: 'notesExist',
  method: 'GET',
  path: '/nnxapi/personalization/v1/notes/exists',
  auth: 'token',
  summary: 'Which of the given instruments (comma-joined, at most 100) the customer has notes on',
  tags: ['personalization'],
  query: z.object({ instrumentIds: IdList }),
  reply: z.object({ instrumentIds: z.array(z.number().int()) }),
});

export const createNote = defineCall({
  id: 'createNote',
  method: 'POST',
  path: '/nnxapi/personalization/v1/notes',
  auth: 'token',
  summary: 'Writes a note on an instrument (404 UNKNOWN_INSTRUMENT, 422 NOTE_LIMIT_REACHED)',
  tags: ['personalization'],
  body: z.object({ instrumentId: InstrumentIdBody, text: NoteText }),
  status: 201,
  reply: InstrumentNoteSchema,
});

export const getNote = defineCall({
  id: 'getNote',
  method: 'GET',
  path: '/nnxapi/personalization/v1/notes/{noteId}',
  auth: 'token',
  summary: 'One of the customer’s notes',
  tags: ['personalization'],
  params: z.object({ noteId: IdParam }),
  reply: InstrumentNoteSchema,
});

export const updateNote = defineCall({
  id: 'updateNote',
  method: 'PUT',
  path: '/nnxapi/personalization/v1/notes/{noteId}',
  auth: 'token',
  summary: 'Rewrites a note',
  tags: ['personalization'],
  params: z.object({ noteId: IdParam }),
  body: z.object({ text: NoteText }),
  reply: InstrumentNoteSchema,
});

export const deleteNote = defineCall({
  id: 'deleteNote',
  method: 'DELETE',
  path: '/nnxapi/personalization/v1/notes/{noteId}',
  auth: 'token',
  summary: 'Deletes a note',
  tags: ['personalization'],
  params: z.object({ noteId: IdParam }),
  reply: z.object({ id: z.number().int() }),
});

import {
  createNote as createCall,
  deleteNote as deleteCall,
  getNote as getCall,
  listNotes as listCall,
  notesExist,
  updateNote as updateCall,
} from '@broker/contract';
import { defineRoute } from '../http/define-route';
import { createNote, deleteNote, getNote, instrumentsWithNotes, listNotes, updateNote } from './service';

export const noteRoutes = [
  defineRoute(listCall, async ({ deps, access, query }) => ({
    notes: await listNotes(deps, access.customerId, query.instrumentId),
  })),
  defineRoute(notesExist, async ({ deps, access, query }) => ({
    instrumentIds: await instrumentsWithNotes(
      deps,
      access.customerId,
      query.instrumentIds.split(',').map(Number),
    ),
  })),
  defineRoute(createCall, ({ deps, access, body }) => createNote(deps, access.customerId, body)),
  defineRoute(getCall, ({ deps, access, params }) => getNote(deps, access.customerId, params.noteId)),
  defineRoute(updateCall, ({ deps, access, params, body }) =>
    updateNote(deps, access.customerId, params.noteId, body.text),
  ),
  defineRoute(deleteCall, ({ deps, access, params }) => deleteNote(deps, access.customerId, params.noteId)),
];

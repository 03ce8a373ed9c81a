import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { createNote, deleteNote, updateNote } from '@broker/contract';
import { NOTE_TEXT_MAX, NOTES_PER_INSTRUMENT_MAX } from '@broker/domain';
import { useT, type Translate } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { instrumentNotesQuery, notesKey, type InstrumentNote } from './notes-queries';
import './notes.css';

/** What is wrong with a typed note before it is sent, or null; the server holds the same limits. */
function textProblem(text: string, t: Translate): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return t('notes.error.empty');
  if (trimmed.length > NOTE_TEXT_MAX) return t('notes.error.tooLong', { max: NOTE_TEXT_MAX });
  return null;
}

function refusalText(error: unknown, t: Translate): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'NOTE_LIMIT_REACHED')
    return t('notes.error.NOTE_LIMIT_REACHED', { max: NOTES_PER_INSTRUMENT_MAX });
  if (code === 'NOTE_NOT_FOUND') return t('notes.error.NOTE_NOT_FOUND');
  return t('notes.error.generic');
}

/**
 * The customer's own notes on an instrument (spec 001 §7.9 notes), on the instrument page: write,
 * change and delete them. Private to the customer; a visitor sees nothing of it.
 */
export function InstrumentNotes({
  instrumentId,
  instrumentName,
}: {
  instrumentId: number;
  instrumentName: string;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notes = useQuery(instrumentNotesQuery(client, instrumentId));
  // A key, not a text: the announcement follows a change of language like the rest of the page.
  const [announcement, setAnnouncement] = useState<'notes.saved' | 'notes.deleted' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notesKey(instrumentId) });

  return (
    <section
      className="card instrument-section notes-card"
      aria-labelledby={`${ids}-title`}
      data-testid="notes"
    >
      <h2 id={`${ids}-title`} className="section-title" ref={headingRef} tabIndex={-1}>
        {t('notes.title')}
      </h2>
      <p className="muted notes-intro">{t('notes.intro')}</p>
      <p role="status" className="visually-hidden" data-testid="notes-announcement">
        {announcement ? t(announcement) : ''}
      </p>
      {notes.isPending ? (
        <div role="status" className="section-loading">
          <Skeleton height="2.6rem" />
          <span className="visually-hidden">{t('notes.loading')}</span>
        </div>
      ) : notes.isError ? (
        <ErrorState
          message={t('notes.loadFailed')}
          onRetry={() => void notes.refetch()}
          testId="notes-error"
        />
      ) : notes.data.length === 0 ? (
        <p className="section-empty muted" data-testid="notes-empty">
          {t('notes.none', { name: instrumentName })}
        </p>
      ) : (
        <ul className="notes-list" data-testid="notes-list">
          {notes.data.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              onChanged={() => {
                setAnnouncement('notes.saved');
                void refresh();
              }}
              onDeleted={() => {
                setAnnouncement('notes.deleted');
                headingRef.current?.focus();
                void refresh();
              }}
            />
          ))}
        </ul>
      )}
      <NewNoteForm
        instrumentId={instrumentId}
        onSaved={() => {
          setAnnouncement('notes.saved');
          void refresh();
        }}
      />
    </section>
  );
}

function NewNoteForm({ instrumentId, onSaved }: { instrumentId: number; onSaved(): void }) {
  const t = useT();
  const client = useApiClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const save = useMutation({
    mutationFn: (body: { instrumentId: number; text: string }) => client.call(createNote, { body }),
    onSuccess: () => {
      setText('');
      setError(null);
      onSaved();
    },
    onError: (cause) => {
      setError(refusalText(cause, t));
      fieldRef.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = textProblem(text, t);
    setError(problem);
    if (problem) return fieldRef.current?.focus();
    save.mutate({ instrumentId, text: text.trim() });
  };

  return (
    <form className="notes-form" onSubmit={onSubmit} noValidate data-testid="note-form">
      <div className="field">
        <label htmlFor={`${ids}-text`}>{t('notes.new')}</label>
        <textarea
          ref={fieldRef}
          id={`${ids}-text`}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids}-count${error ? ` ${ids}-error` : ''}`}
          data-testid="note-text"
        />
        <p id={`${ids}-count`} className="muted notes-count">
          {t('notes.count', { count: text.trim().length, max: NOTE_TEXT_MAX })}
        </p>
        {error && (
          <p id={`${ids}-error`} className="field-error" data-testid="note-error">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={save.isPending}
        data-testid="note-save"
      >
        {save.isPending ? t('notes.saving') : t('notes.save')}
      </button>
    </form>
  );
}

function NoteItem({
  note,
  onChanged,
  onDeleted,
}: {
  note: InstrumentNote;
  onChanged(): void;
  onDeleted(): void;
}) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirmDelete'>('view');
  const [draft, setDraft] = useState(note.text);
  const [error, setError] = useState<string | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  // Which button gets the focus back once the item shows again (after saving or cancelling).
  const [focusBack, setFocusBack] = useState<'edit' | 'delete' | null>(null);
  useEffect(() => {
    if (mode !== 'view' || !focusBack) return;
    (focusBack === 'edit' ? editButtonRef : deleteButtonRef).current?.focus();
    setFocusBack(null);
  }, [mode, focusBack]);
  const ids = useId();
  const time = formatDateTime(note.updatedAt, meta.locale, displayTimeZone(meta.countryCode));

  const update = useMutation({
    mutationFn: (text: string) => client.call(updateNote, { params: { noteId: note.id }, body: { text } }),
    onSuccess: () => {
      setMode('view');
      setError(null);
      onChanged();
      setFocusBack('edit');
    },
    onError: (cause) => setError(refusalText(cause, t)),
  });
  const remove = useMutation({
    mutationFn: () => client.call(deleteNote, { params: { noteId: note.id } }),
    onSuccess: onDeleted,
    onError: (cause) => setError(refusalText(cause, t)),
  });

  if (mode === 'edit') {
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (update.isPending) return;
      const problem = textProblem(draft, t);
      setError(problem);
      if (!problem) update.mutate(draft.trim());
    };
    return (
      <li className="note" data-testid="note">
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${ids}-draft`}>{t('notes.edit.field')}</label>
            <textarea
              id={`${ids}-draft`}
              rows={3}
              value={draft}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              data-testid="note-draft"
            />
            {error && (
              <p id={`${ids}-error`} className="field-error" data-testid="note-error">
                {error}
              </p>
            )}
          </div>
          <div className="note-actions">
            <button type="submit" className="button button-primary" disabled={update.isPending}>
              {t('notes.edit.save')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setMode('view');
                setDraft(note.text);
                setError(null);
                setFocusBack('edit');
              }}
            >
              {t('notes.edit.cancel')}
            </button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="note" data-testid="note">
      <p className="note-text" data-testid="note-body">
        {note.text}
      </p>
      <p className="muted note-time">
        {t(note.updatedAt === note.createdAt ? 'notes.written' : 'notes.updated', { time })}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {mode === 'confirmDelete' ? (
        // Keys of their own: React must not turn the "Delete" button into "Yes, delete" in place, or
        // its colours would fade from one style to the other (and read as too little contrast).
        <div key="confirm" className="note-actions" role="group" aria-label={t('notes.delete.confirm')}>
          <span>{t('notes.delete.confirm')}</span>
          <button
            type="button"
            className="button button-primary"
            autoFocus
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            data-testid="note-delete-yes"
          >
            {t('notes.delete.yes')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setMode('view');
              setFocusBack('delete');
            }}
          >
            {t('notes.delete.no')}
          </button>
        </div>
      ) : (
        <div key="actions" className="note-actions">
          <button
            ref={editButtonRef}
            type="button"
            className="button button-secondary"
            aria-label={t('notes.edit.label', { time })}
            onClick={() => {
              setDraft(note.text);
              setMode('edit');
            }}
            data-testid="note-edit"
          >
            {t('notes.edit')}
          </button>
          <button
            ref={deleteButtonRef}
            type="button"
            className="button button-secondary"
            aria-label={t('notes.delete.label', { time })}
            onClick={() => setMode('confirmDelete')}
            data-testid="note-delete"
          >
            {t('notes.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

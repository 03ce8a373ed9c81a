import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { renameAccount } from '@broker/contract';
import { ACCOUNT_ALIAS_MAX, accountAliasProblem } from '@broker/domain';
import { useT, type Translate } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { refreshAccountLists } from './authorizations-queries';
import './authorizations.css';

function aliasError(code: string | undefined, t: Translate): string {
  switch (code) {
    case 'ACCOUNT_ALIAS_LENGTH':
      return t('alias.error.ACCOUNT_ALIAS_LENGTH', { max: ACCOUNT_ALIAS_MAX });
    case 'ACCOUNT_ALIAS_CHARACTERS':
      return t('alias.error.ACCOUNT_ALIAS_CHARACTERS');
    case 'ACCOUNT_NOT_FOUND':
      return t('alias.error.ACCOUNT_NOT_FOUND');
    default:
      return t('alias.error.generic');
  }
}

/**
 * Renaming one of the customer's accounts (spec 001 §7.6 account alias), on the overview's account
 * card: a button that opens a one-field form in place; Escape or Cancel closes it, and the focus
 * returns to the button. The new name shows wherever accounts are listed.
 */
export function RenameAccount({ accid, alias }: { accid: number; alias: string }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(alias);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [focusButton, setFocusButton] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  useEffect(() => {
    if (editing || !focusButton) return;
    buttonRef.current?.focus();
    setFocusButton(false);
  }, [editing, focusButton]);

  const save = useMutation({
    mutationFn: (next: string) => client.call(renameAccount, { params: { accid }, body: { alias: next } }),
    onSuccess: async (account) => {
      setSaved(account.alias);
      setEditing(false);
      setFocusButton(true);
      await refreshAccountLists(client, queryClient);
    },
    onError: (cause) => {
      setError(aliasError(cause instanceof ApiError ? cause.code : undefined, t));
      fieldRef.current?.focus();
    },
  });

  const close = () => {
    setEditing(false);
    setError(null);
    setFocusButton(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = accountAliasProblem(draft);
    if (problem) {
      setError(aliasError(problem, t));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    save.mutate(draft.trim());
  };

  return (
    <div className="account-rename">
      <p role="status" className="visually-hidden" data-testid="alias-saved">
        {saved ? t('alias.saved', { name: saved }) : ''}
      </p>
      {editing ? (
        <form
          className="account-rename-form"
          onSubmit={onSubmit}
          noValidate
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
          data-testid="alias-form"
        >
          <div className="field">
            <label htmlFor={`${ids}-alias`}>{t('alias.field')}</label>
            <input
              ref={fieldRef}
              id={`${ids}-alias`}
              type="text"
              value={draft}
              autoFocus
              autoComplete="off"
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
              data-testid="alias-input"
            />
            <p id={`${ids}-hint`} className="muted">
              {t('alias.hint', { max: ACCOUNT_ALIAS_MAX })}
            </p>
            {error && (
              <p id={`${ids}-error`} className="field-error" data-testid="alias-error">
                {error}
              </p>
            )}
          </div>
          <div className="account-rename-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={save.isPending}
              data-testid="alias-save"
            >
              {t('alias.save')}
            </button>
            <button type="button" className="button button-secondary" onClick={close}>
              {t('alias.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          className="button button-secondary account-rename-button"
          aria-label={t('alias.rename.label', { name: alias })}
          onClick={() => {
            setDraft(alias);
            setError(null);
            setEditing(true);
          }}
          data-testid="alias-rename"
        >
          {t('alias.rename')}
        </button>
      )}
    </div>
  );
}

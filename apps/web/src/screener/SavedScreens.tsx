import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { deleteSavedScreen, saveScreen, SAVED_SCREENS_MAX } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import type { ScreenType, Sort } from './screener-fields';
import { savedScreensQuery } from './screener-queries';
import { filtersOf, type Criteria, type FilterState } from './ScreenerFilters';

/** A logged-in customer's saved screens: save the current one under a name, use or delete one. */
export function SavedScreens({
  type,
  criteria,
  sort,
  onOpen,
}: {
  type: ScreenType;
  criteria: Criteria | undefined;
  sort: Sort;
  onOpen(saved: { type: ScreenType; filters: FilterState; sort: Sort }): void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const saved = useQuery(savedScreensQuery(client));
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  const save = useMutation({
    mutationFn: (input: { name: string; criteria: Criteria }) =>
      client.call(saveScreen, { body: { name: input.name, type, criteria: { ...input.criteria, sort } } }),
    onSuccess: (screen) => {
      setName('');
      setError(undefined);
      setMessage(t('screener.saved.savedAs', { name: screen.name }));
      void queryClient.invalidateQueries({ queryKey: savedScreensQuery(client).queryKey });
    },
    onError: (e) => {
      setMessage(undefined);
      setError(
        e instanceof ApiError && e.code === 'SCREEN_LIMIT_REACHED'
          ? t('screener.saved.SCREEN_LIMIT_REACHED', { max: SAVED_SCREENS_MAX })
          : t('screener.saved.failed'),
      );
    },
  });
  const remove = useMutation({
    mutationFn: (screen: { id: number; name: string }) =>
      client.call(deleteSavedScreen, { params: { screen_id: screen.id } }).then(() => screen),
    onSuccess: (screen) => {
      setMessage(t('screener.saved.deleted', { name: screen.name }));
      void queryClient.invalidateQueries({ queryKey: savedScreensQuery(client).queryKey });
    },
  });

  return (
    <div className="screener-saved" data-testid="saved-screens">
      <h3>{t('screener.saved')}</h3>
      <form
        className="screener-save-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() === '') {
            setMessage(undefined);
            setError(t('screener.saved.nameMissing'));
            return;
          }
          if (criteria) save.mutate({ name: name.trim(), criteria });
        }}
      >
        <div className="field">
          <label htmlFor="screener-save-name">{t('screener.saved.name')}</label>
          <input
            id="screener-save-name"
            value={name}
            maxLength={60}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'screener-save-error' : undefined}
            onChange={(e) => setName(e.target.value)}
            data-testid="save-screen-name"
          />
        </div>
        <button type="submit" className="button button-secondary" data-testid="save-screen">
          {t('screener.saved.save')}
        </button>
      </form>
      <p role="status" className="screener-saved-status" data-testid="saved-screens-status">
        {message}
      </p>
      {error && (
        <p className="field-error" id="screener-save-error" role="alert" data-testid="save-screen-error">
          {error}
        </p>
      )}
      {saved.data && saved.data.screens.length === 0 && <p className="muted">{t('screener.saved.none')}</p>}
      {saved.data && saved.data.screens.length > 0 && (
        <ul className="screener-saved-list">
          {saved.data.screens.map((s) => (
            <li key={s.id} data-testid={`saved-screen-${s.id}`}>
              <button
                type="button"
                className="button button-link"
                onClick={() =>
                  onOpen({
                    type: s.type,
                    filters: filtersOf(s.criteria),
                    sort: s.criteria.sort ?? { field: 'NAME', order: 'ASC' },
                  })
                }
                aria-label={t('screener.saved.open', { name: s.name })}
              >
                {s.name}
              </button>
              <button
                type="button"
                className="button button-link"
                onClick={() => remove.mutate(s)}
                aria-label={t('screener.saved.delete', { name: s.name })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

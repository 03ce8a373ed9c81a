import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WATCHLIST_NAME_MAX } from '@broker/domain';
import { useT, type Translate } from '../i18n/use-t';
import { InstrumentListTable } from '../market/InstrumentListTable';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { InstrumentSearch } from './InstrumentSearch';
import { useWatchlistMutations } from './use-watchlist-mutations';
import { myWatchlistsQuery, type Watchlist } from './watchlist-queries';
import './watchlists.css';

/** The name rule of the contract (trimmed, 1–50 characters), as a message or undefined when valid. */
export function nameError(name: string, t: Translate): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return t('watchlists.name.required');
  if (trimmed.length > WATCHLIST_NAME_MAX) return t('watchlists.name.tooLong', { max: WATCHLIST_NAME_MAX });
  return undefined;
}

function NameForm({
  label,
  submitText,
  initial = '',
  onSubmit,
  onCancel,
  testId,
}: {
  label: string;
  submitText: string;
  initial?: string;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
  testId: string;
}) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name, t);
    setError(problem);
    if (problem) return;
    onSubmit(name.trim());
    setName('');
  };
  return (
    <form className="watchlist-name-form field" onSubmit={submit} noValidate data-testid={testId}>
      <label htmlFor={inputId}>{label}</label>
      <div className="watchlist-name-row">
        <input
          id={inputId}
          value={name}
          maxLength={WATCHLIST_NAME_MAX + 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {submitText}
        </button>
        {onCancel && (
          <button type="button" className="button button-quiet" onClick={onCancel}>
            {t('watchlists.cancel')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function WatchlistCard({
  list,
  locale,
  actions,
}: {
  list: Watchlist;
  locale: string;
  actions: ReturnType<typeof useWatchlistMutations>;
}) {
  const t = useT();
  const [mode, setMode] = useState<'view' | 'rename' | 'confirmDelete'>('view');
  const pending = list.id < 0;
  return (
    <section
      className="card watchlist-card"
      aria-labelledby={`watchlist-${list.id}-name`}
      data-testid={`watchlist-${pending ? 'pending' : list.id}`}
      aria-busy={pending}
    >
      <div className="watchlist-head">
        {mode === 'rename' ? (
          <NameForm
            label={t('watchlists.rename.label', { name: list.name })}
            submitText={t('watchlists.save')}
            initial={list.name}
            onSubmit={(name) => {
              setMode('view');
              if (name !== list.name) actions.rename.mutate({ id: list.id, name });
            }}
            onCancel={() => setMode('view')}
            testId="rename-form"
          />
        ) : (
          <>
            <h2 id={`watchlist-${list.id}-name`} data-testid="watchlist-name">
              {list.name}
            </h2>
            <div className="watchlist-tools">
              <button
                type="button"
                className="button button-quiet"
                disabled={pending}
                onClick={() => setMode('rename')}
                data-testid="rename-button"
              >
                {t('watchlists.rename')}
              </button>
              <button
                type="button"
                className="button button-quiet"
                disabled={pending}
                onClick={() => setMode('confirmDelete')}
                data-testid="delete-button"
              >
                {t('watchlists.delete')}
              </button>
            </div>
          </>
        )}
      </div>
      {mode === 'confirmDelete' && (
        <div className="watchlist-confirm" role="alertdialog" aria-label={t('watchlists.delete')}>
          <p>{t('watchlists.delete.confirm', { name: list.name })}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setMode('view');
              actions.remove.mutate(list.id);
            }}
            data-testid="delete-confirm"
          >
            {t('watchlists.delete.yes')}
          </button>
          <button type="button" className="button button-quiet" onClick={() => setMode('view')}>
            {t('watchlists.cancel')}
          </button>
        </div>
      )}
      {list.items.length === 0 ? (
        <p className="muted" data-testid="watchlist-empty">
          {t('watchlists.listEmpty')}
        </p>
      ) : (
        <InstrumentListTable
          instruments={list.items}
          caption={t('watchlists.table.caption', { name: list.name })}
          locale={locale}
          testId={`watchlist-items-${list.id}`}
          action={(item) => (
            <button
              type="button"
              className="button button-quiet watchlist-remove"
              aria-label={t('watchlists.remove', { name: item.name })}
              disabled={pending}
              onClick={() => actions.removeItem.mutate({ id: list.id, instrumentId: item.instrument_id })}
              data-testid={`remove-item-${item.instrument_id}`}
            >
              ×
            </button>
          )}
        />
      )}
      {!pending && (
        <InstrumentSearch
          listName={list.name}
          inList={(id) => list.items.some((item) => item.instrument_id === id)}
          onAdd={(hit) => actions.addItem.mutate({ id: list.id, hit })}
          testId={`watchlist-search-${list.id}`}
        />
      )}
    </section>
  );
}

/** `/watchlists`: the customer's own watchlists, every change optimistic and rolled back on failure. */
export function WatchlistsPage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const lists = useQuery(myWatchlistsQuery(client));
  const actions = useWatchlistMutations();
  useDocumentTitle(t('watchlists.title'));

  return (
    <div className="page watchlists">
      <div className="page-head">
        <h1 data-testid="page-title">{t('watchlists.title')}</h1>
      </div>

      {actions.error && (
        <div className="watchlists-error" role="alert" data-testid="watchlists-action-error">
          <p>{actions.error}</p>
          <button type="button" className="button button-quiet" onClick={actions.clearError}>
            {t('watchlists.dismiss')}
          </button>
        </div>
      )}

      {lists.isPending ? (
        <div role="status" data-testid="watchlists-loading">
          <span className="visually-hidden">{t('watchlists.loading')}</span>
          <Skeleton height="10rem" />
        </div>
      ) : lists.isError ? (
        <ErrorState
          message={t('watchlists.loadError')}
          onRetry={() => void lists.refetch()}
          testId="watchlists-error"
        />
      ) : (
        <>
          {lists.data.length === 0 && (
            <p className="muted" data-testid="watchlists-empty">
              {t('watchlists.empty')}
            </p>
          )}
          {lists.data.map((list) => (
            <WatchlistCard key={list.id} list={list} locale={meta.locale} actions={actions} />
          ))}
        </>
      )}

      <div className="card watchlist-create">
        <NameForm
          label={t('watchlists.create.label')}
          submitText={t('watchlists.create.submit')}
          onSubmit={(name) => actions.create.mutate(name)}
          testId="create-form"
        />
      </div>
    </div>
  );
}

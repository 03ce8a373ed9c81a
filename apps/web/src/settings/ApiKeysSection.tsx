import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { API_KEY_NAME_MAX, createMyApiKey, revokeMyApiKey } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { representedCompaniesQuery } from '../companies/company-queries';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { apiKeysQuery, type ApiKeySummary } from './security-queries';

/** Validity choices in days; 0 is "until revoked". */
const EXPIRY_CHOICES = [30, 90, 180, 365, 0] as const;

export function ApiKeysSection({ announce }: { announce: (text: string) => void }) {
  const t = useT();
  const client = useApiClient();
  const keys = useQuery(apiKeysQuery(client));
  // An API key is the person's own: none is made while the login acts for a company or an estate.
  const acting = useQuery(representedCompaniesQuery(client)).data?.actingPerson != null;
  const heading = useRef<HTMLHeadingElement>(null);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  return (
    <section className="card security-section" aria-labelledby="security-api-keys" data-testid="api-keys">
      <h2 id="security-api-keys" ref={heading} tabIndex={-1}>
        {t('apiKeys.title')}
      </h2>
      <p className="muted">{t('apiKeys.intro')}</p>
      {created && (
        <CreatedKey
          created={created}
          onDone={() => {
            setCreated(null);
            heading.current?.focus();
          }}
        />
      )}
      {keys.isError ? (
        <ErrorState message={t('apiKeys.error')} onRetry={() => void keys.refetch()} />
      ) : keys.isPending ? (
        <p className="muted" aria-busy="true">
          {t('apiKeys.loading')}
        </p>
      ) : keys.data.length === 0 ? (
        <p className="muted" data-testid="api-keys-none">
          {t('apiKeys.none')}
        </p>
      ) : (
        <ul className="security-list" data-testid="api-key-list">
          {keys.data.map((k) => (
            <ApiKeyItem
              key={k.id}
              apiKey={k}
              announce={announce}
              onRevoked={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
      {acting ? (
        <p className="alert alert-info" data-testid="api-keys-personal">
          {t('apiKeys.personal')}
        </p>
      ) : (
        <CreateKey onCreated={setCreated} />
      )}
    </section>
  );
}

/** The new key, shown this once, with a copy button. */
function CreatedKey({ created, onDone }: { created: { key: string; name: string }; onDone: () => void }) {
  const t = useT();
  const ids = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('yes');
    } catch {
      setCopied('failed');
      field.current?.select();
    }
  };
  return (
    <div className="security-created alert alert-info" data-testid="api-key-created">
      <p className="security-item-name">{t('apiKeys.created.title', { name: created.name })}</p>
      <p>{t('apiKeys.created.once')}</p>
      <label htmlFor={`${ids}-key`} className="visually-hidden">
        {t('apiKeys.created.label')}
      </label>
      <input
        ref={field}
        id={`${ids}-key`}
        className="security-key"
        type="text"
        readOnly
        value={created.key}
        data-testid="api-key-value"
      />
      <div className="security-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void copy()}
          data-testid="api-key-copy"
        >
          {t('apiKeys.copy')}
        </button>
        <button type="button" className="button button-quiet" onClick={onDone} data-testid="api-key-done">
          {t('apiKeys.done')}
        </button>
        <span role="status" className="muted">
          {copied === 'yes' ? t('apiKeys.copied') : copied === 'failed' ? t('apiKeys.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}

function ApiKeyItem({
  apiKey,
  announce,
  onRevoked,
}: {
  apiKey: ApiKeySummary;
  announce: (text: string) => void;
  onRevoked: () => void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const when = (ms: number) => formatDateTime(ms, meta.locale, displayTimeZone(meta.countryCode));
  useEffect(() => {
    if (confirming) yes.current?.focus();
  }, [confirming]);
  const revoke = useMutation({
    mutationFn: () => client.call(revokeMyApiKey, { params: { id: apiKey.id } }),
    onMutate: () => setProblem(false),
    onSuccess: (left) => {
      queryClient.setQueryData(apiKeysQuery(client).queryKey, left);
      announce(t('apiKeys.revoked', { name: apiKey.name }));
      onRevoked();
    },
    onError: () => setProblem(true),
  });
  return (
    <li className="security-item" data-testid="api-key" data-name={apiKey.name}>
      <div>
        <p className="security-item-name">
          {apiKey.name} <code className="security-key-display">{apiKey.display}</code>
        </p>
        <p className="muted security-item-facts">
          <span>{t('apiKeys.createdAt', { date: when(apiKey.createdAt) })}</span>
          <span>
            {apiKey.lastUsedAt === null
              ? t('apiKeys.neverUsed')
              : t('apiKeys.lastUsed', { date: when(apiKey.lastUsedAt) })}
          </span>
          <span>
            {apiKey.expiresAt === null
              ? t('apiKeys.noExpiry')
              : t(apiKey.expired ? 'apiKeys.expired' : 'apiKeys.expires', { date: when(apiKey.expiresAt) })}
          </span>
        </p>
        {problem && (
          <p className="field-error" role="alert">
            {t('apiKeys.revokeFailed')}
          </p>
        )}
        {confirming && (
          <div className="security-confirm" data-testid="api-key-confirm">
            <p>{t('apiKeys.revoke.confirm', { name: apiKey.name })}</p>
            <div className="security-actions">
              <button
                ref={yes}
                type="button"
                className="button button-danger"
                onClick={() => revoke.mutate()}
                disabled={revoke.isPending}
                data-testid="api-key-revoke-yes"
              >
                {t('apiKeys.revoke.yes')}
              </button>
              <button
                type="button"
                className="button button-quiet"
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => revokeButton.current?.focus());
                }}
                data-testid="api-key-revoke-no"
              >
                {t('apiKeys.revoke.no')}
              </button>
            </div>
          </div>
        )}
      </div>
      {!confirming && (
        <button
          ref={revokeButton}
          type="button"
          className="button button-quiet"
          onClick={() => setConfirming(true)}
          aria-label={t('apiKeys.revoke.label', { name: apiKey.name })}
          data-testid="api-key-revoke"
        >
          {t('apiKeys.revoke')}
        </button>
      )}
    </li>
  );
}

function CreateKey({ onCreated }: { onCreated: (created: { key: string; name: string }) => void }) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [days, setDays] = useState<number>(90);
  const [error, setError] = useState<MessageKey | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const create = useMutation({
    mutationFn: (chosen: string) =>
      client.call(createMyApiKey, { body: { name: chosen, ...(days > 0 ? { expiresInDays: days } : {}) } }),
    onMutate: () => setError(null),
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: apiKeysQuery(client).queryKey });
      onCreated({ key: made.key, name: made.apiKey.name });
      setName('');
    },
    onError: (cause) => {
      setError(
        cause instanceof ApiError && cause.code === 'API_KEY_NAME_LENGTH'
          ? 'apiKeys.name.required'
          : cause instanceof ApiError && cause.code === 'API_KEY_LIMIT_REACHED'
            ? 'apiKeys.limit'
            : cause instanceof ApiError && cause.code === 'PERSONAL_CREDENTIAL_ONLY'
              ? 'apiKeys.personal'
              : 'apiKeys.createFailed',
      );
      input.current?.focus();
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = name.trim();
    if (chosen.length < 1 || chosen.length > API_KEY_NAME_MAX) {
      setError('apiKeys.name.required');
      input.current?.focus();
      return;
    }
    create.mutate(chosen);
  };
  return (
    <form className="security-form" onSubmit={onSubmit} noValidate data-testid="api-key-form">
      <div className="field">
        <label htmlFor={`${ids}-name`}>{t('apiKeys.name')}</label>
        <input
          ref={input}
          id={`${ids}-name`}
          type="text"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error === 'apiKeys.name.required' ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
          data-testid="api-key-name"
        />
        {error && (
          <p id={`${ids}-error`} className="field-error" role="alert" data-testid="api-key-error">
            {t(error)}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-expiry`}>{t('apiKeys.expiry')}</label>
        <select
          id={`${ids}-expiry`}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          data-testid="api-key-expiry"
        >
          {EXPIRY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d === 0
                ? t('apiKeys.expiry.never')
                : d === 365
                  ? t('apiKeys.expiry.year')
                  : t('apiKeys.expiry.days', { days: d })}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={create.isPending}
        data-testid="api-key-create"
      >
        {create.isPending ? t('apiKeys.creating') : t('apiKeys.create')}
      </button>
    </form>
  );
}

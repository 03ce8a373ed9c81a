import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from '@broker/client';
import { deleteLunaEnrollment, PASSKEY_NAME_MAX, pollLuna, startLuna } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { representedCompaniesQuery } from '../companies/company-queries';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { passkeysQuery, type PasskeyEnrollment } from './security-queries';

function addError(cause: unknown): MessageKey {
  if (cause instanceof ApiError) {
    if (cause.code === 'PASSKEY_NAME_LENGTH') return 'passkeys.name.required';
    if (cause.code === 'PASSKEY_ALREADY_ENROLLED') return 'passkeys.alreadyEnrolled';
    if (cause.code === 'PERSONAL_CREDENTIAL_ONLY') return 'passkeys.personal';
    return 'passkeys.addFailed';
  }
  if (cause instanceof Error) {
    // The authenticator already holds one of this customer's passkeys (excludeCredentials).
    if (cause.name === 'InvalidStateError') return 'passkeys.alreadyEnrolled';
    if (cause.name === 'NotAllowedError' || cause.name === 'AbortError') return 'passkeys.addCancelled';
  }
  return 'passkeys.addFailed';
}

export function PasskeysSection({ announce }: { announce: (text: string) => void }) {
  const t = useT();
  const client = useApiClient();
  const passkeys = useQuery(passkeysQuery(client));
  // A passkey is the person's own: none is added while the login acts for a company or an estate.
  const acting = useQuery(representedCompaniesQuery(client)).data?.actingPerson != null;
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="card security-section" aria-labelledby="security-passkeys" data-testid="passkeys">
      <h2 id="security-passkeys" ref={heading} tabIndex={-1}>
        {t('passkeys.title')}
      </h2>
      <p className="muted">{t('passkeys.intro')}</p>
      {passkeys.isError ? (
        <ErrorState message={t('passkeys.error')} onRetry={() => void passkeys.refetch()} />
      ) : passkeys.isPending ? (
        <p className="muted" aria-busy="true">
          {t('passkeys.loading')}
        </p>
      ) : passkeys.data.length === 0 ? (
        <p className="muted" data-testid="passkeys-none">
          {t('passkeys.none')}
        </p>
      ) : (
        <ul className="security-list" data-testid="passkey-list">
          {passkeys.data.map((p) => (
            <PasskeyItem
              key={p.id}
              passkey={p}
              announce={announce}
              onDeleted={() => heading.current?.focus()}
            />
          ))}
        </ul>
      )}
      {acting ? (
        <p className="alert alert-info" data-testid="passkeys-personal">
          {t('passkeys.personal')}
        </p>
      ) : browserSupportsWebAuthn() ? (
        <AddPasskey announce={announce} />
      ) : (
        <p className="muted">{t('passkeys.unsupported')}</p>
      )}
    </section>
  );
}

function PasskeyItem({
  passkey,
  announce,
  onDeleted,
}: {
  passkey: PasskeyEnrollment;
  announce: (text: string) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [problem, setProblem] = useState(false);
  const when = (ms: number) => formatDateTime(ms, meta.locale, displayTimeZone(meta.countryCode));
  const remove = useMutation({
    mutationFn: () => client.call(deleteLunaEnrollment, { params: { id: passkey.id } }),
    onMutate: () => setProblem(false),
    onSuccess: (left) => {
      queryClient.setQueryData(passkeysQuery(client).queryKey, left);
      announce(t('passkeys.deleted', { name: passkey.name }));
      onDeleted();
    },
    onError: () => setProblem(true),
  });
  return (
    <li className="security-item" data-testid="passkey" data-name={passkey.name}>
      <div>
        <p className="security-item-name">{passkey.name}</p>
        <p className="muted security-item-facts">
          <span>{t('passkeys.created', { date: when(passkey.createdAt) })}</span>
          <span>
            {passkey.lastUsedAt === null
              ? t('passkeys.neverUsed')
              : t('passkeys.lastUsed', { date: when(passkey.lastUsedAt) })}
          </span>
          <span>
            {passkey.deviceType === 'multiDevice' ? t('passkeys.synced') : t('passkeys.deviceBound')}
          </span>
        </p>
        {problem && (
          <p className="field-error" role="alert">
            {t('passkeys.deleteFailed')}
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button-quiet"
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
        aria-label={t('passkeys.delete.label', { name: passkey.name })}
        data-testid="passkey-delete"
      >
        {t('passkeys.delete')}
      </button>
    </li>
  );
}

function AddPasskey({ announce }: { announce: (text: string) => void }) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = useMutation({
    mutationFn: async (chosen: string) => {
      const started = await client.call(startLuna, { body: { ceremony: 'REGISTRATION', name: chosen } });
      const registrationResponse = await startRegistration({
        optionsJSON: started.options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return client.call(pollLuna, { body: { challengeId: started.challengeId, registrationResponse } });
    },
    onMutate: () => setError(null),
    onSuccess: (done) => {
      void queryClient.invalidateQueries({ queryKey: passkeysQuery(client).queryKey });
      announce(t('passkeys.added', { name: done.enrollment?.name ?? name }));
      setName('');
    },
    onError: (cause) => {
      setError(addError(cause));
      input.current?.focus();
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = name.trim();
    if (chosen.length < 1 || chosen.length > PASSKEY_NAME_MAX) {
      setError('passkeys.name.required');
      input.current?.focus();
      return;
    }
    add.mutate(chosen);
  };
  const described = [`${ids}-hint`, error ? `${ids}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className="security-form" onSubmit={onSubmit} noValidate data-testid="passkey-add-form">
      <div className="field">
        <label htmlFor={`${ids}-name`}>{t('passkeys.name')}</label>
        <input
          ref={input}
          id={`${ids}-name`}
          type="text"
          value={name}
          maxLength={PASSKEY_NAME_MAX + 20}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error === 'passkeys.name.required' ? true : undefined}
          aria-describedby={described}
          data-testid="passkey-name"
        />
        <p id={`${ids}-hint`} className="muted field-hint">
          {t('passkeys.name.hint')}
        </p>
        {error && (
          <p id={`${ids}-error`} className="field-error" role="alert" data-testid="passkey-add-error">
            {t(error)}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={add.isPending}
        data-testid="passkey-add"
      >
        {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
      </button>
    </form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { deskLogin } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useDocumentTitle } from '../ui/use-document-title';
import { DESK_KEY } from './desk-queries';

/** The staff login: username and password, throttled by the server like a customer's login. */
export function DeskLogin() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  useDocumentTitle(t('desk.login.title'));
  const ids = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (username.trim() === '') return usernameRef.current?.focus();
    if (password === '') return passwordRef.current?.focus();
    setSubmitting(true);
    setError(null);
    try {
      await client.call(deskLogin, { body: { username: username.trim(), password } });
      await queryClient.resetQueries({ queryKey: DESK_KEY });
    } catch (cause) {
      const status = cause instanceof ApiError ? cause.status : 0;
      setError(
        status === 401 ? 'desk.login.failed' : status === 429 ? 'desk.login.throttled' : 'desk.login.error',
      );
      setPassword('');
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page narrow desk-login" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{t('desk.login.title')}</h1>
      <p className="muted">{t('desk.login.intro')}</p>
      <form
        className="login-form"
        onSubmit={onSubmit}
        noValidate
        aria-busy={submitting}
        data-testid="desk-login"
      >
        {error && (
          <div className="alert alert-error" role="alert" data-testid="desk-login-error">
            {t(error)}
          </div>
        )}
        <div className="field">
          <label htmlFor={`${ids}-username`}>{t('desk.login.username')}</label>
          <input
            ref={usernameRef}
            id={`${ids}-username`}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            data-testid="desk-username"
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-password`}>{t('desk.login.password')}</label>
          <input
            ref={passwordRef}
            id={`${ids}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="desk-password"
          />
        </div>
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={submitting}
          data-testid="desk-login-submit"
        >
          {t('desk.login.submit')}
        </button>
      </form>
    </section>
  );
}

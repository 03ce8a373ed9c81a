import { useId, useRef, useState, type FormEvent } from 'react';
import { COUNTRIES, isCountryCode, type CountryCode } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { DemoLogins } from './DemoLogins';
import { DEMO_PASSWORD, type DemoLogin } from '@broker/domain';
import { loginErrorMessage } from './login-error';

interface FieldErrors {
  username?: MessageKey;
  password?: MessageKey;
}

export function LoginForm() {
  const t = useT();
  const { meta, login } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [country, setCountry] = useState<CountryCode>(meta.countryCode);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<MessageKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors: FieldErrors = {
      username: username.trim() === '' ? 'login.usernameRequired' : undefined,
      password: password === '' ? 'login.passwordRequired' : undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();

    setSubmitting(true);
    try {
      // On success the session changes and the login page navigates away.
      await login({ username: username.trim(), password, countryCode: country });
    } catch (cause) {
      setError(loginErrorMessage(cause));
      setPassword('');
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  const pickDemo = (demo: DemoLogin) => {
    setUsername(demo.username);
    setPassword(DEMO_PASSWORD);
    setCountry(demo.countryCode);
    setFieldErrors({});
    setError(null);
  };

  const fieldError = (name: keyof FieldErrors) => {
    const key = fieldErrors[name];
    return key ? (
      <p id={`${ids}-${name}-error`} className="field-error">
        {t(key)}
      </p>
    ) : null;
  };

  return (
    <>
      <form
        className="login-form"
        onSubmit={onSubmit}
        noValidate
        data-testid="login-form"
        aria-busy={submitting}
      >
        {error && (
          <div className="alert alert-error" role="alert" data-testid="login-error">
            {t(error)}
          </div>
        )}

        <div className="field">
          <label htmlFor={`${ids}-username`}>{t('login.username')}</label>
          <input
            ref={usernameRef}
            id={`${ids}-username`}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            aria-invalid={fieldErrors.username ? true : undefined}
            aria-describedby={fieldErrors.username ? `${ids}-username-error` : undefined}
            data-testid="login-username"
          />
          {fieldError('username')}
        </div>

        <div className="field">
          <label htmlFor={`${ids}-password`}>{t('login.password')}</label>
          <input
            ref={passwordRef}
            id={`${ids}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${ids}-password-error` : undefined}
            data-testid="login-password"
          />
          {fieldError('password')}
        </div>

        <div className="field">
          <label htmlFor={`${ids}-country`}>{t('login.country')}</label>
          <select
            id={`${ids}-country`}
            name="country"
            value={country}
            onChange={(event) => {
              if (isCountryCode(event.target.value)) setCountry(event.target.value);
            }}
            data-testid="login-country"
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`country.${code}`)}
              </option>
            ))}
          </select>
        </div>

        <button
          type="submit"
          className="button button-primary button-block"
          disabled={submitting}
          data-testid="login-submit"
        >
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <DemoLogins onPick={pickDemo} />
    </>
  );
}

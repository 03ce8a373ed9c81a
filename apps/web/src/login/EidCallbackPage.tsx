import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useDocumentTitle } from '../ui/use-document-title';
import { eidErrorMessage } from './eid-login-error';
import { takeSignicatLogin } from './signicat-pending';
import { useEidLogin } from './use-eid-login';

/**
 * Where the identity provider sends the browser back (`/login/eid-callback?code=&state=`, or
 * `?error=access_denied&state=`): logs in with the code once, then on to where the person was going,
 * or to sign-up for a person who is not a customer yet.
 */
export function EidCallbackPage() {
  const t = useT();
  const navigate = useNavigate();
  const login = useEidLogin();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const once = useRef(false);
  useDocumentTitle(t('eid.callback.title'));

  useEffect(() => {
    // The code is single use: a second run of this effect (React's strict mode) must not spend it.
    if (once.current) return;
    once.current = true;
    const query = new URLSearchParams(window.location.search);
    const pending = takeSignicatLogin();
    if (pending) setCountry(pending.countryCode);
    const code = query.get('code');
    const state = query.get('state');
    if (query.get('error') === 'access_denied') return setProblem('eid.callback.cancelled');
    if (!pending || !code || !state) return setProblem('eid.error.failed');
    login({
      authenticationProvider: 'SIGNICAT',
      countryCode: pending.countryCode,
      authorizationCode: code,
      state,
      redirectUri: pending.redirectUri,
    }).then(
      (session) => {
        if (session.loggedIn) void navigate(pending.returnTo, { replace: true });
      },
      (cause: unknown) => setProblem(eidErrorMessage(cause)),
    );
  }, [login, navigate]);

  return (
    <div className="login-page">
      <section className="card login-card" aria-labelledby="eid-callback-title">
        <h1 id="eid-callback-title">{t('eid.callback.title')}</h1>
        {problem ? (
          <>
            <div className="alert alert-error" role="alert" data-testid="eid-error">
              <p>{t(problem)}</p>
            </div>
            <Link
              className="button button-primary button-block"
              to="/login"
              state={country ? { eidCountry: country } : undefined}
              data-testid="eid-try-again"
            >
              {t('eid.tryAgain')}
            </Link>
          </>
        ) : (
          <p role="status" data-testid="eid-logging-in">
            {t('eid.loggingIn')}
          </p>
        )}
      </section>
    </div>
  );
}

import { Navigate, useLocation } from 'react-router';
import { AFTER_LOGIN_PATH } from '@broker/domain';
import { useT } from '../i18n/use-t';
import type { LoginRedirectState } from '../session/RequireSession';
import { useSession } from '../session/session-context';
import { PageLoading } from '../ui/PageLoading';
import { useDocumentTitle } from '../ui/use-document-title';
import { LoginForm } from './LoginForm';
import { EidLogin } from './EidLogin';
import { PasskeyLogin } from './PasskeyLogin';

/**
 * Only a path inside the app may be returned to: an absolute or protocol-relative address in the
 * state would turn the login page into an open redirect.
 */
function returnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (
    typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/login')
  ) {
    return from;
  }
  return AFTER_LOGIN_PATH;
}

export function LoginPage() {
  const t = useT();
  const { status, ended } = useSession();
  const location = useLocation();
  useDocumentTitle(t('login.title'));

  if (status === 'checking') return <PageLoading />;
  if (status === 'loggedIn') return <Navigate to={returnPath(location.state)} replace />;

  return (
    <div className="login-page">
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="muted login-intro">{t('login.intro')}</p>
        {ended && (
          <p className="alert alert-info" role="status" data-testid="session-ended">
            {t('login.sessionExpired')}
          </p>
        )}
        <EidLogin returnTo={returnPath(location.state)} />
        <LoginForm />
        <PasskeyLogin />
        <a className="login-signup" href="/signup" data-testid="login-signup-link">
          {t('signup.loginLink')}
        </a>
      </section>
    </div>
  );
}

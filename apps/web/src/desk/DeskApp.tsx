import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NavLink, Route, Routes } from 'react-router';
import { deskLogout } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import { ErrorState } from '../ui/ErrorState';
import { NotFoundState } from '../ui/NotFoundState';
import { DESK_CUSTOMERS_PATH, DESK_KEY, DESK_PATH, deskSessionQuery } from './desk-queries';
import { DeskLogin } from './DeskLogin';
import { DeskQueuePage } from './DeskQueuePage';
import { DeskTaskPage } from './DeskTaskPage';
import { DeskCasePage } from './DeskCasePage';
import { DeskCustomerPage } from './DeskCustomerPage';
import './desk.css';

/**
 * `/desk`: the compliance desk, the staff side of CRM tasks and high-risk KYC. Its own frame (no
 * customer header, market bar or feeds) and its own login: the desk's session cookie, which the
 * customer's pages never use. Logged out, every desk address shows the desk login.
 */
export function DeskApp() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const session = useQuery(deskSessionQuery(client));
  const logout = useMutation({
    mutationFn: () => client.call(deskLogout),
    onSettled: () => queryClient.resetQueries({ queryKey: DESK_KEY }),
  });
  const staff = session.data?.loggedIn ? session.data.staff : undefined;
  return (
    <div className="app desk-app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="desk-header">
        <span className="desk-brand">{t('desk.title')}</span>
        {staff && (
          <nav className="desk-nav" aria-label={t('desk.nav.label')}>
            <NavLink to={DESK_PATH} end data-testid="desk-nav-queue">
              {t('desk.queue.title')}
            </NavLink>
            <NavLink to={DESK_CUSTOMERS_PATH} data-testid="desk-nav-customers">
              {t('desk.nav.customers')}
            </NavLink>
          </nav>
        )}
        <div className="desk-header-tools">
          {staff && (
            <>
              <span data-testid="desk-staff">{t('desk.loggedInAs', { name: staff.name })}</span>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => logout.mutate()}
                disabled={logout.isPending}
                data-testid="desk-logout"
              >
                {t('desk.logout')}
              </button>
            </>
          )}
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="main desk-main" tabIndex={-1}>
        {session.isPending ? (
          <p role="status">{t('desk.loading')}</p>
        ) : session.isError ? (
          <ErrorState message={t('desk.login.error')} onRetry={() => void session.refetch()} />
        ) : !staff ? (
          <DeskLogin />
        ) : (
          <Routes>
            <Route index element={<DeskQueuePage />} />
            <Route path="tasks/:taskId" element={<DeskTaskPage />} />
            <Route path="onboarding-cases/:caseId" element={<DeskCasePage />} />
            <Route path="customers" element={<DeskCustomerPage />} />
            <Route path="customers/:customerNo" element={<DeskCustomerPage />} />
            <Route
              path="*"
              element={
                <NotFoundState
                  title={t('desk.task.notFound')}
                  text=""
                  linkText={t('desk.task.back')}
                  linkTo={DESK_PATH}
                />
              }
            />
          </Routes>
        )}
      </main>
    </div>
  );
}

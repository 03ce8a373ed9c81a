import { Outlet } from 'react-router';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { ActingBanner } from '../companies/ActingBanner';
import { Header } from './Header';
import { MarketBar } from './MarketBar';
import { ContentFooter } from '../content/ContentFooter';

export function Layout() {
  const t = useT();
  const { status } = useSession();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      {status === 'loggedIn' && <ActingBanner />}
      {status === 'loggedIn' && <MarketBar />}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ContentFooter />
    </div>
  );
}

import { Outlet } from 'react-router';
import { useT } from '../i18n/use-t';
import { Header } from './Header';

export function Layout() {
  const t = useT();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

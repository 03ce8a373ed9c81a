import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import './content.css';

/** The site footer: the academy, the FAQ, events and the platform's status, for visitors and customers. */
export function ContentFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <nav aria-label={t('content.footer.label')}>
        <ul>
          <li>
            <Link to="/academy" data-testid="footer-academy">
              {t('content.academy.title')}
            </Link>
          </li>
          <li>
            <Link to="/help/faq">{t('content.faq.title')}</Link>
          </li>
          <li>
            <Link to="/events">{t('content.events.title')}</Link>
          </li>
          <li>
            <Link to="/status" data-testid="footer-status">
              {t('content.status.title')}
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}

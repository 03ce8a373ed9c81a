import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { NewsletterForm } from './NewsletterForm';
import './content.css';

/**
 * The site footer: the academy, the FAQ, events, contact and the platform's status, and the
 * newsletter sign-up, for visitors and customers.
 */
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
            <Link to="/contact" data-testid="footer-contact">
              {t('content.contact.title')}
            </Link>
          </li>
          <li>
            <Link to="/status" data-testid="footer-status">
              {t('content.status.title')}
            </Link>
          </li>
        </ul>
      </nav>
      <NewsletterForm />
    </footer>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { FaqList } from './FaqList';
import { faqQuery } from './content-queries';
import './content.css';

/** The FAQ: every question, with a vote on each answer. */
export function FaqPage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const faq = useQuery(faqQuery(client, meta.lang));
  useDocumentTitle(t('content.faq.title'));
  return (
    <div className="page content-page" data-testid="faq-page">
      <header>
        <h1>{t('content.faq.title')}</h1>
        <p className="content-summary">{t('content.faq.intro')}</p>
      </header>
      {faq.isPending ? (
        <div role="status">
          <Skeleton height="12rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : faq.isError ? (
        <ErrorState message={t('content.loadFailed')} onRetry={() => void faq.refetch()} />
      ) : (
        <FaqList entries={faq.data.entries} />
      )}
    </div>
  );
}

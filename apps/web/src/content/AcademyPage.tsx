import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { academyMenuQuery, contentPageQuery } from './content-queries';
import './content.css';

/** The academy's front page: its introduction and the menu of articles by section. */
export function AcademyPage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const menu = useQuery(academyMenuQuery(client, meta.lang));
  const landing = useQuery(contentPageQuery(client, '/academy', meta.lang));
  const intro = landing.data?.kind === 'PAGE' ? landing.data.page : undefined;
  useDocumentTitle(intro?.title ?? t('content.academy.title'));

  return (
    <div className="page content-page" data-testid="academy-page">
      <header className="content-hero">
        <h1>{intro?.title ?? t('content.academy.title')}</h1>
        {intro && <p className="content-summary">{intro.summary}</p>}
        {intro?.body.map((b, i) => (b.type === 'paragraph' ? <p key={i}>{b.text}</p> : null))}
      </header>
      {menu.isPending ? (
        <div role="status">
          <Skeleton height="8rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : menu.isError ? (
        <ErrorState message={t('content.loadFailed')} onRetry={() => void menu.refetch()} />
      ) : (
        menu.data.sections.map((section) => (
          <section key={section.id} className="academy-section" aria-labelledby={`academy-${section.id}`}>
            <h2 id={`academy-${section.id}`}>{section.title}</h2>
            <ul className="academy-articles">
              {section.articles.map((article) => (
                <li key={article.path} className="card academy-article">
                  <Link to={article.path} className="academy-article-link">
                    {article.title}
                  </Link>
                  <p className="muted">{article.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <p>
        <Link to="/help/faq">{t('content.faq.title')}</Link>
      </p>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useNavigate, useLocation, useParams } from 'react-router';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { isNotFound } from '../ui/is-not-found';
import { NotFoundState } from '../ui/NotFoundState';
import { parseRouteId } from '../ui/route-id';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { newsArticleQuery } from './news-queries';
import { RelatedInstrumentLink } from './RelatedInstrumentLink';

/**
 * The body separates paragraphs with blank lines. Agencies often open the body with the preamble
 * again; shown right under the preamble it would read as a mistake.
 */
const paragraphsOf = (body: string, preamble: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p, index) => p !== '' && !(index === 0 && p === preamble.trim()));

/** The React Router key of the first page of a visit: there is no page of ours to go back to. */
const FIRST_ENTRY_KEY = 'default';

export function NewsArticlePage() {
  const { newsId } = useParams();
  const id = parseRouteId(newsId);
  if (id === undefined) return <ArticleNotFound />;
  return <NewsArticle key={id} newsId={id} />;
}

function ArticleNotFound() {
  const t = useT();
  useDocumentTitle(t('news.notFoundTitle'));
  return (
    <NotFoundState
      title={t('news.notFoundTitle')}
      text={t('news.notFoundText')}
      linkText={t('notFound.toOverview')}
      testId="news-not-found"
    />
  );
}

function NewsArticle({ newsId }: { newsId: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const article = useQuery(newsArticleQuery(client, newsId));
  useDocumentTitle(article.data?.headline ?? t('news.article'));

  if (article.isError && isNotFound(article.error)) return <ArticleNotFound />;

  // Back where the reader came from (usually the instrument page); the overview on a fresh visit.
  const back = () => (location.key === FIRST_ENTRY_KEY ? navigate('/overview') : navigate(-1));

  return (
    <article
      className="page narrow-wide news-article"
      aria-busy={article.isPending}
      data-testid="news-article"
    >
      <button type="button" className="button button-quiet back-button" onClick={back}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 18l-6-6 6-6" />
        </svg>
        {t('app.back')}
      </button>
      {article.isPending ? (
        <div className="card article-card" role="status">
          <Skeleton width="70%" height="1.8rem" />
          <Skeleton width="12rem" height="0.9rem" />
          <Skeleton height="6rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : article.isError ? (
        <ErrorState
          message={t('news.articleError')}
          onRetry={() => void article.refetch()}
          testId="news-article-error"
        />
      ) : (
        <div className="card article-card">
          <p className="article-kicker">{t(`newsType.${article.data.type}`)}</p>
          <h1 data-testid="news-headline">{article.data.headline}</h1>
          <p className="article-meta muted">
            <time dateTime={new Date(article.data.datetime).toISOString()}>
              {formatDateTime(article.data.datetime, meta.locale, displayTimeZone(meta.countryCode))}
            </time>
            {` · ${article.data.source}`}
          </p>
          <p className="article-preamble">{article.data.preamble}</p>
          <div className="article-body" data-testid="news-body">
            {paragraphsOf(article.data.body, article.data.preamble).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {article.data.instrument_ids.length > 0 && (
            <div className="article-related">
              <h2 className="section-title">{t('news.related')}</h2>
              <div className="chip-links">
                {article.data.instrument_ids.map((instrumentId) => (
                  <RelatedInstrumentLink key={instrumentId} instrumentId={instrumentId} />
                ))}
              </div>
            </div>
          )}
        </div>
      )}
    </article>
  );
}

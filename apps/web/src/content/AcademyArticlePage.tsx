import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { isNotFound } from '../ui/is-not-found';
import { NotFoundState } from '../ui/NotFoundState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { ContentBlocks } from './ContentBlocks';
import { FaqList } from './FaqList';
import { contentPageQuery } from './content-queries';
import './content.css';

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** An academy article, in the app's language; an old address moves on to the article's new one. */
export function AcademyArticlePage() {
  const { slug = '' } = useParams();
  if (!SLUG.test(slug)) return <ArticleNotFound />;
  return <AcademyArticle key={slug} path={`/academy/${slug}`} />;
}

function ArticleNotFound() {
  const t = useT();
  useDocumentTitle(t('content.article.notFound'));
  return (
    <NotFoundState
      title={t('content.article.notFound')}
      text={t('content.article.notFoundText')}
      linkText={t('content.academy.back')}
      linkTo="/academy"
      testId="article-not-found"
    />
  );
}

function AcademyArticle({ path }: { path: string }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const reply = useQuery(contentPageQuery(client, path, meta.lang));
  const page = reply.data?.kind === 'PAGE' ? reply.data.page : undefined;
  useDocumentTitle(page?.title ?? t('content.academy.title'));

  if (reply.data?.kind === 'REDIRECT') return <Navigate to={reply.data.redirect_to} replace />;
  if (reply.isError && isNotFound(reply.error)) return <ArticleNotFound />;

  return (
    <article
      className="page content-page academy-article-page"
      aria-busy={reply.isPending}
      data-testid="academy-article"
    >
      <nav aria-label={t('content.breadcrumbs')} className="content-breadcrumbs">
        <Link to="/academy">{t('content.academy.title')}</Link>
      </nav>
      {reply.isPending ? (
        <div role="status">
          <Skeleton width="60%" height="2rem" />
          <Skeleton height="10rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : reply.isError || !page ? (
        <ErrorState message={t('content.loadFailed')} onRetry={() => void reply.refetch()} />
      ) : (
        <>
          <header>
            <h1 data-testid="article-title">{page.title}</h1>
            <p className="content-summary">{page.summary}</p>
          </header>
          <div className="card content-body" data-testid="article-body">
            <ContentBlocks blocks={page.body} />
          </div>
          {page.faq.length > 0 && (
            <section aria-labelledby="article-faq" className="content-related">
              <h2 id="article-faq">{t('content.article.faq')}</h2>
              <FaqList entries={page.faq} headingLevel={3} />
            </section>
          )}
          {(page.previous || page.next) && (
            <nav aria-label={t('content.article.more')} className="content-pager">
              {page.previous && (
                <Link to={page.previous.path} rel="prev">
                  <span className="muted">{t('content.article.previous')}</span> {page.previous.title}
                </Link>
              )}
              {page.next && (
                <Link to={page.next.path} rel="next">
                  <span className="muted">{t('content.article.next')}</span> {page.next.title}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </article>
  );
}

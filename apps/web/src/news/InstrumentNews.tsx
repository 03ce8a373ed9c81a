import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useLiveNews } from '../live/use-live-news';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { mergeNews } from './merge-news';
import { NewsList } from './NewsList';
import { INSTRUMENT_NEWS_LIMIT, instrumentNewsQuery, newsSourcesQuery } from './news-queries';

/** News about one instrument: what was published before the page opened, and what arrives while it is open. */
export function InstrumentNews({
  instrumentId,
  instrumentName,
}: {
  instrumentId: number;
  instrumentName: string;
}) {
  const t = useT();
  const client = useApiClient();
  const previews = useQuery(instrumentNewsQuery(client, instrumentId));
  const sources = useQuery(newsSourcesQuery(client));
  const sourceIds = useMemo(() => sources.data?.map((s) => s.source_id) ?? [], [sources.data]);
  const live = useLiveNews(sourceIds, instrumentId);
  const sourceNames = useMemo(() => new Map(sources.data?.map((s) => [s.source_id, s.name])), [sources.data]);
  const items = useMemo(
    () => mergeNews(previews.data ?? [], live, sourceNames, INSTRUMENT_NEWS_LIMIT),
    [previews.data, live, sourceNames],
  );

  return (
    <section className="card instrument-section news-card" aria-labelledby="news-title">
      <h2 id="news-title" className="section-title">
        {t('news.title')}
      </h2>
      {previews.isPending ? (
        <div role="status" className="section-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="2.6rem" />
          ))}
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : previews.isError && items.length === 0 ? (
        <ErrorState message={t('news.error')} onRetry={() => void previews.refetch()} testId="news-error" />
      ) : items.length === 0 ? (
        <p className="section-empty muted" data-testid="news-empty">
          {t('news.empty', { name: instrumentName })}
        </p>
      ) : (
        <NewsList items={items} testId="news-list" />
      )}
    </section>
  );
}

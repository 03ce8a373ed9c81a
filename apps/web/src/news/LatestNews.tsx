import { useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { NEWS_LANGUAGES, NEWS_REGIONS, NEWS_TAGS, NEWS_TYPES } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useLiveNews } from '../live/use-live-news';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { mergeNews } from './merge-news';
import { NewsList } from './NewsList';
import { newsSourcesQuery } from './news-queries';
import { latestNewsQuery, newsTagsQuery, type LatestFilter } from './news-page-queries';

const NO_FILTER: LatestFilter = { type: '', region: '', lang: '', tag: '' };

/**
 * The latest news of every agency (the "main" preview), narrowed by type, region (the "market"
 * preview), language and tag. Items published while the page is open join the list when no region
 * or tag is chosen: the feed's frames carry type and language but neither of those.
 */
export function LatestNews() {
  const t = useT();
  const client = useApiClient();
  const [filter, setFilter] = useState<LatestFilter>(NO_FILTER);
  const previews = useInfiniteQuery(latestNewsQuery(client, filter));
  const loaded = useMemo(() => previews.data?.pages.flat() ?? [], [previews.data]);
  const tags = useQuery(newsTagsQuery(client));
  const sources = useQuery(newsSourcesQuery(client));
  const liveSources = useMemo(
    () =>
      filter.region || filter.tag
        ? []
        : (sources.data ?? []).filter((s) => !filter.lang || s.lang === filter.lang).map((s) => s.source_id),
    [sources.data, filter],
  );
  const live = useLiveNews(liveSources);
  const sourceNames = useMemo(() => new Map(sources.data?.map((s) => [s.source_id, s.name])), [sources.data]);
  const items = useMemo(
    () =>
      mergeNews(
        loaded,
        live.filter(
          (n) => (!filter.type || n.type === filter.type) && (!filter.lang || n.lang === filter.lang),
        ),
        sourceNames,
        // Every loaded item stays: a cut here would leave a gap above the next page's `before`.
        loaded.length + live.length,
      ),
    [loaded, live, sourceNames, filter],
  );
  const counts = new Map(tags.data?.map((c) => [c.tag, c.count]));
  // After "more", focus goes to the first new headline, so a keyboard user reads on from there.
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | undefined>(undefined);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || previews.isFetchingNextPage) return;
    focusFrom.current = undefined;
    list.current?.querySelectorAll<HTMLAnchorElement>('.news-headline')[from]?.focus();
  }, [items, previews.isFetchingNextPage]);
  const showMore = () => {
    focusFrom.current = items.length;
    void previews.fetchNextPage();
  };
  const set = (key: keyof LatestFilter) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setFilter((f) => ({ ...f, [key]: event.target.value }));

  return (
    <section className="card news-section" aria-labelledby="news-latest-title">
      <h2 id="news-latest-title" className="section-title">
        {t('newsPage.latest.title')}
      </h2>
      <form
        className="news-filters"
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('newsPage.latest.filters')}
      >
        <div className="field">
          <label htmlFor="news-filter-type">{t('newsPage.filter.type')}</label>
          <select
            id="news-filter-type"
            value={filter.type}
            onChange={set('type')}
            data-testid="news-filter-type"
          >
            <option value="">{t('newsPage.filter.all')}</option>
            {NEWS_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`newsType.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="news-filter-region">{t('newsPage.filter.region')}</label>
          <select
            id="news-filter-region"
            value={filter.region}
            onChange={set('region')}
            data-testid="news-filter-region"
          >
            <option value="">{t('newsPage.filter.all')}</option>
            {NEWS_REGIONS.map((region) => (
              <option key={region} value={region}>
                {region === 'WORLD' ? t('newsPage.region.WORLD') : t(`country.${region}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="news-filter-lang">{t('newsPage.filter.lang')}</label>
          <select
            id="news-filter-lang"
            value={filter.lang}
            onChange={set('lang')}
            data-testid="news-filter-lang"
          >
            <option value="">{t('newsPage.filter.all')}</option>
            {NEWS_LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`newsPage.lang.${lang}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="news-filter-tag">{t('newsPage.filter.tag')}</label>
          <select id="news-filter-tag" value={filter.tag} onChange={set('tag')} data-testid="news-filter-tag">
            <option value="">{t('newsPage.filter.all')}</option>
            {NEWS_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {counts.get(tag)
                  ? t('newsPage.tag.withCount', {
                      tag: t(`newsPage.tag.${tag}`),
                      count: counts.get(tag) ?? 0,
                    })
                  : t(`newsPage.tag.${tag}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {previews.isPending ? (
        <div role="status" className="section-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="2.6rem" />
          ))}
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : previews.isError && items.length === 0 ? (
        <ErrorState
          message={t('newsPage.latest.error')}
          onRetry={() => void previews.refetch()}
          testId="news-latest-error"
        />
      ) : items.length === 0 ? (
        <p className="section-empty muted" data-testid="news-latest-empty">
          {t('newsPage.latest.empty')}
        </p>
      ) : (
        <>
          <NewsList
            ref={list}
            items={items}
            testId="news-latest-list"
            itemTestId="news-latest-item"
            busy={previews.isPlaceholderData || previews.isFetchingNextPage}
          />
          {previews.hasNextPage && (
            <button
              type="button"
              className="button button-secondary news-more"
              onClick={showMore}
              disabled={previews.isFetchingNextPage}
              data-testid="news-latest-more"
            >
              {previews.isFetchingNextPage ? t('newsPage.latest.loadingMore') : t('newsPage.latest.more')}
            </button>
          )}
          {previews.isFetchNextPageError && (
            <p role="alert" className="field-error" data-testid="news-latest-more-error">
              {t('newsPage.latest.moreError')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

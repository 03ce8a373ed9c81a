import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-context';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { IndicesStrip } from '../market/IndicesStrip';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { useDocumentTitle } from '../ui/use-document-title';
import { useMediaQuery } from '../ui/use-media-query';
import { EXTRA_SMALL_MAX_PX } from './card-rules';
import { CuratedListCard } from './CuratedListCard';
import { curatedSectionsQuery, curatedTopicsQuery } from './discover-queries';
import './discover.css';

/** Small screens ask for 2 instrument previews a card instead of 3. */
export const DISCOVER_MOBILE_QUERY = `(max-width: ${EXTRA_SMALL_MAX_PX}px)`;

function SkeletonRow() {
  return (
    <div className="discover-row">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="discover-skeleton-card" data-testid="discover-skeleton-card">
          <Skeleton height="9rem" />
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </div>
      ))}
    </div>
  );
}

function DiscoverSkeleton() {
  const t = useT();
  return (
    <div role="status" data-testid="discover-loading">
      <span className="visually-hidden">{t('discover.loading')}</span>
      {[0, 1].map((i) => (
        <section key={i} className="discover-section" aria-hidden="true">
          <Skeleton width="12rem" height="1.4rem" />
          <SkeletonRow />
        </section>
      ))}
    </div>
  );
}

export function DiscoverPage() {
  const t = useT();
  const client = useApiClient();
  const mobileScreen = useMediaQuery(DISCOVER_MOBILE_QUERY);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const { meta } = useSession();
  const topics = useQuery(curatedTopicsQuery(client, meta.lang));
  const sections = useQuery(curatedSectionsQuery(client, selected, mobileScreen, meta.lang));
  useDocumentTitle(t('discover.title'));

  const toggle = (topic: string) =>
    setSelected((current) =>
      current.includes(topic) ? current.filter((x) => x !== topic) : [...current, topic],
    );

  return (
    <div className="page discover">
      <div className="page-head">
        <h1 data-testid="page-title">{t('discover.title')}</h1>
        <p className="muted">{t('discover.intro')}</p>
      </div>

      <IndicesStrip />

      {topics.data && topics.data.length > 0 && (
        <div className="discover-topics" role="group" aria-label={t('discover.topics.label')}>
          <button
            type="button"
            className="discover-chip"
            aria-pressed={selected.length === 0}
            onClick={() => setSelected([])}
            data-testid="topic-all"
          >
            {t('discover.topics.all')}
          </button>
          {topics.data.map((topic) => (
            <button
              key={topic.id}
              type="button"
              className="discover-chip"
              aria-pressed={selected.includes(topic.id)}
              onClick={() => toggle(topic.id)}
              data-testid={`topic-${topic.id}`}
            >
              {t('discover.topics.count', { name: topic.displayName, count: topic.listCount })}
            </button>
          ))}
        </div>
      )}

      {sections.isPending ? (
        <DiscoverSkeleton />
      ) : sections.isError ? (
        <ErrorState
          message={t('discover.error')}
          onRetry={() => void sections.refetch()}
          testId="discover-error"
        />
      ) : sections.data.sections.length === 0 ? (
        <p className="muted" data-testid="discover-empty">
          {t('discover.empty')}
        </p>
      ) : (
        <div aria-busy={sections.isPlaceholderData} data-testid="discover-sections">
          {sections.data.sections.map((section) => (
            <section
              key={section.id}
              className="discover-section"
              aria-labelledby={`discover-section-${section.id}`}
              data-testid={`discover-section-${section.id}`}
            >
              <h2 id={`discover-section-${section.id}`}>{section.displayName}</h2>
              <ul className="discover-row">
                {section.lists.map((list) => (
                  <li key={list.id} className="discover-row-item">
                    <CuratedListCard list={list} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

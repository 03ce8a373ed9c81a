import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DISCOVERY_CATEGORIES,
  DISCOVERY_LIMIT_MAX,
  DISCOVERY_QUERY_MAX,
  type CallReply,
  type DiscoveryCategory,
  type discoverySearch,
} from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { TabList } from '../ui/TabList';
import { useDocumentTitle } from '../ui/use-document-title';
import { ALL_LIMIT, CATEGORY_LIMIT, MORE_STEP, discoverySearchQuery, searchPageHref } from './search-queries';
import { InstrumentIcon } from '../market/InstrumentIcon';
import './search.css';

type Reply = CallReply<typeof discoverySearch>;
type Group = Reply['groups'][number];
type Hit = Group['hits'][number];
type Tab = 'ALL' | DiscoveryCategory;

const TABS: readonly Tab[] = ['ALL', ...DISCOVERY_CATEGORIES];

function isCategory(value: string | null): value is DiscoveryCategory {
  return (DISCOVERY_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** The feed's language codes (news.lang) as the page's `lang` attribute wants them. */
const HTML_LANG: Record<string, string> = { se: 'sv', no: 'nb', da: 'da', fi: 'fi', en: 'en' };

/**
 * `/search?q=…&category=…`: the site search (discoverySearch) over instruments, curated lists,
 * news and content pages. The category filter is a tab list (arrow keys, Home, End move and
 * select); "All" shows a few hits of every group, a category tab more. Each group grows with
 * "Show more", which moves focus to the first new hit.
 */
export function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('q') ?? '').trim().slice(0, DISCOVERY_QUERY_MAX);
  const categoryParam = params.get('category');
  const tab: Tab = isCategory(categoryParam) ? categoryParam : 'ALL';
  useDocumentTitle(query ? `${t('search.title')}: ${query}` : t('search.title'));

  return (
    <div className="page search-page">
      <div className="page-head">
        <h1 data-testid="page-title">{t('search.title')}</h1>
      </div>
      <SearchForm
        key={query}
        initial={query}
        onSearch={(text) => void navigate(searchPageHref(text, tab === 'ALL' ? undefined : tab))}
      />
      {query ? (
        <Results
          query={query}
          tab={tab}
          onTab={(next) => {
            const nextParams = new URLSearchParams(params);
            if (next === 'ALL') nextParams.delete('category');
            else nextParams.set('category', next);
            setParams(nextParams, { replace: true });
          }}
        />
      ) : (
        <p className="muted" data-testid="search-intro">
          {t('search.intro')}
        </p>
      )}
    </div>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onSearch(text);
      }}
    >
      <label htmlFor={id} className="search-form-label">
        {t('search.label')}
      </label>
      <div className="search-form-row">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={DISCOVERY_QUERY_MAX}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          data-testid="search-input"
        />
        <button type="submit" className="button button-primary" data-testid="search-submit">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}

function Results({ query, tab, onTab }: { query: string; tab: Tab; onTab: (tab: Tab) => void }) {
  const t = useT();
  const client = useApiClient();
  const { meta, status } = useSession();
  const id = useId();
  // "All" gives every group's total, which the tabs show; a category tab asks for its own group.
  // Not before the session says which language the names and news are wanted in.
  const all = useQuery({
    ...discoverySearchQuery(client, query, meta.lang, undefined, ALL_LIMIT),
    enabled: status !== 'checking',
  });
  const totals = new Map(all.data?.groups.map((g) => [g.category, g.total]));
  const grandTotal = all.data ? all.data.groups.reduce((sum, g) => sum + g.total, 0) : undefined;

  return (
    <>
      <p role="status" className="search-summary" data-testid="search-summary">
        {grandTotal === undefined
          ? all.isPending
            ? t('search.loading')
            : ''
          : grandTotal === 0
            ? t('search.summary.none', { query })
            : t('search.summary', { count: grandTotal, query })}
      </p>
      <TabList
        tabs={TABS.map((name) => {
          const count = name === 'ALL' ? grandTotal : totals.get(name);
          return {
            key: name,
            label: (
              <>
                {t(`search.category.${name}`)}
                {count !== undefined && <span className="search-tab-count"> {count}</span>}
              </>
            ),
            testId: `search-tab-${name}`,
          };
        })}
        selected={tab}
        onSelect={onTab}
        label={t('search.filter')}
        tabId={(name) => `${id}-tab-${name}`}
        panelId={() => `${id}-panel`}
        className="search-tabs"
        tabClassName="search-tab"
      />
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
        className="search-panel"
        data-testid="search-panel"
      >
        {tab === 'ALL' ? (
          <AllGroups query={query} reply={all} />
        ) : (
          <CategoryGroup key={`${query}:${tab}`} query={query} category={tab} />
        )}
      </div>
    </>
  );
}

function AllGroups({
  query,
  reply,
}: {
  query: string;
  reply: { data?: Reply; isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const t = useT();
  if (reply.isError)
    return (
      <ErrorState message={t('search.error')} onRetry={() => void reply.refetch()} testId="search-error" />
    );
  if (!reply.data) return <p className="muted">{t('search.loading')}</p>;
  const groups = reply.data.groups.filter((g) => g.total > 0);
  if (groups.length === 0) return <EmptyState query={query} />;
  return (
    <>
      {groups.map((group) => (
        <ResultGroup key={`${query}:${group.category}`} query={query} first={group} firstLimit={ALL_LIMIT} />
      ))}
    </>
  );
}

function CategoryGroup({ query, category }: { query: string; category: DiscoveryCategory }) {
  const t = useT();
  const client = useApiClient();
  const { meta, status } = useSession();
  const reply = useQuery({
    ...discoverySearchQuery(client, query, meta.lang, category, CATEGORY_LIMIT),
    enabled: status !== 'checking',
  });
  if (reply.isError)
    return (
      <ErrorState message={t('search.error')} onRetry={() => void reply.refetch()} testId="search-error" />
    );
  const group = reply.data?.groups.find((g) => g.category === category);
  if (!group) return <p className="muted">{t('search.loading')}</p>;
  if (group.total === 0)
    return (
      <p className="muted search-empty" data-testid="search-empty">
        {t('search.empty.category', { name: t(`search.category.${category}`), query })}
      </p>
    );
  return <ResultGroup query={query} first={group} firstLimit={CATEGORY_LIMIT} />;
}

function EmptyState({ query }: { query: string }) {
  const t = useT();
  return (
    <div className="search-empty" data-testid="search-empty">
      <p>{t('search.summary.none', { query })}</p>
      <p className="muted">{t('search.empty.hint')}</p>
    </div>
  );
}

/** One category's hits under its heading; "Show more" asks for MORE_STEP more, up to the maximum. */
function ResultGroup({ query, first, firstLimit }: { query: string; first: Group; firstLimit: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const headingId = useId();
  const [limit, setLimit] = useState(firstLimit);
  const more = useQuery({
    ...discoverySearchQuery(client, query, meta.lang, first.category, limit),
    enabled: limit > firstLimit,
  });
  const group = (limit > firstLimit && more.data?.groups.find((g) => g.category === first.category)) || first;
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | undefined>(undefined);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined || group.hits.length <= from) return;
    focusFrom.current = undefined;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('a')[from]?.focus();
  }, [group.hits.length]);

  const canShowMore = group.hits.length < group.total && limit < DISCOVERY_LIMIT_MAX;
  return (
    <section
      className="search-group card"
      aria-labelledby={headingId}
      data-testid={`search-group-${group.category}`}
    >
      <div className="search-group-head">
        <h2 id={headingId}>{t(`search.category.${group.category}`)}</h2>
        <span className="muted" data-testid="search-group-count">
          {t('search.count', { count: group.total })}
        </span>
      </div>
      <ul className="search-hits" ref={listRef}>
        {group.hits.map((hit) => (
          <li key={hit.id}>
            <HitLink hit={hit} category={group.category} locale={meta.locale} country={meta.countryCode} />
          </li>
        ))}
      </ul>
      {(canShowMore || group.hits.length < group.total) && (
        <div className="search-group-foot">
          <span className="muted">{t('search.shown', { shown: group.hits.length, count: group.total })}</span>
          {canShowMore && (
            <button
              type="button"
              className="button button-secondary"
              disabled={more.isFetching}
              onClick={() => {
                focusFrom.current = group.hits.length;
                setLimit((l) => Math.min(DISCOVERY_LIMIT_MAX, Math.max(l, group.hits.length) + MORE_STEP));
              }}
              data-testid={`search-more-${group.category}`}
            >
              {t(`search.showMore.${group.category}` as MessageKey)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function HitLink({
  hit,
  category,
  locale,
  country,
}: {
  hit: Hit;
  category: DiscoveryCategory;
  locale: string;
  country: string;
}) {
  const t = useT();
  const kind =
    category === 'INSTRUMENT' && hit.kind
      ? t(`search.kind.${hit.kind}` as MessageKey)
      : category === 'NEWS' && hit.kind
        ? t(`newsType.${hit.kind}` as MessageKey)
        : category === 'LIST'
          ? t('search.kind.LIST')
          : undefined;
  const date =
    hit.date !== undefined ? formatDateTime(hit.date, locale, displayTimeZone(country)) : undefined;
  const lang = hit.lang ? HTML_LANG[hit.lang] : undefined;
  return (
    <Link to={hit.url} className="search-hit" data-testid={`search-hit-${category}-${hit.id}`}>
      <span className="search-hit-title" lang={lang}>
        {category === 'INSTRUMENT' && <InstrumentIcon instrumentId={Number(hit.id)} size={20} />}
        {hit.title}
      </span>
      <span className="search-hit-meta muted">
        {[kind, date].filter(Boolean).join(' · ')}
        {hit.subtitle && (
          <>
            {kind || date ? ' · ' : ''}
            <span lang={lang}>{hit.subtitle}</span>
          </>
        )}
      </span>
    </Link>
  );
}

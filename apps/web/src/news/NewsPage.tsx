import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/catalogues';
import { useDocumentTitle } from '../ui/use-document-title';
import { LatestNews } from './LatestNews';
import { NewsCalendar } from './NewsCalendar';
import { TradingNotices } from './TradingNotices';
import './news.css';

/**
 * The news page (spec 001 §7.17): the latest news with filters, the calendar of company and macro
 * events, and the trading-status notices, as tabs. The open tab is in the address (`?tab=`), so a
 * link or a reload keeps it.
 */

const TABS = ['latest', 'calendar', 'status'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, MessageKey> = {
  latest: 'newsPage.tab.latest',
  calendar: 'newsPage.tab.calendar',
  status: 'newsPage.tab.status',
};

export function NewsPage() {
  const t = useT();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'latest';
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  useDocumentTitle(t('newsPage.title'));

  const choose = (next: Tab, focus = false) => {
    setParams(next === 'latest' ? {} : { tab: next }, { replace: true });
    if (focus) tabRefs.current[TABS.indexOf(next)]?.focus();
  };

  // The WAI-ARIA tabs pattern: arrows move between the tabs (and open them), Home and End jump.
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(tab);
    const to: Record<string, number> = {
      ArrowRight: (at + 1) % TABS.length,
      ArrowLeft: (at - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(TABS[next]!, true);
  };

  return (
    <div className="page news-page">
      <div className="page-head">
        <h1 data-testid="page-title">{t('newsPage.title')}</h1>
      </div>
      <div className="news-tabs" role="tablist" aria-label={t('newsPage.tabs')}>
        {TABS.map((key, index) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={`${id}-tab-${key}`}
            type="button"
            role="tab"
            className="news-tab"
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => choose(key)}
            onKeyDown={onKey}
            data-testid={`news-tab-${key}`}
          >
            {t(TAB_LABEL[key])}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
        className="news-panel"
        data-testid={`news-panel-${tab}`}
      >
        {tab === 'latest' && <LatestNews />}
        {tab === 'calendar' && <NewsCalendar />}
        {tab === 'status' && <TradingNotices />}
      </div>
    </div>
  );
}

import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/catalogues';
import { TabList } from '../ui/TabList';
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
  useDocumentTitle(t('newsPage.title'));

  const choose = (next: Tab) => setParams(next === 'latest' ? {} : { tab: next }, { replace: true });

  return (
    <div className="page news-page">
      <div className="page-head">
        <h1 data-testid="page-title">{t('newsPage.title')}</h1>
      </div>
      <TabList
        tabs={TABS.map((key) => ({ key, label: t(TAB_LABEL[key]), testId: `news-tab-${key}` }))}
        selected={tab}
        onSelect={choose}
        label={t('newsPage.tabs')}
        tabId={(key) => `${id}-tab-${key}`}
        panelId={() => `${id}-panel`}
        className="news-tabs"
        tabClassName="news-tab"
      />
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

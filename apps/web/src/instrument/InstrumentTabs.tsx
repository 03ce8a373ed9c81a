import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TabList } from '../ui/TabList';

export interface InstrumentTab {
  /** In the address as `?tab=<id>`; the first tab is the default and leaves the address bare. */
  id: string;
  label: string;
  render: () => ReactNode;
}

export const TAB_PARAM = 'tab';

/**
 * The instrument page's sections as a WAI-ARIA tabs widget: one tab stop (roving tabindex), arrow
 * keys, Home and End move and select at once (the panels are quick to show). The selected tab is
 * kept in the address, replacing the entry, so a reload or a shared link opens the same tab while
 * Back still leaves the page rather than stepping through tabs. Only the selected panel renders
 * its content: a tab that is not looked at asks the server nothing.
 */
export function InstrumentTabs({ tabs, label }: { tabs: readonly InstrumentTab[]; label: string }) {
  const base = useId();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(TAB_PARAM);
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === wanted),
  );

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (index === 0) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, tab.id);
        return next;
      },
      { replace: true },
    );
  };

  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  return (
    <div className="instrument-tabs">
      <TabList
        tabs={tabs.map((tab) => ({ key: tab.id, label: tab.label, testId: `instrument-tab-${tab.id}` }))}
        selected={tabs[selected]?.id ?? ''}
        onSelect={(id) => select(tabs.findIndex((tab) => tab.id === id))}
        label={label}
        tabId={tabId}
        panelId={panelId}
        className="instrument-tablist"
        tabClassName="instrument-tab"
        testId="instrument-tabs"
      />
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          className="instrument-tabpanel"
          tabIndex={0}
          hidden={index !== selected}
          data-testid={`instrument-panel-${tab.id}`}
        >
          {index === selected && tab.render()}
        </div>
      ))}
    </div>
  );
}

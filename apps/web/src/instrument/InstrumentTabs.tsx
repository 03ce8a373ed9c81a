import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

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
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
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

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
    refs.current[to]?.focus();
  };

  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  return (
    <div className="instrument-tabs">
      <div className="instrument-tablist" role="tablist" aria-label={label} data-testid="instrument-tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className="instrument-tab"
            aria-selected={index === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={index === selected ? 0 : -1}
            data-testid={`instrument-tab-${tab.id}`}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
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

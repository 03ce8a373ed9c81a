import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  testId?: string;
}

/**
 * A WAI-ARIA tab list: one tab stop (roving tabindex); Left and Right move and select (wrapping),
 * Home and End jump. Selecting is the caller's (state or the address); the panel is the caller's
 * too, named `panelId(key)` and labelled by `tabId(key)`.
 */
export function TabList<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
  className,
  tabClassName,
  testId,
}: {
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  tabId: (key: K) => string;
  panelId: (key: K) => string;
  className: string;
  tabClassName: string;
  testId?: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const at = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const to = moves[event.key];
    const tab = to === undefined ? undefined : tabs[to];
    if (to === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current[to]?.focus();
  };

  return (
    <div className={className} role="tablist" aria-label={label} data-testid={testId}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab.key)}
          className={tabClassName}
          aria-selected={index === at}
          aria-controls={panelId(tab.key)}
          tabIndex={index === at ? 0 : -1}
          data-testid={tab.testId}
          onClick={() => onSelect(tab.key)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ChartSettings, CountryCode } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { CompareTab } from './CompareTab';
import { SettingsTab } from './SettingsTab';
import { TechnicalAnalysisTab } from './TechnicalAnalysisTab';
import type { SettingsUpdate } from './use-chart-settings';

/** Spec 002 §2: Settings is tab 0, Compare 1, Technical Analysis 2. */
export type DrawerTab = 0 | 1 | 2;
const TABS = [
  { tab: 0, key: 'settings' },
  { tab: 1, key: 'compare' },
  { tab: 2, key: 'technicalAnalysis' },
] as const;

/**
 * The side drawer (spec 002 §2 "Settings drawer"): open on one of three tabs or closed; an outside
 * click or Escape closes it, and focus goes back where it came from.
 */
export function ChartDrawer({
  tab,
  onTabChange,
  onClose,
  settings,
  update,
  onReset,
  isFund,
  instrumentId,
  loggedIn,
  countryCode,
  comparatorLimit,
}: {
  tab: DrawerTab | null;
  onTabChange(tab: DrawerTab): void;
  onClose(): void;
  settings: ChartSettings;
  update(change: SettingsUpdate): void;
  onReset(): void;
  isFund: boolean;
  /** The chart's own instrument, never offered as a comparator. */
  instrumentId?: number;
  loggedIn: boolean;
  countryCode: CountryCode;
  comparatorLimit: number;
}) {
  const t = useT();
  const id = useId();
  const drawer = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const open = tab !== null;

  // Focus moves into the drawer when it opens and back to the opener when it closes.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    if (tab !== null) tabRefs.current[tab]?.focus();
  }, [tab]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || drawer.current?.contains(target)) return;
      // The header's chips switch tabs themselves; closing first would make them flicker.
      if (target instanceof Element && target.closest('[data-chart-drawer-toggle]')) return;
      onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, onClose]);

  if (tab === null) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the drawer closes; a fullscreen chart behind it stays.
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      onClose();
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    onTabChange(((((tab + step) % 3) + 3) % 3) as DrawerTab);
  };

  return (
    <div
      ref={drawer}
      className="chart-drawer"
      role="dialog"
      aria-labelledby={`${id}-title`}
      data-testid="chart-drawer"
      onKeyDown={onKeyDown}
    >
      <div className="chart-drawer-head">
        <h3 id={`${id}-title`}>{t('chart.drawer.title')}</h3>
        <button type="button" className="icon-button" aria-label={t('chart.drawer.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="chart-drawer-tabs" role="tablist">
        {TABS.map(({ tab: index, key }) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            className="chart-drawer-tab"
            aria-selected={tab === index}
            aria-controls={`${id}-panel`}
            tabIndex={tab === index ? 0 : -1}
            onClick={() => onTabChange(index)}
            onKeyDown={onTabKey}
          >
            {t(`chart.chip.${key}`)}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
        className="chart-drawer-panel"
      >
        {tab === 0 && (
          <SettingsTab
            settings={settings}
            update={update}
            onReset={onReset}
            isFund={isFund}
            loggedIn={loggedIn}
            countryCode={countryCode}
          />
        )}
        {tab === 1 && (
          <CompareTab
            settings={settings}
            update={update}
            countryCode={countryCode}
            limit={comparatorLimit}
            {...(instrumentId === undefined ? {} : { excludeId: instrumentId })}
          />
        )}
        {tab === 2 && <TechnicalAnalysisTab settings={settings} update={update} />}
      </div>
    </div>
  );
}

import { useId } from 'react';
import type { Resolution } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useMediaQuery } from '../ui/use-media-query';
import type { DrawerTab } from './ChartDrawer';

const DRAWER_CHIPS: readonly { tab: DrawerTab; key: 'settings' | 'compare' | 'technicalAnalysis' }[] = [
  { tab: 0, key: 'settings' },
  { tab: 1, key: 'compare' },
  { tab: 2, key: 'technicalAnalysis' },
];

/** Spec 002 §2 "Header": drawer chips, Buy & Sell, Bid price, resolution and maximise. */
export function ChartHeader({
  title,
  drawerTab,
  onOpenDrawer,
  loggedIn,
  buySellDots,
  onToggleBuySell,
  bidPrice,
  onToggleBidPrice,
  resolutions,
  resolution,
  onResolution,
  fullscreen,
  onToggleFullscreen,
}: {
  title: string;
  /** The open tab, or null when the drawer is closed. */
  drawerTab: DrawerTab | null;
  onOpenDrawer(tab: DrawerTab): void;
  loggedIn: boolean;
  buySellDots: boolean;
  onToggleBuySell(): void;
  bidPrice: boolean;
  onToggleBidPrice(): void;
  resolutions: readonly Resolution[];
  resolution: Resolution | undefined;
  onResolution(resolution: Resolution): void;
  fullscreen: boolean;
  onToggleFullscreen(): void;
}) {
  const t = useT();
  const id = useId();
  const small = useMediaQuery('(max-width: 600px)');
  return (
    <div className="chart-header">
      <h2 className="chart-title">{title}</h2>
      <div className="chart-toolbar" role="toolbar" aria-label={t('chart.toolbar')}>
        {DRAWER_CHIPS.map(({ tab, key }) => (
          <button
            key={key}
            type="button"
            className="chart-chip"
            data-chart-drawer-toggle=""
            aria-haspopup="dialog"
            aria-expanded={drawerTab === tab}
            onClick={() => onOpenDrawer(tab)}
          >
            {t(`chart.chip.${key}`)}
          </button>
        ))}
        {loggedIn && (
          <button type="button" className="chart-chip" aria-pressed={buySellDots} onClick={onToggleBuySell}>
            {t('chart.chip.buySell')}
          </button>
        )}
        <button type="button" className="chart-chip" aria-pressed={bidPrice} onClick={onToggleBidPrice}>
          {t('chart.chip.bidPrice')}
        </button>
        {resolutions.length > 0 && resolution && (
          <span className="chart-resolution">
            <label htmlFor={`${id}-resolution`} className="visually-hidden">
              {t('chart.resolution')}
            </label>
            <select
              id={`${id}-resolution`}
              value={resolution}
              onChange={(event) => onResolution(event.target.value as Resolution)}
            >
              {resolutions.map((r) => (
                <option key={r} value={r}>
                  {t(`chart.resolution.${r}`)}
                </option>
              ))}
            </select>
          </span>
        )}
        {(!small || fullscreen) && (
          <button
            type="button"
            className="icon-button chart-maximise"
            aria-label={fullscreen ? t('chart.minimise') : t('chart.maximise')}
            aria-pressed={fullscreen}
            onClick={onToggleFullscreen}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {fullscreen ? (
                <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
              ) : (
                <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
              )}
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}

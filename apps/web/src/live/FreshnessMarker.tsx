import { useT } from '../i18n/use-t';
import { useFreshness } from './use-freshness';

/**
 * Whether the prices on screen are moving. Told by text and icon shape as well as colour; a
 * polite live region, so a screen reader hears when prices stop updating and when they are back.
 */
export function FreshnessMarker() {
  const t = useT();
  const { state, connecting } = useFreshness();
  const label =
    state === 'live'
      ? t('freshness.live')
      : state === 'stale'
        ? t('freshness.stale')
        : connecting
          ? t('freshness.connecting')
          : t('freshness.reconnecting');
  const detail =
    state === 'live'
      ? t('freshness.liveDetail')
      : state === 'stale'
        ? t('freshness.staleDetail')
        : t('freshness.reconnectingDetail');

  return (
    <span
      className={`freshness freshness-${state}`}
      data-testid="freshness-marker"
      data-state={state}
      role="status"
      title={detail}
    >
      <span className="freshness-icon" aria-hidden="true" />
      <span className="visually-hidden">{t('freshness.prefix')} </span>
      {label}
    </span>
  );
}

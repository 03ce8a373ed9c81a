import { useId } from 'react';
import {
  FUND_DEVELOPMENT_OPTIONS,
  GRAPH_TYPES,
  LINE_GRAPH_FLAGS,
  PRICE_MARKERS,
  graphTypeAllowed,
  type ChartSettings,
  type CountryCode,
  type FundDevelopment,
  type PriceMarkers,
} from '@broker/domain';
import { useT } from '../i18n/use-t';
import type { SettingsUpdate } from './use-chart-settings';

type Toggle =
  | 'grid'
  | 'volume'
  | 'highestAndLowest'
  | 'historicalEvents'
  | 'buySellDots'
  | 'historicalTable'
  | 'nordbrokerOwners';

/** The Settings tab (index 0) of the drawer. */
export function SettingsTab({
  settings,
  update,
  onReset,
  isFund,
  loggedIn,
  countryCode,
}: {
  settings: ChartSettings;
  update(change: SettingsUpdate): void;
  onReset(): void;
  isFund: boolean;
  loggedIn: boolean;
  countryCode: CountryCode;
}) {
  const t = useT();
  const id = useId();
  const toggles: { name: Toggle; label: string }[] = [
    { name: 'grid', label: t('chart.settings.grid') },
    { name: 'volume', label: t('chart.settings.volume') },
    { name: 'highestAndLowest', label: t('chart.settings.highestAndLowest') },
    { name: 'historicalEvents', label: t('chart.settings.historicalEvents') },
    // Spec 002 §6: only a logged-in customer has trades to show and a table setting.
    ...(loggedIn
      ? [
          { name: 'buySellDots' as const, label: t('chart.settings.buySellDots') },
          { name: 'historicalTable' as const, label: t('chart.settings.historicalTable') },
        ]
      : []),
    { name: 'nordbrokerOwners', label: t('chart.pill.owners', { product: t('app.brand') }) },
  ];
  const fundLabel = (option: FundDevelopment) =>
    option === 'LAST'
      ? t('chart.settings.fundDevelopment.LAST')
      : `${option} ${t(`chart.fundSuffix.${countryCode}`)}`;

  return (
    <div className="chart-settings">
      <fieldset>
        <legend>{t('chart.settings.graphType')}</legend>
        {GRAPH_TYPES.map((type) => {
          const allowed = graphTypeAllowed(type, settings.bidPrice);
          return (
            <label key={type} className="chart-option">
              <input
                type="radio"
                name={`${id}-graph-type`}
                value={type}
                checked={settings.graphType === type}
                disabled={!allowed}
                aria-describedby={allowed ? undefined : `${id}-bid-note`}
                onChange={() => update({ graphType: type })}
              />
              {t(`chart.settings.graphType.${type}`)}
            </label>
          );
        })}
        {settings.bidPrice && (
          <p id={`${id}-bid-note`} className="muted chart-note">
            {t('chart.settings.graphTypeBidNote')}
          </p>
        )}
      </fieldset>

      {settings.graphType === 'line' && (
        <fieldset>
          <legend>{t('chart.settings.line')}</legend>
          {LINE_GRAPH_FLAGS.map((flag) => (
            <label key={flag} className="chart-option">
              <input
                type="checkbox"
                checked={settings.lineGraphType.includes(flag)}
                onChange={(event) => {
                  const on = event.target.checked;
                  update((s) => ({
                    lineGraphType: LINE_GRAPH_FLAGS.filter((f) =>
                      f === flag ? on : s.lineGraphType.includes(f),
                    ),
                  }));
                }}
              />
              {t(`chart.settings.line.${flag}`)}
            </label>
          ))}
        </fieldset>
      )}

      <fieldset>
        <legend>{t('chart.settings.display')}</legend>
        {toggles.map(({ name, label }) => (
          <label key={name} className="chart-option">
            <input
              type="checkbox"
              checked={settings[name]}
              onChange={(event) => update({ [name]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-markers`}>{t('chart.settings.priceMarkers')}</label>
        <select
          id={`${id}-markers`}
          value={settings.priceMarkers}
          onChange={(event) => update({ priceMarkers: event.target.value as PriceMarkers })}
        >
          {PRICE_MARKERS.map((marker) => (
            <option key={marker} value={marker}>
              {t(`chart.settings.priceMarkers.${marker}`)}
            </option>
          ))}
        </select>
      </div>

      {isFund && (
        <div className="field">
          <label htmlFor={`${id}-fund`}>{t('chart.settings.fundDevelopment')}</label>
          <select
            id={`${id}-fund`}
            value={settings.fundDevelopment}
            onChange={(event) => update({ fundDevelopment: event.target.value as FundDevelopment })}
          >
            {FUND_DEVELOPMENT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {fundLabel(option)}
              </option>
            ))}
          </select>
        </div>
      )}

      <button type="button" className="button button-secondary" onClick={onReset}>
        {t('chart.settings.reset')}
      </button>
    </div>
  );
}

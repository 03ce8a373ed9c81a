import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  FADE_IN_MS,
  FIXED_PERIODS,
  MAX_COMPARATORS,
  SPINNER_DELAY_MS,
  chartTimeZone,
  graphTypeAllowed,
  type ChartSettings,
  type FixedPeriod,
  type Period,
} from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { dayIn } from '../ui/format';
import { ChartDrawer, type DrawerTab } from './ChartDrawer';
import { ChartError } from './ChartError';
import { ChartErrorBoundary } from './ChartErrorBoundary';
import { ChartHeader } from './ChartHeader';
import { ChartNoData } from './ChartNoData';
import { HistoricalTable } from './HistoricalTable';
import { PeriodSelector } from './PeriodSelector';
import { PillBar, type PillTarget } from './PillBar';
import { PriceChart } from './canvas/PriceChart';
import { withoutSelfComparison } from './chart-overlays';
import { chartIdFor } from './chart-settings-storage';
import { chosenResolution, csvQueryString } from './time-series-request';
import { useAccountIds } from './use-account-ids';
import { useBuySellDots } from './use-buy-sell-dots';
import { useChartSettings } from './use-chart-settings';
import { useDelayedFlag } from './use-delayed-flag';
import { useTimeSeries } from './use-time-series';
import { samePosition, tooltipPositionFromQuery } from './tooltip-position';
import './chart-card.css';

const NO_TRANSACTIONS: readonly never[] = [];

export interface ChartCardProps {
  instrument: { id: number; name: string; symbol: string; currency: string; isFund: boolean };
  /** The latest tick while the market is open. */
  live?: { last: number; bid?: number; at: number };
  /** The order book trades now: intraday charts then refresh every minute. */
  marketOpen?: boolean;
  /** Leaves the error screen's explanation out (spec 002 §8). */
  simpleMode?: boolean;
  /** How many instruments the compare tab may add; with 1, a new pick replaces the old one. */
  comparatorLimit?: number;
}

/** Spec 002: the chart card of an instrument. */
export function ChartCard({
  instrument,
  live,
  marketOpen = false,
  simpleMode = false,
  comparatorLimit = MAX_COMPARATORS,
}: ChartCardProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const { status, meta } = useSession();
  const loggedIn = status === 'loggedIn';
  const timeZone = chartTimeZone(meta.countryCode);
  const today = dayIn(Date.now(), timeZone);
  const chartId = chartIdFor(instrument.isFund);
  const { settings: stored, update, reset } = useChartSettings(chartId);
  const settings = useMemo(() => withoutSelfComparison(stored, instrument.id), [stored, instrument.id]);
  const ctx = { isFund: instrument.isFund, timeZone };

  const series = useTimeSeries(instrument.id, settings, { ...ctx, marketOpen });
  const accountIds = useAccountIds(loggedIn);
  const transactions = useBuySellDots({
    instrumentId: instrument.id,
    period: settings.period,
    enabled: loggedIn && settings.buySellDots,
    accountIds,
    today,
  });

  const [drawerTab, setDrawerTab] = useState<DrawerTab | null>(null);
  const [renderError, setRenderError] = useState<Error | null>(null);
  // A new boundary (and canvas) after Retry or Restore: the failed one would stay failed.
  const [attempt, setAttempt] = useState(0);

  const reload = useCallback(() => {
    setRenderError(null);
    setAttempt((n) => n + 1);
    void queryClient.resetQueries({ queryKey: ['chart', 'priceTimeSeries', instrument.id] });
  }, [queryClient, instrument.id]);

  const restore = useCallback(() => {
    reset();
    reload();
  }, [reset, reload]);

  const onRenderError = useCallback((error: Error) => {
    console.error('Chart could not be drawn', error);
    setRenderError(error);
  }, []);

  // Spec 002 §2: the location query may pin the tooltip (or unpin it); the position is then kept
  // with the chart's other settings. Read on start and on back/forward navigation.
  useEffect(() => {
    const apply = () => {
      const position = tooltipPositionFromQuery(window.location.search);
      if (position === undefined) return;
      update((s) => (samePosition(s.tooltipPosition, position) ? {} : { tooltipPosition: position }));
    };
    apply();
    window.addEventListener('popstate', apply);
    return () => window.removeEventListener('popstate', apply);
  }, [update]);

  const fullscreen = settings.fullscreen;
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') update({ fullscreen: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen, update]);

  const data = series.data;
  const loading = series.isFetching && (series.isPending || series.isPlaceholderData);
  const spinner = useDelayedFlag(loading, SPINNER_DELAY_MS);
  const periods: FixedPeriod[] = data ? FIXED_PERIODS.filter((p) => data.availablePeriods.includes(p)) : [];
  const hasData = (data?.pricePoints.length ?? 0) > 0;
  const resolution = data?.returnedResolution ?? chosenResolution(settings, instrument.isFund);
  const showTable = loggedIn && settings.historicalTable;

  const selectPeriod = (period: Period) => update({ period });
  const removeOverlay = (target: PillTarget) =>
    update((s): Partial<ChartSettings> => {
      switch (target.kind) {
        case 'comparator':
          return { comparators: s.comparators.filter((c) => c.instrumentId !== target.instrumentId) };
        case 'indicator':
          return { technicalAnalyses: s.technicalAnalyses.filter((e) => e.id !== target.id) };
        case 'owners':
          return { nordbrokerOwners: false };
      }
    });

  let body;
  if (showTable) {
    body = (
      <HistoricalTable
        instrumentId={instrument.id}
        instrumentName={instrument.name}
        currency={instrument.currency}
        locale={meta.locale}
        seriesQuery={csvQueryString(settings, ctx)}
        onClose={() => update({ historicalTable: false })}
      />
    );
  } else if (series.failed || renderError) {
    body = <ChartError simpleMode={simpleMode} onRestore={restore} onRetry={reload} />;
  } else if (data && !hasData) {
    body = <ChartNoData periods={periods} onSelect={selectPeriod} />;
  } else if (data && resolution) {
    body = (
      <div className="chart-surface" key={attempt} style={{ animationDuration: `${FADE_IN_MS}ms` }}>
        <ChartErrorBoundary onError={onRenderError}>
          <PriceChart
            series={data}
            settings={settings}
            // The prices are in the reply's currency: a fund development option may convert them.
            instrument={{ ...instrument, currency: data.currency }}
            resolution={resolution}
            transactions={loggedIn && settings.buySellDots ? transactions : NO_TRANSACTIONS}
            timeZone={timeZone}
            locale={meta.locale}
            {...(live ? { live } : {})}
            tooltipPosition={settings.tooltipPosition}
            fill={fullscreen}
            onRenderError={onRenderError}
          />
        </ChartErrorBoundary>
      </div>
    );
  } else if (series.timedOut) {
    body = <ChartNoData periods={periods} onSelect={selectPeriod} />;
  } else {
    body = <div className="chart-surface-placeholder" />;
  }

  return (
    <section
      className={`card chart-card${fullscreen ? ' chart-card-fullscreen' : ''}`}
      aria-label={t('chart.title')}
      data-testid="chart-card"
    >
      <ChartHeader
        title={t('chart.title')}
        drawerTab={drawerTab}
        onOpenDrawer={setDrawerTab}
        loggedIn={loggedIn}
        buySellDots={settings.buySellDots}
        onToggleBuySell={() => update((s) => ({ buySellDots: !s.buySellDots }))}
        bidPrice={settings.bidPrice}
        onToggleBidPrice={() =>
          update((s) => ({
            bidPrice: !s.bidPrice,
            graphType: graphTypeAllowed(s.graphType, !s.bidPrice) ? s.graphType : 'line',
          }))
        }
        resolutions={data?.validResolutionsForPeriod ?? []}
        resolution={resolution}
        onResolution={(r) => update((s) => ({ resolution: { ...s.resolution, [s.period]: r } }))}
        fullscreen={fullscreen}
        onToggleFullscreen={() => update((s) => ({ fullscreen: !s.fullscreen }))}
      />
      <div className="chart-body" aria-busy={loading}>
        {!showTable && <PillBar settings={settings} onRemove={removeOverlay} />}
        {body}
        {spinner && (
          <div className="chart-spinner" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('chart.loading')}</span>
          </div>
        )}
      </div>
      {/* The table lists every period itself; the selector would only change the hidden chart. */}
      {!showTable && (periods.length > 1 || hasData) && (
        <PeriodSelector
          periods={periods}
          selected={settings.period}
          customRange={settings.customRange}
          today={today}
          onSelect={selectPeriod}
          onCustom={(customRange) => update({ period: 'CUSTOM', customRange })}
        />
      )}
      <ChartDrawer
        tab={drawerTab}
        onTabChange={setDrawerTab}
        onClose={() => setDrawerTab(null)}
        settings={settings}
        update={update}
        onReset={reset}
        isFund={instrument.isFund}
        instrumentId={instrument.id}
        loggedIn={loggedIn}
        countryCode={meta.countryCode}
        comparatorLimit={comparatorLimit}
      />
    </section>
  );
}

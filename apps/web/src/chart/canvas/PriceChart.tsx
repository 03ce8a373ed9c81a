import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  ColorType,
  type DeepPartial,
  type MouseEventParams,
  type Time,
  type TimeChartOptions,
} from 'lightweight-charts';
import { isIntraday, type ChartSettings, type IndicatorKind, type Resolution } from '@broker/domain';
import { useT } from '../../i18n/use-t';
import { announcement, nextCursor } from './chart-cursor';
import { ChartRenderer } from './chart-renderer';
import {
  EVENT_MARKER_PREFIX,
  chartMarkers,
  compareSeriesSpecs,
  effectiveGraphType,
  entryOf,
  indicatorSeriesSpecs,
  isPercentMode,
  isTurbo,
  mainPriceLines,
  mainSeriesSpec,
  ownersSeriesSpec,
  volumeSeriesSpec,
  type SeriesData,
  type SeriesSpec,
} from './chart-model';
import { DEFAULT_THEME, readTheme, type ChartTheme } from './chart-theme';
import { ChartTooltip } from './ChartTooltip';
import { groupTransactions, type GroupedTransaction } from './group-transactions';
import { applyLiveTick, lastIndicatorPoint } from './live-update';
import { formatPercent, formatValue } from './number-format';
import { chartHeight, paneLayout } from './pane-layout';
import { crosshairTimeFormatter, tickMarkFormatter, timeToMs } from './time-format';
import {
  mainPercentBase,
  percentScale,
  PRICE_SCALE,
  toBar,
  toTime,
  toIndicatorData,
  toIndicatorHistogram,
  toLineData,
  toVolumeData,
} from './to-series-data';
import { tooltipRows, type CanvasTranslate, type TooltipInput } from './tooltip-rows';
import type { BuySellTransaction, EnrichPoint, PricePoint, TimeSeriesResponse } from './types';
import './price-chart.css';

export type { BuySellTransaction, TimeSeriesResponse } from './types';

export interface PriceChartProps {
  series: TimeSeriesResponse; // CallReply<typeof getPriceTimeSeries>
  settings: ChartSettings;
  instrument: { name: string; symbol: string; currency: string; isFund: boolean };
  resolution: Resolution; // series.returnedResolution normally
  transactions: readonly BuySellTransaction[]; // [] when markers are not to be shown
  timeZone: string; // chartTimeZone(countryCode)
  locale: string; // e.g. 'sv-SE'
  live?: { last: number; bid?: number; at: number } | undefined; // latest tick while the market is open
  onRenderError(error: Error): void; // the card shows its error screen
  height?: number; // px; by default 400, more with oscillator panes (chartHeight)
  /** Fills its container's height instead (fullscreen); the container sets the height. */
  fill?: boolean;
  /** Pins the tooltip's top-left corner at this point inside the chart (settings.tooltipPosition). */
  tooltipPosition?: { x: number; y: number } | null;
}

interface Hover {
  time: number;
  x: number;
  /** Value of each drawn series at the hovered time, by spec key. */
  values: Map<string, number>;
  /** The pointer is on a historical-event marker. */
  overEvent: boolean;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function initialTheme(): ChartTheme {
  return typeof document === 'undefined' ? DEFAULT_THEME : readTheme(document.documentElement);
}

/**
 * The chart's drawing surface: every series, pane, marker and line of spec 002 drawn with
 * lightweight-charts, and the hover tooltip. The chart is created once; prop changes update the
 * series in place (see ChartRenderer). Errors of the library go to `onRenderError`.
 */
export function PriceChart(props: PriceChartProps) {
  const { series, settings, instrument, resolution, transactions, timeZone, locale, live } = props;
  const t = useT() as unknown as CanvasTranslate;
  const containerRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<ChartRenderer | null>(null);
  const [theme] = useState(initialTheme);
  const [hover, setHover] = useState<Hover | null>(null);
  // The keyboard's or a tap's cursor, an index into the points; the mouse's crosshair replaces it.
  const cursorRef = useRef<{ index: number; source: 'key' | 'tap' } | null>(null);
  const [announced, setAnnounced] = useState(false);
  const pointerTypeRef = useRef('mouse');
  const mouseMovedRef = useRef(false);
  const helpId = useId();
  const [width, setWidth] = useState(0);
  const onRenderErrorRef = useRef(props.onRenderError);
  const failedRef = useRef(false);

  useEffect(() => {
    onRenderErrorRef.current = props.onRenderError;
  }, [props.onRenderError]);

  /** Runs a step against the library; the first failure goes to the card, later ones are noise. */
  const guard = (step: () => void) => {
    if (failedRef.current) return;
    try {
      step();
    } catch (error) {
      failedRef.current = true;
      onRenderErrorRef.current(asError(error));
    }
  };

  // Working copies that live ticks extend in place: a settings change redraws from them, so the
  // ticks since the last fetch are kept; a new reply starts afresh.
  const points = useMemo<PricePoint[]>(() => [...series.pricePoints], [series]);
  const analyses = useMemo(
    () => series.technicalAnalysisPoints.map((a) => ({ ...a, points: [...a.points] })),
    [series],
  );

  const graphType = effectiveGraphType(settings);
  const percent = isPercentMode(settings, series.comparePricePoints.length);
  const base = useMemo(() => mainPercentBase(points), [points]);
  const scale = useMemo(() => (percent ? percentScale(base) : PRICE_SCALE), [percent, base]);
  const formatMain = useMemo(
    () => (percent ? (v: number) => formatPercent(v, locale) : (v: number) => formatValue(v, locale)),
    [percent, locale],
  );
  const turbo = isTurbo(points);

  const activeKinds = useMemo(
    () =>
      analyses.flatMap((a) => {
        const entry = entryOf(a, settings.technicalAnalyses);
        return entry ? [entry.kind as IndicatorKind] : [];
      }),
    [analyses, settings.technicalAnalyses],
  );
  const layout = useMemo(() => paneLayout(activeKinds), [activeKinds]);
  const height = props.height ?? chartHeight(layout.shares);
  const [boxHeight, setBoxHeight] = useState(0);

  const mainSpec = useMemo(
    () =>
      mainSeriesSpec({
        points,
        settings: {
          graphType: settings.graphType,
          bidPrice: settings.bidPrice,
          lineGraphType: settings.lineGraphType,
          priceMarkers: settings.priceMarkers,
        },
        previousClose: series.previousClose,
        name: instrument.name,
        scale,
        percent,
        theme,
        formatValue: formatMain,
      }),
    [
      points,
      settings.graphType,
      settings.bidPrice,
      settings.lineGraphType,
      settings.priceMarkers,
      series.previousClose,
      instrument.name,
      scale,
      percent,
      theme,
      formatMain,
    ],
  );
  const compareSpecs = useMemo(
    () =>
      compareSeriesSpecs(series.comparePricePoints, settings.comparators, (v) => formatPercent(v, locale)),
    [series.comparePricePoints, settings.comparators, locale],
  );
  const indicatorSpecs = useMemo(
    () =>
      indicatorSeriesSpecs({
        analyses,
        entries: settings.technicalAnalyses,
        layout,
        scale,
        theme,
        turbo,
        formatValue: formatMain,
        formatOscillator: (v) => formatValue(v, locale),
      }),
    [analyses, settings.technicalAnalyses, layout, scale, theme, turbo, formatMain, locale],
  );
  const volumeSpec = useMemo(
    () => (settings.volume ? volumeSeriesSpec(points, t('chart.canvas.tooltip.volume'), theme) : undefined),
    [settings.volume, points, t, theme],
  );
  const ownersSpec = useMemo(
    () =>
      settings.nordbrokerOwners && series.owners.length > 0
        ? ownersSeriesSpec(series.owners, t('chart.canvas.tooltip.owners'), theme)
        : undefined,
    [settings.nordbrokerOwners, series.owners, t, theme],
  );
  const specs = useMemo<SeriesSpec[]>(
    () => [
      mainSpec,
      ...(volumeSpec ? [volumeSpec] : []),
      ...(ownersSpec ? [ownersSpec] : []),
      ...compareSpecs,
      ...indicatorSpecs,
    ],
    [mainSpec, volumeSpec, ownersSpec, compareSpecs, indicatorSpecs],
  );

  const grouped = useMemo(
    () =>
      settings.buySellDots && transactions.length > 0
        ? groupTransactions(
            transactions,
            points.map((p) => p.timeStamp),
            instrument.currency,
          )
        : [],
    [settings.buySellDots, transactions, points, instrument.currency],
  );
  const groupedByTime = useMemo(() => new Map(grouped.map((g) => [g.time, g])), [grouped]);
  const events = settings.historicalEvents ? series.enrichPoints : undefined;
  const eventsByTime = useMemo(() => {
    const map = new Map<number, EnrichPoint[]>();
    for (const event of events ?? []) map.set(event.timestamp, [...(map.get(event.timestamp) ?? []), event]);
    return map;
  }, [events]);

  const markers = useMemo(
    () =>
      chartMarkers({
        points,
        highestAndLowest: settings.highestAndLowest,
        events,
        transactions: grouped,
        scale,
        theme,
        texts: {
          highest: (v) => t('chart.canvas.marker.highest', { value: formatMain(v) }),
          lowest: (v) => t('chart.canvas.marker.lowest', { value: formatMain(v) }),
          dividend: t('chart.canvas.marker.dividend'),
        },
      }),
    [points, settings.highestAndLowest, events, grouped, scale, theme, t, formatMain],
  );

  const bid = settings.bidPrice ? live?.bid : undefined;
  const priceLines = useMemo(
    () =>
      mainPriceLines({
        priceMarkers: settings.priceMarkers,
        previousClose: series.previousClose,
        bid,
        scale,
        theme,
        texts: {
          previousClose: t('chart.canvas.priceLine.previousClose'),
          bid: t('chart.canvas.priceLine.bid'),
        },
      }),
    [settings.priceMarkers, series.previousClose, bid, scale, theme, t],
  );

  const indexByTime = useMemo(() => new Map(points.map((p, i) => [p.timeStamp, i])), [points]);
  const indexByTimeRef = useRef(indexByTime);
  indexByTimeRef.current = indexByTime;

  /** Puts the keyboard's or a tap's cursor on a bar (null hides it) and shows that bar's tooltip. */
  const moveCursor = (index: number | null, source: 'key' | 'tap') => {
    const renderer = rendererRef.current;
    const point = index === null ? undefined : points[index];
    cursorRef.current = point ? { index: index!, source } : null;
    mouseMovedRef.current = false;
    setAnnounced(point !== undefined && source === 'key');
    if (!renderer) return;
    guard(() => {
      if (!point) {
        renderer.hideCrosshair();
        setHover(null);
        return;
      }
      const time = toTime(point.timeStamp);
      const { values, mainPrice } = renderer.valuesAt(time);
      if (mainPrice !== undefined) renderer.showCrosshair(time, mainPrice);
      setHover({ time: point.timeStamp, x: renderer.xOf(time) ?? 0, values, overEvent: false });
    });
  };
  const moveCursorRef = useRef(moveCursor);
  moveCursorRef.current = moveCursor;

  // Another period or instrument: the cursor's index means another bar now.
  useEffect(() => {
    if (cursorRef.current) moveCursorRef.current(null, cursorRef.current.source);
  }, [series]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = nextCursor(event.key, cursorRef.current?.index ?? null, points.length);
    if (next === undefined) return;
    event.preventDefault();
    moveCursor(next, 'key');
  };

  const chartOptions = useMemo<DeepPartial<TimeChartOptions>>(
    () => ({
      layout: {
        background: { type: ColorType.Solid, color: theme.background },
        textColor: theme.textMuted,
        fontFamily: 'inherit',
        // Required by the library's licence (see NOTICE in README): keep the TradingView link.
        attributionLogo: true,
        panes: { separatorColor: theme.border },
      },
      grid: {
        vertLines: { visible: settings.grid, color: theme.grid },
        horzLines: { visible: settings.grid, color: theme.grid },
      },
      // Columns stand on zero: no margin below it, or the axis would show negative prices.
      rightPriceScale: {
        borderVisible: false,
        scaleMargins: graphType === 'column' ? { top: 0.1, bottom: 0 } : { top: 0.2, bottom: 0.1 },
      },
      leftPriceScale: { visible: Boolean(ownersSpec), borderVisible: false },
      timeScale: {
        borderVisible: false,
        timeVisible: isIntraday(resolution),
        secondsVisible: false,
        // Past the turbo threshold, bars thinner than a pixel are merged when drawn.
        enableConflation: turbo,
        // The library's default minimum of half a pixel per bar kept ten years of days (about
        // 2 600 bars) from fitting: "All" and "10 years" opened on their last years. A period
        // shows its whole range when chosen (spec 002 §4), however thin its bars.
        minBarSpacing: 0.01,
        tickMarkFormatter: tickMarkFormatter(locale, timeZone),
      },
      localization: {
        locale,
        timeFormatter: crosshairTimeFormatter(resolution, locale, timeZone),
      },
    }),
    [theme, settings.grid, ownersSpec, resolution, locale, timeZone, turbo, graphType],
  );

  // Created once, in a layout effect like the updates below, so the first data is set in the same
  // commit and the first frame the library paints already shows it.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let renderer: ChartRenderer;
    try {
      renderer = new ChartRenderer(container, { autoSize: true });
    } catch (error) {
      failedRef.current = true;
      onRenderErrorRef.current(asError(error));
      return;
    }
    rendererRef.current = renderer;
    const unsubscribe = renderer.onCrosshairMove((param: MouseEventParams<Time>) => {
      if (cursorRef.current) {
        // A keyboard or tap cursor stays until a mouse moves over the plot (the library also
        // sends moves of its own, on new data and on taps).
        if (!mouseMovedRef.current) return;
        cursorRef.current = null;
        setAnnounced(false);
      }
      if (param.time === undefined || !param.point) {
        setHover(null);
        return;
      }
      const values = new Map<string, number>();
      for (const [api, data] of param.seriesData) {
        const spec = renderer.specOf(api);
        if (spec && 'value' in data && typeof data.value === 'number') values.set(spec.key, data.value);
      }
      const overEvent =
        typeof param.hoveredObjectId === 'string' && param.hoveredObjectId.startsWith(EVENT_MARKER_PREFIX);
      setHover({ time: timeToMs(param.time), x: param.point.x, values, overEvent });
    });
    // A tap shows the tooltip of the bar under the finger until the next tap (the library only
    // follows a finger that is held down and dragged).
    const unsubscribeClick = renderer.onClick((param: MouseEventParams<Time>) => {
      if (pointerTypeRef.current === 'mouse') return;
      const index = param.time === undefined ? undefined : indexByTimeRef.current.get(timeToMs(param.time));
      moveCursorRef.current(index ?? null, 'tap');
    });
    const onPointer = (event: PointerEvent) => {
      pointerTypeRef.current = event.pointerType;
      if (event.type === 'pointermove' && event.pointerType === 'mouse') mouseMovedRef.current = true;
    };
    container.addEventListener('pointerdown', onPointer);
    container.addEventListener('pointermove', onPointer);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            setWidth(container.clientWidth);
            setBoxHeight(container.clientHeight);
          });
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      container.removeEventListener('pointerdown', onPointer);
      container.removeEventListener('pointermove', onPointer);
      try {
        unsubscribe();
        unsubscribeClick();
        renderer.destroy();
      } catch {
        // Unmounting: nothing left to show an error on.
      }
      rendererRef.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    const renderer = rendererRef.current;
    if (!renderer) return;
    guard(() => renderer.applyOptions(chartOptions));
  }, [chartOptions]);

  const fittedRef = useRef<TimeSeriesResponse | null>(null);
  useLayoutEffect(() => {
    const renderer = rendererRef.current;
    if (!renderer) return;
    guard(() => {
      renderer.sync(specs, layout.shares);
      renderer.setMarkers(markers);
      renderer.setMainPriceLines(priceLines);
      if (fittedRef.current !== series) {
        fittedRef.current = series;
        renderer.chart.timeScale().fitContent();
      }
    });
  }, [specs, layout, markers, priceLines, series]);

  // Entering or leaving fullscreen resizes the chart: once the new size is in, the whole period
  // is fitted again instead of keeping the old bar spacing (a gap, or bars cut off).
  const fill = Boolean(props.fill);
  const lastFill = useRef(fill);
  useEffect(() => {
    if (lastFill.current === fill) return;
    lastFill.current = fill;
    // Two frames: the library's own size observer has applied the new size by then.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => guard(() => rendererRef.current?.chart.timeScale().fitContent()));
    });
    return () => cancelAnimationFrame(frame);
  }, [fill]);

  // Live ticks go to the library as updates of the last bar, never as a redraw of all data.
  useEffect(() => {
    const renderer = rendererRef.current;
    if (!renderer || !live) return;
    guard(() => {
      const bar = applyLiveTick(points, live, resolution, timeZone);
      if (!bar) return;
      if (bar.appended) {
        points.push(bar.point);
        indexByTime.set(bar.point.timeStamp, points.length - 1);
      } else points[points.length - 1] = bar.point;
      const previous = points[points.length - 2];
      let item: SeriesData | undefined;
      if (mainSpec.kind === 'Candlestick' || mainSpec.kind === 'Bar') item = toBar(bar.point, scale);
      else item = toLineData([bar.point], scale)[0];
      if (item && mainSpec.kind === 'Histogram' && !turbo) {
        const down = previous !== undefined && bar.point.last < previous.last;
        item = { ...item, color: down ? theme.loss : theme.accent };
      }
      if (item) renderer.update('main', item);
      if (volumeSpec) {
        const volume = toVolumeData(
          [bar.point],
          turbo ? undefined : { up: theme.volumeUp, down: theme.volumeDown },
        )[0];
        if (volume) renderer.update('volume', volume);
      }
      for (const analysis of analyses) {
        const entry = entryOf(analysis, settings.technicalAnalyses);
        if (!entry) continue;
        const point = lastIndicatorPoint(entry, points, analysis.points);
        if (!point) continue;
        const at = analysis.points.length - 1;
        if (analysis.points[at]?.timeStamp === point.timeStamp) analysis.points[at] = point;
        else analysis.points.push(point);
        for (const spec of indicatorSpecs) {
          if (spec.indicator?.id !== entry.id) continue;
          const field = spec.indicator.field;
          const overlay = spec.pane === 0;
          const datum =
            spec.kind === 'Histogram'
              ? toIndicatorHistogram(
                  [point],
                  field,
                  turbo ? undefined : { up: theme.volumeUp, down: theme.volumeDown },
                )[0]
              : toIndicatorData([point], field, overlay ? scale : PRICE_SCALE)[0];
          if (datum) renderer.update(spec.key, datum);
        }
      }
    });
    // Only a new tick triggers this; the rest is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  let tooltip = null;
  let spoken = '';
  if (hover) {
    const index = indexByTime.get(hover.time);
    const input: TooltipInput = {
      time: hover.time,
      resolution,
      timeZone,
      locale,
      t,
      graphType,
      percent,
      currency: instrument.currency,
      main: {
        name: instrument.name,
        color: mainSpec.color,
        point: index === undefined ? undefined : points[index],
        first: base,
      },
      compare: compareSpecs.flatMap((spec) => {
        const value = hover.values.get(spec.key);
        return value === undefined
          ? []
          : [{ key: spec.key, name: spec.name, color: spec.color, percent: value }];
      }),
      indicators: indicatorSpecs.flatMap((spec) => {
        const value = hover.values.get(spec.key);
        if (value === undefined || !spec.indicator) return [];
        return [
          {
            key: spec.key,
            label: spec.indicator.label,
            kind: spec.indicator.kind,
            field: spec.indicator.field,
            color: spec.color,
            value,
            percent: percent && spec.pane === 0,
          },
        ];
      }),
      owners: ownersSpec ? hover.values.get('owners') : undefined,
      transactions: groupedByTime.get(hover.time) as GroupedTransaction | undefined,
      events: eventsByTime.get(hover.time) ?? [],
      eventHovered: hover.overEvent,
    };
    const content = tooltipRows(input);
    if (announced) spoken = announcement(content);
    if (content.rows.length > 0)
      tooltip = (
        <ChartTooltip
          content={content}
          x={hover.x}
          width={width}
          height={boxHeight || height}
          pinned={props.tooltipPosition ?? null}
        />
      );
  }

  return (
    <div
      className={`price-chart${props.fill ? ' price-chart--fill' : ''}`}
      // Focusable: the arrow keys move a cursor over the bars and its values are read out.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (cursorRef.current?.source === 'key' && !event.currentTarget.contains(event.relatedTarget)) {
          moveCursor(null, 'key');
        }
      }}
      aria-describedby={helpId}
      data-testid="price-chart"
      data-period={series.returnedPeriod}
      data-resolution={resolution}
      style={props.fill ? undefined : { height }}
      // A figure, not an image: the canvas holds the library's attribution link, and an image's
      // content may hold nothing interactive.
      role="figure"
      aria-label={t('chart.canvas.label', { name: instrument.name })}
    >
      <div ref={containerRef} className="price-chart__canvas" />
      {tooltip}
      <p id={helpId} className="visually-hidden">
        {t('chart.canvas.keyboardHelp')}
      </p>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {spoken}
      </div>
    </div>
  );
}

import {
  LINE_PALETTE,
  LINE_WIDTH,
  RSI_AXIS,
  STOCHASTIC_AXIS,
  TURBO_THRESHOLD,
  eventIcon,
  formatTechnicalAnalysis,
  graphTypeAllowed,
  indicatorLabel,
  type ChartIndicator,
  type ChartSettings,
  type Comparator,
  type GraphType,
  type IndicatorKind,
} from '@broker/domain';
import {
  LineStyle,
  LineType,
  type AutoscaleInfoProvider,
  type BarData,
  type CreatePriceLineOptions,
  type HistogramData,
  type LineData,
  type LineWidth,
  type SeriesMarker,
  type Time,
} from 'lightweight-charts';
import type { ChartTheme } from './chart-theme';
import type { GroupedTransaction } from './group-transactions';
import { isOscillator, type PaneLayout } from './pane-layout';
import {
  extremes,
  PRICE_SCALE,
  toBarData,
  toColumnData,
  toComparePercentData,
  toIndicatorData,
  toIndicatorHistogram,
  toLineData,
  toOwnersData,
  toTime,
  toVolumeData,
  type IndicatorField,
  type Scale,
} from './to-series-data';
import type { EnrichPoint, PricePoint, TechnicalAnalysisPoints } from './types';

/**
 * What the canvas draws, as plain data: one spec per lightweight-charts series, keyed so that the
 * renderer can tell an unchanged series (update in place) from a new or removed one. Each part is
 * built by its own function so the component can memoize them separately and only hand the
 * library new data arrays when their inputs changed.
 */

export type SeriesKind = 'Line' | 'Area' | 'Baseline' | 'Candlestick' | 'Bar' | 'Histogram';
export type SeriesRole = 'main' | 'volume' | 'owners' | 'compare' | 'indicator';
export type SeriesData = LineData | BarData | HistogramData;

export interface SeriesSpec {
  key: string;
  kind: SeriesKind;
  role: SeriesRole;
  pane: number;
  /** Full name for the tooltip (truncated there). */
  name: string;
  color: string;
  /** Options of the series kind (lightweight-charts' SeriesPartialOptionsMap[kind]). */
  options: Record<string, unknown>;
  data: readonly SeriesData[];
  /** Lines across the series' pane that belong to it (RSI and stochastic bounds). */
  priceLines?: CreatePriceLineOptions[];
  /**
   * Margins of the series' price scale, as parts of the pane's height. Oscillators with a fixed
   * axis take none: the library's default (20 % above, 10 % below) would widen RSI's 10–90 to about
   * −2–113 (spec 002 §9 fixes the axis).
   */
  scaleMargins?: { top: number; bottom: number };
  indicator?: { id: string; kind: IndicatorKind; field: IndicatorField; label: string };
}

const NO_MARGINS = { top: 0, bottom: 0 } as const;

/** The library types line width as 1–4; fractional widths draw fine on the canvas. */
const WIDTH = LINE_WIDTH as LineWidth;

export function paletteColor(colorIndex: number): string {
  return LINE_PALETTE[((colorIndex % LINE_PALETTE.length) + LINE_PALETTE.length) % LINE_PALETTE.length]!;
}

export function isTurbo(points: readonly unknown[]): boolean {
  return points.length > TURBO_THRESHOLD;
}

/** Candlestick and OHLC fall back to a line while the bid price is on (spec 002 §5). */
export function effectiveGraphType(settings: Pick<ChartSettings, 'graphType' | 'bidPrice'>): GraphType {
  return graphTypeAllowed(settings.graphType, settings.bidPrice) ? settings.graphType : 'line';
}

export function mainSeriesKind(
  settings: Pick<ChartSettings, 'graphType' | 'bidPrice' | 'lineGraphType'>,
): SeriesKind {
  switch (effectiveGraphType(settings)) {
    case 'candlestick':
      return 'Candlestick';
    case 'ohlc':
      return 'Bar';
    case 'column':
      return 'Histogram';
    case 'line':
      if (settings.lineGraphType.includes('development-colors')) return 'Baseline';
      return settings.lineGraphType.includes('area-gradient') ? 'Area' : 'Line';
  }
}

/** The price scale shows percent when any comparator has data to compare with. */
export function isPercentMode(
  settings: Pick<ChartSettings, 'comparators'>,
  compareSeriesCount: number,
): boolean {
  return settings.comparators.length > 0 && compareSeriesCount > 0;
}

export interface MainSeriesInput {
  points: readonly PricePoint[];
  settings: Pick<ChartSettings, 'graphType' | 'bidPrice' | 'lineGraphType' | 'priceMarkers'>;
  previousClose: number | null;
  name: string;
  /** Price to percent, or identity. */
  scale: Scale;
  percent: boolean;
  theme: ChartTheme;
  /** Formats a value of the main scale (price or percent) for the axis. */
  formatValue: (value: number) => string;
}

export function mainSeriesSpec(input: MainSeriesInput): SeriesSpec {
  const { points, settings, theme, scale } = input;
  const kind = mainSeriesKind(settings);
  const turbo = isTurbo(points);
  const lineType = settings.lineGraphType.includes('soft-line') ? LineType.Curved : LineType.Simple;
  const common = {
    priceLineVisible:
      settings.priceMarkers === 'current-price' || settings.priceMarkers === 'current-and-closing-price',
    priceLineStyle: LineStyle.Dashed,
    lastValueVisible: true,
    priceFormat: { type: 'custom', formatter: input.formatValue, minMove: input.percent ? 0.01 : 0.0001 },
  };
  let options: Record<string, unknown>;
  let data: readonly SeriesData[];
  switch (kind) {
    case 'Candlestick':
      options = {
        ...common,
        upColor: theme.gain,
        downColor: theme.loss,
        borderUpColor: theme.gain,
        borderDownColor: theme.loss,
        wickUpColor: theme.gain,
        wickDownColor: theme.loss,
      };
      data = toBarData(points, scale);
      break;
    case 'Bar':
      options = { ...common, upColor: theme.gain, downColor: theme.loss, thinBars: points.length > 300 };
      data = toBarData(points, scale);
      break;
    case 'Histogram':
      options = { ...common, color: theme.accent };
      data = toColumnData(points, scale, turbo ? undefined : { up: theme.accent, down: theme.loss });
      break;
    case 'Baseline': {
      // Green above the previous close (the first point when there is none), red below.
      const reference = input.percent ? 0 : (input.previousClose ?? points[0]?.last ?? 0);
      options = {
        ...common,
        lineType,
        lineWidth: 2,
        baseValue: { type: 'price', price: reference },
        topLineColor: theme.gain,
        topFillColor1: 'rgba(10, 122, 61, 0.18)',
        topFillColor2: 'rgba(10, 122, 61, 0.02)',
        bottomLineColor: theme.loss,
        bottomFillColor1: 'rgba(192, 38, 45, 0.02)',
        bottomFillColor2: 'rgba(192, 38, 45, 0.18)',
      };
      data = toLineData(points, scale);
      break;
    }
    case 'Area':
      options = {
        ...common,
        lineType,
        lineWidth: 2,
        lineColor: theme.accent,
        topColor: theme.areaTop,
        bottomColor: theme.areaBottom,
      };
      data = toLineData(points, scale);
      break;
    case 'Line':
      options = { ...common, lineType, lineWidth: 2, color: theme.accent };
      data = toLineData(points, scale);
      break;
  }
  return { key: 'main', kind, role: 'main', pane: 0, name: input.name, color: theme.accent, options, data };
}

export interface CompareSeries {
  timeSeriesIdentifier: string;
  pricePoints: { timeStamp: number; value: number }[];
}

/**
 * The comparator a compare series belongs to: the reply names it by the identifier it was asked
 * for (our instrument id), so match that, then the order book id, then the position.
 */
export function comparatorOf(
  series: CompareSeries,
  index: number,
  comparators: readonly Comparator[],
): Comparator | undefined {
  return (
    comparators.find((c) => String(c.instrumentId) === series.timeSeriesIdentifier) ??
    comparators.find((c) => c.orderBookId === series.timeSeriesIdentifier) ??
    comparators[index]
  );
}

export function compareSeriesSpecs(
  compare: readonly CompareSeries[],
  comparators: readonly Comparator[],
  formatPercent: (value: number) => string,
): SeriesSpec[] {
  return compare.flatMap((series, index) => {
    const comparator = comparatorOf(series, index, comparators);
    if (!comparator) return [];
    const color = paletteColor(comparator.colorIndex);
    return [
      {
        key: `compare:${series.timeSeriesIdentifier}`,
        kind: 'Line' as const,
        role: 'compare' as const,
        pane: 0,
        name: comparator.name,
        color,
        options: {
          color,
          lineWidth: WIDTH,
          priceLineVisible: false,
          lastValueVisible: true,
          crosshairMarkerRadius: 3,
          priceFormat: { type: 'custom', formatter: formatPercent, minMove: 0.01 },
        },
        data: toComparePercentData(series.pricePoints),
      },
    ];
  });
}

function fixedAxis(min: number, max: number): AutoscaleInfoProvider {
  return () => ({ priceRange: { minValue: min, maxValue: max } });
}

function boundLines(low: number, high: number, color: string): CreatePriceLineOptions[] {
  return [low, high].map((price) => ({
    price,
    color,
    lineWidth: 1,
    lineStyle: LineStyle.Dashed,
    axisLabelVisible: false,
  }));
}

const FIELDS: { readonly [K in IndicatorKind]: readonly IndicatorField[] } = {
  sma: ['value'],
  ema: ['value'],
  rsi: ['value'],
  bollinger: ['upper', 'middle', 'lower'],
  stochastic: ['k', 'd'],
  macd: ['macd', 'signal', 'diff'],
};

export interface IndicatorSpecsInput {
  analyses: readonly TechnicalAnalysisPoints[];
  entries: readonly ChartIndicator[];
  layout: PaneLayout;
  /** Scale of the price pane: overlays follow the main series into percent. */
  scale: Scale;
  theme: ChartTheme;
  turbo: boolean;
  /** Axis format of the price pane (price or percent). */
  formatValue: (value: number) => string;
  /** Axis format of the oscillator panes. */
  formatOscillator: (value: number) => string;
}

/** The active indicator entry a series of the reply belongs to, matched by `kind-params`. */
export function entryOf(
  analysis: TechnicalAnalysisPoints,
  entries: readonly ChartIndicator[],
): ChartIndicator | undefined {
  return entries.find((entry) => formatTechnicalAnalysis(entry) === analysis.taTypeWithParams);
}

/**
 * SMA, EMA and Bollinger overlay the price pane; RSI (axis 10–90, dashed bounds at its low and
 * high), the stochastic (0–100, %K, %D, bounds) and MACD (lines and the difference as columns)
 * each get their own pane. A reply series without an active entry is one the user just removed.
 */
export function indicatorSeriesSpecs(input: IndicatorSpecsInput): SeriesSpec[] {
  const { theme } = input;
  const specs: SeriesSpec[] = [];
  for (const analysis of input.analyses) {
    const entry = entryOf(analysis, input.entries);
    if (!entry) continue;
    const color = paletteColor(entry.colorIndex);
    const label = indicatorLabel(entry);
    const pane = isOscillator(entry.kind) ? (input.layout.paneOf[entry.kind] ?? 0) : 0;
    const scale = isOscillator(entry.kind) ? PRICE_SCALE : input.scale;
    FIELDS[entry.kind].forEach((field, index) => {
      const base = {
        key: `indicator:${entry.id}:${field}`,
        role: 'indicator' as const,
        pane,
        name: label,
        color,
        indicator: { id: entry.id, kind: entry.kind, field, label },
      };
      if (field === 'diff') {
        specs.push({
          ...base,
          kind: 'Histogram',
          options: {
            color: theme.neutral,
            priceLineVisible: false,
            lastValueVisible: false,
            priceFormat: { type: 'custom', formatter: input.formatOscillator, minMove: 0.0001 },
          },
          data: toIndicatorHistogram(
            analysis.points,
            field,
            input.turbo ? undefined : { up: theme.volumeUp, down: theme.volumeDown },
          ),
        });
        return;
      }
      const options: Record<string, unknown> = {
        color,
        lineWidth: WIDTH,
        // The secondary lines of a multi-line indicator are told apart by their dash.
        lineStyle: index === 0 || field === 'middle' ? LineStyle.Solid : LineStyle.Dashed,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
      };
      options.priceFormat = {
        type: 'custom',
        formatter: pane === 0 ? input.formatValue : input.formatOscillator,
        minMove: 0.0001,
      };
      if (field === 'lower' || field === 'upper') options.lineStyle = LineStyle.Dotted;
      let priceLines: CreatePriceLineOptions[] | undefined;
      if (entry.kind === 'rsi') {
        options.autoscaleInfoProvider = fixedAxis(RSI_AXIS.min, RSI_AXIS.max);
        priceLines = boundLines(entry.params.low, entry.params.high, theme.neutral);
      } else if (entry.kind === 'stochastic') {
        options.autoscaleInfoProvider = fixedAxis(STOCHASTIC_AXIS.min, STOCHASTIC_AXIS.max);
        if (index === 0) priceLines = boundLines(entry.params.low, entry.params.high, theme.neutral);
      }
      const fixed = entry.kind === 'rsi' || entry.kind === 'stochastic';
      specs.push({
        ...base,
        kind: 'Line',
        options,
        data: toIndicatorData(analysis.points, field, scale),
        ...(priceLines ? { priceLines } : {}),
        ...(fixed ? { scaleMargins: NO_MARGINS } : {}),
      });
    });
  }
  return specs;
}

/** Volume as columns along the bottom fifth of the price pane, on a scale of its own. */
export function volumeSeriesSpec(points: readonly PricePoint[], name: string, theme: ChartTheme): SeriesSpec {
  return {
    key: 'volume',
    kind: 'Histogram',
    role: 'volume',
    pane: 0,
    name,
    color: theme.volumeUp,
    options: {
      priceScaleId: 'volume',
      color: theme.volumeUp,
      priceFormat: { type: 'volume' },
      priceLineVisible: false,
      lastValueVisible: false,
    },
    data: toVolumeData(points, isTurbo(points) ? undefined : { up: theme.volumeUp, down: theme.volumeDown }),
  };
}

/** Our customers holding the instrument, on the left price scale of the price pane. */
export function ownersSeriesSpec(
  owners: readonly { timestamp: number; value: number }[],
  name: string,
  theme: ChartTheme,
): SeriesSpec {
  return {
    key: 'owners',
    kind: 'Line',
    role: 'owners',
    pane: 0,
    name,
    color: theme.textMuted,
    options: {
      priceScaleId: 'left',
      color: theme.textMuted,
      lineWidth: WIDTH,
      lineType: LineType.WithSteps,
      priceLineVisible: false,
      lastValueVisible: true,
      priceFormat: { type: 'price', precision: 0, minMove: 1 },
    },
    data: toOwnersData(owners),
  };
}

export interface MainPriceLinesInput {
  priceMarkers: ChartSettings['priceMarkers'];
  previousClose: number | null;
  bid: number | undefined;
  scale: Scale;
  theme: ChartTheme;
  texts: { previousClose: string; bid: string };
}

/** The closing-price marker and the bid line; the current price is the series' own price line. */
export function mainPriceLines(input: MainPriceLinesInput): CreatePriceLineOptions[] {
  const lines: CreatePriceLineOptions[] = [];
  const closing =
    input.priceMarkers === 'closing-price' || input.priceMarkers === 'current-and-closing-price';
  if (closing && input.previousClose !== null) {
    const price = input.scale(input.previousClose);
    if (Number.isFinite(price)) {
      lines.push({
        price,
        color: input.theme.textMuted,
        lineWidth: 1,
        lineStyle: LineStyle.Dotted,
        axisLabelVisible: true,
        title: input.texts.previousClose,
      });
    }
  }
  if (input.bid !== undefined) {
    const price = input.scale(input.bid);
    if (Number.isFinite(price)) {
      lines.push({
        price,
        color: input.theme.loss,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: input.texts.bid,
      });
    }
  }
  return lines;
}

export interface MarkersInput {
  points: readonly PricePoint[];
  highestAndLowest: boolean;
  events: readonly EnrichPoint[] | undefined;
  transactions: readonly GroupedTransaction[];
  scale: Scale;
  theme: ChartTheme;
  texts: {
    highest: (value: number) => string;
    lowest: (value: number) => string;
    dividend: string;
  };
}

export const EVENT_MARKER_PREFIX = 'event:';
export const TRANSACTION_MARKER_PREFIX = 'tx:';

/**
 * Markers on the main series: the period's highest and lowest, historical events (dividend,
 * positive and negative report; other events have no icon) above the bars, own trades below.
 * The canvas cannot draw the event images, so the markers use the library's shapes with a letter;
 * the tooltip shows the images. Markers must be in time order.
 */
export function chartMarkers(input: MarkersInput): SeriesMarker<Time>[] {
  const { theme } = input;
  const markers: SeriesMarker<Time>[] = [];
  if (input.highestAndLowest) {
    const found = extremes(input.points);
    if (found) {
      const high = input.points[found.high]!;
      const low = input.points[found.low]!;
      const highValue = high.high ?? high.last;
      const lowValue = low.low ?? low.last;
      markers.push({
        id: 'highest',
        time: toTime(high.timeStamp),
        position: 'aboveBar',
        shape: 'arrowDown',
        color: theme.gain,
        size: 0.6,
        text: input.texts.highest(input.scale(highValue)),
      });
      markers.push({
        id: 'lowest',
        time: toTime(low.timeStamp),
        position: 'belowBar',
        shape: 'arrowUp',
        color: theme.loss,
        size: 0.6,
        text: input.texts.lowest(input.scale(lowValue)),
      });
    }
  }
  for (const event of input.events ?? []) {
    const icon = eventIcon(event.event, event.change);
    if (!icon) continue;
    markers.push({
      id: `${EVENT_MARKER_PREFIX}${event.timestamp}`,
      time: toTime(event.timestamp),
      position: 'aboveBar',
      shape: icon === 'dividend' ? 'circle' : icon === 'positive-report' ? 'arrowUp' : 'arrowDown',
      color: icon === 'dividend' ? theme.accent : icon === 'positive-report' ? theme.gain : theme.loss,
      ...(icon === 'dividend' ? { text: input.texts.dividend } : {}),
    });
  }
  for (const group of input.transactions) {
    markers.push({
      id: `${TRANSACTION_MARKER_PREFIX}${group.time}`,
      time: toTime(group.time),
      position: 'belowBar',
      shape: group.type === 'mixed' ? 'square' : 'circle',
      color: group.type === 'buy' ? theme.gain : group.type === 'sell' ? theme.loss : theme.mixed,
    });
  }
  return markers.sort((a, b) => (a.time as number) - (b.time as number));
}

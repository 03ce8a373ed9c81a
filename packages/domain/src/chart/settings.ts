import type { IndicatorEntry } from '../indicators/rules';
import type { FundDevelopment } from './constants';
import type { Period, Resolution } from './periods';

/** Spec 002 §3 "Chart user settings". */
export const GRAPH_TYPES = ['line', 'candlestick', 'ohlc', 'column'] as const;
export type GraphType = (typeof GRAPH_TYPES)[number];

export const LINE_GRAPH_FLAGS = ['development-colors', 'soft-line', 'area-gradient'] as const;
export type LineGraphFlag = (typeof LINE_GRAPH_FLAGS)[number];

export const PRICE_MARKERS = ['off', 'closing-price', 'current-price', 'current-and-closing-price'] as const;
export type PriceMarkers = (typeof PRICE_MARKERS)[number];

/** Spec 002 §3 "Comparator". */
export interface Comparator {
  orderBookId: string;
  /** Our instrument id, the identifier the time series call compares by. */
  instrumentId: number;
  name: string;
  symbol: string;
  country: string;
  entityType: string;
  groupType: string;
  colorIndex: number;
}

/** Spec 002 §3 "Technical analysis entry", as it is kept in the settings. */
export type ChartIndicator = IndicatorEntry & { id: string; colorIndex: number };

export interface ChartSettings {
  bidPrice: boolean;
  buySellDots: boolean;
  comparators: Comparator[];
  fundDevelopment: FundDevelopment;
  fullscreen: boolean;
  graphType: GraphType;
  grid: boolean;
  highestAndLowest: boolean;
  historicalEvents: boolean;
  historicalTable: boolean;
  lineGraphType: LineGraphFlag[];
  nordbrokerOwners: boolean;
  period: Period;
  /** CUSTOM period bounds, yyyy-MM-dd. */
  customRange?: { from: string; to: string };
  priceMarkers: PriceMarkers;
  /** The resolution chosen for each period. */
  resolution: Partial<Record<Period, Resolution>>;
  technicalAnalyses: ChartIndicator[];
  tooltipPosition: { x: number; y: number } | null;
  volume: boolean;
}

/** Spec 002 §4 defaults: bid price on, line, DAY_1, price markers off, area gradient on. */
export const DEFAULT_CHART_SETTINGS: Readonly<ChartSettings> = {
  bidPrice: true,
  buySellDots: true,
  comparators: [],
  fundDevelopment: 'LAST',
  fullscreen: false,
  graphType: 'line',
  grid: true,
  highestAndLowest: false,
  historicalEvents: false,
  historicalTable: false,
  lineGraphType: ['area-gradient'],
  nordbrokerOwners: false,
  period: 'DAY_1',
  priceMarkers: 'off',
  resolution: {},
  technicalAnalyses: [],
  tooltipPosition: null,
  volume: false,
};

/** Candlestick and OHLC are disabled while the bid price is on (spec 002 §5). */
export function graphTypeAllowed(graphType: GraphType, bidPrice: boolean): boolean {
  return !(bidPrice && (graphType === 'candlestick' || graphType === 'ohlc'));
}

import {
  DEFAULT_CHART_SETTINGS,
  DEFAULT_FUND_PERIOD,
  DEFAULT_PERIOD,
  FUND_DEVELOPMENT_OPTIONS,
  GRAPH_TYPES,
  INDICATOR_KINDS,
  INDICATOR_PARAM_ORDER,
  LINE_GRAPH_FLAGS,
  LINE_PALETTE,
  MAX_COMPARATORS,
  MAX_INDICATORS,
  PRICE_MARKERS,
  graphTypeAllowed,
  isOneOfAKind,
  isPeriod,
  isResolution,
  isValidIndicator,
  sameIndicator,
  type ChartIndicator,
  type ChartSettings,
  type Comparator,
  type GraphType,
  type IndicatorEntry,
  type LineGraphFlag,
  type Period,
  type Resolution,
} from '@broker/domain';

/**
 * Saved chart settings (spec 002 §4 "Saved chart settings"). One entry per chart identifier: funds
 * share one chart's settings, every other instrument the other, so a customer's choices follow
 * them from share to share without a fund's NAV chart inheriting a share's candlesticks.
 */
export type ChartId = 'fund' | 'instrument';

export const CHART_SETTINGS_KEY_PREFIX = 'nnx.chart.';

export function chartIdFor(isFund: boolean): ChartId {
  return isFund ? 'fund' : 'instrument';
}

export function chartSettingsKey(chartId: ChartId): string {
  return `${CHART_SETTINGS_KEY_PREFIX}${chartId}`;
}

export function defaultPeriodFor(chartId: ChartId): Period {
  return chartId === 'fund' ? DEFAULT_FUND_PERIOD : DEFAULT_PERIOD;
}

/** The defaults of spec 002 §4, with the fund chart starting on a week (spec 002 §4 "Resetting"). */
export function defaultChartSettings(chartId: ChartId): ChartSettings {
  return {
    ...DEFAULT_CHART_SETTINGS,
    comparators: [],
    lineGraphType: [...DEFAULT_CHART_SETTINGS.lineGraphType],
    resolution: {},
    technicalAnalyses: [],
    period: defaultPeriodFor(chartId),
  };
}

/** Storage can be missing, disabled (reading `localStorage` itself throws) or full. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch (error) {
    console.warn('Chart settings: local storage is not available', error);
    return undefined;
  }
}

type Rec = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const BOOLEAN_SETTINGS = [
  'bidPrice',
  'buySellDots',
  'grid',
  'highestAndLowest',
  'historicalEvents',
  'historicalTable',
  'nordbrokerOwners',
  'volume',
] as const satisfies readonly (keyof ChartSettings)[];

function oneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** An array of known flags, each once; anything else cannot be parsed. */
export function parseLineGraphType(value: unknown): LineGraphFlag[] | undefined {
  if (!Array.isArray(value)) return undefined;
  if (!value.every((flag) => oneOf(LINE_GRAPH_FLAGS, flag))) return undefined;
  return LINE_GRAPH_FLAGS.filter((flag) => value.includes(flag));
}

/** Stripped to letters, digits and underscore first, so stray markup or spaces cannot sneak in. */
export function parseGraphType(value: unknown): GraphType | undefined {
  if (typeof value !== 'string') return undefined;
  const stripped = value.replace(/[^A-Za-z0-9_]/g, '');
  return oneOf(GRAPH_TYPES, stripped) ? stripped : undefined;
}

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isPlainDate(value: unknown): value is string {
  return typeof value === 'string' && PLAIN_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

function parseCustomRange(value: unknown): { from: string; to: string } | undefined {
  if (!isRecord(value) || !isPlainDate(value.from) || !isPlainDate(value.to)) return undefined;
  return value.from <= value.to ? { from: value.from, to: value.to } : undefined;
}

function parseResolutions(value: unknown): Partial<Record<Period, Resolution>> {
  if (!isRecord(value)) return {};
  const out: Partial<Record<Period, Resolution>> = {};
  for (const [period, resolution] of Object.entries(value)) {
    if (isPeriod(period) && isResolution(resolution)) out[period] = resolution;
  }
  return out;
}

function isColorIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < LINE_PALETTE.length;
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

export function parseComparator(value: unknown): Comparator | undefined {
  if (!isRecord(value)) return undefined;
  const { orderBookId, instrumentId, name, symbol, country, entityType, groupType, colorIndex } = value;
  if (!isText(orderBookId) || !isText(name) || !isText(symbol) || symbol === '') return undefined;
  if (!isText(country) || !isText(entityType) || !isText(groupType)) return undefined;
  if (!Number.isInteger(instrumentId) || (instrumentId as number) <= 0 || !isColorIndex(colorIndex)) {
    return undefined;
  }
  return {
    orderBookId,
    instrumentId: instrumentId as number,
    name,
    symbol,
    country,
    entityType,
    groupType,
    colorIndex,
  };
}

export function parseIndicator(value: unknown): ChartIndicator | undefined {
  if (!isRecord(value) || !isText(value.id) || value.id === '' || !isColorIndex(value.colorIndex)) {
    return undefined;
  }
  const { kind, params } = value;
  if (!oneOf(INDICATOR_KINDS, kind) || !isRecord(params)) return undefined;
  // Only the kind's own parameters are kept: an unknown one would change the query string.
  const clean: Record<string, number> = {};
  for (const name of INDICATOR_PARAM_ORDER[kind]) {
    const param = params[name];
    if (typeof param !== 'number') return undefined;
    clean[name] = param;
  }
  const entry = { kind, params: clean } as unknown as IndicatorEntry;
  if (!isValidIndicator(entry)) return undefined;
  return { ...entry, id: value.id, colorIndex: value.colorIndex };
}

function parseList<T>(
  value: unknown,
  parse: (item: unknown) => T | undefined,
  keep: (kept: T[], item: T) => boolean,
  max: number,
): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (parsed !== undefined && keep(out, parsed)) out.push(parsed);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Settings from what storage held, each field checked on its own: a bad field falls back to its
 * default without costing the customer the rest of their choices.
 */
export function parseChartSettings(chartId: ChartId, stored: unknown): ChartSettings {
  const settings = defaultChartSettings(chartId);
  if (!isRecord(stored)) return settings;

  for (const name of BOOLEAN_SETTINGS) {
    const value = stored[name];
    if (typeof value === 'boolean') settings[name] = value;
  }

  const customRange = parseCustomRange(stored.customRange);
  if (customRange) settings.customRange = customRange;
  if (isPeriod(stored.period) && (stored.period !== 'CUSTOM' || customRange)) settings.period = stored.period;

  settings.graphType = parseGraphType(stored.graphType) ?? settings.graphType;
  if (!graphTypeAllowed(settings.graphType, settings.bidPrice))
    settings.graphType = DEFAULT_CHART_SETTINGS.graphType;
  settings.lineGraphType = parseLineGraphType(stored.lineGraphType) ?? settings.lineGraphType;
  if (oneOf(PRICE_MARKERS, stored.priceMarkers)) settings.priceMarkers = stored.priceMarkers;
  if (oneOf(FUND_DEVELOPMENT_OPTIONS, stored.fundDevelopment))
    settings.fundDevelopment = stored.fundDevelopment;
  settings.resolution = parseResolutions(stored.resolution);

  settings.comparators = parseList(
    stored.comparators,
    parseComparator,
    (kept, c) => !kept.some((k) => k.instrumentId === c.instrumentId),
    MAX_COMPARATORS,
  );
  settings.technicalAnalyses = parseList(
    stored.technicalAnalyses,
    parseIndicator,
    (kept, entry) =>
      !kept.some(
        (k) =>
          k.id === entry.id || sameIndicator(k, entry) || (isOneOfAKind(entry.kind) && k.kind === entry.kind),
      ),
    MAX_INDICATORS,
  );

  const tip = stored.tooltipPosition;
  if (isRecord(tip) && Number.isFinite(tip.x) && Number.isFinite(tip.y)) {
    settings.tooltipPosition = { x: tip.x as number, y: tip.y as number };
  }
  return settings;
}

export function loadChartSettings(chartId: ChartId): ChartSettings {
  try {
    const text = storage()?.getItem(chartSettingsKey(chartId)) ?? null;
    return parseChartSettings(chartId, text === null ? undefined : JSON.parse(text));
  } catch (error) {
    console.warn('Chart settings could not be loaded', error);
    return defaultChartSettings(chartId);
  }
}

/** What is written: everything but fullscreen, which is a view of this visit, not a preference. */
export function storedForm(settings: ChartSettings): Omit<ChartSettings, 'fullscreen'> {
  const { fullscreen: _fullscreen, ...rest } = settings;
  return rest;
}

export function saveChartSettings(chartId: ChartId, settings: ChartSettings): void {
  try {
    storage()?.setItem(chartSettingsKey(chartId), JSON.stringify(storedForm(settings)));
  } catch (error) {
    console.warn('Chart settings could not be saved', error);
  }
}

export function clearChartSettings(chartId: ChartId): void {
  try {
    storage()?.removeItem(chartSettingsKey(chartId));
  } catch (error) {
    console.warn('Chart settings could not be cleared', error);
  }
}

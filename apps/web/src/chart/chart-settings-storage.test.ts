import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHART_SETTINGS } from '@broker/domain';
import {
  chartIdFor,
  chartSettingsKey,
  clearChartSettings,
  defaultChartSettings,
  loadChartSettings,
  parseChartSettings,
  saveChartSettings,
} from './chart-settings-storage';

const KEY = 'nnx.chart.instrument';
const store = (value: unknown, key = KEY) => localStorage.setItem(key, JSON.stringify(value));

const comparator = (instrumentId: number, colorIndex = 0) => ({
  orderBookId: `11:${instrumentId}`,
  instrumentId,
  name: `Company ${instrumentId}`,
  symbol: `C${instrumentId}`,
  country: 'SE',
  entityType: 'STOCK',
  groupType: 'EQ',
  colorIndex,
});

describe('saved chart settings (spec 002 §4)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keys the settings by chart identifier: one for funds, one for the other instruments', () => {
    expect(chartIdFor(true)).toBe('fund');
    expect(chartIdFor(false)).toBe('instrument');
    expect(chartSettingsKey('fund')).toBe('nnx.chart.fund');
    saveChartSettings('fund', { ...defaultChartSettings('fund'), grid: false });
    expect(loadChartSettings('fund').grid).toBe(false);
    expect(loadChartSettings('instrument').grid).toBe(true);
  });

  it('restores on start what was saved', () => {
    const settings = { ...defaultChartSettings('instrument'), volume: true, period: 'YEAR_1' as const };
    saveChartSettings('instrument', settings);
    expect(loadChartSettings('instrument')).toEqual(settings);
  });

  it('never saves fullscreen', () => {
    saveChartSettings('instrument', { ...defaultChartSettings('instrument'), fullscreen: true });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).not.toHaveProperty('fullscreen');
    store({ fullscreen: true });
    expect(loadChartSettings('instrument').fullscreen).toBe(false);
  });

  it('has the spec defaults: bid price on, line, DAY_1, price markers off, area gradient on', () => {
    const settings = loadChartSettings('instrument');
    expect(settings).toMatchObject({
      bidPrice: true,
      graphType: 'line',
      period: 'DAY_1',
      priceMarkers: 'off',
      lineGraphType: ['area-gradient'],
    });
    expect(loadChartSettings('fund').period).toBe('WEEK_1');
  });

  it('uses a stored period only when it is a valid period', () => {
    store({ period: 'YEAR_5' });
    expect(loadChartSettings('instrument').period).toBe('YEAR_5');
    store({ period: 'YEAR_7' });
    expect(loadChartSettings('instrument').period).toBe('DAY_1');
    store({ period: 'YEAR_7' }, 'nnx.chart.fund');
    expect(loadChartSettings('fund').period).toBe('WEEK_1');
    // A custom period means nothing without its range.
    store({ period: 'CUSTOM' });
    expect(loadChartSettings('instrument').period).toBe('DAY_1');
    store({ period: 'CUSTOM', customRange: { from: '2026-01-01', to: '2026-02-01' } });
    expect(loadChartSettings('instrument')).toMatchObject({
      period: 'CUSTOM',
      customRange: { from: '2026-01-01', to: '2026-02-01' },
    });
  });

  it('uses stored boolean settings only when they are booleans', () => {
    store({ bidPrice: 'false', grid: 0, volume: true, highestAndLowest: null });
    const settings = loadChartSettings('instrument');
    expect(settings.bidPrice).toBe(true);
    expect(settings.grid).toBe(DEFAULT_CHART_SETTINGS.grid);
    expect(settings.volume).toBe(true);
    expect(settings.highestAndLowest).toBe(false);
  });

  it('defaults historical events to off when not stored', () => {
    store({ volume: true });
    expect(loadChartSettings('instrument').historicalEvents).toBe(false);
    store({ historicalEvents: true });
    expect(loadChartSettings('instrument').historicalEvents).toBe(true);
  });

  it('ignores a line graph type that cannot be parsed', () => {
    store({ lineGraphType: ['soft-line', 'development-colors'] });
    expect(loadChartSettings('instrument').lineGraphType).toEqual(['development-colors', 'soft-line']);
    for (const bad of ['soft-line', ['soft-line', 'wobbly'], { 0: 'soft-line' }, 42]) {
      store({ lineGraphType: bad });
      expect(loadChartSettings('instrument').lineGraphType).toEqual(['area-gradient']);
    }
    store({ lineGraphType: [] });
    expect(loadChartSettings('instrument').lineGraphType).toEqual([]);
  });

  it('strips the graph type to letters, digits and underscore', () => {
    store({ graphType: ' col<u>mn! ', bidPrice: false });
    expect(loadChartSettings('instrument').graphType).toBe('column');
    store({ graphType: 'c-a-n-d-l-e-s-t-i-c-k', bidPrice: false });
    expect(loadChartSettings('instrument').graphType).toBe('candlestick');
    store({ graphType: 'pie' });
    expect(loadChartSettings('instrument').graphType).toBe('line');
    // Candlestick and OHLC cannot be on while the bid price is (spec 002 §5).
    store({ graphType: 'ohlc', bidPrice: true });
    expect(loadChartSettings('instrument').graphType).toBe('line');
  });

  it('keeps valid comparators and indicators, drops invalid ones, at most 8 each', () => {
    const many = Array.from({ length: 10 }, (_, i) => comparator(100 + i, i % 8));
    store({
      comparators: [{ ...comparator(1), instrumentId: 'x' }, comparator(2, 9), ...many],
      technicalAnalyses: [
        { id: 'a', colorIndex: 0, kind: 'sma', params: { period: 14 } },
        { id: 'b', colorIndex: 1, kind: 'sma', params: { period: 1 } },
        { id: 'c', colorIndex: 2, kind: 'wobble', params: {} },
        { id: 'd', colorIndex: 3, kind: 'rsi', params: { period: 14, high: 70, low: 30 } },
        { id: 'e', colorIndex: 4, kind: 'rsi', params: { period: 10, high: 70, low: 30 } },
        { id: 'f', colorIndex: 5, kind: 'sma', params: { period: 14 } },
        { id: 'g', colorIndex: 6, kind: 'bollinger', params: { period: 20, stdDev: 2.5, extra: 1 } },
      ],
    });
    const settings = loadChartSettings('instrument');
    expect(settings.comparators.map((c) => c.instrumentId)).toEqual(
      many.slice(0, 8).map((c) => c.instrumentId),
    );
    expect(settings.technicalAnalyses.map((t) => t.id)).toEqual(['a', 'd', 'g']);
    expect(settings.technicalAnalyses[2]?.params).toEqual({ period: 20, stdDev: 2.5 });
  });

  it('logs and ignores failures to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(KEY, '{not json');
    expect(loadChartSettings('instrument')).toEqual(defaultChartSettings('instrument'));
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(loadChartSettings('instrument')).toEqual(defaultChartSettings('instrument'));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('logs and ignores failures to save (a full or disabled storage)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(() => saveChartSettings('instrument', defaultChartSettings('instrument'))).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    // Reading the property itself throws where storage is disabled.
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => saveChartSettings('instrument', defaultChartSettings('instrument'))).not.toThrow();
    expect(loadChartSettings('instrument')).toEqual(defaultChartSettings('instrument'));
    expect(warn).toHaveBeenCalled();
  });

  it('clears what was saved, so the next start has the defaults', () => {
    saveChartSettings('instrument', { ...defaultChartSettings('instrument'), volume: true });
    clearChartSettings('instrument');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(loadChartSettings('instrument')).toEqual(defaultChartSettings('instrument'));
  });

  it('reads anything that is not an object as nothing stored', () => {
    expect(parseChartSettings('fund', [1, 2])).toEqual(defaultChartSettings('fund'));
    expect(parseChartSettings('fund', 'x')).toEqual(defaultChartSettings('fund'));
  });
});

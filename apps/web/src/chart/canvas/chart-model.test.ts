import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_SETTINGS, LINE_PALETTE, type ChartIndicator, type Comparator } from '@broker/domain';
import {
  chartMarkers,
  compareSeriesSpecs,
  indicatorSeriesSpecs,
  mainPriceLines,
  mainSeriesKind,
  mainSeriesSpec,
} from './chart-model';
import { DEFAULT_THEME } from './chart-theme';
import { paneLayout } from './pane-layout';
import { PRICE_SCALE, percentScale } from './to-series-data';
import type { PricePoint, TechnicalAnalysisPoints } from './types';

const settings = DEFAULT_CHART_SETTINGS;
const points: PricePoint[] = [
  { timeStamp: 1_000, last: 100, open: 99, high: 101, low: 98 },
  { timeStamp: 2_000, last: 120, open: 100, high: 125, low: 100 },
  { timeStamp: 3_000, last: 90, open: 120, high: 121, low: 85 },
];
const fmt = (v: number) => v.toFixed(2);

describe('main series', () => {
  it('follows the graph type and line flags', () => {
    expect(mainSeriesKind({ ...settings, lineGraphType: ['area-gradient'] })).toBe('Area');
    expect(mainSeriesKind({ ...settings, lineGraphType: ['soft-line'] })).toBe('Line');
    expect(mainSeriesKind({ ...settings, lineGraphType: ['development-colors', 'area-gradient'] })).toBe(
      'Baseline',
    );
    expect(mainSeriesKind({ ...settings, graphType: 'column' })).toBe('Histogram');
    expect(mainSeriesKind({ ...settings, graphType: 'ohlc', bidPrice: false })).toBe('Bar');
    expect(mainSeriesKind({ ...settings, graphType: 'candlestick', bidPrice: false })).toBe('Candlestick');
  });

  it('falls back from candlestick and OHLC to a line while the bid price is on', () => {
    expect(mainSeriesKind({ ...settings, graphType: 'candlestick', bidPrice: true, lineGraphType: [] })).toBe(
      'Line',
    );
  });

  it('draws development colours around the previous close, and a curved soft line', () => {
    const spec = mainSeriesSpec({
      points,
      settings: { ...settings, lineGraphType: ['development-colors', 'soft-line'] },
      previousClose: 95,
      name: 'X',
      scale: PRICE_SCALE,
      percent: false,
      theme: DEFAULT_THEME,
      formatValue: fmt,
    });
    expect(spec.options).toMatchObject({ baseValue: { type: 'price', price: 95 }, lineType: 2 });
  });

  it('switches to percent from the first point with comparators', () => {
    const spec = mainSeriesSpec({
      points,
      settings,
      previousClose: null,
      name: 'X',
      scale: percentScale(100),
      percent: true,
      theme: DEFAULT_THEME,
      formatValue: fmt,
    });
    expect(spec.data.map((d) => Math.round(('value' in d ? d.value : 0) * 100) / 100)).toEqual([0, 20, -10]);
  });
});

describe('compare series', () => {
  const comparator: Comparator = {
    orderBookId: 'ob-7',
    instrumentId: 7,
    name: 'OMXS30',
    symbol: 'OMXS30',
    country: 'SE',
    entityType: 'INDEX',
    groupType: 'INDEX',
    colorIndex: 3,
  };

  it('matches the reply to its comparator and colours it from the palette', () => {
    const [spec] = compareSeriesSpecs(
      [
        {
          timeSeriesIdentifier: '7',
          pricePoints: [
            { timeStamp: 1_000, value: 10 },
            { timeStamp: 2_000, value: 11 },
          ],
        },
      ],
      [comparator],
      fmt,
    );
    expect(spec).toMatchObject({ key: 'compare:7', name: 'OMXS30', color: LINE_PALETTE[3] });
    expect(spec?.options).toMatchObject({ lineWidth: 1.5 });
  });
});

describe('indicator series', () => {
  const entries: ChartIndicator[] = [
    { id: 'a', kind: 'bollinger', params: { period: 20, stdDev: 2 }, colorIndex: 0 },
    { id: 'b', kind: 'rsi', params: { period: 14, high: 70, low: 30 }, colorIndex: 1 },
    { id: 'c', kind: 'macd', params: { short: 12, long: 26, signal: 9 }, colorIndex: 2 },
  ];
  const analyses: TechnicalAnalysisPoints[] = [
    {
      taTypeWithParams: 'bollinger-20-2',
      taType: 'bollinger',
      points: [{ timeStamp: 1_000, upper: 2, middle: 1, lower: 0 }],
    },
    { taTypeWithParams: 'rsi-14-70-30', taType: 'rsi', points: [{ timeStamp: 1_000, value: 55 }] },
    {
      taTypeWithParams: 'macd-12-26-9',
      taType: 'macd',
      points: [{ timeStamp: 1_000, macd: 1, signal: 0.5, diff: 0.5 }],
    },
    { taTypeWithParams: 'sma-50', taType: 'sma', points: [{ timeStamp: 1_000, value: 1 }] },
  ];
  const specs = indicatorSeriesSpecs({
    analyses,
    entries,
    layout: paneLayout(['bollinger', 'rsi', 'macd']),
    scale: PRICE_SCALE,
    theme: DEFAULT_THEME,
    turbo: false,
    formatValue: fmt,
    formatOscillator: fmt,
  });

  it('puts overlays on the price pane and oscillators in their own panes', () => {
    expect(specs.map((s) => [s.key, s.kind, s.pane])).toEqual([
      ['indicator:a:upper', 'Line', 0],
      ['indicator:a:middle', 'Line', 0],
      ['indicator:a:lower', 'Line', 0],
      ['indicator:b:value', 'Line', 1],
      ['indicator:c:macd', 'Line', 2],
      ['indicator:c:signal', 'Line', 2],
      ['indicator:c:diff', 'Histogram', 2],
    ]);
  });

  it('fixes the RSI axis to 10–90 with dashed lines at its bounds', () => {
    const rsi = specs.find((s) => s.key === 'indicator:b:value');
    const provider = rsi?.options.autoscaleInfoProvider as () => unknown;
    expect(provider()).toEqual({ priceRange: { minValue: 10, maxValue: 90 } });
    // No margins around the fixed range, or the axis would span about −2 to 113.
    expect(rsi?.scaleMargins).toEqual({ top: 0, bottom: 0 });
    expect(rsi?.priceLines?.map((l) => [l.price, l.lineStyle])).toEqual([
      [30, 2],
      [70, 2],
    ]);
  });
});

describe('price lines and markers', () => {
  it('draws the closing price and the bid', () => {
    const lines = mainPriceLines({
      priceMarkers: 'current-and-closing-price',
      previousClose: 99,
      bid: 101,
      scale: PRICE_SCALE,
      theme: DEFAULT_THEME,
      texts: { previousClose: 'Prev', bid: 'Bid' },
    });
    expect(lines.map((l) => [l.title, l.price, l.lineStyle])).toEqual([
      ['Prev', 99, 1],
      ['Bid', 101, 2],
    ]);
    expect(
      mainPriceLines({
        priceMarkers: 'off',
        previousClose: 99,
        bid: undefined,
        scale: PRICE_SCALE,
        theme: DEFAULT_THEME,
        texts: { previousClose: 'Prev', bid: 'Bid' },
      }),
    ).toEqual([]);
  });

  it('marks the highest high, the lowest low, icon events and own trades in time order', () => {
    const markers = chartMarkers({
      points,
      highestAndLowest: true,
      events: [
        {
          event: 'NAME_CHANGE',
          eventTimestamp: 1_000,
          timestamp: 1_000,
          change: null,
          dividendAmount: null,
          dividendCurrency: null,
        },
        {
          event: 'ANNUAL_DIVIDEND',
          eventTimestamp: 1_000,
          timestamp: 1_000,
          change: null,
          dividendAmount: 2,
          dividendCurrency: 'SEK',
        },
      ],
      transactions: [
        {
          time: 2_000,
          type: 'mixed',
          amount: 1,
          buyAmount: 0.5,
          sellAmount: 0.5,
          price: 1,
          buyPrice: 1,
          sellPrice: 1,
          quantity: 1,
          buyQuantity: 0.5,
          sellQuantity: 0.5,
          count: 2,
          timestampFrom: 2_000,
          timestampTo: 2_000,
          currency: 'SEK',
          priceUnit: 'SEK',
        },
      ],
      scale: PRICE_SCALE,
      theme: DEFAULT_THEME,
      texts: { highest: (v) => `H ${v}`, lowest: (v) => `L ${v}`, dividend: 'D' },
    });
    expect(markers.map((m) => [m.time, m.id, m.shape, m.text])).toEqual([
      [1, 'event:1000', 'circle', 'D'],
      [2, 'highest', 'arrowDown', 'H 125'],
      [2, 'tx:2000', 'square', undefined],
      [3, 'lowest', 'arrowUp', 'L 85'],
    ]);
  });
});

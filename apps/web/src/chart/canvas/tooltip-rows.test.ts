import { describe, expect, it } from 'vitest';
import { chartCanvasEn } from '../../i18n/messages/chart-canvas/en';
import {
  eventIconUrl,
  tooltipRows,
  truncateName,
  type CanvasTranslate,
  type TooltipInput,
} from './tooltip-rows';

/** English texts with simple {name} values filled in; plural messages show their count. */
const t: CanvasTranslate = (id, values = {}) => {
  const text = (chartCanvasEn as Record<string, string>)[id];
  if (text === undefined) throw new Error(`missing key ${id}`);
  if (text.includes('plural')) return `${values.count} trades`;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
};

const T = Date.parse('2025-03-10T08:35:00Z');

function input(overrides: Partial<TooltipInput> = {}): TooltipInput {
  return {
    time: T,
    resolution: 'MIN_5',
    timeZone: 'Europe/Stockholm',
    locale: 'en-GB',
    t,
    graphType: 'line',
    percent: false,
    currency: 'SEK',
    main: {
      name: 'Volvo B',
      color: '#000',
      point: { timeStamp: T, last: 110, open: 100, high: 111, low: 99.5, volume: 12345 },
      first: 100,
    },
    compare: [],
    indicators: [],
    owners: undefined,
    transactions: undefined,
    events: [],
    ...overrides,
  };
}

describe('truncateName', () => {
  it('keeps names of up to 18 characters', () => {
    expect(truncateName('Investor AB ser. B')).toBe('Investor AB ser. B');
  });

  it('cuts longer names to 18 characters, the ellipsis included', () => {
    const cut = truncateName('Svenska Handelsbanken A');
    expect(cut).toBe('Svenska Handelsba…');
    expect(Array.from(cut)).toHaveLength(18);
  });

  it('does not leave a space before the ellipsis nor split a surrogate pair', () => {
    expect(truncateName('Nordea Bank Abp   Extra long')).toBe('Nordea Bank Abp…');
    expect(Array.from(truncateName('😀'.repeat(20)))).toHaveLength(18);
  });
});

describe('tooltipRows', () => {
  it('shows date and time intraday, in the chart time zone', () => {
    const content = tooltipRows(input());
    expect(content.title).toBe('10 Mar 2025 09:35');
    expect(content.subtitle).toBeUndefined();
  });

  it('shows a further label for daily and longer points', () => {
    const day = Date.parse('2025-03-10T00:00:00Z');
    expect(tooltipRows(input({ time: day, resolution: 'DAY' })).subtitle).toBe('Monday');
    expect(tooltipRows(input({ time: day, resolution: 'WEEK' })).subtitle).toBe('Week 11');
    expect(tooltipRows(input({ time: day, resolution: 'MONTH' })).subtitle).toBe('March 2025');
    expect(tooltipRows(input({ time: day, resolution: 'QUARTER' })).subtitle).toBe('Q1 2025');
  });

  it('shows the main value with its change from the first point, and the volume', () => {
    const { rows } = tooltipRows(input());
    expect(rows.map((r) => [r.key, r.label, r.value, r.change, r.tone])).toEqual([
      ['main', 'Volvo B', '110.00', '+10.00%', 'gain'],
      ['volume', 'Volume', '12,345', undefined, undefined],
    ]);
  });

  it('adds O/H/L/C rows for candlestick and OHLC', () => {
    const { rows } = tooltipRows(input({ graphType: 'candlestick' }));
    expect(rows.slice(0, 4).map((r) => `${r.label} ${r.value}`)).toEqual([
      'Open 100.00',
      'High 111.00',
      'Low 99.50',
      'Close 110.00',
    ]);
  });

  it('shows only percentages when comparing, with the compare series and indicators', () => {
    const { rows } = tooltipRows(
      input({
        percent: true,
        compare: [{ key: 'c1', name: 'OMX Stockholm 30 Index', color: '#f00', percent: -2.5 }],
        indicators: [
          {
            key: 'i1',
            label: 'Bollinger-20-2',
            kind: 'bollinger',
            field: 'upper',
            color: '#0f0',
            value: 3,
            percent: true,
          },
          {
            key: 'i2',
            label: 'RSI-14-70-30',
            kind: 'rsi',
            field: 'value',
            color: '#00f',
            value: 55.123,
            percent: false,
          },
        ],
        owners: 1234,
      }),
    );
    expect(rows.map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Volvo B: +10.00%',
      'OMX Stockholm 30…: -2.50%',
      'Bollinger-20-2 upper: +3.00%',
      'RSI-14-70-30: 55.123',
      'Owners: 1,234',
      'Volume: 12,345',
    ]);
  });

  it('details a mixed group of own trades with bought and sold apart: quantities up to 4 decimals, average prices, whole amounts', () => {
    const { rows } = tooltipRows(
      input({
        main: { name: 'Fund', color: '#000', point: undefined, first: undefined },
        transactions: {
          time: T,
          type: 'mixed',
          amount: 1500.6,
          buyAmount: 1000.4,
          sellAmount: 500.2,
          price: 12.345678,
          buyPrice: 12.5,
          sellPrice: 12.045678,
          quantity: 121.123456,
          buyQuantity: 80,
          sellQuantity: 41.123456,
          count: 3,
          timestampFrom: T,
          timestampTo: T,
          currency: 'SEK',
          priceUnit: 'SEK',
        },
      }),
    );
    expect(rows.map((r) => `${r.label}: ${r.value}`.replace(/\s/g, ' '))).toEqual([
      'Buy and sell: 3 trades',
      'Quantity bought: 80',
      'Average buy price: 12.50 SEK',
      'Bought for: SEK 1,000',
      'Quantity sold: 41.1235',
      'Average sell price: 12.0457 SEK',
      'Sold for: SEK 500',
    ]);
  });

  it('details historical events with icons and dividends with 2 decimals', () => {
    const { rows } = tooltipRows(
      input({
        locale: 'fi-FI',
        main: { name: 'X', color: '#000', point: undefined, first: undefined },
        events: [
          {
            event: 'ANNUAL_DIVIDEND',
            eventTimestamp: T,
            timestamp: T,
            change: null,
            dividendAmount: 1.5,
            dividendCurrency: 'EUR',
          },
          {
            event: 'INTERIM_REPORT',
            eventTimestamp: T,
            timestamp: T,
            change: -3,
            dividendAmount: null,
            dividendCurrency: null,
          },
          {
            event: 'NAME_CHANGE',
            eventTimestamp: T,
            timestamp: T,
            change: null,
            dividendAmount: null,
            dividendCurrency: null,
          },
        ],
      }),
    );
    expect(rows.map((r) => [r.label, r.value.replace(/\s/g, ' '), r.icon])).toEqual([
      ['Annual dividend', '1,50 €', '/images/historical-events/dividend-fi-light.svg'],
      ['Interim report', '−3,00 %', '/images/historical-events/negative-report-light.svg'],
      ['Name change', '', undefined],
    ]);
  });

  it('names icon files per theme and language', () => {
    expect(eventIconUrl('dividend', 'sv-SE', 'dark')).toBe('/images/historical-events/dividend-dark.svg');
    expect(eventIconUrl('positive-report', 'fi-FI')).toBe(
      '/images/historical-events/positive-report-light.svg',
    );
  });

  it('shows the hover variant of the event icons while the pointer is on the event marker', () => {
    const event = {
      event: 'ANNUAL_DIVIDEND' as const,
      eventTimestamp: T,
      timestamp: T,
      change: null,
      dividendAmount: 2,
      dividendCurrency: 'SEK',
    };
    const report = { ...event, event: 'QUARTERLY_REPORT' as const, change: 4, dividendAmount: null };
    const hovered = tooltipRows(input({ events: [event, report], eventHovered: true, iconTheme: 'dark' }));
    expect(hovered.rows.filter((r) => r.icon).map((r) => r.icon)).toEqual([
      '/images/historical-events/dividend-hover.svg',
      '/images/historical-events/positive-report-hover.svg',
    ]);
    const finnish = tooltipRows(input({ locale: 'fi-FI', events: [event], eventHovered: true }));
    expect(finnish.rows.find((r) => r.icon)?.icon).toBe('/images/historical-events/dividend-fi-hover.svg');
    const away = tooltipRows(input({ events: [event], eventHovered: false, iconTheme: 'dark' }));
    expect(away.rows.find((r) => r.icon)?.icon).toBe('/images/historical-events/dividend-dark.svg');
  });
});

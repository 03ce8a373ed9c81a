import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '@broker/client';
import { fundRangeEndMs, type ChartSettings } from '@broker/domain';
import { defaultChartSettings } from './chart-settings-storage';
import { csvQueryString, isTimeoutError, periodDates, timeSeriesQuery } from './time-series-request';

const ctx = { isFund: false, timeZone: 'Europe/Stockholm' };
const settings = (patch: Partial<ChartSettings> = {}): ChartSettings => ({
  ...defaultChartSettings('instrument'),
  ...patch,
});

describe('price time series query', () => {
  it('asks for the period only by default', () => {
    expect(timeSeriesQuery(settings(), ctx)).toEqual({ period: 'DAY_1' });
  });

  it('sends the stored resolution only when the period offers it', () => {
    expect(timeSeriesQuery(settings({ resolution: { DAY_1: 'MIN_15' } }), ctx).resolution).toBe('MIN_15');
    expect(timeSeriesQuery(settings({ resolution: { DAY_1: 'MONTH' } }), ctx).resolution).toBeUndefined();
    expect(
      timeSeriesQuery(settings({ resolution: { WEEK_1: 'MIN_5' } }), { ...ctx, isFund: true }).resolution,
    ).toBeUndefined();
  });

  it('adds compare ids, indicators, events and owners', () => {
    const query = timeSeriesQuery(
      settings({
        comparators: [
          {
            orderBookId: '1',
            instrumentId: 5,
            name: 'A',
            symbol: 'A',
            country: 'SE',
            entityType: 'STOCK',
            groupType: 'EQ',
            colorIndex: 0,
          },
          {
            orderBookId: '2',
            instrumentId: 9,
            name: 'B',
            symbol: 'B',
            country: 'SE',
            entityType: 'STOCK',
            groupType: 'EQ',
            colorIndex: 1,
          },
        ],
        technicalAnalyses: [
          { id: 'x', colorIndex: 0, kind: 'sma', params: { period: 14 } },
          { id: 'y', colorIndex: 1, kind: 'bollinger', params: { period: 20, stdDev: 2.5 } },
        ],
        historicalEvents: true,
        nordbrokerOwners: true,
      }),
      ctx,
    );
    expect(query).toEqual({
      period: 'DAY_1',
      compare: '5,9',
      technicalAnalysis: 'sma-14,bollinger-20-2.5',
      enrichType: 'HISTORICAL_EVENTS',
      nordbrokerOwners: 'true',
    });
  });

  it('asks a fund in the currency of its development option; LAST and NAV keep its own', () => {
    const fund = { ...ctx, isFund: true };
    expect(timeSeriesQuery(settings({ fundDevelopment: 'EUR' }), fund).currency).toBe('EUR');
    expect(timeSeriesQuery(settings({ fundDevelopment: 'CAD' }), fund).currency).toBe('CAD');
    expect(timeSeriesQuery(settings({ fundDevelopment: 'LAST' }), fund).currency).toBeUndefined();
    expect(timeSeriesQuery(settings({ fundDevelopment: 'NAV' }), fund).currency).toBeUndefined();
    // Not a fund: the option does not apply.
    expect(timeSeriesQuery(settings({ fundDevelopment: 'EUR' }), ctx).currency).toBeUndefined();
  });

  it('asks for a custom range by from/to; a fund range ends in epoch ms past the end day (spec 000 §9)', () => {
    const custom = settings({ period: 'CUSTOM', customRange: { from: '2026-01-05', to: '2026-02-10' } });
    expect(timeSeriesQuery(custom, ctx)).toEqual({ from: '2026-01-05', to: '2026-02-10' });
    expect(timeSeriesQuery(custom, { ...ctx, isFund: true })).toEqual({
      from: '2026-01-05',
      to: String(fundRangeEndMs('2026-02-10', 'Europe/Stockholm')),
    });
  });

  it('builds the CSV query from period and resolution only', () => {
    expect(
      csvQueryString(
        settings({ period: 'YEAR_1', resolution: { YEAR_1: 'WEEK' }, historicalEvents: true }),
        ctx,
      ),
    ).toBe('?period=YEAR_1&resolution=WEEK');
  });

  it('gives the buy/sell dots dates of a period', () => {
    expect(periodDates('WEEK_1', '2026-03-10')).toEqual({ fromDate: '2026-03-03', toDate: '2026-03-10' });
  });
});

describe('timeouts', () => {
  it('tells a timeout from other failures', () => {
    const timeoutCause = new DOMException('timed out', 'TimeoutError');
    expect(
      isTimeoutError(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'x' }, { cause: timeoutCause })),
    ).toBe(true);
    expect(isTimeoutError(new ApiError({ status: 504, code: 'UNKNOWN_REASON', message: 'x' }))).toBe(true);
    expect(isTimeoutError(new ApiError({ status: 0, code: 'REQUEST_TIMEOUT', message: 'x' }))).toBe(true);
    expect(isTimeoutError(new ApiError({ status: 0, code: NETWORK_ERROR, message: 'x' }))).toBe(false);
    expect(isTimeoutError(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toBe(false);
    expect(isTimeoutError(new Error('boom'))).toBe(false);
  });
});

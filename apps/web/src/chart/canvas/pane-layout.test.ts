import { describe, expect, it } from 'vitest';
import { paneLayout } from './pane-layout';

describe('pane layout', () => {
  it('is one price pane without oscillators', () => {
    expect(paneLayout(['sma', 'bollinger'])).toEqual({ paneOf: {}, shares: [1] });
  });

  it('gives each oscillator its share below the price pane, in a fixed order', () => {
    const layout = paneLayout(['macd', 'ema', 'rsi']);
    expect(layout.paneOf).toEqual({ rsi: 1, macd: 2 });
    expect(layout.shares[0]).toBeCloseTo(0.62);
    expect(layout.shares.slice(1)).toEqual([0.2, 0.18]);
  });

  it('fits all three with the price pane keeping the rest', () => {
    const layout = paneLayout(['stochastic', 'macd', 'rsi']);
    expect(layout.paneOf).toEqual({ rsi: 1, stochastic: 2, macd: 3 });
    expect(layout.shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(layout.shares[0]).toBeCloseTo(0.54);
  });
});

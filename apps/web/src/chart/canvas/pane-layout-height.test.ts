import { describe, expect, it } from 'vitest';
import { BASE_CHART_HEIGHT, chartHeight, paneLayout } from './pane-layout';

describe('chart height', () => {
  it('is the base height with the price pane alone', () => {
    expect(chartHeight(paneLayout(['sma']).shares)).toBe(BASE_CHART_HEIGHT);
  });

  it('grows with oscillator panes so the price pane keeps its room', () => {
    const rsi = chartHeight(paneLayout(['rsi']).shares);
    expect(rsi).toBe(450);
    const all = chartHeight(paneLayout(['rsi', 'stochastic', 'macd']).shares);
    expect(all).toBe(667);
    // The stochastic's 8 % is then a readable pane, not a sliver.
    expect(all * 0.08).toBeGreaterThan(50);
  });

  it('never grows past 1.8 times the base', () => {
    expect(chartHeight([0.1, 0.9])).toBe(Math.round(BASE_CHART_HEIGHT * 1.8));
  });
});

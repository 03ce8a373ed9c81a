/**
 * The baseline: the same series drawn straight with lightweight-charts, data already in its
 * format, no React, no mapping, no tooltip. What PriceChart adds on top is what the bench measures.
 */
import {
  AreaSeries,
  HistogramSeries,
  LineSeries,
  LineStyle,
  createChart,
  type LineData,
  type LineWidth,
  type UTCTimestamp,
} from 'lightweight-charts';
import { LINE_PALETTE, PANE_HEIGHTS } from '@broker/domain';
import { afterFirstPaint, INDICATORS, makeSeries } from './data';

const series = makeSeries();
const time = (ms: number) => (ms / 1000) as UTCTimestamp;
const base = series.pricePoints[0]!.last;
const main: LineData[] = series.pricePoints.map((p) => ({
  time: time(p.timeStamp),
  value: (p.last / base - 1) * 100,
}));
const compare = series.comparePricePoints.map((c) => {
  const first = c.pricePoints[0]!.value;
  return c.pricePoints.map((p) => ({ time: time(p.timeStamp), value: (p.value / first - 1) * 100 }));
});
const panes: Record<string, number> = { rsi: 1, stochastic: 2, macd: 3 };
const indicatorLines = series.technicalAnalysisPoints.flatMap((ta, k) => {
  const fields = Object.keys(ta.points.at(-1) ?? {}).filter((f) => f !== 'timeStamp');
  const pane = panes[ta.taType] ?? 0;
  return fields.map((field) => ({
    pane,
    histogram: field === 'diff',
    color: LINE_PALETTE[INDICATORS[k]!.colorIndex]!,
    data: ta.points.flatMap((p) => {
      const v = (p as Record<string, number>)[field];
      if (v === undefined) return [];
      return [{ time: time(p.timeStamp), value: pane === 0 ? (v / base - 1) * 100 : v }];
    }),
  }));
});

const container = document.getElementById('chart')!;
const start = performance.now();
const chart = createChart(container, { autoSize: true, layout: { attributionLogo: true } });
chart.addSeries(AreaSeries, { lineWidth: 2 }, 0).setData(main);
compare.forEach((data, i) =>
  chart.addSeries(LineSeries, { color: LINE_PALETTE[i]!, lineWidth: 1.5 as LineWidth }, 0).setData(data),
);
for (const line of indicatorLines) {
  const s = line.histogram
    ? chart.addSeries(HistogramSeries, { color: line.color }, line.pane)
    : chart.addSeries(
        LineSeries,
        { color: line.color, lineWidth: 1.5 as LineWidth, lastValueVisible: false },
        line.pane,
      );
  s.setData(line.data);
  if (line.pane === 1 || line.pane === 2) {
    s.createPriceLine({ price: 30, color: '#888', lineStyle: LineStyle.Dashed });
    s.createPriceLine({ price: 70, color: '#888', lineStyle: LineStyle.Dashed });
  }
}
const shares = [
  1 - PANE_HEIGHTS.rsi - PANE_HEIGHTS.stochastic - PANE_HEIGHTS.macd,
  PANE_HEIGHTS.rsi,
  PANE_HEIGHTS.stochastic,
  PANE_HEIGHTS.macd,
];
chart.panes().forEach((pane, i) => pane.setStretchFactor(shares[i]!));
chart.timeScale().fitContent();
await afterFirstPaint(container);
window.__bench = { firstPaint: performance.now() - start };

import { useEffect, useRef } from 'react';
import {
  AreaSeries,
  createChart,
  createSeriesMarkers,
  type SeriesMarker,
  type Time,
} from 'lightweight-charts';
import { crosshairTimeFormatter, tickMarkFormatter } from '../chart/canvas/time-format';

/** A day of the graph: its ISO date, own capital and flow. */
export interface GraphPoint {
  day: string;
  value: number;
  flow: number;
}

const LINE = '#1f5fbf';
const DEPOSIT = '#0a7a3d';
const WITHDRAWAL = '#c0262d';

/**
 * Own capital over the chosen period on a time axis (TradingView lightweight-charts, as the price
 * chart; its attribution stays), with each deposit marked by an arrow up and each withdrawal by an
 * arrow down. The picture is for the eye: `label` names it, the sentence it is described by says
 * what it shows in words, and the tables beside it carry the figures.
 */
export function OwnCapitalChart({
  points,
  locale,
  label,
  formatValue,
  describedBy,
}: {
  points: readonly GraphPoint[];
  /** Dates on the axis and the crosshair in the customer's language (days are UTC dates). */
  locale: string;
  label: string;
  /** The price scale's labels, in the customer's locale and the graph's currency. */
  formatValue(value: number): string;
  /** The id of the sentence that says in words what the graph shows. */
  describedBy: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = box.current;
    if (!container) return undefined;
    const chart = createChart(container, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: '#3b4453' },
      grid: { vertLines: { visible: false }, horzLines: { color: '#e4e8ee' } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, tickMarkFormatter: tickMarkFormatter(locale, 'UTC') },
      handleScroll: false,
      handleScale: false,
      localization: {
        locale,
        priceFormatter: formatValue,
        timeFormatter: crosshairTimeFormatter('DAY', locale, 'UTC'),
      },
    });
    const series = chart.addSeries(AreaSeries, {
      lineColor: LINE,
      topColor: 'rgba(31, 95, 191, 0.28)',
      bottomColor: 'rgba(31, 95, 191, 0.02)',
      lineWidth: 2,
      priceLineVisible: false,
    });
    series.setData(points.map((p) => ({ time: p.day as Time, value: p.value })));
    const markers: SeriesMarker<Time>[] = points
      .filter((p) => p.flow !== 0)
      .map((p) =>
        p.flow > 0
          ? { time: p.day as Time, position: 'belowBar', shape: 'arrowUp', color: DEPOSIT }
          : { time: p.day as Time, position: 'aboveBar', shape: 'arrowDown', color: WITHDRAWAL },
      );
    createSeriesMarkers(series, markers);
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, locale, formatValue]);
  return (
    <div
      ref={box}
      className="own-capital-chart"
      role="figure"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="own-capital-chart"
    />
  );
}

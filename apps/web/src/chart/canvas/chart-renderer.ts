import {
  AreaSeries,
  BarSeries,
  BaselineSeries,
  CandlestickSeries,
  HistogramSeries,
  LineSeries,
  createChart,
  createSeriesMarkers,
  type DeepPartial,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type MouseEventHandler,
  type SeriesMarker,
  type SeriesType,
  type Time,
  type TimeChartOptions,
  type CreatePriceLineOptions,
} from 'lightweight-charts';
import type { SeriesData, SeriesKind, SeriesSpec } from './chart-model';

const DEFINITIONS = {
  Line: LineSeries,
  Area: AreaSeries,
  Baseline: BaselineSeries,
  Candlestick: CandlestickSeries,
  Bar: BarSeries,
  Histogram: HistogramSeries,
} as const;

type AnySeries = ISeriesApi<SeriesType>;

interface Entry {
  spec: SeriesSpec;
  api: AnySeries;
  priceLines: IPriceLine[];
  /** Items live ticks replaced or appended since the data was last set, by time. */
  live: Map<number, SeriesData>;
}

/**
 * The one lightweight-charts instance of a PriceChart and the series on it. `sync` reconciles the
 * drawn series with a list of specs by key: a series whose kind is unchanged is updated in place
 * (new options always, new data only when its array changed), so toggling a setting touches only
 * what it changes and the chart is never re-created. Every call may throw what the library throws;
 * the component catches it.
 */
export class ChartRenderer {
  readonly chart: IChartApi;
  private readonly entries = new Map<string, Entry>();
  private readonly byApi = new Map<AnySeries, SeriesSpec>();
  private markers: ISeriesMarkersPluginApi<Time> | undefined;
  private markersOwner: AnySeries | undefined;
  private mainLines: IPriceLine[] = [];

  constructor(container: HTMLElement, options: DeepPartial<TimeChartOptions>) {
    this.chart = createChart(container, options);
  }

  applyOptions(options: DeepPartial<TimeChartOptions>): void {
    this.chart.applyOptions(options);
  }

  sync(specs: readonly SeriesSpec[], shares: readonly number[]): void {
    const wanted = new Set(specs.map((s) => s.key));
    for (const [key, entry] of this.entries) {
      if (!wanted.has(key) || specs.find((s) => s.key === key)?.kind !== entry.spec.kind) this.remove(key);
    }
    // In pane order: a series moved to a pane that does not exist yet must not leave its old pane
    // empty (the library drops empty panes) before that pane's new series has arrived.
    for (const spec of [...specs].sort((a, b) => a.pane - b.pane)) {
      const entry = this.entries.get(spec.key);
      if (!entry) {
        this.add(spec);
        continue;
      }
      if (entry.api.getPane().paneIndex() !== spec.pane) {
        entry.api.moveToPane(spec.pane);
        if (spec.scaleMargins) entry.api.priceScale().applyOptions({ scaleMargins: spec.scaleMargins });
      }
      if (entry.spec.options !== spec.options) entry.api.applyOptions(spec.options);
      if (entry.spec.data !== spec.data) {
        entry.api.setData(spec.data as never[]);
        entry.live.clear();
      }
      if (entry.spec.priceLines !== spec.priceLines) this.setSeriesLines(entry, spec.priceLines ?? []);
      this.byApi.set(entry.api, spec);
      entry.spec = spec;
    }
    const panes = this.chart.panes();
    shares.forEach((share, index) => panes[index]?.setStretchFactor(share));
  }

  private add(spec: SeriesSpec): void {
    const api = this.chart.addSeries(
      DEFINITIONS[spec.kind] as (typeof DEFINITIONS)[SeriesKind],
      spec.options as never,
      spec.pane,
    ) as AnySeries;
    api.setData(spec.data as never[]);
    const entry: Entry = { spec, api, priceLines: [], live: new Map() };
    this.setSeriesLines(entry, spec.priceLines ?? []);
    this.entries.set(spec.key, entry);
    this.byApi.set(api, spec);
    if (spec.scaleMargins) api.priceScale().applyOptions({ scaleMargins: spec.scaleMargins });
    if (spec.role === 'volume' || spec.role === 'owners') {
      // Volume keeps to the bottom fifth; owners get the left scale's full height.
      api
        .priceScale()
        .applyOptions(
          spec.role === 'volume'
            ? { scaleMargins: { top: 0.8, bottom: 0 } }
            : { scaleMargins: { top: 0.1, bottom: 0.1 } },
        );
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (key === 'main') {
      this.markers?.detach();
      this.markers = undefined;
      this.markersOwner = undefined;
      this.mainLines = [];
    }
    this.byApi.delete(entry.api);
    this.entries.delete(key);
    this.chart.removeSeries(entry.api);
  }

  private setSeriesLines(entry: Entry, lines: readonly CreatePriceLineOptions[]): void {
    for (const line of entry.priceLines) entry.api.removePriceLine(line);
    entry.priceLines = lines.map((line) => entry.api.createPriceLine(line));
  }

  series(key: string): AnySeries | undefined {
    return this.entries.get(key)?.api;
  }

  specOf(api: AnySeries): SeriesSpec | undefined {
    return this.byApi.get(api);
  }

  /** Markers live on the main series; a new main series (another graph type) gets them anew. */
  setMarkers(markers: SeriesMarker<Time>[]): void {
    const main = this.series('main');
    if (!main) return;
    if (this.markersOwner !== main) {
      this.markers?.detach();
      this.markers = createSeriesMarkers(main, markers);
      this.markersOwner = main;
    } else {
      this.markers?.setMarkers(markers);
    }
  }

  setMainPriceLines(lines: readonly CreatePriceLineOptions[]): void {
    const main = this.series('main');
    if (!main) return;
    for (const line of this.mainLines) {
      try {
        main.removePriceLine(line);
      } catch {
        // The line belonged to a main series that has been replaced.
      }
    }
    this.mainLines = lines.map((line) => main.createPriceLine(line));
  }

  /** Replaces or appends the last item of a series (live ticks). */
  update(key: string, item: SeriesData): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.api.update(item as never);
    entry.live.set(item.time as number, item);
  }

  /**
   * The value of every drawn series at a time, by spec key, as a crosshair event would give it
   * (series without a `value`, the OHLC kinds, are left out), and the main series' price there.
   */
  valuesAt(time: Time): { values: Map<string, number>; mainPrice: number | undefined } {
    const values = new Map<string, number>();
    let mainPrice: number | undefined;
    for (const [key, entry] of this.entries) {
      const item = entry.live.get(time as number) ?? findByTime(entry.spec.data, time as number);
      if (!item) continue;
      if ('value' in item && typeof item.value === 'number') values.set(key, item.value);
      if (key === 'main') mainPrice = 'close' in item ? item.close : values.get(key);
    }
    return { values, mainPrice };
  }

  /** Draws the crosshair on the main series at a time (the keyboard's and a tap's cursor). */
  showCrosshair(time: Time, price: number): void {
    const main = this.series('main');
    if (main) this.chart.setCrosshairPosition(price, time, main);
  }

  hideCrosshair(): void {
    this.chart.clearCrosshairPosition();
  }

  /** The x coordinate of a time on the plot, null when it is outside the visible range. */
  xOf(time: Time): number | null {
    return this.chart.timeScale().timeToCoordinate(time);
  }

  onClick(handler: MouseEventHandler<Time>): () => void {
    this.chart.subscribeClick(handler);
    return () => this.chart.unsubscribeClick(handler);
  }

  onCrosshairMove(handler: MouseEventHandler<Time>): () => void {
    this.chart.subscribeCrosshairMove(handler);
    return () => this.chart.unsubscribeCrosshairMove(handler);
  }

  destroy(): void {
    this.markers?.detach();
    this.entries.clear();
    this.byApi.clear();
    this.chart.remove();
  }
}

/** The item stamped `time` in data sorted by time (binary search), if there is one. */
function findByTime(data: readonly SeriesData[], time: number): SeriesData | undefined {
  let lo = 0;
  let hi = data.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = data[mid]!.time as number;
    if (at === time) return data[mid];
    if (at < time) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

import {
  SERIES_NAME_MAX_LENGTH,
  eventIcon,
  isIntraday,
  type EventIcon,
  type GraphType,
  type IndicatorKind,
  type Resolution,
} from '@broker/domain';
import type { GroupedTransaction } from './group-transactions';
import {
  formatAmount,
  formatCount,
  formatDividend,
  formatPercent,
  formatTradeQuantity,
  formatValue,
} from './number-format';
import { percentChange } from './percent-change';
import { dateTimeFormat, formatClock, formatDate, isoWeek, quarterOf } from './time-format';
import type { IndicatorField } from './to-series-data';
import type { EnrichPoint, PricePoint } from './types';

/** Translation of a `chart.canvas.*` key; the component passes useT()'s function. */
export type CanvasTranslate = (id: string, values?: Record<string, string | number>) => string;

const ELLIPSIS = '…';

/**
 * Series names are cut to 18 characters (spec 002 §2), the ellipsis counted among them, so a cut
 * name is never longer than an uncut one may be. Counted in code points so a character outside
 * the basic plane is never split.
 */
export function truncateName(name: string, max: number = SERIES_NAME_MAX_LENGTH): string {
  const chars = Array.from(name.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

export type Tone = 'gain' | 'loss';

export interface TooltipRow {
  key: string;
  label: string;
  value: string;
  /** A change shown after the value, e.g. the main series' percent change. */
  change?: string;
  tone?: Tone;
  /** Colour swatch of the series. */
  color?: string;
  /** An image (historical events). */
  icon?: string;
  /** Starts a group (transactions, events) with a gap above. */
  section?: boolean;
}

export interface TooltipContent {
  title: string;
  /** The further label of non-intraday points: weekday, week, month or quarter. */
  subtitle?: string;
  rows: TooltipRow[];
}

export interface TooltipInput {
  /** The hovered chart point, epoch ms. */
  time: number;
  resolution: Resolution;
  timeZone: string;
  locale: string;
  t: CanvasTranslate;
  graphType: GraphType;
  percent: boolean;
  currency: string;
  main: { name: string; color: string; point: PricePoint | undefined; first: number | undefined };
  compare: readonly { key: string; name: string; color: string; percent: number }[];
  indicators: readonly {
    key: string;
    label: string;
    kind: IndicatorKind;
    field: IndicatorField;
    color: string;
    value: number;
    /** Overlays in percent mode show percent like the price they overlay. */
    percent: boolean;
  }[];
  owners: number | undefined;
  transactions: GroupedTransaction | undefined;
  events: readonly EnrichPoint[];
  /** Dark or light icons. */
  iconTheme?: 'light' | 'dark';
  /** The pointer is on the event's marker: its icons show in their hover variant. */
  eventHovered?: boolean;
}

function toneOf(value: number): Tone | undefined {
  if (value > 0) return 'gain';
  if (value < 0) return 'loss';
  return undefined;
}

const MULTI_LINE: ReadonlySet<IndicatorKind> = new Set(['bollinger', 'stochastic', 'macd']);

export type EventIconVariant = 'light' | 'dark' | 'hover';

export function eventIconUrl(icon: EventIcon, locale: string, theme: EventIconVariant = 'light'): string {
  // Finnish calls a dividend "osinko": its icon carries an O instead of a D.
  const name = icon === 'dividend' && locale.toLowerCase().startsWith('fi') ? 'dividend-fi' : icon;
  return `/images/historical-events/${name}-${theme}.svg`;
}

export function tooltipHeading(
  time: number,
  resolution: Resolution,
  locale: string,
  timeZone: string,
  t: CanvasTranslate,
): { title: string; subtitle?: string } {
  const date = formatDate(time, locale, timeZone);
  if (isIntraday(resolution)) return { title: `${date} ${formatClock(time, locale, timeZone)}` };
  switch (resolution) {
    case 'WEEK':
      return { title: date, subtitle: t('chart.canvas.tooltip.week', isoWeek(time, timeZone)) };
    case 'MONTH':
      return {
        title: date,
        subtitle: dateTimeFormat(locale, { timeZone, month: 'long', year: 'numeric' }).format(time),
      };
    case 'QUARTER':
      return { title: date, subtitle: t('chart.canvas.tooltip.quarter', quarterOf(time, timeZone)) };
    default:
      return { title: date, subtitle: dateTimeFormat(locale, { timeZone, weekday: 'long' }).format(time) };
  }
}

/** Every row of the tooltip of spec 002 §2, in its order, formatted for the locale. */
export function tooltipRows(input: TooltipInput): TooltipContent {
  const { t, locale } = input;
  const rows: TooltipRow[] = [];
  const point = input.main.point;
  const price = (value: number) => formatValue(value, locale);

  if (point && (input.graphType === 'candlestick' || input.graphType === 'ohlc') && !input.percent) {
    const ohlc: [string, number | undefined][] = [
      ['open', point.open],
      ['high', point.high],
      ['low', point.low],
      ['close', point.last],
    ];
    for (const [field, value] of ohlc) {
      if (value !== undefined)
        rows.push({ key: field, label: t(`chart.canvas.tooltip.${field}`), value: price(value) });
    }
  }

  if (point) {
    const change = percentChange(point.last, input.main.first);
    const label = truncateName(input.main.name);
    if (input.percent) {
      rows.push({
        key: 'main',
        label,
        value: Number.isFinite(change) ? formatPercent(change, locale) : '–',
        color: input.main.color,
        ...(Number.isFinite(change) && toneOf(change) ? { tone: toneOf(change) } : {}),
      });
    } else {
      rows.push({
        key: 'main',
        label,
        value: price(point.last),
        color: input.main.color,
        ...(Number.isFinite(change) ? { change: formatPercent(change, locale) } : {}),
        ...(Number.isFinite(change) && toneOf(change) ? { tone: toneOf(change) } : {}),
      });
    }
  }

  for (const series of input.compare) {
    const tone = toneOf(series.percent);
    rows.push({
      key: series.key,
      label: truncateName(series.name),
      value: formatPercent(series.percent, locale),
      color: series.color,
      ...(tone ? { tone } : {}),
    });
  }

  for (const indicator of input.indicators) {
    const name = truncateName(indicator.label);
    rows.push({
      key: indicator.key,
      label: MULTI_LINE.has(indicator.kind) ? `${name} ${t(`chart.canvas.field.${indicator.field}`)}` : name,
      value: indicator.percent ? formatPercent(indicator.value, locale) : price(indicator.value),
      color: indicator.color,
    });
  }

  if (input.owners !== undefined) {
    rows.push({
      key: 'owners',
      label: t('chart.canvas.tooltip.owners'),
      value: formatCount(input.owners, locale),
    });
  }
  if (point?.volume !== undefined) {
    rows.push({
      key: 'volume',
      label: t('chart.canvas.tooltip.volume'),
      value: formatCount(point.volume, locale),
    });
  }

  const group = input.transactions;
  if (group) {
    rows.push({
      key: 'tx',
      label: t(`chart.canvas.transaction.${group.type}`),
      value: t('chart.canvas.transaction.count', { count: group.count }),
      section: true,
      tone: group.type === 'buy' ? 'gain' : group.type === 'sell' ? 'loss' : undefined,
    } as TooltipRow);
    const price = (value: number) =>
      formatValue(value, locale) + (group.priceUnit ? ` ${group.priceUnit}` : '');
    if (group.type === 'mixed') {
      // Bought and sold are shown apart: a sum of both quantities, or one price averaged over
      // buys and sells, describes neither.
      rows.push(
        {
          key: 'tx-buy-quantity',
          label: t('chart.canvas.transaction.buyQuantity'),
          value: formatTradeQuantity(group.buyQuantity, locale),
        },
        {
          key: 'tx-buy-price',
          label: t('chart.canvas.transaction.buyPrice'),
          value: price(group.buyPrice),
        },
        {
          key: 'tx-buy',
          label: t('chart.canvas.transaction.buyAmount'),
          value: formatAmount(group.buyAmount, locale, group.currency),
        },
        {
          key: 'tx-sell-quantity',
          label: t('chart.canvas.transaction.sellQuantity'),
          value: formatTradeQuantity(group.sellQuantity, locale),
        },
        {
          key: 'tx-sell-price',
          label: t('chart.canvas.transaction.sellPrice'),
          value: price(group.sellPrice),
        },
        {
          key: 'tx-sell',
          label: t('chart.canvas.transaction.sellAmount'),
          value: formatAmount(group.sellAmount, locale, group.currency),
        },
      );
    } else {
      rows.push(
        {
          key: 'tx-quantity',
          label: t('chart.canvas.transaction.quantity'),
          value: formatTradeQuantity(group.quantity, locale),
        },
        {
          key: 'tx-amount',
          label: t('chart.canvas.transaction.amount'),
          value: formatAmount(group.amount, locale, group.currency),
        },
        { key: 'tx-price', label: t('chart.canvas.transaction.averagePrice'), value: price(group.price) },
      );
    }
  }

  const iconVariant: EventIconVariant = input.eventHovered ? 'hover' : (input.iconTheme ?? 'light');
  input.events.forEach((event, index) => {
    const icon = eventIcon(event.event, event.change);
    let value = '';
    if (event.dividendAmount !== null) {
      value = formatDividend(event.dividendAmount, locale, event.dividendCurrency ?? undefined);
    } else if (event.change !== null) {
      value = formatPercent(event.change, locale);
    }
    const tone = event.dividendAmount === null && event.change !== null ? toneOf(event.change) : undefined;
    rows.push({
      key: `event-${index}`,
      label: t(`chart.canvas.event.${event.event}`),
      value,
      section: index === 0,
      ...(icon ? { icon: eventIconUrl(icon, locale, iconVariant) } : {}),
      ...(tone ? { tone } : {}),
    });
  });

  return { ...tooltipHeading(input.time, input.resolution, locale, input.timeZone, t), rows };
}

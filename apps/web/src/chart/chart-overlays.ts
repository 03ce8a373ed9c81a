import {
  LINE_PALETTE,
  MAX_COMPARATORS,
  defaultIndicator,
  type ChartIndicator,
  type ChartSettings,
  type Comparator,
  type IndicatorKind,
} from '@broker/domain';
import type { CallReply, searchComparators } from '@broker/contract';

export type SearchResult = CallReply<typeof searchComparators>[number];

/** The first of the 8 line colours no other overlay of the list uses (the first when all are). */
export function firstFreeColorIndex(used: readonly { colorIndex: number }[]): number {
  const taken = new Set(used.map((o) => o.colorIndex));
  for (let i = 0; i < LINE_PALETTE.length; i++) if (!taken.has(i)) return i;
  return 0;
}

export function comparatorFromResult(result: SearchResult, colorIndex: number): Comparator {
  return {
    orderBookId: result.market_data_order_book_id,
    instrumentId: result.instrument_id,
    name: result.display_name,
    symbol: result.display_symbol,
    country: result.exchange_country,
    entityType: result.entity_type,
    groupType: result.instrument_group_type,
    colorIndex,
  };
}

/**
 * The settings as the chart of `instrumentId` uses them. Settings are shared by all shares (and by
 * all funds), so a comparator picked on one page can be the instrument of another: compared with
 * itself it would only hide a line under the main one and leave a pill with nothing drawn. The chart
 * leaves it out, and a comparator change made on this page stores the list shown here.
 */
export function withoutSelfComparison(settings: ChartSettings, instrumentId: number): ChartSettings {
  if (!settings.comparators.some((c) => c.instrumentId === instrumentId)) return settings;
  return { ...settings, comparators: settings.comparators.filter((c) => c.instrumentId !== instrumentId) };
}

export type PickOutcome = 'added' | 'replaced' | 'removed' | 'refused';

/**
 * A click on a compare result (spec 002 §5): an instrument already compared is removed; with a
 * limit of 1 the new pick replaces the old one; at the limit further picks are refused.
 */
export function pickComparator(
  current: readonly Comparator[],
  result: SearchResult,
  limit: number = MAX_COMPARATORS,
): { outcome: PickOutcome; comparators: Comparator[] } {
  if (current.some((c) => c.instrumentId === result.instrument_id)) {
    return {
      outcome: 'removed',
      comparators: current.filter((c) => c.instrumentId !== result.instrument_id),
    };
  }
  if (limit === 1 && current.length > 0) {
    return { outcome: 'replaced', comparators: [comparatorFromResult(result, firstFreeColorIndex([]))] };
  }
  if (current.length >= Math.min(limit, MAX_COMPARATORS))
    return { outcome: 'refused', comparators: [...current] };
  return {
    outcome: 'added',
    comparators: [...current, comparatorFromResult(result, firstFreeColorIndex(current))],
  };
}

let sequence = 0;

/** A new entry of `kind` with its defaults, an id of its own and the first free colour. */
export function newChartIndicator(kind: IndicatorKind, existing: readonly ChartIndicator[]): ChartIndicator {
  sequence += 1;
  return {
    ...defaultIndicator(kind),
    id: `${kind}-${Date.now().toString(36)}-${sequence}`,
    colorIndex: firstFreeColorIndex(existing),
  };
}

import { DEPTH_LEVELS } from '@broker/contract';

export interface DepthLevel {
  level: number;
  bid: number | undefined;
  bidVolume: number | undefined;
  ask: number | undefined;
  askVolume: number | undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The flat depth fields (bid1, bid_volume1, … ask5) as five rows, best prices first. */
export function depthLevels(depth: Readonly<Record<string, unknown>> | undefined): DepthLevel[] {
  return DEPTH_LEVELS.map((level) => ({
    level,
    bid: num(depth?.[`bid${level}`]),
    bidVolume: num(depth?.[`bid_volume${level}`]),
    ask: num(depth?.[`ask${level}`]),
    askVolume: num(depth?.[`ask_volume${level}`]),
  }));
}

/** The largest volume on either side, against which each level's bar is drawn. */
export function largestVolume(levels: readonly DepthLevel[]): number {
  return Math.max(0, ...levels.flatMap((l) => [l.bidVolume ?? 0, l.askVolume ?? 0]));
}

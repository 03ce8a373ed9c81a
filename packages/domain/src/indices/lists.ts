import type { CountryCode } from '../countries';

/**
 * The lists the indicators calls answer by (spec 001 §7.12 "indicators … by list"): the Nordic main
 * indices, one per exchange, and each exchange's indices under the market string the live feed
 * keys indices by (spec 001 §3, `{"t":"indicator","m":"SSE","i":"OMXS30"}`).
 */
export const NORDIC_MAIN_INDICES = ['OMXS30', 'OBX', 'OMXC25', 'OMXH25'] as const;

export const INDEX_LISTS = {
  NORDIC_MAIN: { symbols: NORDIC_MAIN_INDICES },
  SSE: { country: 'SE' },
  OSE: { country: 'NO' },
  CSE: { country: 'DK' },
  HEX: { country: 'FI' },
} as const satisfies Record<string, { symbols: readonly string[] } | { country: CountryCode }>;

export type IndexListId = keyof typeof INDEX_LISTS;

export const INDEX_LIST_IDS = Object.keys(INDEX_LISTS) as IndexListId[];

export function isIndexListId(id: string): id is IndexListId {
  return Object.prototype.hasOwnProperty.call(INDEX_LISTS, id);
}

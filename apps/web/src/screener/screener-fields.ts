import { KEY_FIGURES, type KeyFigureUnit } from '@broker/domain';
import { FUND_SCREEN_FIELDS } from '@broker/contract';

/** A field the screener filters, sorts and shows: its unit and decimals, as the instrument page shows it. */
export interface FieldDef {
  id: string;
  unit: KeyFigureUnit;
  decimals: number;
  millions: boolean;
}

export type ScreenType = 'SHARES' | 'FUNDS';

export interface Sort {
  field: string;
  order: 'ASC' | 'DESC';
}

const FUND_FIELDS: FieldDef[] = FUND_SCREEN_FIELDS.map((id) =>
  id === 'MIN_INVESTMENT'
    ? { id, unit: 'CURRENCY', decimals: 0, millions: false }
    : id === 'RATING'
      ? { id, unit: 'NUMBER', decimals: 0, millions: false }
      : { id, unit: 'PERCENT', decimals: id.startsWith('RETURN') ? 1 : 2, millions: false },
);

const SHARE_FIELDS: FieldDef[] = KEY_FIGURES.map((f) => ({
  id: f.id,
  unit: f.unit,
  decimals: f.decimals,
  millions: 'millions' in f && f.millions === true,
}));

export const FIELDS: Record<ScreenType, FieldDef[]> = { SHARES: SHARE_FIELDS, FUNDS: FUND_FIELDS };

/** What a first visit filters by: the two questions of a dividend investor, or a fund's year. */
export const DEFAULT_FILTERS: Record<ScreenType, string[]> = {
  SHARES: ['DIVIDEND_YIELD', 'PE'],
  FUNDS: ['RETURN_YEAR_1'],
};

/** Columns every result shows; a filtered field is shown too. */
export const BASE_COLUMNS: Record<ScreenType, string[]> = {
  SHARES: ['PE', 'DIVIDEND_YIELD', 'PB', 'MARKET_CAP'],
  FUNDS: ['RETURN_YEAR_1', 'RETURN_YEAR_3', 'BUY_FEE'],
};

/**
 * Fields where the lowest is what a customer sorts for (the cheapest share by a price multiple,
 * the least indebted, the cheapest fund): their first sort is lowest first.
 */
const LOW_FIRST: ReadonlySet<string> = new Set([
  'PE',
  'PB',
  'PS',
  'EV_EBIT',
  'NET_DEBT',
  'DEBT_TO_EQUITY',
  'BUY_FEE',
  'SELL_FEE',
  'MIN_INVESTMENT',
]);

export const sortsLowFirst = (id: string): boolean => id === 'NAME' || LOW_FIRST.has(id);

export function fieldDef(type: ScreenType, id: string): FieldDef | undefined {
  return FIELDS[type].find((f) => f.id === id);
}

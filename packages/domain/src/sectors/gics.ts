/**
 * The eleven GICS sectors, spelled as the catalogue spells a share's sector. One list for every
 * part that names, colours or translates them (instrument icons, fund allocations, company facts),
 * so a sector added here is missed nowhere: the typed records over it fail to compile.
 */
export const GICS_SECTORS = [
  'Communication Services',
  'Consumer Discretionary',
  'Consumer Staples',
  'Energy',
  'Financials',
  'Health Care',
  'Industrials',
  'Information Technology',
  'Materials',
  'Real Estate',
  'Utilities',
] as const;
export type GicsSector = (typeof GICS_SECTORS)[number];

const GICS = new Set<string>(GICS_SECTORS);

export function isGicsSector(value: string | null | undefined): value is GicsSector {
  return value !== null && value !== undefined && GICS.has(value);
}

/**
 * Addresses the order screen links to. The spec does not show the route strings (spec 000 §2
 * "Routes referenced"), so these are ours.
 */

export type OrderMode = 'buy' | 'sell';

export function fundOrderPath(instrumentId: number, mode: OrderMode, accid?: number): string {
  return `/fund-order/${instrumentId}/${mode}${accid === undefined ? '' : `?accid=${accid}`}`;
}

export const FUND_ORDERS_PATH = '/orders/funds';
export const ALLOCATION_REQUESTS_PATH = '/orders/requests';

/** The community feed, where a close goes when the screen was opened from Shareville. */
export const COMMUNITY_FEED_PATH = '/community';
export const SHAREVILLE_ORIGIN = 'shareville';

/** The buy screen opened from the community feed: closing it leads back to the feed (spec 000 §2, §4). */
export function communityBuyPath(instrumentId: number): string {
  return `${fundOrderPath(instrumentId, 'buy')}?redirectOrigin=${SHAREVILLE_ORIGIN}`;
}

/** The settings page of the customer's knowledge-test approvals (spec 000 §2 "Settings page for approved instruments"). */
export const APPROVED_INSTRUMENTS_PATH = '/settings/approved-instruments';

/** The customer's courtage class (spec 001 §7.9 fee conditions). */
export const FEE_CONDITIONS_PATH = '/settings/fee-conditions';

export function costInfoPath(
  instrumentId: number,
  query: { total: string; accid?: number; currency: string },
): string {
  const params = new URLSearchParams({ total: query.total });
  if (query.accid !== undefined) params.set('accid', String(query.accid));
  params.set('currency', query.currency);
  return `/cost-info/${instrumentId}?${params.toString()}`;
}

/**
 * The knowledge test for a MiFID II category, carrying the instrument when there is one (the order
 * screen's links; the settings page has none); '/' without a category.
 */
export function appropriatenessPath(mifid2Category: number | undefined, instrumentId?: number): string {
  if (mifid2Category === undefined) return '/';
  const path = `/appropriateness/${mifid2Category}`;
  return instrumentId === undefined ? path : `${path}?instrumentId=${instrumentId}`;
}

/** The fund purchasing information page `{url}/{section}`. */
export const FUND_PURCHASING_INFO_URL = '/fund-purchasing-information';
export const FUND_INFO_SECTIONS = ['faq', 'quality-enhancing-services'] as const;
export type FundInfoSection = (typeof FUND_INFO_SECTIONS)[number];

export function fundPurchasingInfoPath(section: FundInfoSection): string {
  return `${FUND_PURCHASING_INFO_URL}/${section}`;
}

export const FAQ_PATH = fundPurchasingInfoPath('faq');
export const QUALITY_ENHANCING_SERVICES_PATH = fundPurchasingInfoPath('quality-enhancing-services');

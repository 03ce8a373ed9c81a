/**
 * Addresses the order screen links to. The spec does not show the route strings (spec 000 §2
 * "Routes referenced"), so these are ours. Pages not in the app yet: fund purchasing information
 * (FAQ, quality-enhancing services) and the community feed. The order screen sends allocation
 * requests instead of orders with `?mode=request` (see allocation-request.ts).
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

export function costInfoPath(
  instrumentId: number,
  query: { total: string; accid?: number; currency: string },
): string {
  const params = new URLSearchParams({ total: query.total });
  if (query.accid !== undefined) params.set('accid', String(query.accid));
  params.set('currency', query.currency);
  return `/cost-info/${instrumentId}?${params.toString()}`;
}

/** The knowledge test for a MiFID II category, carrying the instrument; '/' without a category. */
export function appropriatenessPath(mifid2Category: number | undefined, instrumentId: number): string {
  if (mifid2Category === undefined) return '/';
  return `/appropriateness/${mifid2Category}?instrumentId=${instrumentId}`;
}

/** The fund purchasing information page `{url}/{section}`. */
export const FUND_PURCHASING_INFO_URL = '/fund-purchasing-information';
export const FAQ_PATH = `${FUND_PURCHASING_INFO_URL}/faq`;
export const QUALITY_ENHANCING_SERVICES_PATH = `${FUND_PURCHASING_INFO_URL}/quality-enhancing-services`;

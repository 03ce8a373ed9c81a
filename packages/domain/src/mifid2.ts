/**
 * MiFID II product categories. Shares and UCITS funds are non-complex; alternative investment
 * funds and leveraged products are complex and need a passed appropriateness (knowledge) test
 * before a customer may buy them (spec 000 §6).
 */
export const MIFID2_CATEGORY = {
  SHARES: 0,
  UCITS_FUNDS: 1,
  ALTERNATIVE_FUNDS: 2,
  LEVERAGED_PRODUCTS: 3,
} as const;

export const KNOWLEDGE_TEST_CATEGORIES: ReadonlySet<number> = new Set([
  MIFID2_CATEGORY.ALTERNATIVE_FUNDS,
  MIFID2_CATEGORY.LEVERAGED_PRODUCTS,
]);

export function needsKnowledgeTest(mifid2Category: number): boolean {
  return KNOWLEDGE_TEST_CATEGORIES.has(mifid2Category);
}

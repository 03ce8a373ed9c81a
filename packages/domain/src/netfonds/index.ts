/**
 * Netfonds (spec 001 §7.22; issue 13): a Norwegian customer may also have an account at Netfonds,
 * which we show with its own calls over the same ledger. Those accounts are not ours to trade or
 * move money on, so every other area sees only NORDBROKER accounts.
 */
export const ACCOUNT_PROVIDERS = ['NORDBROKER', 'NETFONDS'] as const;
export type AccountProvider = (typeof ACCOUNT_PROVIDERS)[number];

/** Spec 001 §9: a page of Netfonds transactions holds up to 200. */
export const NETFONDS_TRANSACTIONS_PAGE_SIZE = 200;

/** The documents a Netfonds account offers for a finished year (spec 001 §7.22 "available-pdfs"). */
export const NETFONDS_DOCUMENT_KINDS = ['YEARLY_STATEMENT', 'COST_AND_CHARGES'] as const;
export type NetfondsDocumentKind = (typeof NETFONDS_DOCUMENT_KINDS)[number];

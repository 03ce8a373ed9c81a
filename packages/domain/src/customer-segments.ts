/** Customer segments (spec 000 §3, §6). */
export const CUSTOMER_SEGMENTS = ['PRIVATE_BANKING', 'RETAIL', 'ACTIVE_TRADER', 'EMPLOYEE'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

/** Private banking tiers (spec 000 §3), lowest first. */
export const PRIVATE_BANKING_TIERS = ['GOLD', 'PLATINUM', 'BLACK', 'SIGNATURE'] as const;

/**
 * Employee tiers, one per country (spec 000 §3 "employee tiers per country"; the values are ours):
 * an employee's tier is the country of the bank they work for, which is their customer country.
 */
export const EMPLOYEE_TIERS = ['EMPLOYEE_SE', 'EMPLOYEE_NO', 'EMPLOYEE_DK', 'EMPLOYEE_FI'] as const;

export const CUSTOMER_TIERS = [...PRIVATE_BANKING_TIERS, ...EMPLOYEE_TIERS] as const;
export type CustomerTier = (typeof CUSTOMER_TIERS)[number];

/**
 * Private-banking customers trade funds through allocation requests (their adviser places the
 * order); every other segment places orders itself. The server holds each side to its flow.
 */
export function tradesByRequest(segment: CustomerSegment | undefined): boolean {
  return segment === 'PRIVATE_BANKING';
}

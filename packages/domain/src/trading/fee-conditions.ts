import type { CountryCode } from '../countries';
import type { CustomerSegment, CustomerTier } from '../customer-segments';
import { CHOOSABLE_COURTAGE_CLASSES, type CourtageClass } from './courtage';

/**
 * Fee conditions by segment and tier (spec 001 §7.9): a private-banking customer is charged by
 * their tier's class and an employee trades without courtage; both come with the tier and are not
 * chosen. Retail customers and active traders choose among the ordinary classes.
 */
export function tierCourtageClass(segment: CustomerSegment, tier: CustomerTier | null): CourtageClass | null {
  if (segment === 'PRIVATE_BANKING' && tier !== null && !tier.startsWith('EMPLOYEE')) {
    return `PB_${tier}` as CourtageClass;
  }
  if (segment === 'EMPLOYEE') return 'EMPLOYEE';
  return null;
}

/** The class an order placed now is charged by: the tier's, or the one the customer chose. */
export function effectiveCourtageClass(
  segment: CustomerSegment,
  tier: CustomerTier | null,
  chosen: CourtageClass,
): CourtageClass {
  return tierCourtageClass(segment, tier) ?? chosen;
}

/** The classes the customer may move between (none to choose from when the tier sets it). */
export function choosableCourtageClasses(
  segment: CustomerSegment,
  tier: CustomerTier | null,
): readonly CourtageClass[] {
  return tierCourtageClass(segment, tier) === null ? CHOOSABLE_COURTAGE_CLASSES : [];
}

/**
 * Own capital, in the country's currency, from which a private-banking tier is offered (our
 * figures). Spec 001 §5: the private banking prospect threshold is 1,500,000 in Sweden and unlimited
 * in Norway, Finland and Denmark, so there private banking is by invitation and no tier has a
 * threshold.
 */
export const PRIVATE_BANKING_TIER_THRESHOLDS: Readonly<
  Record<CountryCode, Readonly<Record<'GOLD' | 'PLATINUM' | 'BLACK' | 'SIGNATURE', number>> | null>
> = {
  SE: { GOLD: 1_500_000, PLATINUM: 5_000_000, BLACK: 15_000_000, SIGNATURE: 50_000_000 },
  NO: null,
  DK: null,
  FI: null,
};

export interface TierFacts {
  tier: CustomerTier;
  courtageClass: CourtageClass;
  /** Own capital from which it is offered, in the country's currency; null: by invitation. */
  threshold: number | null;
}

/** The tiers of a segment in a country, lowest first (spec 001 §7.9 tiers by country and segment). */
export function tiersOf(country: CountryCode, segment: CustomerSegment): TierFacts[] {
  if (segment === 'PRIVATE_BANKING') {
    const thresholds = PRIVATE_BANKING_TIER_THRESHOLDS[country];
    return (['GOLD', 'PLATINUM', 'BLACK', 'SIGNATURE'] as const).map((tier) => ({
      tier,
      courtageClass: `PB_${tier}` as CourtageClass,
      threshold: thresholds ? thresholds[tier] : null,
    }));
  }
  if (segment === 'EMPLOYEE') {
    return [{ tier: `EMPLOYEE_${country}` as CustomerTier, courtageClass: 'EMPLOYEE', threshold: null }];
  }
  return [];
}

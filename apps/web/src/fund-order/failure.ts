import { isFundOrderFailureCode, UNKNOWN_REASON, type FundOrderFailureCode } from '@broker/domain';
import { ApiError } from '@broker/client';

/**
 * The failure code of a refused order (spec 000 §7): the first entry of the error's fields list
 * (`data.fields[0].code`); undefined when the reply named none (a network failure, a proxy page).
 */
export function failureCodeOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.fields[0]?.code;
  return undefined;
}

/** The catalogue message key for a code (spec 000 §8), or undefined: nothing is shown for an unknown code. */
export function failureMessageKey(
  code: string | undefined,
): `fundOrder.failure.${FundOrderFailureCode}` | undefined {
  return isFundOrderFailureCode(code) ? `fundOrder.failure.${code}` : undefined;
}

/** Spec 000 §4 step 6: failures are logged with their code, or UNKNOWN_REASON when none. */
export function logOrderFailure(code: string | undefined): void {
  console.error(`Fund order failed: ${code ?? UNKNOWN_REASON}`);
}

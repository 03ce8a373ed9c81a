/**
 * The Legal Entity Identifier (ISO 17442): 20 characters, 18 letters or digits (the issuing unit's
 * prefix and the entity part) and two check digits computed as for an IBAN (ISO 7064 MOD 97-10):
 * letters become 10–35, and the whole number leaves 1 when divided by 97. MiFIR (article 26) makes
 * an investment firm refuse trades for a legal person without a valid, renewed LEI.
 */

const LEI_SHAPE = /^[A-Z0-9]{18}[0-9]{2}$/;

/** The digits of a letter-and-digit string with letters as 10–35, mod 97, without big numbers. */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = Number.parseInt(ch, 36);
    // Two digits for a letter (10–35), one for a digit: fold them in one at a time.
    for (const digit of String(value)) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** An LEI as the customer typed it, upper-cased and without spaces. */
export function normalizeLei(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Whether the text is a well-formed LEI with correct check digits. */
export function isValidLei(lei: string): boolean {
  return LEI_SHAPE.test(lei) && mod97(lei) === 1;
}

/** The two check digits for an 18-character prefix (what an issuing unit appends). */
export function leiCheckDigits(prefix: string): string {
  if (!/^[A-Z0-9]{18}$/.test(prefix)) throw new Error(`Not an LEI prefix: ${prefix}`);
  return String(98 - mod97(`${prefix}00`)).padStart(2, '0');
}

/** An LEI is renewed every year with its issuer; the customer gives it again a year after. */
export const LEI_RENEWAL_YEARS = 1;

import { describe, expect, it } from 'vitest';
import { isSwedishPersonnummer } from './personnummer';

describe('Swedish personnummer', () => {
  it('accepts a real date with its Luhn check digit (Skatteverket’s example 811218-9876)', () => {
    expect(isSwedishPersonnummer('198112189876')).toBe(true);
    expect(isSwedishPersonnummer('191212121212')).toBe(true);
    // Samordningsnummer: the day plus 60.
    expect(isSwedishPersonnummer('198112789873')).toBe(true);
  });

  it('refuses a wrong check digit, an impossible date and other shapes', () => {
    expect(isSwedishPersonnummer('198112189875')).toBe(false);
    expect(isSwedishPersonnummer('198102309876')).toBe(false);
    expect(isSwedishPersonnummer('8112189876')).toBe(false);
    expect(isSwedishPersonnummer('19811218-9876')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { compact, fold, normalise, spellings, SQL_FOLD_FROM, SQL_FOLD_TO } from './fold';
import { TextIndex, withinOneEdit, type IndexInput } from './text-index';

describe('fold', () => {
  it('takes accents off and spells out the letters Unicode keeps whole', () => {
    expect(fold('Älvsborg')).toBe('alvsborg');
    expect(fold('ØRESUND')).toBe('oresund');
    expect(fold('Sjælland')).toBe('sjaelland');
    expect(fold('Café Nöjd Åbo')).toBe('cafe nojd abo');
    expect(fold('Straße Łódź')).toBe('strasse lodz');
  });

  it('normalises to words joined by one space, compacts symbols', () => {
    expect(normalise('  Øresund   Pharma-B ')).toBe('oresund pharma b');
    expect(compact('ORPH B')).toBe('orphb');
    expect(normalise('!!!')).toBe('');
  });

  it('knows the spellings a customer may type', () => {
    expect(spellings('Sjælland Byg')).toEqual(['sjaelland byg', 'sjalland byg']);
    expect(spellings('Øresund Pharma B')).toEqual(['oresund pharma b', 'oeresund pharma b']);
    expect(spellings('Ålborg')).toEqual(['alborg', 'aalborg']);
    expect(spellings('Norrvik')).toEqual(['norrvik']);
  });

  it('has SQL fold tables of equal length', () => {
    expect([...SQL_FOLD_FROM].length).toBe([...SQL_FOLD_TO].length);
    // Each SQL mapping agrees with fold().
    [...SQL_FOLD_FROM].forEach((c, i) => expect(fold(c)).toBe([...SQL_FOLD_TO][i]));
  });
});

const DOCS: IndexInput[] = [
  { names: ['Älvsborg Medical'], symbol: 'ALVM', isin: 'SE0000000001', rank: 3 },
  { names: ['Øresund Pharma B'], symbol: 'ORPH B', isin: 'DK0000000002', rank: 0 },
  { names: ['Øresund Invest Danske Aktier'], isin: 'SE0000000003', rank: 5 },
  { names: ['Sjælland Byg'], symbol: 'SJBY', isin: 'DK0000000004', rank: 2 },
  { names: ['Norrvik Industrier B'], symbol: 'NORV B', isin: 'SE0000000005', rank: 1 },
  { names: ['Oresund'], symbol: 'ORE', isin: 'SE0000000006', rank: 9 },
  { names: ['Bergslagen Stål'], symbol: 'BRST', isin: 'SE0000000007', rank: 4 },
];
const index = new TextIndex(DOCS);
const names = (query: string, limit = 10) =>
  index.search(query, limit).hits.map((h) => DOCS[h.doc]!.names[0]);

describe('TextIndex', () => {
  it('finds Nordic names however they are typed', () => {
    expect(names('alvsborg')).toEqual(['Älvsborg Medical']);
    expect(names('ÄLVSBORG')).toEqual(['Älvsborg Medical']);
    expect(names('sjalland')).toEqual(['Sjælland Byg']);
    expect(names('sjaelland')).toEqual(['Sjælland Byg']);
    expect(names('stal')).toEqual(['Bergslagen Stål']);
    expect(names('oeresund pharma')).toEqual(['Øresund Pharma B']);
  });

  it('ranks exact name, then name start by rank, then word start, then anywhere', () => {
    // "Oresund" is exactly the query; the two Øresund names start with it (rank 0 before 5).
    expect(names('øresund')).toEqual(['Oresund', 'Øresund Pharma B', 'Øresund Invest Danske Aktier']);
    expect(names('pharma')).toEqual(['Øresund Pharma B']);
    // "vsb" is inside Älvsborg only.
    expect(names('vsb')).toEqual(['Älvsborg Medical']);
    expect(index.search('medical', 5).hits[0]!.tier).toBe(3);
    expect(index.search('vsbo', 5).hits[0]!.tier).toBe(4);
  });

  it('puts an exact symbol or ISIN first', () => {
    expect(names('ore')[0]).toBe('Oresund');
    expect(index.search('ore', 5).hits[0]!.tier).toBe(0);
    expect(names('orph b')).toEqual(['Øresund Pharma B']);
    expect(names('ORPHB')).toEqual(['Øresund Pharma B']);
    expect(names('dk0000000004')).toEqual(['Sjælland Byg']);
    expect(index.search('DK0000000004', 5).hits[0]!.tier).toBe(0);
  });

  it('needs every query word at a word start', () => {
    expect(names('pharma ore')).toEqual(['Øresund Pharma B']);
    expect(names('pharma norr')).toEqual([]);
  });

  it('counts all matches but returns at most limit, and leaves out what accept refuses', () => {
    const result = index.search('o', 1);
    expect(result.hits).toHaveLength(1);
    expect(result.total).toBeGreaterThan(1);
    const refused = index.search('oresund', 10, (doc) => doc !== 1);
    expect(refused.hits.map((h) => h.doc)).not.toContain(1);
    expect(refused.total).toBe(2);
  });

  it('forgives one typo when nothing else matches', () => {
    // Among typo matches the document's own rank decides.
    expect(names('orsund')).toEqual(['Øresund Pharma B', 'Øresund Invest Danske Aktier', 'Oresund']);
    expect(index.search('orsund', 5).hits[0]!.tier).toBe(5);
    expect(names('alvsbrog')).toEqual([]); // a swap is two edits
    expect(names('alvsborh medi')).toEqual(['Älvsborg Medical']);
    expect(names('norvik')).toEqual(['Norrvik Industrier B']);
    // A short word is too short to guess at.
    expect(names('stol')).toEqual(['Bergslagen Stål']);
    expect(names('sto')).toEqual([]);
    expect(withinOneEdit('abc', 'abd')).toBe(true);
    expect(withinOneEdit('abc', 'ab')).toBe(true);
    expect(withinOneEdit('abc', 'xabc')).toBe(true);
    expect(withinOneEdit('abcd', 'acbd')).toBe(false);
  });

  it('answers nothing to a query of separators only', () => {
    expect(index.search(' - ', 5)).toEqual({ total: 0, hits: [] });
  });
});

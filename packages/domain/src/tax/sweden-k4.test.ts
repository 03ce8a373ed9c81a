import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { realise } from './realised';
import {
  blanketterSru,
  infoSru,
  k4Forms,
  k4Rows,
  k4SectionOf,
  type K4Form,
  type K4Sale,
  type SruFiler,
} from './sweden-k4';

const filer: SruFiler = {
  personalNumber: '198001011234',
  name: 'Karin Lindqvist',
  postalCode: '11122',
  city: 'Stockholm',
};
const at = new Date('2026-03-02T09:15:30Z');
const field = (form: K4Form, code: number) => form.fields.find((f) => f.code === code)?.value;

describe('K4', () => {
  it('reports a worked example of the average cost method: gain 3,340 kr on section A', () => {
    // 100 shares at 50 kr + 100 kr courtage, 50 more at 80 kr + 100 kr; 120 sold at 90 kr, 100 kr courtage.
    const outcome = realise(
      [
        { kind: 'BUY', id: 'b1', date: '2025-02-03', quantity: 100, amount: 5000, fees: 100 },
        { kind: 'BUY', id: 'b2', date: '2025-05-12', quantity: 50, amount: 4000, fees: 100 },
        { kind: 'SELL', id: 's1', date: '2025-10-01', quantity: 120, amount: 10800, fees: 100 },
      ],
      'AVERAGE',
    );
    if (!outcome.ok) throw new Error(outcome.code);
    const sale = outcome.realisations[0]!;
    expect([sale.cost.toFixed(2), sale.result.toFixed(2)]).toEqual(['7360.00', '3340.00']);
    const rows = k4Rows([
      {
        section: 'A',
        key: 'SE0000000001',
        name: 'Norrland Kraft B',
        quantity: sale.quantity,
        salePrice: sale.amount.minus(sale.fees),
        cost: sale.cost,
      },
    ]);
    const [form] = k4Forms(rows);
    expect(form!.fields).toEqual([
      { code: 3100, value: '120' },
      { code: 3101, value: 'Norrland Kraft B' },
      { code: 3102, value: '10700' },
      { code: 3103, value: '7360' },
      { code: 3104, value: '3340' },
      { code: 3300, value: '10700' },
      { code: 3301, value: '7360' },
      { code: 3304, value: '3340' },
      { code: 7014, value: '1' },
    ]);
  });

  it('puts the sales of one security on one row, exact to the öre, in section order', () => {
    const sale = (section: 'A' | 'C' | 'D', key: string, salePrice: string, cost: string): K4Sale => ({
      section,
      key,
      name: `Name ${key}`,
      quantity: 10,
      salePrice,
      cost,
    });
    const rows = k4Rows([
      sale('D', 'X', '100.10', '50.05'),
      sale('A', 'B', '1000.01', '1200.00'),
      sale('A', 'B', '500.50', '100.25'),
      sale('C', 'Y', '10.00', '10.00'),
      sale('A', 'A', '1.00', '2.00'),
    ]);
    expect(
      rows.map((r) => [r.section, r.key, r.quantity.toFixed(), r.gain.toFixed(2), r.loss.toFixed(2)]),
    ).toEqual([
      ['A', 'A', '10', '0.00', '1.00'],
      ['A', 'B', '20', '200.26', '0.00'],
      ['C', 'Y', '10', '0.00', '0.00'],
      ['D', 'X', '10', '50.05', '0.00'],
    ]);
  });

  it('rounds each row to whole kronor half up, its result the difference of the rounded figures', () => {
    const [form] = k4Forms(
      k4Rows([{ section: 'A', key: 'K', name: 'K', quantity: '0.3', salePrice: '1000.50', cost: '999.49' }]),
    );
    expect([field(form!, 3100), field(form!, 3102), field(form!, 3103), field(form!, 3104)]).toEqual([
      '1',
      '1001',
      '999',
      '2',
    ]);
    const [d] = k4Forms(
      k4Rows([{ section: 'D', key: 'K', name: 'K', quantity: '0.3', salePrice: '10', cost: '20.5' }]),
    );
    expect([field(d!, 3410), field(d!, 3412), field(d!, 3413), field(d!, 3415), field(d!, 3504)]).toEqual([
      '0.3',
      '10',
      '21',
      '11',
      '11',
    ]);
  });

  it('starts a new form after 9 rows of A or 7 of C and D, numbering the forms, totals per form', () => {
    const sales: K4Sale[] = [
      ...Array.from({ length: 10 }, (_, i) => ({
        section: 'A' as const,
        key: `A${String(i).padStart(2, '0')}`,
        name: `A${String(i).padStart(2, '0')}`,
        quantity: 1,
        salePrice: 200,
        cost: 100,
      })),
      ...Array.from({ length: 8 }, (_, i) => ({
        section: 'D' as const,
        key: `D${i}`,
        name: `D${i}`,
        quantity: 1,
        salePrice: 100,
        cost: 150,
      })),
    ];
    const forms = k4Forms(k4Rows(sales));
    expect(forms.map((f) => field(f, 7014))).toEqual(['1', '2']);
    expect(field(forms[0]!, 3181)).toBe('A08');
    expect(field(forms[0]!, 3300)).toBe('1800');
    expect(field(forms[0]!, 3471)).toBe('D6');
    expect(field(forms[0]!, 3504)).toBe('350');
    expect(field(forms[1]!, 3101)).toBe('A09');
    expect(field(forms[1]!, 3300)).toBe('200');
    expect(field(forms[1]!, 3411)).toBe('D7');
    expect(field(forms[1]!, 3111)).toBeUndefined();
  });

  it('keeps every form adding up: totals are the sums of its rows, gains less losses their results', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            section: fc.constantFrom('A' as const, 'C' as const, 'D' as const),
            key: fc.integer({ min: 1, max: 30 }).map(String),
            quantity: fc.integer({ min: 1, max: 1000 }),
            priceOre: fc.integer({ min: 0, max: 100_000_000 }),
            costOre: fc.integer({ min: 0, max: 100_000_000 }),
          }),
          { maxLength: 60 },
        ),
        (raw) => {
          const sales = raw.map((s) => ({
            section: s.section,
            key: s.key,
            name: `S${s.key}`,
            quantity: s.quantity,
            salePrice: new Decimal(s.priceOre).dividedBy(100),
            cost: new Decimal(s.costOre).dividedBy(100),
          }));
          const rows = k4Rows(sales);
          // The report keeps öre: its rows' results are the sales' results.
          const result = rows.reduce((s, r) => s.plus(r.gain).minus(r.loss), new Decimal(0));
          expect(result.toFixed(2)).toBe(
            sales.reduce((s, x) => s.plus(x.salePrice).minus(x.cost), new Decimal(0)).toFixed(2),
          );
          for (const form of k4Forms(rows)) {
            for (const [first, totals] of [
              [3100, [3300, 3301, 3304, 3305]],
              [3310, [3400, 3401, 3403, 3404]],
              [3410, [3500, 3501, 3503, 3504]],
            ] as const) {
              const rowFields = (offset: number) =>
                form.fields
                  .filter((f) => f.code >= first && f.code < first + 90 && (f.code - first) % 10 === offset)
                  .reduce((s, f) => s + Number(f.value), 0);
              const total = (code: number) => Number(form.fields.find((f) => f.code === code)?.value ?? 0);
              expect(total(totals[0])).toBe(rowFields(2));
              expect(total(totals[1])).toBe(rowFields(3));
              expect([total(totals[2]), total(totals[3])]).toEqual([rowFields(4), rowFields(5)]);
              expect(rowFields(4) - rowFields(5)).toBe(rowFields(2) - rowFields(3));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes BLANKETTER.SRU and INFO.SRU line by line, CRLF, stamped in Swedish time', () => {
    const forms = k4Forms(
      k4Rows([{ section: 'A', key: 'K', name: 'Ålö\nAB', quantity: 5, salePrice: 600, cost: 500 }]),
    );
    expect(blanketterSru(forms, 2025, filer, at).split('\r\n')).toEqual([
      '#BLANKETT K4-2025P4',
      '#IDENTITET 198001011234 20260302 101530',
      '#NAMN Karin Lindqvist',
      '#UPPGIFT 3100 5',
      '#UPPGIFT 3101 Ålö AB',
      '#UPPGIFT 3102 600',
      '#UPPGIFT 3103 500',
      '#UPPGIFT 3104 100',
      '#UPPGIFT 3300 600',
      '#UPPGIFT 3301 500',
      '#UPPGIFT 3304 100',
      '#UPPGIFT 7014 1',
      '#BLANKETTSLUT',
      '#FIL_SLUT',
      '',
    ]);
    expect(infoSru(filer, at, 'Nordbroker').split('\r\n')).toEqual([
      '#DATABESKRIVNING_START',
      '#PRODUKT SRU',
      '#SKAPAD 20260302 101530',
      '#PROGRAM Nordbroker',
      '#FILNAMN BLANKETTER.SRU',
      '#DATABESKRIVNING_SLUT',
      '#MEDIELEV_START',
      '#ORGNR 198001011234',
      '#NAMN Karin Lindqvist',
      '#POSTNR 11122',
      '#POSTORT Stockholm',
      '#MEDIELEV_SLUT',
      '',
    ]);
  });

  it('reports shares and equity funds in A, SEK interest funds in C, the rest in D', () => {
    expect(k4SectionOf({ groupType: 'EQ', fundType: null, currency: 'NOK' })).toBe('A');
    expect(k4SectionOf({ groupType: 'FND', fundType: 'INDEX', currency: 'SEK' })).toBe('A');
    expect(k4SectionOf({ groupType: 'FND', fundType: 'MIXED', currency: 'EUR' })).toBe('A');
    expect(k4SectionOf({ groupType: 'FND', fundType: 'BOND', currency: 'SEK' })).toBe('C');
    expect(k4SectionOf({ groupType: 'FND', fundType: 'BOND', currency: 'EUR' })).toBe('D');
    expect(k4SectionOf({ groupType: 'IDX', fundType: null, currency: 'SEK' })).toBe('D');
  });
});

import { describe, expect, it } from 'vitest';
import { csvDate, csvField, pricePointsCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['date', 'close'], [['2026-11-20', 101.5]])).toBe('date,close\r\n2026-11-20,101.5\r\n');
  });

  it('quotes fields with commas, quotes or line breaks and doubles quotes', () => {
    expect(toCsv(['a'], [['x,y'], ['say "hi"'], ['two\nlines']])).toBe(
      'a\r\n"x,y"\r\n"say ""hi"""\r\n"two\nlines"\r\n',
    );
  });

  it('leaves missing and non-finite numbers empty', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, Number.NaN]])).toBe('a,b,c\r\n,,\r\n');
  });
});

describe('CSV writer (RFC 4180)', () => {
  it('quotes only fields with a comma, quote, CR or LF, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('ends every record, the last included, with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x,y'],
          [null, 2],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n,2\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });
});

describe('price points CSV', () => {
  it('writes daily dates as yyyy-MM-dd and leaves a missing volume empty', () => {
    const csv = pricePointsCsv(
      [{ timeStamp: Date.parse('2026-11-20T00:00:00Z'), last: 10.5, open: 10, high: 11, low: 9.75 }],
      { intraday: false, timeZone: 'Europe/Stockholm' },
    );
    expect(csv).toBe('date,open,high,low,close,volume\r\n2026-11-20,10,11,9.75,10.5,\r\n');
  });

  it('writes intraday dates in the market time zone, summer and winter time', () => {
    expect(csvDate(Date.parse('2026-11-20T08:00:00Z'), true, 'Europe/Stockholm')).toBe('2026-11-20T09:00');
    expect(csvDate(Date.parse('2026-06-01T07:00:00Z'), true, 'Europe/Helsinki')).toBe('2026-06-01T10:00');
    expect(csvDate(Date.parse('2026-11-19T23:30:00Z'), true, 'Europe/Oslo')).toBe('2026-11-20T00:30');
  });
});

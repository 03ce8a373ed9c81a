import { describe, expect, it } from 'vitest';
import { announcement, nextCursor } from './chart-cursor';

describe('nextCursor', () => {
  it('starts at the newest bar and moves by one, by ten, and to either end, never past them', () => {
    expect(nextCursor('ArrowLeft', null, 30)).toBe(29);
    expect(nextCursor('ArrowRight', null, 30)).toBe(29);
    expect(nextCursor('ArrowLeft', 29, 30)).toBe(28);
    expect(nextCursor('ArrowRight', 29, 30)).toBe(29);
    expect(nextCursor('ArrowLeft', 0, 30)).toBe(0);
    expect(nextCursor('PageUp', 15, 30)).toBe(5);
    expect(nextCursor('PageUp', 5, 30)).toBe(0);
    expect(nextCursor('PageDown', 25, 30)).toBe(29);
    expect(nextCursor('Home', 17, 30)).toBe(0);
    expect(nextCursor('End', null, 30)).toBe(29);
  });

  it('hides on Escape, and leaves other keys and an empty chart alone', () => {
    expect(nextCursor('Escape', 4, 30)).toBeNull();
    expect(nextCursor('Escape', null, 30)).toBeUndefined();
    expect(nextCursor('Tab', 4, 30)).toBeUndefined();
    expect(nextCursor('ArrowUp', 4, 30)).toBeUndefined();
    expect(nextCursor('ArrowLeft', null, 0)).toBeUndefined();
  });
});

describe('announcement', () => {
  it('reads the date, then every row with its change', () => {
    expect(
      announcement({
        title: '24 Nov 2026',
        subtitle: 'Tuesday',
        rows: [
          { key: 'main', label: 'Volvo B', value: '251.40', change: '+1.2 %' },
          { key: 'volume', label: 'Volume', value: '1 200' },
        ],
      }),
    ).toBe('24 Nov 2026, Tuesday: Volvo B 251.40 +1.2 %; Volume 1 200');
    expect(announcement({ title: '09:30', rows: [] })).toBe('09:30');
  });
});

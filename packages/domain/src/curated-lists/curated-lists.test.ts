import { describe, expect, it } from 'vitest';
import {
  badgesOf,
  cardBadge,
  clampImageWidth,
  isNew,
  listImageSvg,
  logoInitials,
  logoSvg,
  sectionOrder,
  trendingIds,
  trendingWindows,
  TRENDING_MIN_VIEWS,
} from './index';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('NEW badge', () => {
  it('is given within 14 days of publication, not at 14 days nor before publication', () => {
    expect(isNew(NOW - 13 * DAY, NOW)).toBe(true);
    expect(isNew(NOW - 14 * DAY + 1, NOW)).toBe(true);
    expect(isNew(NOW - 14 * DAY, NOW)).toBe(false);
    expect(isNew(NOW + DAY, NOW)).toBe(false);
  });
});

describe('TRENDING badge', () => {
  it('compares the last 7 days (today included) with the 7 before', () => {
    expect(trendingWindows('2026-11-20')).toEqual({
      recent: { from: '2026-11-14', to: '2026-11-20' },
      previous: { from: '2026-11-07', to: '2026-11-13' },
    });
  });

  it('takes the 3 fastest growing lists with enough views, ties by recent views then id', () => {
    const ids = trendingIds([
      { id: 1, recent: 400, previous: 100 }, // +300 %
      { id: 2, recent: 200, previous: 100 }, // +100 %
      { id: 3, recent: 300, previous: 100 }, // +200 %
      { id: 4, recent: 150, previous: 100 }, // +50 %: fourth
      { id: 5, recent: TRENDING_MIN_VIEWS - 1, previous: 0 }, // too few views
      { id: 6, recent: 500, previous: 600 }, // shrinking
    ]);
    expect([...ids].sort()).toEqual([1, 2, 3]);
    expect(
      [
        ...trendingIds([
          { id: 9, recent: 200, previous: 100 },
          { id: 8, recent: 100, previous: 50 },
          { id: 7, recent: 200, previous: 100 },
          { id: 6, recent: 60, previous: 30 },
        ]),
      ].sort(),
    ).toEqual([7, 8, 9]);
  });

  it('lets a list without a previous week trend when it has enough views', () => {
    expect(trendingIds([{ id: 1, recent: TRENDING_MIN_VIEWS, previous: 0 }]).has(1)).toBe(true);
  });
});

describe('badges of a list and the card', () => {
  it('lists NEW before TRENDING; the card shows New over Trending', () => {
    const badges = badgesOf({ id: 1, publishedAt: NOW - DAY }, new Set([1]), NOW);
    expect(badges).toEqual(['NEW', 'TRENDING']);
    expect(cardBadge(badges)).toBe('NEW');
    expect(cardBadge(['TRENDING'])).toBe('TRENDING');
    expect(cardBadge([])).toBeUndefined();
    expect(badgesOf({ id: 2, publishedAt: NOW - 30 * DAY }, new Set([1]), NOW)).toEqual([]);
  });
});

describe('sections', () => {
  it('keeps the topic order, honours topics and excludeTopics, and puts beginner topics first for new customers', () => {
    expect(sectionOrder({})).toEqual([
      'index-funds',
      'funds',
      'dividends',
      'sustainability',
      'tech',
      'sectors',
    ]);
    expect(sectionOrder({ topics: ['tech', 'dividends'] })).toEqual(['dividends', 'tech']);
    expect(sectionOrder({ excludeTopics: ['funds', 'index-funds'] })).toEqual([
      'dividends',
      'sustainability',
      'tech',
      'sectors',
    ]);
    expect(sectionOrder({ topics: ['tech', 'funds'], newCustomer: true })).toEqual(['funds', 'tech']);
  });
});

describe('images', () => {
  it('clamps widths', () => {
    expect(clampImageWidth(0)).toBe(16);
    expect(clampImageWidth(244)).toBe(244);
    expect(clampImageWidth(99_999)).toBe(2048);
  });

  it('draws initials of the symbol and escapes text', () => {
    expect(logoInitials('NORV B')).toBe('NB');
    expect(logoInitials('VATS')).toBe('VA');
    expect(logoInitials('Øresund Invest Danmark Indeks')).toBe('ØI');
    const svg = logoSvg(1001, 'A<B', 48);
    expect(svg).toContain('width="48" height="48"');
    expect(svg).not.toContain('A<B');
    expect(listImageSvg('climate-leaders', 'sustainability', 488)).toContain('width="488" height="275"');
    expect(listImageSvg('x', 'tech', 100)).toBe(listImageSvg('x', 'tech', 100));
  });
});

import { describe, expect, it } from 'vitest';
import {
  cardBadge,
  cardImageSources,
  extraInstruments,
  formatViews,
  sharedListHref,
  stripQuery,
} from './card-rules';

describe('curated list card rules (spec 000 §2)', () => {
  it('links to the shared watchlist by slug, or by id without a slug', () => {
    expect(sharedListHref({ slug: 'climate-leaders', id: 7 })).toBe(
      '/watchlists/shared?listId=climate-leaders',
    );
    expect(sharedListHref({ slug: null, id: 7 })).toBe('/watchlists/shared?listId=7');
    expect(sharedListHref({ slug: '', id: '12' })).toBe('/watchlists/shared?listId=12');
    expect(sharedListHref({ slug: 'a b&c', id: 1 })).toBe('/watchlists/shared?listId=a%20b%26c');
  });

  it('strips the query string from the image address', () => {
    expect(stripQuery('/images/curated-lists/x.svg?width=900&v=2')).toBe('/images/curated-lists/x.svg');
    expect(stripQuery('https://cdn.example/x.png#top')).toBe('https://cdn.example/x.png');
    expect(stripQuery('/images/x.svg')).toBe('/images/x.svg');
  });

  it('shows at most one badge, New over Trending', () => {
    expect(cardBadge(['TRENDING', 'NEW'])).toBe('NEW');
    expect(cardBadge(['TRENDING'])).toBe('TRENDING');
    expect(cardBadge(['POPULAR'])).toBeUndefined();
    expect(cardBadge([])).toBeUndefined();
    expect(cardBadge(undefined)).toBeUndefined();
  });

  it('counts the instruments beyond the previews for the +N counter', () => {
    expect(extraInstruments(12, 3)).toBe(9);
    expect(extraInstruments(3, 3)).toBe(0);
    expect(extraInstruments(2, 3)).toBe(0);
  });

  it('formats views as the plain number below 1000, else whole thousands and K', () => {
    expect(formatViews(0)).toBe('0');
    expect(formatViews(999)).toBe('999');
    expect(formatViews(1000)).toBe('1K');
    expect(formatViews(1999)).toBe('1K');
    expect(formatViews(12345)).toBe('12K');
  });

  it('asks for 170/340 px on extra-small screens and 244/488 px otherwise', () => {
    expect(cardImageSources('/images/curated-lists/x.svg?width=10')).toEqual({
      src: '/images/curated-lists/x.svg?width=244',
      srcSet:
        '/images/curated-lists/x.svg?width=170 170w, /images/curated-lists/x.svg?width=340 340w, ' +
        '/images/curated-lists/x.svg?width=244 244w, /images/curated-lists/x.svg?width=488 488w',
      sizes: '(max-width: 575px) 170px, 244px',
    });
  });
});

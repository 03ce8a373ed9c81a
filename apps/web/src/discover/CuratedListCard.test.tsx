import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { en } from '../i18n/messages/en';
import { CuratedListCard, type CuratedListCardData } from './CuratedListCard';

const list = (patch: Partial<CuratedListCardData> = {}): CuratedListCardData => ({
  id: 7,
  slug: 'climate-leaders',
  displayName: 'Climate leaders of the Nordic markets with a long name',
  image: { url: '/images/curated-lists/climate-leaders.svg?width=900' },
  views: 12345,
  badges: ['TRENDING', 'NEW'],
  instrumentPreviews: [
    { instrument_id: 1001, logoUrl: '/images/logos/1001.svg' },
    { instrument_id: 1002, logoUrl: '/images/logos/1002.svg' },
    { instrument_id: 1003, logoUrl: '/images/logos/1003.svg' },
  ],
  instrumentCount: 12,
  webTrackerId: 'curated-climate-leaders',
  topics: [],
  ...patch,
});

function renderCard(data: CuratedListCardData) {
  render(
    <IntlProvider locale="en" messages={en}>
      <CuratedListCard list={data} />
    </IntlProvider>,
  );
  return screen.getByRole('link');
}

describe('CuratedListCard', () => {
  afterEach(cleanup);

  it('links by slug to the shared watchlist, with a spoken name, one badge, logos and +N', () => {
    const link = renderCard(list());
    expect(link.getAttribute('href')).toBe('/watchlists/shared?listId=climate-leaders');
    expect(link.getAttribute('aria-label')).toBe(
      'Climate leaders of the Nordic markets with a long name, 12 instruments, 12K views',
    );
    expect(screen.getAllByTestId('card-badge').map((b) => b.textContent)).toEqual(['New']);
    expect(screen.getByTestId('card-more').textContent).toBe('+9');
    expect(screen.getByTestId('card-views').textContent).toBe('12K views');
    const image = link.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/images/curated-lists/climate-leaders.svg?width=244');
    expect(image.getAttribute('sizes')).toBe('(max-width: 575px) 170px, 244px');
  });

  it('links by id without a slug, shows no counter when every instrument has a logo', () => {
    const link = renderCard(list({ slug: '', badges: [], instrumentCount: 3, views: 999 }));
    expect(link.getAttribute('href')).toBe('/watchlists/shared?listId=7');
    expect(screen.queryByTestId('card-badge')).toBeNull();
    expect(screen.queryByTestId('card-more')).toBeNull();
    expect(screen.getByTestId('card-views').textContent).toBe('999 views');
  });
});

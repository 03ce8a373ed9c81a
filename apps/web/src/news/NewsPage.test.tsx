import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, sessionReply } from '../test/fake-api';
import { marketRoutes } from '../test/market-fixtures';
import { renderApp } from '../test/render-app';

const ok = (body: unknown) => ({ status: 200, body });

const PREVIEW = {
  news_id: 41,
  source_id: 5,
  source: 'Nordic Wire',
  headline: 'Sveaholm Markets upgrades Hallands Livs to Buy',
  preamble: 'A better earnings outlook.',
  type: 'ANALYSIS',
  lang: 'en',
  region: 'SE',
  datetime: Date.parse('2026-11-20T09:00:00Z'),
  instrument_ids: [1008],
  tags: ['ANALYST'],
};

const CALENDAR = {
  from: '2026-11-23',
  to: '2026-11-29',
  events: [
    {
      kind: 'COMPANY',
      id: 'c7',
      day: '2026-11-24',
      at: null,
      event_type: 'QUARTERLY_DIVIDEND',
      category: 'DIVIDEND',
      country: 'SE',
      instrument_id: 1008,
      name: 'Hallands Livs',
      symbol: 'HALL',
      dividend: { amount: '2.50', currency: 'SEK', ex_day: '2026-11-24', pay_day: '2026-11-27' },
      split: null,
    },
    {
      kind: 'MACRO',
      id: 'm3',
      day: '2026-11-24',
      at: Date.parse('2026-11-24T08:30:00Z'),
      category: 'MACRO',
      country: 'SE',
      indicator: 'POLICY_RATE',
      name_key: 'RATE_RIKSBANK',
      period: null,
      outcome: '1.75',
      prior: '2.00',
      consensus: '1.75',
    },
  ],
};

const NOTICES = [
  {
    notice_id: 1,
    notice: 'HALTED',
    at: Date.parse('2026-11-20T10:00:00Z'),
    market_id: 11,
    market: 'Stockholm',
    country: 'SE',
    instrument_id: 1008,
    name: 'Hallands Livs',
    symbol: 'HALL',
  },
];

function start(
  path = '/news',
  session = marketRoutes['GET /nnxapi/authentication/v2/sessions/verify']!,
  previews?: (url: string) => Response,
) {
  const urls: string[] = [];
  const fake = fakeFetch({
    ...marketRoutes,
    'GET /nnxapi/authentication/v2/sessions/verify': session,
    'GET /api/2/news/previews': ok([PREVIEW]),
    'GET /api/2/news/tags': ok([{ tag: 'ANALYST', count: 1 }]),
    'GET /api/2/news/calendar': ok(CALENDAR),
    'GET /api/2/news/trading_status': ok(NOTICES),
  });
  renderApp(async (url, init) => {
    urls.push(url);
    return url.includes('/api/2/news/previews') && previews ? previews(url) : fake(url, init);
  }, path);
  return { urls };
}

describe('news page', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('lists the latest news and filters them by type, region, language and topic', async () => {
    const { urls } = start();
    const list = await screen.findByTestId('news-latest-list');
    expect(within(list).getByRole('link', { name: PREVIEW.headline }).getAttribute('href')).toBe('/news/41');
    fireEvent.change(screen.getByLabelText('News type'), { target: { value: 'ANALYSIS' } });
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'ANALYST' } });
    await waitFor(() =>
      expect(urls.some((u) => u.includes('types=ANALYSIS') && u.includes('tags=ANALYST'))).toBe(true),
    );
    expect(screen.getByRole('option', { name: 'Analysts (1 item)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Market'), { target: { value: 'NO' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'no' } });
    await waitFor(() =>
      expect(urls.some((u) => u.includes('regions=NO') && u.includes('langs=no'))).toBe(true),
    );
  });

  it('shows more news a page at a time, older than the last one shown, and focuses the first new headline', async () => {
    // 45 items, newest (id 45) first; the server's pages of 30 hold the items older than `before`.
    const all = Array.from({ length: 45 }, (_, i) => ({
      ...PREVIEW,
      news_id: 45 - i,
      headline: `Headline ${45 - i}`,
      datetime: PREVIEW.datetime - i * 60_000,
    }));
    const { urls } = start('/news', undefined, (url) => {
      const query = new URL(url, 'http://x').searchParams;
      const before = Number(query.get('before') ?? Infinity);
      const page = all.filter((n) => n.news_id < before).slice(0, Number(query.get('limit')));
      return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } });
    });
    const list = await screen.findByTestId('news-latest-list');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(30));
    fireEvent.click(screen.getByRole('button', { name: 'Show more news' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(45));
    expect(urls.some((u) => u.includes('before=16'))).toBe(true);
    expect(document.activeElement).toBe(within(list).getByRole('link', { name: 'Headline 15' }));
    // A short page was the last: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more news' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    start();
    const latest = await screen.findByRole('tab', { name: 'Latest' });
    expect(latest.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Calendar' }).getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(latest, { key: 'ArrowRight' });
    const calendar = screen.getByRole('tab', { name: 'Calendar' });
    await waitFor(() => expect(calendar.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(calendar);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(calendar.id);
    fireEvent.keyDown(calendar, { key: 'End' });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Trading status' }).getAttribute('aria-selected')).toBe('true'),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(latest.getAttribute('aria-selected')).toBe('true'));
  });

  it('shows the calendar week by day: a dividend with its amount leading to the instrument, a macro event translated', async () => {
    const { urls } = start('/news?tab=calendar');
    const days = await screen.findByTestId('news-calendar-days');
    expect(within(days).getByRole('heading', { level: 4 }).textContent).toMatch(/Tuesday/);
    const company = within(days).getByTestId('news-calendar-company');
    expect(within(company).getByRole('link', { name: 'Hallands Livs' }).getAttribute('href')).toBe(
      '/instrument/1008',
    );
    expect(company.textContent).toContain('Quarterly dividend');
    expect(within(company).getByTestId('news-calendar-dividend').textContent).toMatch(
      /SEK\s?2\.50 per share, paid on/,
    );
    const macro = within(days).getByTestId('news-calendar-macro');
    expect(macro.textContent).toContain('Riksbank policy rate decision');
    expect(macro.textContent).toContain('Outcome 1.75%');
    expect(macro.textContent).toContain('Consensus 1.75%');

    const first = urls.filter((u) => u.includes('/news/calendar')).at(-1)!;
    const from = new URL(first, 'http://x').searchParams.get('from')!;
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(urls.filter((u) => u.includes('/news/calendar')).length).toBeGreaterThan(1));
    const next = new URL(urls.filter((u) => u.includes('/news/calendar')).at(-1)!, 'http://x').searchParams;
    expect(Date.parse(next.get('from')!) - Date.parse(from)).toBe(7 * 86_400_000);
    fireEvent.change(screen.getByLabelText('Event'), { target: { value: 'DIVIDEND' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'NO' } });
    await waitFor(() =>
      expect(urls.some((u) => u.includes('types=DIVIDEND') && u.includes('countries=NO'))).toBe(true),
    );
  });

  it('lists the trading-status notices in a table', async () => {
    start('/news?tab=status');
    const table = await screen.findByTestId('news-status-table');
    expect(within(table).getByRole('columnheader', { name: 'Notice' })).toBeTruthy();
    expect(within(table).getByText('Trading halted')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Hallands Livs' }).getAttribute('href')).toBe(
      '/instrument/1008',
    );
  });

  it.each([
    ['en', 'SE', 'en', 'News', 'Calendar', 'Week'],
    ['sv', 'SE', 'sv-SE', 'Nyheter', 'Kalender', 'Vecka'],
    ['nb', 'NO', 'nb-NO', 'Nyheter', 'Kalender', 'Uke'],
    ['da', 'DK', 'da-DK', 'Nyheder', 'Kalender', 'Uge'],
    ['fi', 'FI', 'fi-FI', 'Uutiset', 'Kalenteri', 'Viikko'],
  ])('opens the calendar in %s', async (lang, country, locale, title, tab, week) => {
    start('/news?tab=calendar', { ...sessionReply(lang, country, locale), status: 200 });
    // The page may first render in the language last used on this device, then in the customer's.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(tab);
    await screen.findByTestId('news-calendar-days');
    expect(screen.getByTestId('news-calendar-week').textContent).toMatch(new RegExp(`^${week} \\d+: `));
  });
});

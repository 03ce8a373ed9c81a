import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { CallReply, getPriceTimeSeries } from '@broker/contract';
import { AppProviders } from '../app/AppProviders';
import { createServices } from '../services/services';
import { fakeFetch, sessionReply, type FakeReply, type FakeRoutes } from '../test/fake-api';
import { FakeLiveFeed } from '../test/fake-live-feed';
import { ChartCard, type ChartCardProps } from './ChartCard';
import { saveChartSettings, defaultChartSettings } from './chart-settings-storage';

/*
 * The real canvas cannot run in happy-dom: lightweight-charts needs a 2D canvas context and fails
 * ("Failed to parse color") partly outside React, in its own animation frames, where neither the
 * canvas's onRenderError nor an error boundary sees it, so the test run itself fails. The module
 * boundary below stands in for it in these tests only; the browser scenarios draw the real one.
 */
vi.mock('./canvas/PriceChart', () => ({
  PriceChart: ({
    onRenderError,
    fill,
    tooltipPosition,
  }: {
    onRenderError(error: Error): void;
    fill?: boolean;
    tooltipPosition?: { x: number; y: number } | null;
  }) => (
    <button
      type="button"
      data-testid="price-chart"
      data-fill={String(Boolean(fill))}
      data-tooltip={tooltipPosition ? `${tooltipPosition.x},${tooltipPosition.y}` : 'follows'}
      onClick={() => onRenderError(new Error('cannot draw'))}
    >
      canvas
    </button>
  ),
}));

type Series = CallReply<typeof getPriceTimeSeries>;
const SERIES_PATH = 'GET /api/2/market-data/price-time-series/1008';

const series = (patch: Partial<Series> = {}): Series => ({
  timeSeriesIdentifier: '1008',
  availablePeriods: ['DAY_1', 'WEEK_1', 'MONTH_1', 'YTD', 'YEAR_1'],
  validResolutionsForPeriod: ['MIN_5', 'MIN_15'],
  returnedPeriod: 'DAY_1',
  returnedResolution: 'MIN_5',
  currency: 'SEK',
  pricePoints: [
    { timeStamp: Date.UTC(2026, 0, 5, 8, 0), last: 100 },
    { timeStamp: Date.UTC(2026, 0, 5, 8, 5), last: 101 },
  ],
  comparePricePoints: [],
  enrichPoints: [],
  owners: [],
  previousClose: 99,
  high: 101,
  low: 100,
  returns: [],
  technicalAnalysisPoints: [],
  supportedTechnicalAnalysisPointsTypes: [],
  ...patch,
});

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const result = (id: number, name = `Company ${id}`) => ({
  display_name: name,
  display_symbol: `C${id}`,
  instrument_id: id,
  market_data_order_book_id: `11:${id}`,
  instrument_group_type: 'EQ',
  exchange_country: 'SE',
  entity_type: 'STOCK',
});

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /nnxapi/authentication/v2/sessions/verify': { ...sessionReply('en', 'SE', 'en'), status: 200 },
    'POST /nnxapi/authorization/v1/tokens': ok({ jwt: 'token' }),
    'GET /api/2/accounts': ok([]),
    [SERIES_PATH]: ok(series()),
    'GET /api/2/market-data/popular-comparators': ok([result(1, 'OMX Stockholm 30'), result(2), result(3)]),
    'GET /api/2/market-data/compare-search': ok([]),
    ...extra,
  };
}

const INSTRUMENT = { id: 1008, name: 'Hallands Livs', symbol: 'HALV', currency: 'SEK', isFund: false };

function renderCard(extra: FakeRoutes = {}, props: Partial<ChartCardProps> = {}) {
  const fetchFn = fakeFetch(routes(extra));
  const services = createServices({
    fetch: fetchFn,
    baseUrl: 'http://localhost',
    createLiveFeed: () => new FakeLiveFeed(),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders services={services} queryClient={queryClient}>
      <div data-testid="outside">outside</div>
      <ChartCard instrument={INSTRUMENT} {...props} />
    </AppProviders>,
  );
  return { fetchFn };
}

const periods = () => screen.findByTestId('chart-periods');

async function openDrawer(chip: string) {
  fireEvent.click(await screen.findByRole('button', { name: chip }));
  return screen.findByTestId('chart-drawer');
}

describe('chart card', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('labels each period for screen readers and keeps the choice', async () => {
    renderCard();
    const group = await periods();
    const labels = within(group)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['1 day', '1 week', '1 month', 'Year to date', '1 year', 'Custom date range']);
    fireEvent.click(within(group).getByRole('button', { name: 'Year to date' }));
    expect(JSON.parse(localStorage.getItem('nnx.chart.instrument') ?? '{}').period).toBe('YTD');
  });

  it('refuses a custom range in the future', async () => {
    renderCard();
    fireEvent.click(within(await periods()).getByRole('button', { name: 'Custom date range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dates cannot be in the future.');
    expect(localStorage.getItem('nnx.chart.instrument')).toBeNull();
  });

  it('says "No data found." with one period and asks for another interval with several', async () => {
    renderCard({ [SERIES_PATH]: ok(series({ pricePoints: [], availablePeriods: ['DAY_1'] })) });
    expect((await screen.findByTestId('chart-no-data')).textContent).toContain('No data found.');
    cleanup();
    renderCard({ [SERIES_PATH]: ok(series({ pricePoints: [] })) });
    const noData = await screen.findByTestId('chart-no-data');
    expect(within(noData).getByText('No data found. Please choose another time interval.')).toBeTruthy();
    expect(within(noData).getByRole('button', { name: '1 year' })).toBeTruthy();
  });

  it('shows a pill per overlay, labelled as spec 002 says, and removes one on close', async () => {
    saveChartSettings('instrument', {
      ...defaultChartSettings('instrument'),
      nordbrokerOwners: true,
      comparators: [
        {
          orderBookId: '11:5',
          instrumentId: 5,
          name: 'Volvo B',
          symbol: 'VOLV B',
          country: 'SE',
          entityType: 'STOCK',
          groupType: 'EQ',
          colorIndex: 0,
        },
      ],
      technicalAnalyses: [
        { id: 'b1', colorIndex: 1, kind: 'bollinger', params: { period: 20, stdDev: 2.5 } },
      ],
    });
    renderCard();
    // The session's language (en) arrives with its check; before it the visitor default shows.
    await screen.findByText('Nordbroker owners');
    const pills = screen.getByTestId('chart-pills');
    expect(
      within(pills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['VOLV B', 'Bollinger-20-2.5', 'Nordbroker owners']);
    fireEvent.click(within(pills).getByRole('button', { name: 'Remove Bollinger-20-2.5' }));
    expect(within(pills).getAllByRole('listitem')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('nnx.chart.instrument') ?? '{}').technicalAnalyses).toEqual([]);
  });

  it('never compares the instrument with itself, though the shared settings hold it', async () => {
    const comparator = (instrumentId: number, symbol: string, colorIndex: number) => ({
      orderBookId: `11:${instrumentId}`,
      instrumentId,
      name: symbol,
      symbol,
      country: 'SE',
      entityType: 'STOCK',
      groupType: 'EQ',
      colorIndex,
    });
    saveChartSettings('instrument', {
      ...defaultChartSettings('instrument'),
      // Picked on another share's page: HALV is the share this card shows.
      comparators: [comparator(INSTRUMENT.id, 'HALV', 0), comparator(5, 'VOLV B', 1)],
    });
    renderCard();
    const pills = await screen.findByTestId('chart-pills');
    await waitFor(() =>
      expect(
        within(pills)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['VOLV B']),
    );
    // Kept for the other pages: only this page leaves it out.
    const stored = JSON.parse(localStorage.getItem('nnx.chart.instrument') ?? '{}') as {
      comparators: { instrumentId: number }[];
    };
    expect(stored.comparators.map((c) => c.instrumentId)).toEqual([INSTRUMENT.id, 5]);
  });

  it('shows the error screen; Restore clears the stored settings and loads again', async () => {
    saveChartSettings('instrument', { ...defaultChartSettings('instrument'), volume: true });
    let fail = true;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchFn } = renderCard({
      [SERIES_PATH]: () => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : ok(series())),
    });
    // Four retries, two seconds apart, before the screen shows (spec 002 §8).
    for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(2100));
    const error = await screen.findByTestId('chart-error');
    expect(error.textContent).toContain('Graph could not be loaded.');
    expect(error.textContent).toContain(
      'This could be due to unsupported settings added to the graph. Click restore to reset default graph settings.',
    );
    expect(fetchFn.calls.filter((c) => c === SERIES_PATH)).toHaveLength(5);
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Restore' }));
    expect(localStorage.getItem('nnx.chart.instrument')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('chart-error')).toBeNull());
  });

  it('shows the error screen when the canvas cannot draw; Retry brings the chart back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard();
    fireEvent.click(await screen.findByTestId('price-chart'));
    const error = await screen.findByTestId('chart-error');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('price-chart')).toBeTruthy();
  });

  it('leaves the explanation out in simple mode', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCard(
      { [SERIES_PATH]: { status: 500, body: { code: 'INTERNAL', message: 'x' } } },
      { simpleMode: true },
    );
    for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(2100));
    const error = await screen.findByTestId('chart-error');
    expect(error.textContent).not.toContain('unsupported settings');
  });
});

describe('chart drawer', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("opens on the chip's tab, switches tabs and closes on an outside click and on Escape", async () => {
    renderCard();
    const drawer = await openDrawer('Compare');
    expect(within(drawer).getByRole('tab', { name: 'Compare' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Technical analysis' }));
    expect(
      within(drawer).getByRole('tab', { name: 'Technical analysis' }).getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.mouseDown(screen.getByTestId('outside'));
    expect(screen.queryByTestId('chart-drawer')).toBeNull();
    const again = await openDrawer('Settings');
    expect(within(again).getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(within(again).getByRole('tab', { name: 'Settings' }), { key: 'Escape' });
    expect(screen.queryByTestId('chart-drawer')).toBeNull();
  });

  it('adds, removes and limits comparators', async () => {
    renderCard();
    const drawer = await openDrawer('Compare');
    const row = await within(drawer).findByRole('button', { name: /OMX Stockholm 30/ });
    fireEvent.click(row);
    expect(row.getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('chart-pills')).getByText('C1')).toBeTruthy();
    fireEvent.click(row);
    expect(row.getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByTestId('chart-pills')).queryByText('C1')).toBeNull();
  });

  it('replaces the pick when the limit is 1', async () => {
    renderCard({}, { comparatorLimit: 1 });
    const drawer = await openDrawer('Compare');
    fireEvent.click(await within(drawer).findByRole('button', { name: /Company 2/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: /Company 3/ }));
    const pills = screen.getByTestId('chart-pills');
    expect(
      within(pills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['C3']);
  });

  it('refuses a ninth comparator with a message', async () => {
    saveChartSettings('instrument', {
      ...defaultChartSettings('instrument'),
      comparators: Array.from({ length: 8 }, (_, i) => ({
        orderBookId: `11:${100 + i}`,
        instrumentId: 100 + i,
        name: `N${i}`,
        symbol: `S${i}`,
        country: 'SE',
        entityType: 'STOCK',
        groupType: 'EQ',
        colorIndex: i,
      })),
    });
    renderCard();
    const drawer = await openDrawer('Compare');
    fireEvent.click(await within(drawer).findByRole('button', { name: /Company 2/ }));
    expect(within(drawer).getByRole('alert').textContent).toBe('You can compare with at most 8 instruments.');
  });

  it('shows 17 skeleton rows while the popular list loads, and the no-results text of a search', async () => {
    renderCard({
      'GET /api/2/market-data/popular-comparators': () => new Promise<FakeReply>(() => undefined),
    });
    const drawer = await openDrawer('Compare');
    expect(within(drawer).getAllByTestId('compare-skeleton')).toHaveLength(17);
    fireEvent.change(within(drawer).getByLabelText('Search instruments to compare with'), {
      target: { value: 'zzz' },
    });
    expect(await within(drawer).findByText('No results for "zzz"')).toBeTruthy();
  });

  it('refuses a duplicate indicator, announces a replacement, and validates parameters', async () => {
    renderCard();
    const drawer = await openDrawer('Technical analysis');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add SMA' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add SMA' }));
    const duplicate = within(drawer).getByRole('alert');
    expect(duplicate.textContent).toContain('Indicator already added');
    expect(duplicate.textContent).toContain(
      'An indicator with these values has already been added to the graph',
    );

    fireEvent.click(within(drawer).getByRole('button', { name: 'Add RSI' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add RSI' }));
    expect(within(drawer).getByRole('alert').textContent).toContain(
      'Adding a new RSI will replace the existing RSI in your graph.',
    );
    fireEvent.click(within(within(drawer).getByRole('alert')).getByRole('button', { name: 'Add RSI' }));
    expect(within(screen.getByTestId('chart-pills')).getAllByText(/^RSI/)).toHaveLength(1);

    fireEvent.click(within(drawer).getByRole('button', { name: 'SMA-14' }));
    const period = within(drawer).getAllByLabelText('Period')[0]!;
    fireEvent.change(period, { target: { value: '1' } });
    expect(within(drawer).getByText('Value needs to be more than or equal to 2')).toBeTruthy();
    fireEvent.change(period, { target: { value: '400' } });
    expect(within(drawer).getByText('Value needs to be less than or equal to 350')).toBeTruthy();
    fireEvent.change(period, { target: { value: '20' } });
    expect(within(screen.getByTestId('chart-pills')).getByText('SMA-20')).toBeTruthy();
  });
});

const RETURNS_PATH = 'GET /api/2/market-data/historical-returns/1008';
const LOGGED_OUT: FakeRoutes = {
  'GET /nnxapi/authentication/v2/sessions/verify': { status: 200, body: { loggedIn: false } },
};
const returnRow = (period: string, performance: number | null) => ({
  period,
  performance,
  high: 120,
  low: 90,
  turnover: 1_000_000,
});

describe('historical table', () => {
  beforeEach(() => {
    localStorage.clear();
    saveChartSettings('instrument', { ...defaultChartSettings('instrument'), historicalTable: true });
  });
  afterEach(cleanup);

  it('replaces the chart with a row for every period but DAY_1, and hides the period selector', async () => {
    const periodsButDay = ['WEEK_1', 'MONTH_1', 'MONTH_3', 'MONTH_6', 'YTD', 'YEAR_1', 'YEAR_3', 'YEAR_5'];
    renderCard({
      [RETURNS_PATH]: ok([...periodsButDay.map((p, i) => returnRow(p, i - 3)), returnRow('ALL', null)]),
    });
    const table = await screen.findByTestId('chart-historical-table');
    const rows = await within(table).findAllByRole('row');
    const heads = rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent);
    expect(heads).toEqual([
      '1 week',
      '1 month',
      '3 months',
      '6 months',
      'Year to date',
      '1 year',
      '3 years',
      '5 years',
      'All time',
    ]);
    expect(heads).not.toContain('1 day');
    expect(screen.queryByTestId('price-chart')).toBeNull();
    expect(screen.queryByTestId('chart-periods')).toBeNull();
    expect(within(table).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Download price series (CSV)' })).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Close historical table' }));
    expect(await screen.findByTestId('price-chart')).toBeTruthy();
    expect(screen.queryByTestId('chart-historical-table')).toBeNull();
    expect(JSON.parse(localStorage.getItem('nnx.chart.instrument') ?? '{}').historicalTable).toBe(false);
  });

  it("says 'No data found.' when there are no returns", async () => {
    renderCard({ [RETURNS_PATH]: ok([]) });
    const table = await screen.findByTestId('chart-historical-table');
    expect((await within(table).findByRole('status')).textContent).toBe('No data found.');
    expect((within(table).getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is not shown to a logged-out visitor even when stored on', async () => {
    renderCard({ ...LOGGED_OUT, [RETURNS_PATH]: ok([]) });
    expect(await screen.findByTestId('price-chart')).toBeTruthy();
    expect(screen.queryByTestId('chart-historical-table')).toBeNull();
  });
});

describe('fullscreen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is switched on by the maximise button and off by Escape, and never stored', async () => {
    renderCard();
    await screen.findByTestId('price-chart');
    const card = screen.getByTestId('chart-card');
    fireEvent.click(await screen.findByRole('button', { name: 'Maximise chart' }));
    expect(card.className).toContain('chart-card-fullscreen');
    expect(screen.getByTestId('price-chart').getAttribute('data-fill')).toBe('true');
    expect(screen.getByRole('button', { name: 'Exit full screen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(card.className).not.toContain('chart-card-fullscreen');
    expect(screen.getByTestId('price-chart').getAttribute('data-fill')).toBe('false');
    expect(JSON.parse(localStorage.getItem('nnx.chart.instrument') ?? '{}').fullscreen).toBeUndefined();
  });

  it('hides the maximise button on small screens', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderCard();
    await screen.findByTestId('price-chart');
    expect(screen.queryByRole('button', { name: 'Maximise chart' })).toBeNull();
  });
});

describe('loading spinner', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows only once a load has taken 400 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderCard({ [SERIES_PATH]: () => new Promise<FakeReply>(() => undefined) });
    // Let the session check and the first request start.
    for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
    const card = screen.getByTestId('chart-card');
    expect(card.querySelector('.chart-body')?.getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(card.querySelector('.chart-spinner')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(card.querySelector('.chart-spinner')).not.toBeNull();
    expect(within(card).getByText('Loading chart…')).toBeTruthy();
  });

  it('never shows for a load quicker than 400 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let answer: (reply: FakeReply) => void = () => undefined;
    renderCard({ [SERIES_PATH]: () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(300));
    answer(ok(series()));
    await act(() => vi.advanceTimersByTimeAsync(200));
    const card = screen.getByTestId('chart-card');
    expect(card.querySelector('.chart-spinner')).toBeNull();
    expect(within(card).getByTestId('price-chart')).toBeTruthy();
  });
});

describe('settings tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('disables candlestick and OHLC while the bid price is on', async () => {
    renderCard();
    await screen.findByTestId('price-chart');
    let drawer = await openDrawer('Settings');
    const disabled = (name: string) => (within(drawer).getByLabelText(name) as HTMLInputElement).disabled;
    expect(disabled('Candlestick')).toBe(true);
    expect(disabled('OHLC bars')).toBe(true);
    expect(disabled('Line')).toBe(false);
    expect(disabled('Column')).toBe(false);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close chart settings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bid price' }));
    drawer = await openDrawer('Settings');
    expect(disabled('Candlestick')).toBe(false);
    expect(disabled('OHLC bars')).toBe(false);
    fireEvent.click(within(drawer).getByLabelText('Candlestick'));
    expect(JSON.parse(localStorage.getItem('nnx.chart.instrument') ?? '{}').graphType).toBe('candlestick');
  });

  it('offers Buy & Sell dots and the historical table only when logged in', async () => {
    renderCard();
    await screen.findByText('Buy & Sell');
    const drawer = await openDrawer('Settings');
    expect(within(drawer).getByLabelText('Buy & Sell dots')).toBeTruthy();
    expect(within(drawer).getByLabelText('Historical table')).toBeTruthy();
    cleanup();
    // A visitor's language is their stored choice (Swedish by default).
    localStorage.setItem('broker.lang', 'en');
    renderCard(LOGGED_OUT);
    await screen.findByTestId('price-chart');
    const visitor = await openDrawer('Settings');
    expect(within(visitor).queryByLabelText('Buy & Sell dots')).toBeNull();
    expect(within(visitor).queryByLabelText('Historical table')).toBeNull();
    expect(within(visitor).getByLabelText('Grid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy & Sell' })).toBeNull();
  });
});

describe('tooltip position from the location query', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('pins the tooltip and keeps the position with the settings; an empty value unpins it', async () => {
    window.history.replaceState(
      null,
      '',
      '/instrument/1008?updateTooltipPositionX=24&updateTooltipPositionY=16',
    );
    renderCard();
    expect((await screen.findByTestId('price-chart')).getAttribute('data-tooltip')).toBe('24,16');
    expect(JSON.parse(localStorage.getItem('nnx.chart.instrument') ?? '{}').tooltipPosition).toEqual({
      x: 24,
      y: 16,
    });
    cleanup();
    window.history.replaceState(null, '', '/instrument/1008?updateTooltipPositionX=&updateTooltipPositionY=');
    renderCard();
    await screen.findByTestId('price-chart');
    await waitFor(() =>
      expect(screen.getByTestId('price-chart').getAttribute('data-tooltip')).toBe('follows'),
    );
    expect(JSON.parse(localStorage.getItem('nnx.chart.instrument') ?? '{}').tooltipPosition).toBeNull();
  });

  it('follows the crosshair without the query', async () => {
    renderCard();
    expect((await screen.findByTestId('price-chart')).getAttribute('data-tooltip')).toBe('follows');
  });
});

describe('compare tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it("never offers the chart's own instrument as a comparator", async () => {
    renderCard({
      'GET /api/2/market-data/popular-comparators': ok([
        result(1, 'OMX Stockholm 30'),
        result(1008, 'Hallands Livs'),
      ]),
    });
    const drawer = await openDrawer('Compare');
    expect(await within(drawer).findByRole('button', { name: /OMX Stockholm 30/ })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /Hallands Livs/ })).toBeNull();
  });
});

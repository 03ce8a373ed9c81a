import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, type FakeReply, type FakeRoutes } from '../test/fake-api';
import { HALLANDS_ITEM, NORDIC_ITEM, baseRoutes, ok } from '../test/list-fixtures';
import { renderApp } from '../test/render-app';

const item = (instrument: typeof HALLANDS_ITEM, position: number) => ({
  ...instrument,
  position,
  addedAt: 1,
});

const watchlist = (id: number, name: string, items: ReturnType<typeof item>[] = []) => ({
  id,
  name,
  copiedFrom: null,
  createdAt: 1,
  updatedAt: 1,
  items,
});

const FAVOURITES = watchlist(5, 'Favourites', [item(HALLANDS_ITEM, 0)]);

const SEARCH_HIT = {
  display_name: 'Nordic Bank',
  display_symbol: 'NORD',
  instrument_id: 1009,
  market_data_order_book_id: '11:109',
  instrument_group_type: 'EQ',
  exchange_country: 'SE',
  entity_type: 'INSTRUMENT',
};

/** A reply the test releases when it wants, to look at the optimistic state first. */
function deferred() {
  let release: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function start(over: FakeRoutes = {}) {
  const bodies: { key: string; body: unknown }[] = [];
  const fake = fakeFetch(
    baseRoutes({
      'GET /api/2/watchlists/mine': ok([FAVOURITES]),
      'GET /api/2/main_search': ok([SEARCH_HIT]),
      ...over,
    }),
  );
  const net = async (url: string, init: RequestInit) => {
    if (init.body) {
      bodies.push({
        key: `${init.method} ${new URL(url, 'http://localhost').pathname}`,
        body: JSON.parse(String(init.body)),
      });
    }
    return fake(url, init);
  };
  renderApp(net, '/watchlists');
  return { bodies, calls: fake.calls };
}

const names = () => screen.queryAllByTestId('watchlist-name').map((el) => el.textContent);

describe('my watchlists', () => {
  afterEach(cleanup);

  it('lists the watchlists with their instruments', async () => {
    start();
    const list = await screen.findByTestId('watchlist-5');
    expect(within(list).getByRole('heading', { name: 'Favourites' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Hallands Livs' }).getAttribute('href')).toBe(
      '/instrument/1008',
    );
    expect(screen.getByTestId('page-title').textContent).toBe('My watchlists');
  });

  it('validates the name, then creates a list optimistically', async () => {
    const reply = deferred();
    const { bodies } = start({ 'POST /api/2/watchlists': () => reply.promise });
    await screen.findByTestId('watchlist-5');
    const form = screen.getByTestId('create-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Create watchlist' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter a name.');
    fireEvent.change(within(form).getByLabelText('Name of a new watchlist'), {
      target: { value: 'x'.repeat(51) },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create watchlist' }));
    expect(within(form).getByRole('alert').textContent).toBe('The name can be at most 50 characters.');

    fireEvent.change(within(form).getByLabelText('Name of a new watchlist'), {
      target: { value: '  Tech  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create watchlist' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    // Shown at once, before the server answers.
    expect(await screen.findByTestId('watchlist-pending')).toBeTruthy();
    expect(names()).toEqual(['Favourites', 'Tech']);
    reply.release({ status: 201, body: watchlist(6, 'Tech') });
    expect(await screen.findByTestId('watchlist-6')).toBeTruthy();
    expect(screen.queryByTestId('watchlist-pending')).toBeNull();
    expect(bodies).toContainEqual({ key: 'POST /api/2/watchlists', body: { name: 'Tech' } });
  });

  it('rolls a create back on a 4xx and shows why', async () => {
    start({
      'POST /api/2/watchlists': {
        status: 422,
        body: { code: 'WATCHLIST_LIMIT_REACHED', message: 'At most 20 watchlists' },
      },
    });
    await screen.findByTestId('watchlist-5');
    const form = screen.getByTestId('create-form');
    fireEvent.change(within(form).getByLabelText('Name of a new watchlist'), {
      target: { value: 'One more' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create watchlist' }));
    const error = await screen.findByTestId('watchlists-action-error');
    expect(error.textContent).toContain('You have reached the maximum number of watchlists.');
    expect(names()).toEqual(['Favourites']);
    fireEvent.click(within(error).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('watchlists-action-error')).toBeNull();
  });

  it('renames a list, and rolls a failed rename back', async () => {
    let fail = false;
    let current = FAVOURITES;
    const { bodies } = start({
      'GET /api/2/watchlists/mine': () => ok([current]),
      'PUT /api/2/watchlists/5': (init) => {
        if (fail) return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'no' } };
        const { name } = JSON.parse(String(init.body)) as { name: string };
        current = { ...FAVOURITES, name };
        return ok(current);
      },
    });
    const list = await screen.findByTestId('watchlist-5');
    fireEvent.click(within(list).getByTestId('rename-button'));
    fireEvent.change(within(list).getByLabelText('New name for Favourites'), { target: { value: 'Best' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(names()).toEqual(['Best']));
    await waitFor(() =>
      expect(bodies).toContainEqual({ key: 'PUT /api/2/watchlists/5', body: { name: 'Best' } }),
    );

    fail = true;
    fireEvent.click(within(list).getByTestId('rename-button'));
    fireEvent.change(within(list).getByLabelText('New name for Best'), { target: { value: 'Worst' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('watchlists-action-error')).textContent).toContain('Please try again.');
    await waitFor(() => expect(names()).toEqual(['Best']));
  });

  it('deletes a list after confirmation, and rolls a failed delete back', async () => {
    let fail = true;
    start({
      'DELETE /api/2/watchlists/5': () =>
        fail ? { status: 403, body: { code: 'FORBIDDEN', message: 'no' } } : ok([]),
    });
    const list = await screen.findByTestId('watchlist-5');
    fireEvent.click(within(list).getByTestId('delete-button'));
    expect(within(list).getByText('Delete the watchlist Favourites?')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('watchlist-5')).toBeTruthy();

    fireEvent.click(within(list).getByTestId('delete-button'));
    fireEvent.click(within(list).getByTestId('delete-confirm'));
    expect((await screen.findByTestId('watchlists-action-error')).textContent).toContain('Please try again.');
    expect(screen.getByTestId('watchlist-5')).toBeTruthy();

    fail = false;
    fireEvent.click(within(screen.getByTestId('watchlist-5')).getByTestId('delete-button'));
    fireEvent.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('watchlist-5')).toBeNull());
    expect(screen.getByTestId('watchlists-empty')).toBeTruthy();
    expect(screen.queryByTestId('watchlists-action-error')).toBeNull();
  });

  it('adds a searched instrument optimistically and removes an item', async () => {
    const reply = deferred();
    const { bodies, calls } = start({
      'POST /api/2/watchlists/5/items': () => reply.promise,
      'DELETE /api/2/watchlists/5/items/1008': ok(watchlist(5, 'Favourites', [item(NORDIC_ITEM, 0)])),
    });
    const list = await screen.findByTestId('watchlist-5');
    fireEvent.change(within(list).getByLabelText('Add an instrument to Favourites'), {
      target: { value: 'nor' },
    });
    // Debounced: one search for the settled text.
    const add = await within(list).findByRole('button', { name: 'Add Nordic Bank' });
    expect(calls.filter((c) => c === 'GET /api/2/main_search')).toHaveLength(1);
    fireEvent.click(add);
    // Shown before the server answers.
    expect(await within(list).findByRole('link', { name: 'Nordic Bank' })).toBeTruthy();
    reply.release({
      status: 201,
      body: watchlist(5, 'Favourites', [item(HALLANDS_ITEM, 0), item(NORDIC_ITEM, 1)]),
    });
    await waitFor(() =>
      expect(bodies).toContainEqual({ key: 'POST /api/2/watchlists/5/items', body: { instrument_id: 1009 } }),
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Hallands Livs' }));
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Hallands Livs' })).toBeNull());
    await waitFor(() => expect(calls).toContain('DELETE /api/2/watchlists/5/items/1008'));
    expect(within(list).getByRole('link', { name: 'Nordic Bank' })).toBeTruthy();
  });

  it('rolls back an add and a remove refused with a 4xx', async () => {
    start({
      'POST /api/2/watchlists/5/items': {
        status: 409,
        body: { code: 'WATCHLIST_ITEM_EXISTS', message: 'exists' },
      },
      'DELETE /api/2/watchlists/5/items/1008': {
        status: 404,
        body: { code: 'WATCHLIST_NOT_FOUND', message: 'gone' },
      },
    });
    const list = await screen.findByTestId('watchlist-5');
    fireEvent.change(within(list).getByLabelText('Add an instrument to Favourites'), {
      target: { value: 'nor' },
    });
    fireEvent.click(await within(list).findByRole('button', { name: 'Add Nordic Bank' }));
    expect((await screen.findByTestId('watchlists-action-error')).textContent).toContain(
      'The instrument is already in the watchlist.',
    );
    expect(within(list).queryByRole('link', { name: 'Nordic Bank' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Hallands Livs' }));
    await waitFor(() =>
      expect(screen.getByTestId('watchlists-action-error').textContent).toContain(
        'The watchlist no longer exists.',
      ),
    );
    expect(within(list).getByRole('link', { name: 'Hallands Livs' })).toBeTruthy();
  });
});

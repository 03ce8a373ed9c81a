import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { InstrumentTabs, type InstrumentTab } from './InstrumentTabs';

const TABS: InstrumentTab[] = [
  { id: 'overview', label: 'Overview', render: () => <p>overview content</p> },
  { id: 'key-figures', label: 'Key figures', render: () => <p>key figures content</p> },
  { id: 'financials', label: 'Financials', render: () => <p>financials content</p> },
  { id: 'news', label: 'News', render: () => <p>news content</p> },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderTabs(path = '/instrument/1008') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <InstrumentTabs tabs={TABS} label="Sections about Hallands Livs" />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const selected = () => screen.getByRole('tab', { selected: true });

describe('instrument tabs', () => {
  afterEach(cleanup);

  it('is a tablist of tabs each controlling its panel, one tab stop, the first selected by default', () => {
    renderTabs();
    const list = screen.getByRole('tablist', { name: 'Sections about Hallands Livs' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Key figures', 'Financials', 'News']);
    expect(list.contains(tabs[0] ?? null)).toBe(true);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(selected().textContent).toBe('Overview');
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe(tabs[0]?.getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(panel.textContent).toBe('overview content');
    // Tabs not looked at render nothing (and ask the server nothing).
    expect(screen.queryByText('key figures content')).toBeNull();
    expect(where()).toBe('/instrument/1008');
  });

  it('moves with the arrow keys, Home and End, wrapping around, and keeps the tab in the address', () => {
    renderTabs();
    const first = screen.getByRole('tab', { name: 'Overview' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Key figures');
    expect(document.activeElement).toBe(selected());
    expect(selected().getAttribute('tabindex')).toBe('0');
    expect(first.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel').textContent).toBe('key figures content');
    expect(where()).toBe('/instrument/1008?tab=key-figures');

    fireEvent.keyDown(selected(), { key: 'End' });
    expect(selected().textContent).toBe('News');
    expect(where()).toBe('/instrument/1008?tab=news');
    fireEvent.keyDown(selected(), { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Overview');
    // The default tab leaves the address bare.
    expect(where()).toBe('/instrument/1008');
    fireEvent.keyDown(selected(), { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('News');
    fireEvent.keyDown(selected(), { key: 'Home' });
    expect(selected().textContent).toBe('Overview');
    expect(document.activeElement).toBe(selected());
  });

  it('opens the tab the address names, and the first for a name it does not know', () => {
    renderTabs('/instrument/1008?tab=financials');
    expect(selected().textContent).toBe('Financials');
    expect(screen.getByRole('tabpanel').textContent).toBe('financials content');
    cleanup();
    renderTabs('/instrument/1008?tab=nonsense');
    expect(selected().textContent).toBe('Overview');
  });

  it('selects a tab on a click', () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(selected().textContent).toBe('News');
    expect(where()).toBe('/instrument/1008?tab=news');
  });
});

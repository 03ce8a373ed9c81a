import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ORDERBOOK_STATUSES } from '@broker/contract';
import { LANGS } from '@broker/domain';
import { CATALOGUES } from '../i18n/catalogues';
import { renderWithIntl } from '../test/render-with-intl';
import { tradingStatusView } from './trading-status';
import { TradingStatusBadge } from './TradingStatusBadge';

describe('trading status', () => {
  afterEach(cleanup);

  it('names every order-book status of spec 001 §9 in every language', () => {
    for (const lang of LANGS) {
      for (const status of ORDERBOOK_STATUSES) {
        expect(
          CATALOGUES[lang][tradingStatusView({ orderbook_status: status }).key],
          `${lang} ${status}`,
        ).toBeTruthy();
      }
    }
  });

  it.each([
    ['en', 'CONTINUOUS_TRADING', 'Open'],
    ['en', 'OPENING_AUCTION', 'Opening auction'],
    ['en', 'CLOSING_AUCTION', 'Closing auction'],
    ['en', 'CLOSED', 'Closed'],
    ['sv', 'CONTINUOUS_TRADING', 'Öppen'],
    ['sv', 'CLOSING_AUCTION', 'Stängningsauktion'],
    ['nb', 'CLOSED', 'Stengt'],
    ['da', 'OPENING_AUCTION', 'Åbningsauktion'],
    ['fi', 'SUSPENDED_OR_HALTED', 'Kaupankäynti keskeytetty'],
  ] as const)('%s: %s is "%s"', (lang, status, text) => {
    renderWithIntl(<TradingStatusBadge status={{ orderbook_status: status }} testId="status" />, { lang });
    expect(screen.getByTestId('status').textContent).toBe(text);
  });

  it('calls a halted book halted whatever its phase, and marks it as such', () => {
    renderWithIntl(
      <TradingStatusBadge
        status={{ orderbook_status: 'CONTINUOUS_TRADING', halted: true }}
        testId="status"
      />,
    );
    expect(screen.getByTestId('status').textContent).toBe('Halted');
    expect(screen.getByTestId('status').className).toContain('status-halted');
  });

  it('tells open, auction and closed apart beyond the colour', () => {
    expect(tradingStatusView({ orderbook_status: 'CONTINUOUS_TRADING' }).tone).toBe('open');
    expect(tradingStatusView({ orderbook_status: 'INTRADAY_AUCTION' }).tone).toBe('auction');
    expect(tradingStatusView({ orderbook_status: 'POST_TRADING' }).tone).toBe('closed');
  });
});

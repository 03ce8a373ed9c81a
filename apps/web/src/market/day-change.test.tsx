import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithIntl } from '../test/render-with-intl';
import { ChangeFigure } from './ChangeFigure';
import { dayChange } from './day-change';

// Intl separates numbers and % with (narrow) no-break spaces; plain spaces keep expectations readable.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('dayChange', () => {
  it('is last less the previous close, with the percent of the close', () => {
    const change = dayChange(152.95, 152.7);
    expect(change).toMatchObject({ amount: 0.25, direction: 'gain' });
    expect(change?.percent).toBeCloseTo(0.16372, 5);
  });

  it('is exact in decimals where floating point is not', () => {
    expect(dayChange(0.3, 0.1)?.amount).toBe(0.2);
    expect(dayChange(0.3, 0.1)?.percent).toBe(200);
  });

  it('is a loss below the close and flat at it', () => {
    expect(dayChange(90, 100)).toEqual({ amount: -10, percent: -10, direction: 'loss' });
    expect(dayChange(100, 100)).toEqual({ amount: 0, percent: 0, direction: 'flat' });
  });

  it('needs both prices, and a close to divide by for the percent', () => {
    expect(dayChange(undefined, 100)).toBeUndefined();
    expect(dayChange(100, undefined)).toBeUndefined();
    expect(dayChange(5, 0)).toEqual({ amount: 5, percent: null, direction: 'gain' });
    // The feed clears a field with null, whatever the type says.
    expect(dayChange(null as unknown as number, 100)).toBeUndefined();
  });
});

describe('ChangeFigure', () => {
  afterEach(cleanup);

  it('shows a gain with +, an up arrow and the gain colour', () => {
    const change = dayChange(152.95, 152.7);
    if (!change) throw new Error('no change');
    renderWithIntl(<ChangeFigure change={change} locale="en" label="Change today" testId="change" />);
    const figure = screen.getByTestId('change');
    expect(plain(figure.textContent)).toBe('Change today ▲+0.25+0.16%');
    expect(figure.className).toContain('change-gain');
  });

  it('shows a loss with a minus sign in the customer’s locale, not by colour alone', () => {
    const change = dayChange(90, 100);
    if (!change) throw new Error('no change');
    renderWithIntl(<ChangeFigure change={change} locale="sv-SE" label="Idag" testId="change" />);
    const figure = screen.getByTestId('change');
    expect(plain(figure.textContent)).toBe('Idag ▼−10,00−10,00 %');
    expect(figure.getAttribute('data-direction')).toBe('loss');
  });

  it('shows no sign and no arrow when unchanged', () => {
    const change = dayChange(100, 100);
    if (!change) throw new Error('no change');
    renderWithIntl(<ChangeFigure change={change} locale="en" label="Today" testId="change" />);
    expect(plain(screen.getByTestId('change').textContent)).toBe('Today 0.000.00%');
    expect(screen.getByTestId('change').className).toContain('change-flat');
  });
});

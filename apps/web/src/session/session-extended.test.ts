import { describe, expect, it } from 'vitest';
import { initialSessionModel, sessionReducer } from './session-model';

const reply = {
  loggedIn: true,
  expiresAt: 1_900_000_000_000,
  meta: { lang: 'sv', locale: 'sv-SE', countryCode: 'SE', tld: 'se' },
  customer: {
    customerId: 7,
    name: 'Anna Svensson',
    countryCode: 'SE',
    segment: 'RETAIL',
    tier: null,
    personType: 'NAT',
  },
} as const;

describe('a refreshed session (issue 16)', () => {
  it('moves the expiry of a live session and nothing else', () => {
    const model = sessionReducer(initialSessionModel({}), { type: 'established', state: reply });
    const extended = sessionReducer(model, { type: 'extended', expiresAt: 1_900_000_600_000 });
    expect(extended).toEqual({ ...model, expiresAt: 1_900_000_600_000 });
  });

  it('does not bring back a session that has ended', () => {
    const ended = sessionReducer(
      sessionReducer(initialSessionModel({}), { type: 'established', state: reply }),
      {
        type: 'ended',
      },
    );
    expect(sessionReducer(ended, { type: 'extended', expiresAt: 1_900_000_600_000 })).toBe(ended);
  });
});

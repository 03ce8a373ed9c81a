import { describe, expect, it } from 'vitest';
import { currentMeta, initialSessionModel, sessionReducer, type SessionModel } from './session-model';

const loggedInReply = {
  loggedIn: true,
  expiresAt: 1_900_000_000_000,
  meta: { lang: 'nb', locale: 'nb-NO', countryCode: 'NO', tld: 'no' },
  customer: {
    customerId: 7,
    name: 'Kari Nordmann',
    countryCode: 'NO',
    segment: 'RETAIL',
    tier: null,
    personType: 'NAT',
  },
} as const;

function loggedIn(): SessionModel {
  return sessionReducer(initialSessionModel({}), { type: 'established', state: loggedInReply });
}

describe('session model', () => {
  it('starts checking, in Swedish for Sweden unless the visitor chose otherwise (spec 001 §9)', () => {
    expect(currentMeta(initialSessionModel({}))).toEqual({
      lang: 'sv',
      locale: 'sv-SE',
      countryCode: 'SE',
      tld: 'se',
    });
    expect(initialSessionModel({}).status).toBe('checking');
    expect(currentMeta(initialSessionModel({ lang: 'fi', country: 'FI' }))).toEqual({
      lang: 'fi',
      locale: 'fi-FI',
      countryCode: 'FI',
      tld: 'fi',
    });
  });

  it('takes language and country from the session reply', () => {
    const model = loggedIn();
    expect(model.status).toBe('loggedIn');
    expect(model.customer?.name).toBe('Kari Nordmann');
    expect(model.customer).toMatchObject({ segment: 'RETAIL', tier: null, personType: 'NAT' });
    expect(currentMeta(model)).toEqual(loggedInReply.meta);
  });

  it('is logged out when the first check finds no session', () => {
    expect(sessionReducer(initialSessionModel({}), { type: 'absent' }).status).toBe('loggedOut');
  });

  it('marks a session that ended by itself, and forgets the customer', () => {
    const model = sessionReducer(loggedIn(), { type: 'ended' });
    expect(model).toMatchObject({ status: 'loggedOut', customer: null, ended: true });
  });

  it('ignores an end reported when nobody is logged in', () => {
    const loggedOut = sessionReducer(loggedIn(), { type: 'loggedOut' });
    expect(sessionReducer(loggedOut, { type: 'ended' })).toBe(loggedOut);
  });

  it('keeps the language through logout', () => {
    const model = sessionReducer(loggedIn(), { type: 'loggedOut' });
    expect(model).toMatchObject({ status: 'loggedOut', customer: null, ended: false, lang: 'nb' });
  });

  it('switches language without touching the session', () => {
    const model = sessionReducer(loggedIn(), { type: 'lang', lang: 'en' });
    expect(model.status).toBe('loggedIn');
    expect(currentMeta(model)).toMatchObject({ lang: 'en', locale: 'en', countryCode: 'NO' });
  });
});

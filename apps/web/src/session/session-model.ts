import { DEFAULT_META, metaFor, type CountryCode, type Lang, type Meta } from '@broker/domain';
import type { SessionState } from '@broker/client';

/** Spec 001 §4: loggedIn turns true on session init and false on termination or an invalid session. */
export type SessionStatus = 'checking' | 'loggedOut' | 'loggedIn';

export type Customer = NonNullable<SessionState['customer']>;

export interface SessionModel {
  status: SessionStatus;
  customer: Customer | null;
  /** When the server will end the session, epoch ms; the app re-checks then. */
  expiresAt: number | null;
  /** The language shown: the customer's after login, the visitor's choice before. */
  lang: Lang;
  country: CountryCode;
  /** The session ended without the user asking (expiry, a 401), which the login page explains. */
  ended: boolean;
}

export type SessionEvent =
  /** A login, or a check that found a live session. */
  | { type: 'established'; state: SessionState }
  /** The first check found no session. */
  | { type: 'absent' }
  /** A live session turned out to be gone. */
  | { type: 'ended' }
  /** The user logged out. */
  | { type: 'loggedOut' }
  | { type: 'lang'; lang: Lang }
  /** An active customer's session was refreshed (issue 16): it now ends later. */
  | { type: 'extended'; expiresAt: number };

export function initialSessionModel(stored: { lang?: Lang; country?: CountryCode }): SessionModel {
  return {
    status: 'checking',
    customer: null,
    expiresAt: null,
    lang: stored.lang ?? DEFAULT_META.lang,
    country: stored.country ?? DEFAULT_META.countryCode,
    ended: false,
  };
}

export function sessionReducer(model: SessionModel, event: SessionEvent): SessionModel {
  switch (event.type) {
    case 'established': {
      const { meta, customer, expiresAt } = event.state;
      return {
        status: 'loggedIn',
        customer: customer ?? null,
        expiresAt: expiresAt ?? null,
        lang: meta?.lang ?? model.lang,
        country: meta?.countryCode ?? customer?.countryCode ?? model.country,
        ended: false,
      };
    }
    case 'absent':
      return model.status === 'checking' ? { ...model, status: 'loggedOut' } : model;
    case 'ended':
      // Only a live session can end; a 401 that arrives after logout changes nothing.
      return model.status === 'loggedIn'
        ? { ...model, status: 'loggedOut', customer: null, expiresAt: null, ended: true }
        : model;
    case 'loggedOut':
      return { ...model, status: 'loggedOut', customer: null, expiresAt: null, ended: false };
    case 'lang':
      return { ...model, lang: event.lang };
    case 'extended':
      return model.status === 'loggedIn' ? { ...model, expiresAt: event.expiresAt } : model;
  }
}

/** The meta state of spec 001 §3 for what is on screen now. */
export function currentMeta(model: SessionModel): Meta {
  return metaFor(model.country, model.lang);
}

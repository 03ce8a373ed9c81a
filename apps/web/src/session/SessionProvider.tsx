import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  login,
  logout,
  openSession,
  verify,
  type LoginCredentials,
  type SessionPayload,
  type SessionState,
} from '@broker/client';
import { updateProfileSettings } from '@broker/contract';
import type { CountryCode, Lang } from '@broker/domain';
import { useServices } from '../services/services-context';
import { SessionContext, type Session } from './session-context';
import { currentMeta, initialSessionModel, sessionReducer } from './session-model';
import { readStoredCountry, readStoredLang, storeCountry, storeLang } from './stored-preferences';
import { useSessionRefresh } from './use-session-refresh';

/** setTimeout holds at most a signed 32-bit delay; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Checked a moment after the expiry so the server has certainly ended the session by then. */
const EXPIRY_GRACE_MS = 1000;

export function SessionProvider({ children }: { children: ReactNode }) {
  const { client, onUnauthorized } = useServices();
  const queryClient = useQueryClient();
  const [model, dispatch] = useReducer(sessionReducer, undefined, () =>
    initialSessionModel({ lang: readStoredLang(), country: readStoredCountry() }),
  );

  // Whether the session cookie (if any) still belongs to a live session decides the first screen.
  useEffect(() => {
    let active = true;
    verify(client).then(
      (state) => {
        if (active) dispatch(state.loggedIn ? { type: 'established', state } : { type: 'absent' });
      },
      () => {
        // No answer: the login page is the one screen that works without the server's word.
        if (active) dispatch({ type: 'absent' });
      },
    );
    return () => {
      active = false;
    };
  }, [client]);

  useEffect(() => onUnauthorized(() => dispatch({ type: 'ended' })), [onUnauthorized]);

  // Nothing of a previous customer may survive into the logged-out state or the next login. The
  // queries are reset, not removed: a public page that stays open (an instrument page when the
  // session expires) keeps its observers and loads again as a visitor's, where removed queries
  // would leave it loading for good. A visitor's first check ('checking' to 'loggedOut') has no
  // customer data to drop, and public pages are already loading.
  const previousStatus = useRef(model.status);
  useEffect(() => {
    const was = previousStatus.current;
    previousStatus.current = model.status;
    if (model.status === 'loggedOut' && was === 'loggedIn') void queryClient.resetQueries();
  }, [model.status, queryClient]);

  // A session can end while the page sits idle; notice it at expiry and when the tab comes back.
  useEffect(() => {
    if (model.status !== 'loggedIn') return;
    const check = () => {
      verify(client).then(
        (state) => {
          if (!state.loggedIn) dispatch({ type: 'ended' });
        },
        () => {
          // A network blip is not proof that the session is gone; the next call will tell.
        },
      );
    };
    const timer =
      model.expiresAt === null
        ? undefined
        : setTimeout(
            check,
            Math.min(Math.max(model.expiresAt - Date.now(), 0) + EXPIRY_GRACE_MS, MAX_TIMER_MS),
          );
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [client, model.status, model.expiresAt]);

  useSessionRefresh(client, model.status, model.expiresAt, (expiresAt) =>
    dispatch({ type: 'extended', expiresAt }),
  );

  const meta = useMemo(() => currentMeta(model), [model]);

  useEffect(() => {
    document.documentElement.lang = meta.locale;
  }, [meta.locale]);

  const established = useCallback(
    (state: SessionState, countryCode: CountryCode) => {
      queryClient.clear();
      storeCountry(countryCode);
      if (state.meta) storeLang(state.meta.lang);
      dispatch({ type: 'established', state });
    },
    [queryClient],
  );

  const doLogin = useCallback(
    async (credentials: LoginCredentials) => {
      const state = await login(client, credentials);
      if (!state.loggedIn) {
        throw new ApiError({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Login was not accepted' });
      }
      established(state, credentials.countryCode);
    },
    [client, established],
  );

  const doLoginWith = useCallback(
    async (payload: SessionPayload) => {
      const state = await openSession(client, payload);
      // The customer's own country: a passkey login names no country of its own.
      if (state.loggedIn) established(state, state.customer?.countryCode ?? payload.countryCode);
      return state;
    },
    [client, established],
  );

  const doLogout = useCallback(async () => {
    try {
      await logout(client);
    } catch {
      // The user asked to leave: the page forgets the session even if the server was unreachable.
    }
    dispatch({ type: 'loggedOut' });
  }, [client]);

  const loggedIn = model.status === 'loggedIn';
  const setLang = useCallback(
    (lang: Lang) => {
      dispatch({ type: 'lang', lang });
      storeLang(lang);
      if (loggedIn) {
        // The switch has already happened on screen; failing to remember it server-side is not
        // worth interrupting the customer for (a 401 is handled by onUnauthorized).
        client.call(updateProfileSettings, { body: { lang } }).catch(() => undefined);
      }
    },
    [client, loggedIn],
  );

  const value = useMemo<Session>(
    () => ({
      status: model.status,
      customer: model.customer,
      meta,
      ended: model.ended,
      login: doLogin,
      loginWith: doLoginWith,
      logout: doLogout,
      setLang,
    }),
    [model.status, model.customer, model.ended, meta, doLogin, doLoginWith, doLogout, setLang],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

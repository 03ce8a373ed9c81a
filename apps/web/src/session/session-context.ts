import { createContext, useContext } from 'react';
import type { LoginCredentials, SessionPayload, SessionState } from '@broker/client';
import type { Lang, Meta } from '@broker/domain';
import type { Customer, SessionStatus } from './session-model';

export interface Session {
  status: SessionStatus;
  customer: Customer | null;
  meta: Meta;
  /** The session ended without the user logging out. */
  ended: boolean;
  /** Rejects with the client's ApiError when the server refuses. */
  login(credentials: LoginCredentials): Promise<void>;
  /**
   * Logs in with any provider's session payload (eID, passkey). A customer's session is
   * established as by login; a reply with a prospect (not a customer yet) is returned for the
   * caller to send the person on to sign-up.
   */
  loginWith(payload: SessionPayload): Promise<SessionState>;
  logout(): Promise<void>;
  /** Switches at once; remembered locally, and on the server for a logged-in customer. */
  setLang(lang: Lang): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

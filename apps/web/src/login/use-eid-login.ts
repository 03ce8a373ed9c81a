import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SessionPayload, SessionState } from '@broker/client';
import { useSession } from '../session/session-context';

/**
 * Logs in with an eID's session payload. A customer's session makes the login page move on by
 * itself; a person who is not a customer yet (a prospect) is sent to sign-up.
 */
export function useEidLogin(): (payload: SessionPayload) => Promise<SessionState> {
  const { loginWith } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (payload) => {
      const state = await loginWith(payload);
      if (state.prospect) void navigate('/signup', { replace: true });
      return state;
    },
    [loginWith, navigate],
  );
}

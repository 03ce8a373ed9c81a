import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../ui/PageLoading';
import { useSession } from './session-context';

/** Where a logged-out visitor wanted to go; the login page returns there afterwards. */
export interface LoginRedirectState {
  from?: string;
}

export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <PageLoading />;
  if (status === 'loggedOut') {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

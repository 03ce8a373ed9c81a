import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { LoginRedirectState } from './RequireSession';

/**
 * A visitor's way into an action that needs a login (add to watchlists, the header's Log in): the
 * login page, which comes back to this page afterwards.
 */
export function LoginLink({
  children,
  className = 'button button-primary',
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const location = useLocation();
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  return (
    <Link to="/login" state={state} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}

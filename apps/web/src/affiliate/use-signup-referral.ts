import { useEffect } from 'react';
import { keepSignupReferral } from '@broker/contract';
import { useApiClient } from '../services/services-context';

/** Where a referral code waits between the link and the application (across the eID login). */
const KEY = 'nnx_referral';

/**
 * Affiliate (spec 001 §7.5): a sign-up link's `?ref=` code is remembered for the tab (the person
 * may first go through the eID login) and kept on the application once there is one; the
 * completion then records who referred the new customer.
 */
export function useSignupReferral(applicationOpen: boolean): void {
  const client = useApiClient();
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (ref) sessionStorage.setItem(KEY, ref.slice(0, 40));
  }, []);
  useEffect(() => {
    const code = sessionStorage.getItem(KEY);
    if (!applicationOpen || !code) return;
    client.call(keepSignupReferral, { body: { code } }).then(
      () => sessionStorage.removeItem(KEY),
      () => undefined,
    );
  }, [applicationOpen, client]);
}

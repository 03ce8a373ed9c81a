/**
 * What the callback page needs to finish a Signicat login, kept in this tab while the browser is
 * at the identity provider: the country and the redirect URI the login started with, and where to
 * go afterwards. State and nonce are not here: they stay on the server.
 */
export interface PendingSignicatLogin {
  countryCode: 'NO' | 'DK' | 'FI';
  redirectUri: string;
  returnTo: string;
}

const KEY = 'nnx-eid-signicat';

export function rememberSignicatLogin(pending: PendingSignicatLogin): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function takeSignicatLogin(): PendingSignicatLogin | null {
  const text = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    const value = text ? (JSON.parse(text) as PendingSignicatLogin) : null;
    return value && ['NO', 'DK', 'FI'].includes(value.countryCode) && typeof value.redirectUri === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
}

export const EID_CALLBACK_PATH = '/login/eid-callback';

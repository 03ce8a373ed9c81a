import type { LoginProvider } from './login-outcome';
import { passkeyLogin } from './passkey-login';
import { passwordLogin } from './password-login';
import { bankIdLogin } from '../eid/bankid-login';
import { signicatLogin } from '../eid/signicat-login';

/**
 * The session payload's authenticationProvider values this server takes. Each provider lives in a
 * file of its own; a value not listed here answers 400 UNSUPPORTED_AUTHENTICATION_PROVIDER.
 */
export const LOGIN_PROVIDERS: Readonly<Record<string, LoginProvider>> = {
  BASIC: passwordLogin,
  SE_BANKID: bankIdLogin,
  SIGNICAT: signicatLogin,
  PASSKEY: passkeyLogin,
};

import { useState } from 'react';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from '@broker/client';
import { startLuna } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import './passkey-login.css';

function passkeyLoginError(cause: unknown): MessageKey {
  if (cause instanceof ApiError) {
    if (cause.code === 'PASSKEY_NOT_RECOGNISED') return 'passkeyLogin.error.notRecognised';
    if (cause.code === 'LOGIN_OF_ESTATE') return 'login.errorEstate';
    if (cause.status === 0) return 'login.errorNetwork';
    return 'passkeyLogin.error.failed';
  }
  // The browser's answer when the customer closes its dialog, or when it times out.
  if (cause instanceof Error && (cause.name === 'NotAllowedError' || cause.name === 'AbortError')) {
    return 'passkeyLogin.error.cancelled';
  }
  return 'passkeyLogin.error.failed';
}

/**
 * "Log in with passkey" (issue 16): no username, the device offers the customer's passkeys for this
 * site (discoverable credentials). Hidden in a browser without WebAuthn.
 */
export function PasskeyLogin() {
  const t = useT();
  const client = useApiClient();
  const { meta, loginWith } = useSession();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  if (!browserSupportsWebAuthn()) return null;

  const logIn = async () => {
    if (working) return;
    setWorking(true);
    setError(null);
    try {
      const started = await client.call(startLuna, { body: { ceremony: 'AUTHENTICATION' } });
      const assertionResponse = await startAuthentication({
        optionsJSON: started.options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      // On success the session changes and the login page navigates away.
      await loginWith({
        authenticationProvider: 'PASSKEY',
        countryCode: meta.countryCode,
        loginNonce: started.challengeId,
        assertionResponse,
      });
    } catch (cause) {
      setError(passkeyLoginError(cause));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="passkey-login" data-testid="passkey-login">
      <p className="passkey-login-or muted" aria-hidden="true">
        {t('passkeyLogin.or')}
      </p>
      {error && (
        <div className="alert alert-error" role="alert" data-testid="passkey-login-error">
          {t(error)}
        </div>
      )}
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={() => void logIn()}
        disabled={working}
        aria-busy={working}
        data-testid="passkey-login-button"
      >
        {working ? t('passkeyLogin.working') : t('passkeyLogin.button')}
      </button>
    </div>
  );
}

import { useState } from 'react';
import { startSignicatLogin } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { eidErrorMessage, eidIsOff } from './eid-login-error';
import { EID_CALLBACK_PATH, rememberSignicatLogin } from './signicat-pending';

/**
 * Norwegian BankID, MitID or the Finnish Trust Network: the browser goes to the identity provider
 * (the server made the authorize URL with its own state and nonce) and comes back to the callback
 * page. `onOff`: the server offers no eID (EID_PROVIDER=off).
 */
export function SignicatLogin({
  countryCode,
  returnTo,
  onOff,
}: {
  countryCode: 'NO' | 'DK' | 'FI';
  returnTo: string;
  onOff: () => void;
}) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setError(null);
    setBusy(true);
    const redirectUri = `${window.location.origin}${EID_CALLBACK_PATH}`;
    try {
      const { authorizeUrl } = await client.call(startSignicatLogin, {
        body: { countryCode, redirectUri, lang: meta.lang },
      });
      rememberSignicatLogin({ countryCode, redirectUri, returnTo });
      window.location.assign(authorizeUrl);
    } catch (cause) {
      setBusy(false);
      if (eidIsOff(cause)) return onOff();
      setError(eidErrorMessage(cause));
    }
  };

  return (
    <div className="eid-signicat" data-testid="signicat-login">
      {error && (
        <div className="alert alert-error" role="alert" data-testid="eid-error">
          <p>{t(error)}</p>
        </div>
      )}
      <button
        type="button"
        className="button button-primary button-block"
        onClick={start}
        disabled={busy}
        data-testid="signicat-start"
      >
        {error ? t('eid.tryAgain') : t(`eid.signicat.${countryCode}`)}
      </button>
    </div>
  );
}

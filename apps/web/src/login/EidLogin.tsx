import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { COUNTRIES, isCountryCode, type CountryCode } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { BankIdLogin } from './BankIdLogin';
import { SignicatLogin } from './SignicatLogin';
import './eid-login.css';

/**
 * The login page's e-ID choice: the eID of the country chosen (the site's own to begin with):
 * BankID's QR code in Sweden, the Signicat-brokered eID in Norway, Denmark and Finland. The
 * password form follows it on the page. A server that offers no eID (EID_PROVIDER=off) refuses
 * the start with UNSUPPORTED_AUTHENTICATION_PROVIDER: the choice then gives way to a note, which
 * takes the focus the start button had.
 */
export function EidLogin({ returnTo }: { returnTo: string }) {
  const t = useT();
  const { meta } = useSession();
  // Back from a failed eID callback ("try again"), the same country's eID again.
  const fromCallback = (useLocation().state as { eidCountry?: unknown } | null)?.eidCountry;
  const [country, setCountry] = useState<CountryCode>(
    isCountryCode(fromCallback) ? fromCallback : meta.countryCode,
  );
  const id = useId();
  const [off, setOff] = useState(false);
  const offRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (off) offRef.current?.focus();
  }, [off]);
  if (off) {
    return (
      <section className="eid-login" aria-labelledby={`${id}-title`} data-testid="eid-login">
        <h2 id={`${id}-title`}>{t('eid.heading')}</h2>
        <p ref={offRef} tabIndex={-1} role="status" className="muted" data-testid="eid-off">
          {t('eid.off')}
        </p>
      </section>
    );
  }
  const turnOff = () => setOff(true);
  return (
    <section className="eid-login" aria-labelledby={`${id}-title`} data-testid="eid-login">
      <h2 id={`${id}-title`}>{t('eid.heading')}</h2>
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('eid.country')}</label>
        <select
          id={`${id}-country`}
          value={country}
          onChange={(event) => {
            if (isCountryCode(event.target.value)) setCountry(event.target.value);
          }}
          data-testid="eid-country"
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`country.${code}`)}
            </option>
          ))}
        </select>
      </div>
      {country === 'SE' ? (
        <BankIdLogin key="SE" onOff={turnOff} />
      ) : (
        <SignicatLogin key={country} countryCode={country} returnTo={returnTo} onOff={turnOff} />
      )}
      <p className="eid-or muted">{t('eid.or')}</p>
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { cancelBankIdOrder, collectBankIdOrder, startBankIdOrder, type CallReply } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { eidErrorMessage, eidIsOff } from './eid-login-error';
import { useEidLogin } from './use-eid-login';

type Order = CallReply<typeof startBankIdOrder>;

const POLL_MS = 2_000;

/**
 * Swedish BankID on the login page: the animated QR code (redrawn every second from the contents
 * the server sends for this second and the next two), the progress hint of each collect (every
 * 2 s), opening the app on this device, cancel, and the login once the order is complete.
 * `onOff`: the server offers no eID (EID_PROVIDER=off).
 */
export function BankIdLogin({ onOff }: { onOff: () => void }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const login = useEidLogin();
  const [order, setOrder] = useState<Order | null>(null);
  const [receivedAt, setReceivedAt] = useState(0);
  const [qrSvg, setQrSvg] = useState<{ data: string; src: string } | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const alive = useRef(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const received = useCallback((next: Order) => {
    setOrder(next);
    setReceivedAt(Date.now());
  }, []);

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      received(await client.call(startBankIdOrder, { body: { useCase: 'LOGIN' } }));
    } catch (cause) {
      if (eidIsOff(cause)) return onOff();
      setError(eidErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  // Collect every 2 s while pending; log in once complete.
  const pending = order?.status === 'pending';
  const orderRef = order?.orderRef;
  useEffect(() => {
    if (!pending || !orderRef) return;
    const timer = window.setTimeout(async () => {
      try {
        const next = await client.call(collectBankIdOrder, { params: { orderRef } });
        if (!alive.current) return;
        received(next);
        if (next.status === 'complete') {
          setBusy(true);
          await login({ authenticationProvider: 'SE_BANKID', countryCode: 'SE', orderReference: orderRef });
        }
      } catch (cause) {
        if (!alive.current) return;
        setOrder(null);
        setBusy(false);
        setError(eidErrorMessage(cause));
      }
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [client, login, orderRef, pending, received, receivedAt]);

  // Redraw the QR code every second from the content for that second.
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), 1_000);
    return () => window.clearInterval(timer);
  }, [pending]);
  // Once the app has the order (started, userSign) the code has done its work and goes away.
  const scanning = pending && (order.hintCode === 'outstandingTransaction' || order.hintCode === 'noClient');
  const qrData = scanning
    ? order.qr[Math.min(order.qr.length - 1, Math.max(0, Math.floor((Date.now() - receivedAt) / 1000)))]
    : undefined;
  useEffect(() => {
    if (!qrData) return setQrSvg(null);
    let current = true;
    void QRCode.toString(qrData, { type: 'svg', margin: 2, errorCorrectionLevel: 'L' }).then((svg) => {
      if (current)
        setQrSvg({ data: qrData, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [qrData, tick]);

  const cancel = async () => {
    if (!orderRef) return;
    try {
      received(await client.call(cancelBankIdOrder, { params: { orderRef } }));
    } catch {
      setOrder(null);
    }
  };

  const failed = order?.status === 'failed';
  const hint = order?.hintCode ? (`eid.bankid.hint.${order.hintCode}` as MessageKey) : null;

  // The element that had the focus (start, cancel) goes away when the order starts or ends: once the
  // page shows the new state, the focus moves to the hint of a started order, or back to the start
  // button after a cancel or a failure; only when it was here (or fell to the page), never away
  // from where the user has gone on to.
  const view = pending ? 'pending' : order?.status === 'complete' ? 'complete' : `idle:${error ?? ''}`;
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const active = document.activeElement;
    const lost = !active || active === document.body || !!rootRef.current?.contains(active);
    if (!lost) return;
    if (view === 'pending') hintRef.current?.focus();
    else if (view !== 'complete') startRef.current?.focus();
  }, [view]);

  return (
    <div className="eid-bankid" ref={rootRef} data-testid="bankid-login">
      {(error || failed) && (
        <div className="alert alert-error" role="alert" data-testid="eid-error">
          <p>{error ? t(error) : hint ? t(hint) : t('eid.error.failed')}</p>
        </div>
      )}
      {!pending && order?.status !== 'complete' && (
        <button
          ref={startRef}
          type="button"
          className="button button-primary button-block"
          onClick={start}
          disabled={busy}
          data-testid="bankid-start"
        >
          {error || failed ? t('eid.tryAgain') : t('eid.bankid.start')}
        </button>
      )}
      {pending && (
        <div className="eid-bankid-pending">
          {scanning && (
            <div className="eid-qr" data-testid="bankid-qr" data-qr={qrSvg?.data ?? ''}>
              {qrSvg && <img src={qrSvg.src} alt={t('eid.bankid.qrAlt')} width={200} height={200} />}
            </div>
          )}
          <p ref={hintRef} tabIndex={-1} role="status" aria-live="polite" data-testid="bankid-hint">
            {t(hint ?? 'eid.bankid.inProgress')}
          </p>
          <div className="eid-actions">
            <a
              className="button button-secondary"
              href={`/sim/bankid?autostarttoken=${encodeURIComponent(order.autoStartToken)}&lang=${meta.lang}`}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="bankid-open-here"
            >
              {t('eid.bankid.openHere')}
            </a>
            <button
              type="button"
              className="button button-secondary"
              onClick={cancel}
              data-testid="bankid-cancel"
            >
              {t('eid.cancel')}
            </button>
          </div>
        </div>
      )}
      {order?.status === 'complete' && (
        <p role="status" data-testid="eid-logging-in">
          {t('eid.loggingIn')}
        </p>
      )}
    </div>
  );
}

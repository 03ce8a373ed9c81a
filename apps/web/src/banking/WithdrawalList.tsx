import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelWithdrawal } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatMoney } from '../ui/format';
import { BANKING_KEY, withdrawalsQuery, type Withdrawal } from './banking-queries';

/** The customer's latest withdrawals: their state as it moves, and a cancel button until sent. */
export function WithdrawalList() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const zone = displayTimeZone(meta.countryCode);
  const withdrawals = useQuery(withdrawalsQuery(client));
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const cancel = useMutation({
    mutationFn: (w: Withdrawal) => client.call(cancelWithdrawal, { params: { id: w.id } }),
    onMutate: () => {
      setSaid('');
      setFailed('');
    },
    onSuccess: async (w) => {
      // The pressed button goes with the state it belonged to: the focus goes to the list's heading.
      setSaid(
        t('withdraw.cancelled', {
          amount: formatMoney({ value: w.amount, currency: w.currency }, meta.locale),
        }),
      );
      heading.current?.focus();
      await queryClient.invalidateQueries({ queryKey: BANKING_KEY });
    },
    onError: async () => {
      setFailed(t('withdraw.cancelFailed'));
      // It may have been sent meanwhile: show its state as it is.
      await queryClient.invalidateQueries({ queryKey: BANKING_KEY });
    },
  });
  return (
    <section className="card" aria-labelledby="withdrawal-list">
      <h2 id="withdrawal-list" ref={heading} tabIndex={-1}>
        {t('withdraw.list')}
      </h2>
      <p role="status" className="visually-hidden" data-testid="withdrawal-said">
        {said}
      </p>
      {failed && (
        <p className="field-error" role="alert" data-testid="withdrawal-cancel-failed">
          {failed}
        </p>
      )}
      {withdrawals.isError ? (
        <ErrorState message={t('withdraw.listError')} onRetry={() => void withdrawals.refetch()} />
      ) : withdrawals.isPending ? (
        <p className="muted" aria-busy="true">
          {t('withdraw.loading')}
        </p>
      ) : withdrawals.data.length === 0 ? (
        <p className="muted">{t('withdraw.none')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="withdrawal-list" tabIndex={0}>
          <table data-testid="withdrawals">
            <thead>
              <tr>
                <th scope="col">{t('withdraw.col.when')}</th>
                <th scope="col">{t('withdraw.col.amount')}</th>
                <th scope="col">{t('withdraw.col.to')}</th>
                <th scope="col">{t('withdraw.col.status')}</th>
                <th scope="col">{t('withdraw.col.paid')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('withdraw.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {withdrawals.data.map((w) => (
                <tr key={w.id} data-withdrawal={w.id}>
                  <td>{formatDateTime(w.requested_at, meta.locale, zone)}</td>
                  <td className="banking-number">
                    {formatMoney({ value: w.amount, currency: w.currency }, meta.locale)}
                  </td>
                  <td className="banking-number">{w.bank_account}</td>
                  <td data-testid="withdrawal-status" data-status={w.status}>
                    {t(`withdraw.status.${w.status}` as MessageKey)}
                  </td>
                  <td>{w.status === 'CANCELLED' ? '–' : formatDateTime(w.paid_at, meta.locale, zone)}</td>
                  <td>
                    {w.cancellable && (
                      <button
                        type="button"
                        className="button button-quiet"
                        onClick={() => cancel.mutate(w)}
                        disabled={cancel.isPending}
                        aria-label={t('withdraw.cancel.label', {
                          amount: formatMoney({ value: w.amount, currency: w.currency }, meta.locale),
                        })}
                        data-testid="withdrawal-cancel"
                      >
                        {t('withdraw.cancel')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

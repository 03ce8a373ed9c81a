import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteSavingsPlan,
  pauseSavingsPlan,
  resumeSavingsPlan,
  skipSavingsPlanMonth,
  unskipSavingsPlanMonth,
} from '@broker/contract';
import { PERCENTILE_MIN_CUSTOMERS } from '@broker/domain';
import { useT, type Translate } from '../i18n/use-t';
import { failureMessageKey } from '../fund-order/failure';
import type { MessageKey } from '../i18n/catalogues';
import { en } from '../i18n/messages/en';
import { useApiClient } from '../services/services-context';
import {
  SAVINGS_PLANS_KEY,
  percentileQuery,
  savingsPlansQuery,
  type SavingsPlan,
} from './savings-plans-queries';
import { useFormatters } from './use-formatters';

/**
 * One plan in the list: its funds and shares and amounts, next buy, status, where its monthly amount stands
 * among all customers' plans, its actions and its history.
 */
type Action = 'pause' | 'resume' | 'skip' | 'unskip' | 'delete';

export function PlanCard({
  plan,
  onDone,
  onChange,
}: {
  plan: SavingsPlan;
  onDone: (message: string) => void;
  onChange: () => void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const f = useFormatters();
  const headingId = useId();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const params = { params: { plan_id: plan.id } };
  const act = useMutation({
    mutationFn: async (action: Action) => {
      switch (action) {
        case 'pause':
          return { action, plan: await client.call(pauseSavingsPlan, params) };
        case 'resume':
          return { action, plan: await client.call(resumeSavingsPlan, params) };
        case 'skip':
          return { action, plan: await client.call(skipSavingsPlanMonth, params) };
        case 'unskip':
          return { action, plan: await client.call(unskipSavingsPlanMonth, params) };
        case 'delete':
          await client.call(deleteSavingsPlan, params);
          return { action, plan };
      }
    },
    onMutate: () => setProblem(undefined),
    onSuccess: ({ action, plan: after }) => {
      // The reply is the plan as it now is: shown at once, with what happened said and the focus
      // on the list's heading (the pressed button may be gone); then the list is read again.
      queryClient.setQueryData(savingsPlansQuery(client).queryKey, (list) =>
        action === 'delete'
          ? list?.filter((p) => p.id !== plan.id)
          : list?.map((p) => (p.id === after.id ? after : p)),
      );
      const next = after.next_run ? f.day(after.next_run.day) : '';
      onDone(
        action === 'pause'
          ? t('savingsPlans.done.paused')
          : action === 'resume'
            ? t('savingsPlans.done.resumed', { day: next })
            : action === 'skip'
              ? t('savingsPlans.done.skipped', { month: f.month(after.skipped_month ?? ''), day: next })
              : action === 'unskip'
                ? t('savingsPlans.done.unskipped', { month: f.month(plan.skipped_month ?? '') })
                : t('savingsPlans.done.deleted', { day: plan.day_of_month }),
      );
      // Not awaited: the buttons are usable again at once, whatever the list's reading takes.
      void queryClient.invalidateQueries({ queryKey: SAVINGS_PLANS_KEY });
    },
    onError: () => setProblem(t('savingsPlans.actionFailed')),
  });
  const currency = plan.monthly_amount.currency;
  const button = (action: Action, label: string, testId: string) => (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => act.mutate(action)}
      disabled={act.isPending}
      data-testid={testId}
    >
      {label}
    </button>
  );
  return (
    <article
      className="savings-plan"
      aria-labelledby={headingId}
      data-testid="savings-plan"
      data-plan-id={plan.id}
    >
      <h3 id={headingId}>
        {t('savingsPlans.plan', { day: plan.day_of_month, account: plan.account_number })}{' '}
        <span className={`savings-status savings-status-${plan.status}`} data-testid="savings-plan-status">
          {t(`savingsPlans.status.${plan.status}`)}
        </span>
      </h3>
      <p data-testid="savings-plan-next">
        {plan.next_run
          ? t('savingsPlans.next', { day: f.day(plan.next_run.day) })
          : t('savingsPlans.next.paused')}
      </p>
      {plan.skipped_month && (
        <p className="muted" data-testid="savings-plan-skipped">
          {t('savingsPlans.skipped', { month: f.month(plan.skipped_month) })}
        </p>
      )}
      <table className="savings-items">
        <thead>
          <tr>
            <th scope="col">{t('savingsPlans.col.fund')}</th>
            <th scope="col" className="numeric">
              {t('savingsPlans.col.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.items.map((item) => (
            <tr key={item.instrument_id}>
              <th scope="row">
                {item.name}
                {item.kind === 'SHARE' && (
                  <span className="muted savings-kind"> {t('savingsPlans.kind.SHARE.bought')}</span>
                )}
              </th>
              <td className="numeric">{f.money(item.amount.value, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('savingsPlans.total', { amount: f.money(plan.monthly_amount.value, currency) })}</p>
      <Percentile amount={plan.monthly_amount.value} currency={currency} />
      <div
        className="savings-actions"
        role="group"
        aria-label={t('savingsPlans.actions', { day: plan.day_of_month })}
      >
        {plan.status === 'ACTIVE'
          ? button('pause', t('savingsPlans.pause'), 'savings-plan-pause')
          : button('resume', t('savingsPlans.resume'), 'savings-plan-resume')}
        {plan.status === 'ACTIVE' &&
          (plan.skipped_month
            ? button(
                'unskip',
                t('savingsPlans.unskip', { month: f.month(plan.skipped_month) }),
                'savings-plan-unskip',
              )
            : button('skip', t('savingsPlans.skip'), 'savings-plan-skip'))}
        <button
          type="button"
          className="button button-secondary"
          onClick={onChange}
          data-testid="savings-plan-change"
        >
          {t('savingsPlans.change')}
        </button>
        {button('delete', t('savingsPlans.delete'), 'savings-plan-delete')}
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <History plan={plan} />
    </article>
  );
}

function Percentile({ amount, currency }: { amount: number; currency: string }) {
  const t = useT();
  const f = useFormatters();
  const percentile = useQuery(percentileQuery(useApiClient(), amount, currency));
  if (!percentile.data) return null;
  const value = percentile.data.percentile;
  return (
    <p
      className="savings-percentile"
      data-testid="savings-plan-percentile"
      data-min={PERCENTILE_MIN_CUSTOMERS}
    >
      {value === null
        ? t('savingsPlans.percentile.none', { currency })
        : t('savingsPlans.percentile', {
            amount: f.money(amount, currency),
            percent: new Intl.NumberFormat(f.locale, { style: 'percent', maximumFractionDigits: 0 }).format(
              value / 100,
            ),
          })}
    </p>
  );
}

/** Why a line was not bought: the plan's own reason, else the fund order book's or share order entry's text. */
function reasonOf(t: Translate, code: string | null): string {
  if (code === 'SAVINGS_PLAN_BELOW_ONE_SHARE') return t('savingsPlans.run.belowOneShare');
  const key = failureMessageKey(code ?? undefined);
  if (key) return t(key);
  const shareKey = `shareOrder.failure.${code}`;
  return shareKey in en ? t(shareKey as MessageKey) : (code ?? '');
}

function History({ plan }: { plan: SavingsPlan }) {
  const t = useT();
  const f = useFormatters();
  const headingId = useId();
  return (
    <section className="savings-history" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('savingsPlans.history')}</h4>
      {plan.history.length === 0 ? (
        <p className="muted">{t('savingsPlans.history.none')}</p>
      ) : (
        <table data-testid="savings-plan-history">
          <thead>
            <tr>
              <th scope="col">{t('savingsPlans.history.col.month')}</th>
              <th scope="col">{t('savingsPlans.history.col.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.history.map((run) => (
              <tr key={run.month} data-status={run.status}>
                <th scope="row">{f.month(run.month)}</th>
                <td>
                  {t(`savingsPlans.run.${run.status}`, {
                    day: f.day(run.last_day),
                    first: f.day(run.first_day),
                    retry: run.retry_day ? f.day(run.retry_day) : '',
                  })}
                  {(run.status === 'PARTLY_BOUGHT' || run.status === 'FAILED') &&
                    run.orders
                      .filter((o) => o.order_id === null)
                      .map((o) => (
                        <span key={o.instrument_id} className="savings-refused">
                          {t('savingsPlans.run.refused', {
                            fund: o.name,
                            reason: reasonOf(t, o.reject_code),
                          })}
                        </span>
                      ))}
                  {run.orders
                    .filter((o) => o.order_id !== null)
                    .map((o) => (
                      <span key={o.instrument_id} className="savings-line">
                        {o.kind === 'SHARE'
                          ? t('savingsPlans.run.shares', { name: o.name, volume: o.volume ?? 0 })
                          : t('savingsPlans.run.fund', {
                              name: o.name,
                              amount: f.money(o.amount.value, o.amount.currency),
                            })}
                      </span>
                    ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import {
  createSavingsPlan,
  deleteSavingsPlan,
  pauseSavingsPlan,
  resumeSavingsPlan,
  skipSavingsPlanMonth,
  unskipSavingsPlanMonth,
  updateSavingsPlan,
  type CallBody,
} from '@broker/contract';
import {
  PERCENTILE_MIN_CUSTOMERS,
  SAVINGS_PLAN_MAX_ITEMS,
  SAVINGS_PLAN_MIN_AMOUNT,
  isOrderFlowAccount,
} from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT, type Translate } from '../i18n/use-t';
import { failureMessageKey } from '../fund-order/failure';
import { useInstrumentSearch } from '../market/use-instrument-search';
import { useApiClient } from '../services/services-context';
import { accountsQuery } from '../session/accounts-query';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatDay, formatMoney } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { canAddFund, checkForm, problemOf, type FormProblem, type PlanForm } from './plan-form';
import {
  SAVINGS_PLANS_KEY,
  percentileQuery,
  savingsPlansQuery,
  type SavingsPlan,
} from './savings-plans-queries';
import './savings-plans.css';

/**
 * `/savings-plans` (issue 15; spec 001 §7.14 "periodic plans"): the customer's monthly savings
 * plans with their next buy, status and history (bought, tried again, skipped for lack of cash),
 * where each plan's monthly amount stands among all customers', the actions (pause, resume, skip
 * the next buy, change, delete), and the form that starts or changes a plan: an account, a day,
 * up to four funds found by the instrument search, each with its amount.
 */
export function SavingsPlansPage() {
  const t = useT();
  useDocumentTitle(t('savingsPlans.title'));
  const [editing, setEditing] = useState<SavingsPlan | null>(null);
  const [announced, setAnnounced] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const done = (message: string) => {
    setAnnounced(message);
    listHeading.current?.focus();
  };
  return (
    <div className="page savings-page" data-testid="savings-plans-page">
      <h1>{t('savingsPlans.title')}</h1>
      <p className="muted">{t('savingsPlans.intro')}</p>
      {/* Always there, so that a screen reader announces what comes into it. */}
      <p role="status" className="savings-announce" data-testid="savings-plans-status">
        {announced}
      </p>
      <PlanList
        headingRef={listHeading}
        onDone={done}
        onChange={(plan) => {
          setEditing(plan);
          // The form is already on the page: its heading takes the focus once it shows the plan.
          setTimeout(() => formHeading.current?.focus(), 0);
        }}
      />
      <PlanFormCard
        key={editing?.id ?? 'new'}
        plan={editing}
        headingRef={formHeading}
        onDone={(message) => {
          setEditing(null);
          done(message);
        }}
        onCancel={() => {
          setEditing(null);
          listHeading.current?.focus();
        }}
      />
    </div>
  );
}

function useFormatters() {
  const { meta } = useSession();
  const locale = meta.locale;
  return {
    locale,
    day: (day: string) => formatDay(day, locale),
    month: (month: string) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.parse(`${month}-01T00:00:00Z`),
      ),
    money: (value: number, currency: string) => formatMoney({ value, currency }, locale),
  };
}

function PlanList({
  headingRef,
  onDone,
  onChange,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onDone: (message: string) => void;
  onChange: (plan: SavingsPlan) => void;
}) {
  const t = useT();
  const client = useApiClient();
  const plans = useQuery(savingsPlansQuery(client));
  return (
    <section className="card" aria-labelledby="savings-plans-list">
      <h2 id="savings-plans-list" ref={headingRef} tabIndex={-1}>
        {t('savingsPlans.list')}
      </h2>
      {plans.isError ? (
        <ErrorState message={t('savingsPlans.error')} onRetry={() => void plans.refetch()} />
      ) : plans.isPending ? (
        <p className="muted" aria-busy="true">
          {t('savingsPlans.loading')}
        </p>
      ) : plans.data.length === 0 ? (
        <p className="muted" data-testid="savings-plans-none">
          {t('savingsPlans.none')}
        </p>
      ) : (
        <ul className="savings-plans" data-testid="savings-plans">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} onDone={onDone} onChange={() => onChange(plan)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Action = 'pause' | 'resume' | 'skip' | 'unskip' | 'delete';

function PlanCard({
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
    onSuccess: async ({ action, plan: after }) => {
      await queryClient.invalidateQueries({ queryKey: SAVINGS_PLANS_KEY });
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
              <th scope="row">{item.name}</th>
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

/** A refusal's reason as the order catalogue words it, else its code. */
function reasonOf(t: Translate, code: string | null): string {
  const key = failureMessageKey(code ?? undefined);
  return key ? t(key) : (code ?? '');
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PlanFormCard({
  plan,
  headingRef,
  onDone,
  onCancel,
}: {
  plan: SavingsPlan | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const f = useFormatters();
  const accounts = useQuery(accountsQuery(client));
  const usable = (accounts.data ?? []).filter(isOrderFlowAccount);
  const [form, setForm] = useState<PlanForm>(() => ({
    accid: plan?.accid,
    day: plan ? String(plan.day_of_month) : '',
    items: (plan?.items ?? []).map((i) => ({
      instrumentId: i.instrument_id,
      name: i.name,
      amount: String(i.amount.value),
    })),
  }));
  const accid = form.accid ?? usable[0]?.accid;
  const account = usable.find((a) => a.accid === accid);
  const currency = account?.symbol ?? 'SEK';
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [search, setSearch] = useState('');
  const dayRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const accountRef = useRef<HTMLSelectElement>(null);
  const amountRefs = useRef<(HTMLInputElement | null)[]>([]);

  const focusProblem = (p: FormProblem) => {
    const target =
      p.field === 'day'
        ? dayRef.current
        : p.field === 'account'
          ? accountRef.current
          : p.field === 'amount'
            ? amountRefs.current[p.index]
            : searchRef.current;
    target?.focus();
  };
  const fail = (p: FormProblem) => {
    setProblem(p);
    focusProblem(p);
  };

  const save = useMutation({
    mutationFn: (body: CallBody<typeof createSavingsPlan>) =>
      plan
        ? client.call(updateSavingsPlan, { params: { plan_id: plan.id }, body })
        : client.call(createSavingsPlan, { body }),
    onMutate: () => setProblem(null),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: SAVINGS_PLANS_KEY });
      const day = saved.next_run ? f.day(saved.next_run.day) : '';
      if (!plan) setForm({ accid: form.accid, day: '', items: [] });
      onDone(t(plan ? 'savingsPlans.done.changed' : 'savingsPlans.done.created', { day }));
    },
    onError: (cause) => {
      const field = cause instanceof ApiError ? cause.fields[0] : undefined;
      const code = field?.code ?? (cause instanceof ApiError ? cause.code : 'default');
      fail(problemOf(code, field?.field));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm({ ...form, accid }, currency);
    if (!checked.ok) return fail(checked.problem);
    save.mutate(checked.body);
  };

  const message = (p: FormProblem): string => {
    const own = `savingsPlans.refused.${p.code}` as MessageKey;
    if (p.code === 'SAVINGS_PLAN_AMOUNT_TOO_SMALL')
      return t(own, { min: f.money(SAVINGS_PLAN_MIN_AMOUNT[currency] ?? 0, currency) });
    if (
      [
        'SAVINGS_PLAN_DAY_INVALID',
        'SAVINGS_PLAN_TOO_MANY_ITEMS',
        'SAVINGS_PLAN_DUPLICATE_INSTRUMENT',
        'amount',
        'noFunds',
      ].includes(p.code)
    )
      return t(own);
    const key = failureMessageKey(p.code);
    return key ? t(key) : t('savingsPlans.refused.default');
  };
  const errorId = `${ids}-error`;
  const describedBy = (field: FormProblem['field'], index?: number) =>
    problem &&
    problem.field === field &&
    (index === undefined || (problem.field === 'amount' && problem.index === index))
      ? errorId
      : undefined;

  return (
    <section className="card" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} ref={headingRef} tabIndex={-1}>
        {plan ? t('savingsPlans.form.edit', { day: plan.day_of_month }) : t('savingsPlans.form.new')}
      </h2>
      {accounts.isSuccess && usable.length === 0 ? (
        <p className="muted">{t('savingsPlans.form.noAccounts')}</p>
      ) : (
        <form className="savings-form" onSubmit={submit} noValidate data-testid="savings-plan-form">
          <div className="field">
            <label htmlFor={`${ids}-account`}>{t('savingsPlans.form.account')}</label>
            <select
              ref={accountRef}
              id={`${ids}-account`}
              value={accid ?? ''}
              onChange={(event) => setForm({ ...form, accid: Number(event.target.value) })}
              aria-invalid={describedBy('account') ? true : undefined}
              aria-describedby={describedBy('account')}
              data-testid="savings-plan-account"
            >
              {usable.map((a) => (
                <option key={a.accid} value={a.accid}>
                  {`${a.alias} ${a.accno} (${a.symbol})`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${ids}-day`}>{t('savingsPlans.form.day')}</label>
            <input
              ref={dayRef}
              id={`${ids}-day`}
              inputMode="numeric"
              autoComplete="off"
              className="savings-day"
              value={form.day}
              onChange={(event) => setForm({ ...form, day: event.target.value })}
              aria-invalid={describedBy('day') ? true : undefined}
              aria-describedby={[`${ids}-day-hint`, describedBy('day')].filter(Boolean).join(' ')}
              data-testid="savings-plan-day"
            />
            <p id={`${ids}-day-hint`} className="muted">
              {t('savingsPlans.form.dayHint')}
            </p>
          </div>
          <fieldset className="savings-funds">
            <legend>{t('savingsPlans.form.funds', { max: SAVINGS_PLAN_MAX_ITEMS })}</legend>
            {form.items.length === 0 ? (
              <p className="muted">{t('savingsPlans.form.noFunds')}</p>
            ) : (
              <ul className="savings-chosen">
                {form.items.map((item, index) => (
                  <li key={item.instrumentId} className="field">
                    <label htmlFor={`${ids}-amount-${index}`}>
                      {t('savingsPlans.form.amount', { name: item.name, currency })}
                    </label>
                    <span className="savings-chosen-row">
                      <input
                        ref={(el) => {
                          amountRefs.current[index] = el;
                        }}
                        id={`${ids}-amount-${index}`}
                        inputMode="decimal"
                        autoComplete="off"
                        value={item.amount}
                        onChange={(event) =>
                          setForm({
                            ...form,
                            items: form.items.map((i, n) =>
                              n === index ? { ...i, amount: event.target.value } : i,
                            ),
                          })
                        }
                        aria-invalid={describedBy('amount', index) ? true : undefined}
                        aria-describedby={describedBy('amount', index)}
                        data-testid={`savings-plan-amount-${item.instrumentId}`}
                      />
                      <button
                        type="button"
                        className="button button-quiet"
                        onClick={() => {
                          setForm({ ...form, items: form.items.filter((_, n) => n !== index) });
                          searchRef.current?.focus();
                        }}
                      >
                        {t('savingsPlans.form.remove', { name: item.name })}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <FundSearch
              text={search}
              setText={setSearch}
              inputRef={searchRef}
              describedBy={describedBy('funds')}
              full={!canAddFund(form)}
              chosen={(id) => form.items.some((i) => i.instrumentId === id)}
              onAdd={(hit) => {
                const index = form.items.length;
                setForm({
                  ...form,
                  items: [...form.items, { instrumentId: hit.id, name: hit.name, amount: '' }],
                });
                setSearch('');
                // The new fund's amount is what comes next.
                setTimeout(() => amountRefs.current[index]?.focus(), 0);
              }}
            />
          </fieldset>
          {problem && (
            <p id={errorId} className="field-error" role="alert" data-testid="savings-plan-error">
              {message(problem)}
            </p>
          )}
          <div className="savings-form-buttons">
            <button
              type="submit"
              className="button button-primary"
              disabled={save.isPending}
              data-testid="savings-plan-submit"
            >
              {plan ? t('savingsPlans.form.submit.edit') : t('savingsPlans.form.submit.new')}
            </button>
            {plan && (
              <button type="button" className="button button-quiet" onClick={onCancel}>
                {t('savingsPlans.form.cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

/** The header's instrument search (mainSearch, debounced), its fund hits only, each to add to the plan. */
function FundSearch({
  text,
  setText,
  inputRef,
  describedBy,
  full,
  chosen,
  onAdd,
}: {
  text: string;
  setText: (text: string) => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
  describedBy: string | undefined;
  full: boolean;
  chosen: (instrumentId: number) => boolean;
  onAdd: (hit: { id: number; name: string }) => void;
}) {
  const t = useT();
  const inputId = useId();
  const { search, open } = useInstrumentSearch(text, 20);
  const funds = (search.data ?? []).filter((hit) => hit.instrument_group_type === 'FND');
  if (full) return <p className="muted">{t('savingsPlans.form.full')}</p>;
  return (
    <div className="field savings-search">
      <label htmlFor={inputId}>{t('savingsPlans.form.search')}</label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        value={text}
        placeholder={t('savingsPlans.form.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        data-testid="savings-plan-search"
      />
      <div aria-live="polite">
        {open &&
          (search.isError ? (
            <p className="field-error">{t('savingsPlans.form.searchError')}</p>
          ) : search.isSuccess && funds.length === 0 ? (
            <p className="muted">{t('savingsPlans.form.noResults')}</p>
          ) : (
            <ul className="savings-hits">
              {funds.map((hit) => (
                <li key={hit.instrument_id}>
                  <span>{hit.display_name}</span>
                  {chosen(hit.instrument_id) ? (
                    <span className="muted">{t('savingsPlans.form.added')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => onAdd({ id: hit.instrument_id, name: hit.display_name })}
                      data-testid={`savings-plan-add-${hit.instrument_id}`}
                    >
                      {t('savingsPlans.form.add', { name: hit.display_name })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { createSavingsPlan, updateSavingsPlan, type CallBody } from '@broker/contract';
import { SAVINGS_PLAN_MAX_ITEMS, SAVINGS_PLAN_MIN_AMOUNT, isOrderFlowAccount } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { failureMessageKey } from '../fund-order/failure';
import { useInstrumentSearch } from '../market/use-instrument-search';
import { useApiClient } from '../services/services-context';
import { accountsQuery } from '../session/accounts-query';
import { canAddFund, checkForm, problemOf, type FormProblem, type PlanForm } from './plan-form';
import { SAVINGS_PLANS_KEY, type SavingsPlan } from './savings-plans-queries';
import { useFormatters } from './use-formatters';

/**
 * The form that starts a plan, or changes one (`plan`): an account, a day, up to four funds or
 * shares found by the instrument search with their amounts (a share's says it is bought in whole
 * shares with courtage). Checked by the domain's plan rules before it is
 * sent; a refusal (ours or the server's) is said by the field it is about, which takes the focus.
 */
export function PlanFormCard({
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
      kind: i.kind,
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
                        aria-describedby={
                          [
                            item.kind === 'SHARE' ? `${ids}-share-${index}` : undefined,
                            describedBy('amount', index),
                          ]
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
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
                    {item.kind === 'SHARE' && (
                      <p
                        id={`${ids}-share-${index}`}
                        className="muted"
                        data-testid={`savings-plan-share-hint-${item.instrumentId}`}
                      >
                        {t('savingsPlans.form.shareHint')}
                      </p>
                    )}
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
                  items: [
                    ...form.items,
                    { instrumentId: hit.id, name: hit.name, kind: hit.kind, amount: '' },
                  ],
                });
                setSearch('');
                // The new line's amount is what comes next.
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

/**
 * The header's instrument search (mainSearch, debounced), its fund and share hits only (a plan buys
 * no index), each to add to the plan, its kind said beside its name.
 */
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
  onAdd: (hit: { id: number; name: string; kind: 'FUND' | 'SHARE' }) => void;
}) {
  const t = useT();
  const inputId = useId();
  const { search, open } = useInstrumentSearch(text, 20);
  const funds = (search.data ?? []).filter(
    (hit) => hit.instrument_group_type === 'FND' || hit.instrument_group_type === 'EQ',
  );
  const kindOf = (groupType: string) => (groupType === 'EQ' ? ('SHARE' as const) : ('FUND' as const));
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
                  <span>
                    {hit.display_name}{' '}
                    <span className="muted">
                      {t(`savingsPlans.kind.${kindOf(hit.instrument_group_type)}`)}
                    </span>
                  </span>
                  {chosen(hit.instrument_id) ? (
                    <span className="muted">{t('savingsPlans.form.added')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() =>
                        onAdd({
                          id: hit.instrument_id,
                          name: hit.display_name,
                          kind: kindOf(hit.instrument_group_type),
                        })
                      }
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

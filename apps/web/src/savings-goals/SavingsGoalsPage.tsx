import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { createSavingsGoal, deleteSavingsGoal, updateSavingsGoal } from '@broker/contract';
import { COUNTRY_FACTS, currencyForCountry, localDayAt, savingsGoalRefusals } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { parseMoneyInput as parseCost } from '../ui/money-input';
import { ErrorState } from '../ui/ErrorState';
import { formatDay, formatMoney, formatPercent } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  SAVINGS_GOALS_KEY,
  savingsGoalAccountsQuery,
  savingsGoalsQuery,
  type SavingsGoal,
} from './savings-goals-queries';
import './savings-goals.css';

/** The refusals with a message of their own; anything else says "try again". */
const REFUSALS = [
  'SAVINGS_GOAL_NAME_LENGTH',
  'SAVINGS_GOAL_TARGET_NOT_POSITIVE',
  'SAVINGS_GOAL_TARGET_FORMAT',
  'SAVINGS_GOAL_DATE_NOT_FUTURE',
  'SAVINGS_GOAL_DATE_TOO_FAR',
  'SAVINGS_GOAL_ACCOUNTS_REQUIRED',
  'SAVINGS_GOAL_ACCOUNT_NOT_ALLOWED',
  'SAVINGS_GOAL_LIMIT_REACHED',
  'ACCOUNT_NOT_FOUND',
];

type Field = 'name' | 'target_amount' | 'target_date' | 'account_ids';
const FIELDS: readonly Field[] = ['name', 'target_amount', 'target_date', 'account_ids'];

/**
 * `/savings-goals` (issue 15; spec 001 §7.11 "savings goals"): the customer's goals, each with
 * its progress (the chosen accounts' value against the target, as a progress bar), the monthly
 * saving needed to get there by the date, and its milestones at 25, 50 and 75 %; a form to create
 * one, and each goal edited in place or deleted.
 */
export function SavingsGoalsPage() {
  const t = useT();
  useDocumentTitle(t('savingsGoals.title'));
  const [announced, setAnnounced] = useState('');
  return (
    <div className="page savings-goals-page" data-testid="savings-goals-page">
      <h1>{t('savingsGoals.title')}</h1>
      <p className="muted">{t('savingsGoals.intro')}</p>
      {/* Always there, so that a screen reader announces what comes into it. */}
      <p role="status" className="visually-hidden" data-testid="savings-goal-announced">
        {announced}
      </p>
      <GoalList announce={setAnnounced} />
      <section className="card" aria-labelledby="savings-goal-new">
        <h2 id="savings-goal-new">{t('savingsGoals.form.new')}</h2>
        <GoalForm announce={setAnnounced} />
      </section>
    </div>
  );
}

function GoalList({ announce }: { announce: (text: string) => void }) {
  const t = useT();
  const client = useApiClient();
  const goals = useQuery(savingsGoalsQuery(client));
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="savings-goals-list" className="savings-goals-list">
      <h2 id="savings-goals-list" ref={heading} tabIndex={-1}>
        {t('savingsGoals.list')}
      </h2>
      {goals.isError ? (
        <ErrorState message={t('savingsGoals.error')} onRetry={() => void goals.refetch()} />
      ) : goals.isPending ? (
        <p className="muted" aria-busy="true">
          {t('savingsGoals.loading')}
        </p>
      ) : goals.data.length === 0 ? (
        <p className="muted" data-testid="savings-goals-none">
          {t('savingsGoals.none')}
        </p>
      ) : (
        <ul className="savings-goals" data-testid="savings-goals">
          {goals.data.map((g) => (
            <li key={g.id}>
              <GoalCard goal={g} announce={announce} onDeleted={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GoalCard({
  goal,
  announce,
  onDeleted,
}: {
  goal: SavingsGoal;
  announce: (text: string) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const locale = meta.locale;
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const editButton = useRef<HTMLButtonElement>(null);
  // Back where the customer started editing, once the card is drawn again (an effect runs after
  // the commit; a frame callback could run before it on a busy machine and find no button).
  const focusEdit = useRef(false);
  useEffect(() => {
    if (editing || !focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  }, [editing]);
  const money = (value: number) => formatMoney({ value, currency: goal.currency }, locale);
  const remove = useMutation({
    mutationFn: () => client.call(deleteSavingsGoal, { params: { id: goal.id } }),
    onMutate: () => setProblem(undefined),
    onSuccess: (left) => {
      queryClient.setQueryData(savingsGoalsQuery(client).queryKey, left);
      // The pressed button is gone with its goal: the focus goes to the list's heading.
      announce(t('savingsGoals.deleted', { name: goal.name }));
      onDeleted();
    },
    onError: () => setProblem(t('savingsGoals.deleteFailed')),
  });
  const headingId = `${ids}-name`;
  const shown = Math.min(100, Math.max(0, goal.progress_percent));
  const percent = formatPercent(goal.progress_percent, locale);
  const timeZone = COUNTRY_FACTS[meta.countryCode].timeZone;

  if (editing)
    return (
      <article className="card savings-goal" aria-labelledby={headingId} data-testid="savings-goal">
        <h3 id={headingId}>{t('savingsGoals.form.edit', { name: goal.name })}</h3>
        <GoalForm
          goal={goal}
          announce={announce}
          onDone={() => {
            focusEdit.current = true;
            setEditing(false);
          }}
        />
      </article>
    );

  return (
    <article
      className="card savings-goal"
      aria-labelledby={headingId}
      data-testid="savings-goal"
      data-goal={goal.name}
    >
      <div className="savings-goal-head">
        <h3 id={headingId}>{goal.name}</h3>
        <div className="savings-goal-actions">
          <button
            ref={editButton}
            type="button"
            className="button button-quiet"
            onClick={() => setEditing(true)}
            aria-label={t('savingsGoals.edit.label', { name: goal.name })}
            data-testid="savings-goal-edit"
          >
            {t('savingsGoals.edit')}
          </button>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-label={t('savingsGoals.delete.label', { name: goal.name })}
            data-testid="savings-goal-delete"
          >
            {t('savingsGoals.delete')}
          </button>
        </div>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div
        className="savings-goal-bar"
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-valuetext={t('savingsGoals.progress.text', {
          percent,
          value: money(goal.current_value),
          target: money(goal.target_amount),
        })}
        data-testid="savings-goal-progress"
      >
        <div className="savings-goal-fill" style={{ width: `${shown}%` }} />
        {goal.milestones.map((m) => (
          <span
            key={m.percent}
            aria-hidden="true"
            className={`savings-goal-tick${m.reached ? ' is-reached' : ''}`}
            style={{ left: `${m.percent}%` }}
          />
        ))}
      </div>
      <p className="savings-goal-progress-text">
        <strong data-testid="savings-goal-percent">{percent}</strong>{' '}
        <span data-testid="savings-goal-value">
          {t('savingsGoals.progress', {
            value: money(goal.current_value),
            target: money(goal.target_amount),
          })}
        </span>
      </p>
      {goal.status !== 'IN_PROGRESS' && (
        <p
          className={goal.status === 'REACHED' ? 'savings-goal-reached' : 'savings-goal-late'}
          data-testid="savings-goal-status"
        >
          {t(`savingsGoals.status.${goal.status}`)}
        </p>
      )}
      <dl className="savings-goal-facts">
        <div>
          <dt>{t('savingsGoals.targetDate')}</dt>
          <dd data-testid="savings-goal-date">{formatDay(goal.target_date, locale)}</dd>
        </div>
        <div>
          <dt>{t('savingsGoals.remaining')}</dt>
          <dd data-testid="savings-goal-remaining">{money(goal.remaining)}</dd>
        </div>
        {goal.monthly_saving && goal.status === 'IN_PROGRESS' && (
          <div>
            <dt>{t('savingsGoals.monthly')}</dt>
            <dd data-testid="savings-goal-monthly">
              {t('savingsGoals.monthly.amount', {
                amount: wholeMoney(goal.monthly_saving.amount, goal.currency, locale),
                months: goal.monthly_saving.months,
              })}
              <span className="savings-goal-note">
                {t('savingsGoals.monthly.note', { currency: goal.currency })}
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('savingsGoals.accounts')}</dt>
          <dd>{goal.accounts.map((a) => `${a.alias} (${a.accno})`).join(', ')}</dd>
        </div>
      </dl>
      <h4 className="savings-goal-milestones-title">{t('savingsGoals.milestones')}</h4>
      <ul className="savings-goal-milestones" data-testid="savings-goal-milestones">
        {goal.milestones.map((m) => {
          const values = { percent: wholePercent(m.percent, locale), amount: money(m.amount) };
          const text = !m.reached
            ? t('savingsGoals.milestone.pending', values)
            : m.first_reached_at === null
              ? t('savingsGoals.milestone.reached', values)
              : t('savingsGoals.milestone.reachedOn', {
                  ...values,
                  date: formatDay(localDayAt(timeZone, m.first_reached_at), locale),
                });
          return (
            <li key={m.percent} className={m.reached ? 'is-reached' : undefined} data-reached={m.reached}>
              <span aria-hidden="true" className="savings-goal-mark">
                {m.reached ? '✓' : '○'}
              </span>{' '}
              {text}
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/** The monthly saving: whole units, as it is rounded. */
function wholeMoney(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
}

/** A milestone's percent: 25 %, not 25,00 %. */
function wholePercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** An amount as the customer would type it: no grouping, the locale's decimal sign, öre only if any. */
function typedAmount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(value);
}

/** The customer's calendar day in their country. */
function todayOf(countryCode: keyof typeof COUNTRY_FACTS): string {
  return localDayAt(COUNTRY_FACTS[countryCode].timeZone, Date.now());
}

/** The form that creates a goal, or edits `goal` (then `onDone` when saved or cancelled). */
function GoalForm({
  goal,
  announce,
  onDone,
}: {
  goal?: SavingsGoal;
  announce: (text: string) => void;
  onDone?: () => void;
}) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const currency = goal?.currency ?? currencyForCountry(meta.countryCode);
  const allowed = useQuery(savingsGoalAccountsQuery(client));
  const [name, setName] = useState(goal?.name ?? '');
  const [target, setTarget] = useState(goal ? typedAmount(goal.target_amount, meta.locale) : '');
  const [date, setDate] = useState(goal?.target_date ?? '');
  const [chosen, setChosen] = useState<number[]>(goal?.accounts.map((a) => a.accid) ?? []);
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    target_amount: useRef<HTMLInputElement>(null),
    target_date: useRef<HTMLInputElement>(null),
    account_ids: useRef<HTMLInputElement>(null),
  };
  const refuse = (field: Field, code: string) => {
    setError({
      field,
      message: t(
        REFUSALS.includes(code)
          ? (`savingsGoals.refused.${code}` as MessageKey)
          : 'savingsGoals.refused.default',
      ),
    });
    refs[field].current?.focus();
  };
  const save = useMutation({
    mutationFn: (body: {
      name: string;
      target_amount: number;
      target_date: string;
      account_ids: number[];
    }) =>
      goal
        ? client.call(updateSavingsGoal, { params: { id: goal.id }, body })
        : client.call(createSavingsGoal, { body }),
    onMutate: () => setError(null),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: SAVINGS_GOALS_KEY });
      announce(t(goal ? 'savingsGoals.saved' : 'savingsGoals.created', { name: saved.name }));
      if (!goal) {
        setName('');
        setTarget('');
        setDate('');
        setChosen([]);
      }
      onDone?.();
    },
    onError: (cause) => {
      const code = cause instanceof ApiError ? (cause.fields[0]?.code ?? cause.code) : '';
      const field = cause instanceof ApiError ? cause.fields[0]?.field : undefined;
      refuse(
        FIELDS.includes(field as Field)
          ? (field as Field)
          : code === 'ACCOUNT_NOT_FOUND'
            ? 'account_ids'
            : 'name',
        code,
      );
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseCost(target);
    if (amount === undefined && target.trim() !== '' && !/^-/.test(target.trim())) {
      refuse('target_amount', 'SAVINGS_GOAL_TARGET_FORMAT');
      return;
    }
    // The same rules the server applies, so the customer hears of them at once.
    const [first] = savingsGoalRefusals({
      name,
      targetAmount: amount ?? 0,
      targetDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '1900-01-01',
      today: todayOf(meta.countryCode),
      accountCount: chosen.length,
      dateChanged: goal === undefined || goal.target_date !== date,
    });
    if (first) {
      refuse(first.field, first.code);
      return;
    }
    save.mutate({ name: name.trim(), target_amount: amount!, target_date: date, account_ids: chosen });
  };
  const errorId = `${ids}-error`;
  const invalid = (field: Field) => (error?.field === field ? true : undefined);
  const describedBy = (field: Field) => (error?.field === field ? errorId : undefined);
  const accounts = allowed.data ?? [];
  return (
    <form className="savings-goal-form" onSubmit={submit} noValidate data-testid="savings-goal-form">
      <div className="field">
        <label htmlFor={`${ids}-name`}>{t('savingsGoals.form.name')}</label>
        <input
          ref={refs.name}
          id={`${ids}-name`}
          value={name}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
          data-testid="savings-goal-name"
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-target`}>{t('savingsGoals.form.target', { currency })}</label>
        <input
          ref={refs.target_amount}
          id={`${ids}-target`}
          value={target}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setTarget(event.target.value)}
          aria-invalid={invalid('target_amount')}
          aria-describedby={describedBy('target_amount')}
          data-testid="savings-goal-target"
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-date`}>{t('savingsGoals.form.date')}</label>
        <input
          ref={refs.target_date}
          id={`${ids}-date`}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={invalid('target_date')}
          aria-describedby={describedBy('target_date')}
          data-testid="savings-goal-date-input"
        />
      </div>
      <fieldset className="savings-goal-accounts" aria-describedby={describedBy('account_ids')}>
        <legend>{t('savingsGoals.form.accounts')}</legend>
        {allowed.isPending && (
          <p className="muted" aria-busy="true">
            {t('savingsGoals.form.accountsLoading')}
          </p>
        )}
        {allowed.isError && <p className="field-error">{t('savingsGoals.form.accountsError')}</p>}
        {allowed.isSuccess && accounts.length === 0 && (
          <p className="muted">{t('savingsGoals.form.noAccounts')}</p>
        )}
        {accounts.map((a, i) => (
          <label key={a.accid} className="savings-goal-account">
            <input
              ref={i === 0 ? refs.account_ids : undefined}
              type="checkbox"
              checked={chosen.includes(a.accid)}
              onChange={(event) =>
                setChosen((c) =>
                  event.target.checked ? [...c, a.accid] : c.filter((accid) => accid !== a.accid),
                )
              }
              data-testid={`savings-goal-account-${a.accid}`}
            />{' '}
            {`${a.alias} (${a.accno}): ${formatMoney({ value: a.value, currency: a.currency }, meta.locale)}`}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="field-error" role="alert" data-testid="savings-goal-error">
          {error.message}
        </p>
      )}
      <div className="savings-goal-form-buttons">
        <button
          type="submit"
          className="button button-primary"
          disabled={save.isPending}
          data-testid="savings-goal-submit"
        >
          {t(goal ? 'savingsGoals.form.save' : 'savingsGoals.form.create')}
        </button>
        {onDone && (
          <button
            type="button"
            className="button button-quiet"
            onClick={onDone}
            data-testid="savings-goal-cancel"
          >
            {t('savingsGoals.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

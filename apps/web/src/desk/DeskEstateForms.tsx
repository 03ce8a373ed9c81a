import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { nameEstateRepresentative, registerDeath, type DeskCustomerRecord } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDay } from '../ui/format';
import { deskCustomerQuery, isCustomerNo } from './desk-queries';

/** The desk's estate forms on a customer's page: register a death, name an estate's representative. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The text of a refusal the desk's estate calls answer; unknown ones get the general text. */
const REFUSALS: Partial<Record<string, MessageKey>> = {
  DEATH_DATE_INVALID: 'desk.estate.problem.DEATH_DATE_INVALID',
  NOT_A_PERSON: 'desk.estate.problem.NOT_A_PERSON',
  CUSTOMER_NOT_FOUND: 'desk.customers.problem.CUSTOMER_NOT_FOUND',
  REPRESENTATIVE_INVALID: 'desk.estate.problem.REPRESENTATIVE_INVALID',
  REPRESENTATIVE_ALREADY: 'desk.estate.problem.REPRESENTATIVE_ALREADY',
  NOT_AN_ESTATE: 'desk.estate.problem.NOT_AN_ESTATE',
};

/**
 * Where a refusal belongs: next to the field the server names (fields[].field, or for a code
 * that is about the field's value, that field), else above the form's button.
 */
function placeRefusal(
  cause: unknown,
  field: string,
  fieldCodes: readonly string[],
  fieldFallback: MessageKey,
): { field: MessageKey | null; form: MessageKey | null } {
  if (!(cause instanceof ApiError)) return { field: null, form: 'desk.estate.problem.failed' };
  const named = cause.fields.find((f) => f.field === field);
  if (named) return { field: REFUSALS[named.code] ?? fieldFallback, form: null };
  if (fieldCodes.includes(cause.code)) return { field: REFUSALS[cause.code] ?? fieldFallback, form: null };
  return { field: null, form: REFUSALS[cause.code] ?? 'desk.estate.problem.failed' };
}

/**
 * Registers a living person's death from the population register's notice: the day, then a
 * confirm step, because it cannot be undone (the customer becomes an estate, their logins end).
 */
export function RegisterDeathForm({
  record,
  onDone,
}: {
  record: DeskCustomerRecord;
  onDone: (notice: string) => void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const ids = useId();
  const [diedOn, setDiedOn] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);

  const register = useMutation({
    mutationFn: () =>
      client.call(registerDeath, { params: { customerNo: record.customerNo }, body: { diedOn } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(deskCustomerQuery(client, record.customerNo).queryKey, answer);
      onDone(t('desk.estate.register.done', { name: answer.name }));
    },
    onError: (cause) => {
      setConfirming(false);
      const placed = placeRefusal(
        cause,
        'body.diedOn',
        ['DEATH_DATE_INVALID'],
        'desk.estate.problem.DEATH_DATE_INVALID',
      );
      setProblem(placed.field);
      setFailure(placed.form);
      dateRef.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!DAY.test(diedOn.trim())) {
      setProblem('desk.estate.problem.dateFormat');
      dateRef.current?.focus();
      return;
    }
    setDiedOn(diedOn.trim());
    setProblem(null);
    setConfirming(true);
  };

  // The question replaces the button that had the focus: it takes the focus, and is read out.
  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    dateRef.current?.focus();
  };

  return (
    <form
      className="card desk-estate-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${ids}-title`}
      aria-busy={register.isPending}
      data-testid="desk-register-death"
    >
      <h2 id={`${ids}-title`}>{t('desk.estate.register.title')}</h2>
      <p className="muted">{t('desk.estate.register.intro')}</p>
      <div className="field">
        <label htmlFor={`${ids}-date`}>{t('desk.estate.register.diedOn')}</label>
        {/* Typed as the notice gives it: a known day is quicker typed than picked, in any browser. */}
        <input
          ref={dateRef}
          id={`${ids}-date`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={diedOn}
          readOnly={confirming}
          onChange={(event) => {
            setDiedOn(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${ids}-date-hint${problem ? ` ${ids}-date-error` : ''}`}
          data-testid="desk-died-on"
        />
        <p id={`${ids}-date-hint`} className="muted">
          {t('desk.estate.register.diedOnHint')}
        </p>
        {problem && (
          <p id={`${ids}-date-error`} className="field-error" data-testid="desk-died-on-error">
            {t(problem)}
          </p>
        )}
      </div>
      {failure && (
        <p className="alert alert-error" role="alert" data-testid="desk-register-death-failure">
          {t(failure)}
        </p>
      )}
      {confirming ? (
        <div className="desk-confirm" role="group" aria-labelledby={`${ids}-question`}>
          <p
            id={`${ids}-question`}
            ref={questionRef}
            tabIndex={-1}
            data-testid="desk-register-death-question"
          >
            {t('desk.estate.register.confirm', {
              name: record.name,
              day: DAY.test(diedOn) ? formatDay(diedOn, meta.locale) : diedOn,
            })}
          </p>
          <div className="desk-confirm-buttons">
            <button
              type="button"
              className="button button-primary"
              disabled={register.isPending}
              onClick={() => register.mutate()}
              data-testid="desk-register-death-confirm"
            >
              {t('desk.estate.register.yes')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={register.isPending}
              onClick={cancel}
              data-testid="desk-register-death-cancel"
            >
              {t('desk.estate.register.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="button button-primary" data-testid="desk-register-death-submit">
          {t('desk.estate.register.submit')}
        </button>
      )}
    </form>
  );
}

/** Names a customer as a representative of the estate, from the estate's papers. */
export function NameRepresentativeForm({
  record,
  onDone,
}: {
  record: DeskCustomerRecord;
  onDone: (notice: string) => void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const ids = useId();
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const name = useMutation({
    mutationFn: (representativeCustomerNo: string) =>
      client.call(nameEstateRepresentative, {
        params: { customerNo: record.customerNo },
        body: { representativeCustomerNo },
      }),
    onSuccess: (answer, representativeCustomerNo) => {
      queryClient.setQueryData(deskCustomerQuery(client, record.customerNo).queryKey, answer);
      setNumber('');
      const named = answer.estate?.representatives.find((r) => r.customerNo === representativeCustomerNo);
      onDone(t('desk.estate.name.done', { name: named?.name ?? representativeCustomerNo }));
    },
    onError: (cause) => {
      const placed = placeRefusal(
        cause,
        'body.representativeCustomerNo',
        ['REPRESENTATIVE_INVALID', 'REPRESENTATIVE_ALREADY'],
        'desk.customers.problem.customerNo',
      );
      setProblem(placed.field);
      setFailure(placed.form);
      inputRef.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.isPending) return;
    setFailure(null);
    const wanted = number.trim();
    if (!isCustomerNo(wanted)) {
      setProblem('desk.customers.problem.customerNo');
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    name.mutate(wanted);
  };

  return (
    <form
      className="card desk-estate-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${ids}-title`}
      aria-busy={name.isPending}
      data-testid="desk-name-representative"
    >
      <h2 id={`${ids}-title`}>{t('desk.estate.name.title')}</h2>
      <p className="muted">{t('desk.estate.name.intro')}</p>
      <div className="field">
        <label htmlFor={`${ids}-number`}>{t('desk.estate.name.number')}</label>
        <input
          ref={inputRef}
          id={`${ids}-number`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={number}
          onChange={(event) => {
            setNumber(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-number-error` : undefined}
          data-testid="desk-representative-number"
        />
        {problem && (
          <p
            id={`${ids}-number-error`}
            className="field-error"
            data-testid="desk-representative-number-error"
          >
            {t(problem)}
          </p>
        )}
      </div>
      {failure && (
        <p className="alert alert-error" role="alert" data-testid="desk-name-representative-failure">
          {t(failure)}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={name.isPending}
        data-testid="desk-name-representative-submit"
      >
        {t('desk.estate.name.submit')}
      </button>
    </form>
  );
}

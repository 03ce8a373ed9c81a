import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import {
  endEstateRepresentation,
  nameEstateRepresentative,
  registerDeath,
  type DeskCustomerRecord,
} from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDateTime, formatDay } from '../ui/format';
import { deskCustomerQuery, isCustomerNo } from './desk-queries';
import { DeskConfirm, DeskField, DeskForm } from './DeskForm';

/**
 * The desk's estate forms on a customer's page: register a death, name an estate's representative,
 * and the estate's representatives, each of whose mandates can be ended.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The text of a refusal the desk's estate calls answer; unknown ones get the general text. */
const REFUSALS: Partial<Record<string, MessageKey>> = {
  DEATH_DATE_INVALID: 'desk.estate.problem.DEATH_DATE_INVALID',
  NOT_A_PERSON: 'desk.estate.problem.NOT_A_PERSON',
  CUSTOMER_NOT_FOUND: 'desk.customers.problem.CUSTOMER_NOT_FOUND',
  REPRESENTATIVE_INVALID: 'desk.estate.problem.REPRESENTATIVE_INVALID',
  REPRESENTATIVE_ALREADY: 'desk.estate.problem.REPRESENTATIVE_ALREADY',
  REPRESENTATIVE_NOT_FOUND: 'desk.estate.problem.REPRESENTATIVE_NOT_FOUND',
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
  const [diedOn, setDiedOn] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const dateRef = useRef<HTMLInputElement>(null);

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

  const cancel = () => {
    setConfirming(false);
    dateRef.current?.focus();
  };

  return (
    <DeskForm
      testId="desk-register-death"
      className="desk-estate-form"
      title={t('desk.estate.register.title')}
      intro={t('desk.estate.register.intro')}
      busy={register.isPending}
      failure={failure && t(failure)}
      onSubmit={onSubmit}
      actions={
        confirming ? (
          <DeskConfirm
            testId="desk-register-death"
            question={t('desk.estate.register.confirm', {
              name: record.name,
              day: DAY.test(diedOn) ? formatDay(diedOn, meta.locale) : diedOn,
            })}
            yes={t('desk.estate.register.yes')}
            no={t('desk.estate.register.cancel')}
            busy={register.isPending}
            onYes={() => register.mutate()}
            onNo={cancel}
          />
        ) : (
          <button type="submit" className="button button-primary" data-testid="desk-register-death-submit">
            {t('desk.estate.register.submit')}
          </button>
        )
      }
    >
      <DeskField
        label={t('desk.estate.register.diedOn')}
        hint={t('desk.estate.register.diedOnHint')}
        problem={problem && t(problem)}
        problemTestId="desk-died-on-error"
      >
        {(control) => (
          // Typed as the notice gives it: a known day is quicker typed than picked, in any browser.
          <input
            {...control}
            ref={dateRef}
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
            data-testid="desk-died-on"
          />
        )}
      </DeskField>
    </DeskForm>
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
    <DeskForm
      testId="desk-name-representative"
      className="desk-estate-form"
      title={t('desk.estate.name.title')}
      intro={t('desk.estate.name.intro')}
      busy={name.isPending}
      failure={failure && t(failure)}
      onSubmit={onSubmit}
      actions={
        <button
          type="submit"
          className="button button-primary"
          disabled={name.isPending}
          data-testid="desk-name-representative-submit"
        >
          {t('desk.estate.name.submit')}
        </button>
      }
    >
      <DeskField
        label={t('desk.estate.name.number')}
        problem={problem && t(problem)}
        problemTestId="desk-representative-number-error"
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setProblem(null);
            }}
            data-testid="desk-representative-number"
          />
        )}
      </DeskField>
    </DeskForm>
  );
}

type Estate = NonNullable<DeskCustomerRecord['estate']>;
type Representative = Estate['representatives'][number];

/**
 * The estate's representatives, each with "End mandate" behind a confirm step. An ended one's row
 * goes, and the focus goes to the list's heading, which stays (the notice says what was done).
 */
export function EstateRepresentatives({
  record,
  estate,
  zone,
  onDone,
}: {
  record: DeskCustomerRecord;
  estate: Estate;
  zone: string;
  onDone: (notice: string) => void;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} data-testid="desk-estate-representatives-title">
        {t('desk.estate.representatives')}
      </h3>
      {estate.representatives.length === 0 ? (
        <p data-testid="desk-estate-no-representatives">{t('desk.estate.noRepresentatives')}</p>
      ) : (
        <ul className="desk-representatives" data-testid="desk-estate-representatives">
          {estate.representatives.map((r) => (
            <RepresentativeRow
              key={r.customerNo}
              record={record}
              representative={r}
              zone={zone}
              headingRef={headingRef}
              onDone={onDone}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** One representative: who, since when, and the way to end the mandate (asked once more first). */
function RepresentativeRow({
  record,
  representative: r,
  zone,
  headingRef,
  onDone,
}: {
  record: DeskCustomerRecord;
  representative: Representative;
  zone: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: (notice: string) => void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const endRef = useRef<HTMLButtonElement>(null);
  /** Whether the question was up: when it goes without the row going, the focus goes back to "End". */
  const asked = useRef(false);

  const end = useMutation({
    mutationFn: () =>
      client.call(endEstateRepresentation, {
        params: { customerNo: record.customerNo, representativeCustomerNo: r.customerNo },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(deskCustomerQuery(client, record.customerNo).queryKey, answer);
      // The row goes with the mandate: the focus waits on the list's heading, which stays.
      headingRef.current?.focus();
      onDone(t('desk.estate.end.done', { name: r.name }));
    },
    onError: (cause) => {
      setFailure(
        cause instanceof ApiError
          ? (REFUSALS[cause.code] ?? 'desk.estate.problem.failed')
          : 'desk.estate.problem.failed',
      );
      setConfirming(false);
    },
  });

  // DeskConfirm takes the focus when it appears; when it goes without the row going, "End" gets it back.
  useEffect(() => {
    if (!confirming && asked.current) endRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  return (
    <li className="desk-representative" data-testid={`desk-estate-representative-${r.customerNo}`}>
      <span>
        {t('desk.estate.representative', {
          name: r.name,
          number: r.customerNo,
          since: formatDateTime(r.since, meta.locale, zone),
        })}
      </span>
      {confirming ? (
        <DeskConfirm
          testId="desk-end-mandate"
          question={t('desk.estate.end.confirm', { name: r.name })}
          yes={t('desk.estate.end.yes')}
          no={t('desk.estate.end.cancel')}
          busy={end.isPending}
          onYes={() => end.mutate()}
          onNo={() => setConfirming(false)}
        />
      ) : (
        <button
          ref={endRef}
          type="button"
          className="button button-secondary"
          onClick={() => {
            setFailure(null);
            setConfirming(true);
          }}
          aria-label={t('desk.estate.end.label', { name: r.name })}
          aria-describedby={failure ? `${ids}-failure` : undefined}
          data-testid={`desk-end-mandate-${r.customerNo}`}
        >
          {t('desk.estate.end')}
        </button>
      )}
      {failure && (
        <p id={`${ids}-failure`} className="field-error" role="alert" data-testid="desk-end-mandate-failure">
          {t(failure)}
        </p>
      )}
    </li>
  );
}

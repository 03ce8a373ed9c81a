import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { DeskCustomerRecord } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatDay } from '../ui/format';
import { isNotFound } from '../ui/is-not-found';
import { useDocumentTitle } from '../ui/use-document-title';
import { deskCustomerPath, deskCustomerQuery, isCustomerNo } from './desk-queries';
import { EstateRepresentatives, NameRepresentativeForm, RegisterDeathForm } from './DeskEstateForms';

const COUNTRIES: readonly string[] = ['SE', 'NO', 'DK', 'FI'];

/**
 * `/desk/customers` and `/desk/customers/:customerNo`: a customer found by number, with their estate
 * when they have died (docs/decisions.md "Estates"). A living person's death is registered here
 * from the population register's notice; an estate's representatives are named here from its papers,
 * and their mandates ended.
 */
export function DeskCustomerPage() {
  const t = useT();
  const client = useApiClient();
  const navigate = useNavigate();
  const ids = useId();
  const param = useParams().customerNo;
  const customerNo = param !== undefined && isCustomerNo(param) ? param : undefined;
  const record = useQuery({
    ...deskCustomerQuery(client, customerNo ?? ''),
    enabled: customerNo !== undefined,
  });
  const [number, setNumber] = useState(param ?? '');
  const [typedProblem, setTypedProblem] = useState(false);
  /** Set by a search of this page: where the focus goes once its answer is there. */
  const [searched, setSearched] = useState(false);
  /** What the last change of a record did, for that record only. */
  const [notice, setNotice] = useState<{ customerNo: string; text: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLHeadingElement>(null);

  const title = record.data
    ? t('desk.customer', { name: record.data.name, number: record.data.customerNo })
    : t('desk.customers.title');
  useDocumentTitle(title);

  const problem: MessageKey | null =
    typedProblem || (param !== undefined && customerNo === undefined)
      ? 'desk.customers.problem.customerNo'
      : record.isError && isNotFound(record.error)
        ? 'desk.customers.problem.CUSTOMER_NOT_FOUND'
        : null;

  useEffect(() => {
    if (!searched) return;
    if (record.data) {
      nameRef.current?.focus();
      setSearched(false);
    } else if (record.isError) {
      inputRef.current?.focus();
      setSearched(false);
    }
  }, [searched, record.data, record.isError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = number.trim();
    setNotice(null);
    if (!isCustomerNo(wanted)) {
      setTypedProblem(true);
      inputRef.current?.focus();
      return;
    }
    setTypedProblem(false);
    setSearched(true);
    if (wanted === customerNo) void record.refetch();
    else void navigate(deskCustomerPath(wanted));
  };

  return (
    <div className="page desk-customers" data-testid="desk-customers">
      <h1>{t('desk.customers.title')}</h1>
      <p className="muted">{t('desk.customers.intro')}</p>
      <form
        className="desk-search"
        onSubmit={onSubmit}
        noValidate
        role="search"
        data-testid="desk-customer-search"
      >
        <div className="field">
          <label htmlFor={`${ids}-number`}>{t('desk.customers.number')}</label>
          <div className="desk-search-row">
            <input
              ref={inputRef}
              id={`${ids}-number`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${ids}-number-error` : undefined}
              data-testid="desk-customer-number"
            />
            <button type="submit" className="button button-primary" data-testid="desk-customer-find">
              {t('desk.customers.find')}
            </button>
          </div>
          {problem && (
            <p id={`${ids}-number-error`} className="field-error" data-testid="desk-customer-number-error">
              {t(problem)}
            </p>
          )}
        </div>
      </form>
      {notice && notice.customerNo === customerNo && (
        <p className="alert alert-info" role="status" data-testid="desk-customer-notice">
          {notice.text}
        </p>
      )}
      {customerNo !== undefined &&
        (record.isPending ? (
          <p role="status">{t('desk.customers.loading')}</p>
        ) : record.isError ? (
          !isNotFound(record.error) && (
            <ErrorState message={t('desk.customers.error')} onRetry={() => void record.refetch()} />
          )
        ) : (
          <CustomerView
            record={record.data}
            nameRef={nameRef}
            onDone={(text) => setNotice({ customerNo: record.data.customerNo, text })}
          />
        ))}
    </div>
  );
}

function CustomerView({
  record,
  nameRef,
  onDone,
}: {
  record: DeskCustomerRecord;
  nameRef: RefObject<HTMLHeadingElement | null>;
  onDone: (notice: string) => void;
}) {
  const t = useT();
  const { meta } = useSession();
  const ids = useId();
  const zone = displayTimeZone(record.country);
  const estate = record.estate;
  return (
    <>
      <section className="card desk-customer" aria-labelledby={`${ids}-name`} data-testid="desk-customer">
        <h2 id={`${ids}-name`} ref={nameRef} tabIndex={-1} data-testid="desk-customer-name">
          {record.name}
        </h2>
        <dl className="desk-facts" data-testid="desk-customer-facts">
          <div className="desk-fact">
            <dt>{t('desk.customers.number')}</dt>
            <dd data-testid="desk-customer-no">{record.customerNo}</dd>
          </div>
          <div className="desk-fact">
            <dt>{t('desk.customers.country')}</dt>
            <dd data-testid="desk-customer-country">
              {COUNTRIES.includes(record.country)
                ? t(`country.${record.country}` as MessageKey)
                : record.country}
            </dd>
          </div>
          <div className="desk-fact">
            <dt>{t('desk.customers.personType')}</dt>
            <dd data-testid="desk-customer-person-type">
              {t(`desk.customers.personType.${record.personType}`)}
            </dd>
          </div>
          <div className="desk-fact">
            <dt>{t('desk.case.birthDate')}</dt>
            <dd data-testid="desk-customer-birth-date">{formatDay(record.birthDate, meta.locale)}</dd>
          </div>
          {estate && (
            <>
              <div className="desk-fact">
                <dt>{t('desk.estate.diedOn')}</dt>
                <dd data-testid="desk-customer-died-on">{formatDay(estate.diedOn, meta.locale)}</dd>
              </div>
              <div className="desk-fact">
                <dt>{t('desk.estate.registeredAt')}</dt>
                <dd>{formatDateTime(estate.registeredAt, meta.locale, zone)}</dd>
              </div>
            </>
          )}
        </dl>
        {estate && <EstateRepresentatives record={record} estate={estate} zone={zone} onDone={onDone} />}
      </section>
      {record.personType === 'NAT' && (
        <RegisterDeathForm
          record={record}
          onDone={(notice) => {
            // The form goes (an estate dies no more): the focus goes to the record it changed.
            nameRef.current?.focus();
            onDone(notice);
          }}
        />
      )}
      {record.personType === 'EST' && <NameRepresentativeForm record={record} onDone={onDone} />}
    </>
  );
}

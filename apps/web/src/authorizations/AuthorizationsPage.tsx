import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { createAuthorization, isCalendarDate, revokeAuthorization } from '@broker/contract';
import { AUTHORIZATIONS_PER_ACCOUNT_MAX } from '@broker/domain';
import { useT, type Translate } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { accountsQuery } from '../session/accounts-query';
import { ErrorState } from '../ui/ErrorState';
import { Skeleton } from '../ui/Skeleton';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  AUTHORIZATIONS_KEY,
  authorizedAccountsQuery,
  givenAuthorizationsQuery,
  type Authorization,
} from './authorizations-queries';
import './authorizations.css';

export const AUTHORIZATIONS_PATH = '/settings/authorizations';

function refusal(error: unknown, t: Translate): string {
  const code = error instanceof ApiError ? error.code : undefined;
  switch (code) {
    case 'AUTHORIZATION_GRANTEE_NOT_FOUND':
    case 'AUTHORIZATION_EXISTS':
    case 'AUTHORIZATION_NOT_FOUND':
      return t(`authorizations.error.${code}`);
    case 'AUTHORIZATION_LIMIT_REACHED':
      return t('authorizations.error.AUTHORIZATION_LIMIT_REACHED', { max: AUTHORIZATIONS_PER_ACCOUNT_MAX });
    default:
      return t('authorizations.error.generic');
  }
}

const accountName = (a: { alias: string; accno: string }) => `${a.alias} (${a.accno})`;

/**
 * `/settings/authorizations` (spec 001 §7.6 authorized accounts with VIEW): whom the customer lets
 * view which of their accounts, with a revoke for each; a form to let one more person view an
 * account; and the accounts others let the customer view, each opening a read-only view.
 */
export function AuthorizationsPage() {
  const t = useT();
  useDocumentTitle(t('authorizations.title'));
  const [announced, setAnnounced] = useState('');
  return (
    <div className="page authorizations-page" data-testid="authorizations-page">
      <h1>{t('authorizations.title')}</h1>
      <p className="muted">{t('authorizations.intro')}</p>
      <p role="status" className="visually-hidden" data-testid="authorizations-announced">
        {announced}
      </p>
      <GivenAuthorizations announce={setAnnounced} />
      <GrantForm announce={setAnnounced} />
      <ReceivedAccounts />
    </div>
  );
}

function GivenAuthorizations({ announce }: { announce(text: string): void }) {
  const t = useT();
  const client = useApiClient();
  const given = useQuery(givenAuthorizationsQuery(client));
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className="card" aria-labelledby={`${ids}-title`} data-testid="authorizations-given">
      <h2 id={`${ids}-title`} className="section-title" ref={headingRef} tabIndex={-1}>
        {t('authorizations.given.title')}
      </h2>
      {given.isPending ? (
        <div role="status">
          <Skeleton height="2.6rem" />
          <span className="visually-hidden">{t('authorizations.loading')}</span>
        </div>
      ) : given.isError ? (
        <ErrorState message={t('authorizations.loadFailed')} onRetry={() => void given.refetch()} />
      ) : given.data.length === 0 ? (
        <p className="muted" data-testid="authorizations-given-none">
          {t('authorizations.given.none')}
        </p>
      ) : (
        <table className="authorizations-table">
          <thead>
            <tr>
              <th scope="col">{t('authorizations.col.person')}</th>
              <th scope="col">{t('authorizations.col.account')}</th>
              <th scope="col">{t('authorizations.col.permission')}</th>
              <th scope="col">{t('authorizations.col.since')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('authorizations.revoke')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {given.data.map((grant) => (
              <GrantRow
                key={grant.id}
                grant={grant}
                onRevoked={(text) => {
                  announce(text);
                  headingRef.current?.focus();
                }}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function GrantRow({ grant, onRevoked }: { grant: Authorization; onRevoked(text: string): void }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [error, setError] = useState<string | null>(null);
  const person = `${grant.grantee.firstName} ${grant.grantee.lastName}`;
  const account = accountName(grant);
  const revoke = useMutation({
    mutationFn: () => client.call(revokeAuthorization, { params: { authorizationId: grant.id } }),
    onSuccess: async () => {
      onRevoked(t('authorizations.revoked', { name: person, account }));
      await queryClient.invalidateQueries({ queryKey: AUTHORIZATIONS_KEY });
    },
    onError: (cause) => setError(refusal(cause, t)),
  });
  return (
    <tr data-testid="authorization">
      <td>
        {person} <span className="muted">({grant.grantee.customerNo})</span>
      </td>
      <td>{account}</td>
      <td>{t(`authorizations.permission.${grant.permission}`)}</td>
      <td>{formatDateTime(grant.grantedAt, meta.locale, displayTimeZone(meta.countryCode))}</td>
      <td>
        <button
          type="button"
          className="button button-secondary"
          aria-label={t('authorizations.revoke.label', { name: person, account })}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
          data-testid="authorization-revoke"
        >
          {t('authorizations.revoke')}
        </button>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

function GrantForm({ announce }: { announce(text: string): void }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const accounts = useQuery(accountsQuery(client));
  const ids = useId();
  const [accid, setAccid] = useState<number | undefined>(undefined);
  const [customerNo, setCustomerNo] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [errors, setErrors] = useState<{ customerNo?: string; birthDate?: string; form?: string }>({});
  const customerNoRef = useRef<HTMLInputElement>(null);
  const birthDateRef = useRef<HTMLInputElement>(null);
  const chosen = accid ?? accounts.data?.[0]?.accid;

  const grant = useMutation({
    mutationFn: (body: { accid: number; customerNo: string; birthDate: string }) =>
      client.call(createAuthorization, { body: { ...body, permission: 'VIEW' } }),
    onSuccess: async (made) => {
      setCustomerNo('');
      setBirthDate('');
      setErrors({});
      announce(
        t('authorizations.granted', {
          name: `${made.grantee.firstName} ${made.grantee.lastName}`,
          account: accountName(made),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: AUTHORIZATIONS_KEY });
    },
    onError: (cause) => {
      setErrors({ form: refusal(cause, t) });
      customerNoRef.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (grant.isPending || chosen === undefined) return;
    const number = customerNo.trim();
    const date = birthDate.trim();
    const next = {
      ...(/^\d{1,12}$/.test(number) ? {} : { customerNo: t('authorizations.error.customerNo') }),
      ...(isCalendarDate(date) ? {} : { birthDate: t('authorizations.error.birthDate') }),
    };
    setErrors(next);
    if (next.customerNo) return customerNoRef.current?.focus();
    if (next.birthDate) return birthDateRef.current?.focus();
    grant.mutate({ accid: chosen, customerNo: number, birthDate: date });
  };

  const describedBy = (field: 'customerNo' | 'birthDate') =>
    [errors[field] ? `${ids}-${field}-error` : '', errors.form ? `${ids}-form-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <section className="card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="section-title">
        {t('authorizations.form.title')}
      </h2>
      <p className="muted">{t('authorizations.form.intro')}</p>
      <form className="authorizations-form" onSubmit={onSubmit} noValidate data-testid="authorization-form">
        <div className="field">
          <label htmlFor={`${ids}-account`}>{t('authorizations.form.account')}</label>
          <select
            id={`${ids}-account`}
            value={chosen ?? ''}
            onChange={(event) => setAccid(Number(event.target.value))}
            data-testid="authorization-account"
          >
            {(accounts.data ?? []).map((a) => (
              <option key={a.accid} value={a.accid}>
                {accountName(a)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-customerNo`}>{t('authorizations.form.customerNo')}</label>
          <input
            ref={customerNoRef}
            id={`${ids}-customerNo`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={customerNo}
            onChange={(event) => setCustomerNo(event.target.value)}
            aria-invalid={errors.customerNo || errors.form ? true : undefined}
            aria-describedby={describedBy('customerNo')}
            data-testid="authorization-customer-no"
          />
          {errors.customerNo && (
            <p id={`${ids}-customerNo-error`} className="field-error">
              {errors.customerNo}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-birthDate`}>{t('authorizations.form.birthDate')}</label>
          <input
            ref={birthDateRef}
            id={`${ids}-birthDate`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1980-01-31"
            value={birthDate}
            onChange={(event) => setBirthDate(event.target.value)}
            aria-invalid={errors.birthDate || errors.form ? true : undefined}
            aria-describedby={describedBy('birthDate')}
            data-testid="authorization-birth-date"
          />
          {errors.birthDate && (
            <p id={`${ids}-birthDate-error`} className="field-error">
              {errors.birthDate}
            </p>
          )}
        </div>
        {errors.form && (
          <p id={`${ids}-form-error`} className="field-error" data-testid="authorization-error">
            {errors.form}
          </p>
        )}
        <div className="authorizations-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={grant.isPending || chosen === undefined}
            data-testid="authorization-submit"
          >
            {grant.isPending ? t('authorizations.form.saving') : t('authorizations.form.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function ReceivedAccounts() {
  const t = useT();
  const client = useApiClient();
  const received = useQuery(authorizedAccountsQuery(client));
  const ids = useId();
  return (
    <section className="card" aria-labelledby={`${ids}-title`} data-testid="authorized-accounts">
      <h2 id={`${ids}-title`} className="section-title">
        {t('authorizations.received.title')}
      </h2>
      {received.isPending ? (
        <div role="status">
          <Skeleton height="2.6rem" />
          <span className="visually-hidden">{t('authorizations.loading')}</span>
        </div>
      ) : received.isError ? (
        <ErrorState message={t('authorizations.loadFailed')} onRetry={() => void received.refetch()} />
      ) : received.data.length === 0 ? (
        <p className="muted" data-testid="authorized-accounts-none">
          {t('authorizations.received.none')}
        </p>
      ) : (
        <ul className="authorized-accounts">
          {received.data.map((a) => (
            <li key={a.accid} data-testid="authorized-account">
              <Link
                to={`${AUTHORIZATIONS_PATH}/accounts/${a.accid}`}
                aria-label={t('authorizations.received.open', { account: accountName(a) })}
              >
                {accountName(a)}
              </Link>{' '}
              <span className="muted">
                {t('authorizations.received.owner', { name: a.owner.firstName })} · {a.type} ·{' '}
                {t(`authorizations.permission.${a.permission}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

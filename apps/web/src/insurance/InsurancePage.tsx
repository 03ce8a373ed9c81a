import { useId, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { cancelScriveLink, createScriveLink, type BeneficiaryDesignation } from '@broker/contract';
import { BENEFICIARIES_MAX, Decimal } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { NotFoundState } from '../ui/NotFoundState';
import { PageLoading } from '../ui/PageLoading';
import { displayTimeZone, formatDateTime, formatDay } from '../ui/format';
import { isNotFound } from '../ui/is-not-found';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { beneficiariesQuery, insuranceDocumentsQuery, insuranceKey } from './insurance-queries';
import './insurance.css';

/**
 * `/insurance/:accid` (spec 001 §7.5 "Scrive links", "Insurance documents"): a KF account's
 * beneficiaries in force, a designation waiting for its signature (sign, withdraw), a form for a
 * new one (the standard clause, or named people whose shares add up to 100 %) that leads to the
 * signing service and back here, and the insurance documents with the merged PDF.
 */
export function InsurancePage() {
  const t = useT();
  const client = useApiClient();
  const accid = parseRouteId(useParams().accid);
  useDocumentTitle(t('insurance.title'));
  const state = useQuery({ ...beneficiariesQuery(client, accid ?? 0), enabled: accid !== undefined });
  const docs = useQuery({ ...insuranceDocumentsQuery(client, accid ?? 0), enabled: state.isSuccess });
  const [told, setTold] = useState('');
  const when = useWhen();

  if (accid === undefined || isNotFound(state.error)) {
    return (
      <NotFoundState
        title={t('insurance.title')}
        text={t('insurance.notFound')}
        linkText={t('insurance.back')}
        testId="insurance-not-found"
      />
    );
  }
  if (state.error instanceof ApiError && state.error.code === 'NOT_AN_INSURANCE_ACCOUNT') {
    return (
      <NotFoundState
        title={t('insurance.title')}
        text={t('insurance.notInsurance')}
        linkText={t('insurance.back')}
        testId="insurance-not-insurance"
      />
    );
  }
  if (state.isPending) return <PageLoading />;
  if (state.isError)
    return <ErrorState message={t('insurance.error')} onRetry={() => void state.refetch()} />;
  const pending = state.data.designations.find((d) => d.status === 'PENDING_SIGNATURE');
  const earlier = state.data.designations.filter(
    (d) => d.status !== 'PENDING_SIGNATURE' && d.status !== 'SIGNED',
  );
  return (
    <div className="page insurance-page" data-testid="insurance-page">
      <h1>{t('insurance.title')}</h1>
      <p className="muted">{t('insurance.intro')}</p>
      <p role="status" className="visually-hidden" data-testid="insurance-told">
        {told}
      </p>
      <InForce designation={state.data.inForce} />
      {pending && <Pending accid={accid} designation={pending} onCancelled={setTold} />}
      <DesignationForm accid={accid} />
      <section className="card insurance-section" aria-labelledby="insurance-docs-title">
        <h2 id="insurance-docs-title" className="section-title">
          {t('insurance.docs.title')}
        </h2>
        {docs.isPending ? (
          <p role="status">{t('insurance.loading')}</p>
        ) : docs.isError ? (
          <ErrorState message={t('insurance.error')} onRetry={() => void docs.refetch()} />
        ) : (
          <ul className="insurance-docs" data-testid="insurance-docs">
            {docs.data.documents.map((d) => (
              <li key={d.id}>
                <a href={d.downloadPath} data-testid="insurance-doc">
                  {d.kind === 'CERTIFICATE'
                    ? t('insurance.docs.CERTIFICATE')
                    : t('insurance.docs.BENEFICIARY_DESIGNATION', { date: when(d.date) })}
                </a>
              </li>
            ))}
            <li>
              <a href={docs.data.mergedPath} data-testid="insurance-merged">
                {t('insurance.docs.merged')}
              </a>
            </li>
          </ul>
        )}
      </section>
      {earlier.length > 0 && (
        <section className="card insurance-section" aria-labelledby="insurance-history-title">
          <h2 id="insurance-history-title" className="section-title">
            {t('insurance.history.title')}
          </h2>
          <ul className="insurance-history" data-testid="insurance-history">
            {earlier.map((d) => (
              <HistoryRow key={d.id} designation={d} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function useWhen() {
  const { meta } = useSession();
  return (ms: number) => formatDateTime(ms, meta.locale, displayTimeZone(meta.countryCode));
}

function HistoryRow({ designation }: { designation: BeneficiaryDesignation }) {
  const t = useT();
  const when = useWhen();
  return (
    <li>
      {when(designation.createdAt)}: {t(`insurance.clauseShort.${designation.clause}`)},{' '}
      {t(`insurance.status.${designation.status}`)}
    </li>
  );
}

function BeneficiaryTable({ designation }: { designation: BeneficiaryDesignation }) {
  const t = useT();
  const { meta } = useSession();
  const percent = (share: string) =>
    `${new Intl.NumberFormat(meta.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(share))} %`;
  if (designation.clause === 'STANDARD')
    return <p data-testid="insurance-clause">{t('insurance.clause.STANDARD')}</p>;
  return (
    <table className="insurance-table" data-testid="insurance-beneficiaries">
      <thead>
        <tr>
          <th scope="col">{t('insurance.table.name')}</th>
          <th scope="col">{t('insurance.table.birthDate')}</th>
          <th scope="col" className="num">
            {t('insurance.table.share')}
          </th>
        </tr>
      </thead>
      <tbody>
        {designation.beneficiaries.map((b, i) => (
          <tr key={i}>
            <td>{b.name}</td>
            <td>{formatDay(b.birthDate, meta.locale)}</td>
            <td className="num">{percent(b.share)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InForce({ designation }: { designation: BeneficiaryDesignation | null }) {
  const t = useT();
  const when = useWhen();
  return (
    <section
      className="card insurance-section"
      aria-labelledby="insurance-in-force-title"
      data-testid="insurance-in-force"
    >
      <h2 id="insurance-in-force-title" className="section-title">
        {t('insurance.inForce.title')}
      </h2>
      {designation ? (
        <>
          <p className="muted" data-testid="insurance-signed">
            {t('insurance.inForce.signed', { date: when(designation.signedAt ?? designation.createdAt) })}
          </p>
          <BeneficiaryTable designation={designation} />
        </>
      ) : (
        <>
          <p className="muted">{t('insurance.inForce.standard')}</p>
          <p data-testid="insurance-clause">{t('insurance.clause.STANDARD')}</p>
        </>
      )}
    </section>
  );
}

function Pending({
  accid,
  designation,
  onCancelled,
}: {
  accid: number;
  designation: BeneficiaryDesignation;
  onCancelled: (text: string) => void;
}) {
  const t = useT();
  const when = useWhen();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const cancel = useMutation({
    mutationFn: () => client.call(cancelScriveLink, { params: { designationId: designation.id } }),
    onMutate: () => setFailed(false),
    onSuccess: async () => {
      onCancelled(t('insurance.pending.cancelled'));
      await queryClient.invalidateQueries({ queryKey: insuranceKey(accid) });
    },
    onError: () => setFailed(true),
  });
  return (
    <section
      className="card insurance-section insurance-pending"
      aria-labelledby="insurance-pending-title"
      data-testid="insurance-pending"
    >
      <h2 id="insurance-pending-title" className="section-title">
        {t('insurance.pending.title')}
      </h2>
      <p>
        {t('insurance.pending.text', {
          date: when(designation.createdAt),
          expires: when(designation.expiresAt),
        })}
      </p>
      <BeneficiaryTable designation={designation} />
      <div className="insurance-actions">
        {designation.signUrl && (
          <a className="button button-primary" href={designation.signUrl} data-testid="insurance-sign">
            {t('insurance.pending.sign')}
          </a>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate()}
          data-testid="insurance-cancel"
        >
          {t('insurance.pending.cancel')}
        </button>
      </div>
      {failed && (
        <p className="field-error" role="alert">
          {t('insurance.error.failed')}
        </p>
      )}
    </section>
  );
}

interface Row {
  key: number;
  name: string;
  birthDate: string;
  share: string;
}

type RowErrors = Partial<Record<'name' | 'birthDate' | 'share', MessageKey>>;

const SHARE = /^\d{1,3}([.,]\d{1,2})?$/;
const isDay = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const shareOf = (s: string) => s.trim().replace(',', '.');

function rowErrors(r: Row): RowErrors {
  const share = shareOf(r.share);
  return {
    ...(r.name.trim() ? {} : { name: 'insurance.error.name' as const }),
    ...(isDay(r.birthDate.trim()) ? {} : { birthDate: 'insurance.error.birthDate' as const }),
    ...(SHARE.test(share) && Number(share) > 0 && Number(share) <= 100
      ? {}
      : { share: 'insurance.error.share' as const }),
  };
}

function DesignationForm({ accid }: { accid: number }) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const { meta } = useSession();
  const nextKey = useRef(2);
  const [clause, setClause] = useState<'STANDARD' | 'NAMED'>('STANDARD');
  const [rows, setRows] = useState<Row[]>([{ key: 1, name: '', birthDate: '', share: '100' }]);
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const total = rows.reduce((sum, r) => {
    const s = shareOf(r.share);
    return SHARE.test(s) ? sum.plus(s) : sum;
  }, new Decimal(0));
  const create = useMutation({
    mutationFn: () =>
      client.call(createScriveLink, {
        body: {
          accid,
          clause,
          beneficiaries:
            clause === 'NAMED'
              ? rows.map((r) => ({
                  name: r.name.trim(),
                  birthDate: r.birthDate.trim(),
                  share: shareOf(r.share),
                }))
              : [],
        },
      }),
    onMutate: () => setProblem(undefined),
    // To the signing service; it sends the browser back to this page.
    onSuccess: (made) => window.location.assign(made.signUrl!),
    onError: (cause) =>
      setProblem(
        cause instanceof ApiError && cause.code === 'BENEFICIARY_SHARES_NOT_100'
          ? 'insurance.error.total'
          : cause instanceof ApiError && cause.code === 'SIGNING_SERVICE_UNAVAILABLE'
            ? 'insurance.error.unavailable'
            : 'insurance.error.failed',
      ),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (clause === 'NAMED') {
      const found: Record<number, RowErrors> = {};
      for (const r of rows) {
        const e = rowErrors(r);
        if (Object.keys(e).length > 0) found[r.key] = e;
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first !== undefined) {
        const field = Object.keys(found[Number(first)]!)[0];
        formRef.current
          ?.querySelector<HTMLInputElement>(`#${CSS.escape(`${ids}-${first}-${field}`)}`)
          ?.focus();
        return;
      }
      if (!total.eq(100)) {
        setProblem('insurance.error.total');
        return;
      }
    }
    create.mutate();
  };
  const update = (key: number, field: 'name' | 'birthDate' | 'share', value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const totalText = new Intl.NumberFormat(meta.locale, { maximumFractionDigits: 2 }).format(total.toNumber());
  return (
    <section className="card insurance-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="section-title">
        {t('insurance.form.title')}
      </h2>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="insurance-form"
        data-testid="insurance-form"
      >
        <fieldset className="insurance-clause">
          <legend>{t('insurance.form.clause')}</legend>
          {(['STANDARD', 'NAMED'] as const).map((c) => (
            <label key={c} className="insurance-radio">
              <input
                type="radio"
                name={`${ids}-clause`}
                value={c}
                checked={clause === c}
                onChange={() => {
                  setClause(c);
                  setProblem(undefined);
                }}
                data-testid={`insurance-clause-${c}`}
              />
              {t(`insurance.form.${c}`)}
            </label>
          ))}
        </fieldset>
        {clause === 'NAMED' && (
          <>
            {rows.map((r, i) => (
              <fieldset key={r.key} className="insurance-person" data-testid="insurance-person">
                <legend>{t('insurance.form.person', { n: String(i + 1) })}</legend>
                {(['name', 'birthDate', 'share'] as const).map((field) => {
                  const id = `${ids}-${r.key}-${field}`;
                  const error = errors[r.key]?.[field];
                  return (
                    <div className="field" key={field}>
                      <label htmlFor={id}>{t(`insurance.form.${field}`)}</label>
                      <input
                        id={id}
                        type="text"
                        inputMode={field === 'name' ? 'text' : field === 'share' ? 'decimal' : 'numeric'}
                        autoComplete="off"
                        value={r[field]}
                        onChange={(event) => update(r.key, field, event.target.value)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        data-testid={`insurance-${field}-${i}`}
                      />
                      {error && (
                        <p id={`${id}-error`} className="field-error">
                          {t(error)}
                        </p>
                      )}
                    </div>
                  );
                })}
                {rows.length > 1 && (
                  <button
                    type="button"
                    className="button button-quiet"
                    onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
                  >
                    {t('insurance.form.remove', { n: String(i + 1) })}
                  </button>
                )}
              </fieldset>
            ))}
            {rows.length < BENEFICIARIES_MAX && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  setRows((all) => [...all, { key: nextKey.current++, name: '', birthDate: '', share: '' }])
                }
                data-testid="insurance-add"
              >
                {t('insurance.form.add')}
              </button>
            )}
            <p
              aria-live="polite"
              data-testid="insurance-total"
              className={total.eq(100) ? '' : 'insurance-off'}
            >
              {t('insurance.form.total', { total: totalText })}
            </p>
          </>
        )}
        <p className="muted">{t('insurance.form.note')}</p>
        {problem && (
          <p className="field-error" role="alert" data-testid="insurance-problem">
            {t(problem)}
          </p>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={create.isPending}
          data-testid="insurance-submit"
        >
          {create.isPending ? t('insurance.form.submitting') : t('insurance.form.submit')}
        </button>
      </form>
    </section>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { acceptConsent, provideLei } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatDay } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { Link } from 'react-router';
import { CRM_TASKS_PATH } from '../crm/crm-queries';
import { KycQuestionnaire } from './KycQuestionnaire';
import {
  REQUIRED_ACTIONS_KEY,
  consentsQuery,
  requiredActionsQuery,
  type RequiredAction,
} from './required-actions-queries';
import './required-actions.css';

/**
 * `/required-actions` (issue 16; spec 001 §7.18): what the customer must do to keep their facts
 * current, each with its due day: the KYC questionnaire (page by page, then its result), a
 * company's LEI, the consent to updated terms. An overdue or failed KYC says that buying is
 * blocked, and why.
 */
export function RequiredActionsPage() {
  const t = useT();
  const client = useApiClient();
  useDocumentTitle(t('requiredActions.title'));
  const actions = useQuery(requiredActionsQuery(client));
  return (
    <div className="page required-actions-page" data-testid="required-actions-page">
      <h1>{t('requiredActions.title')}</h1>
      <p className="muted">{t('requiredActions.intro')}</p>
      {actions.isPending ? (
        <p role="status">{t('requiredActions.loading')}</p>
      ) : actions.isError ? (
        <ErrorState message={t('requiredActions.error')} onRetry={() => void actions.refetch()} />
      ) : (
        <ul className="required-actions-list">
          {actions.data.map((a) => (
            <li key={a.type}>
              <ActionCard action={a} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ActionCard({ action }: { action: RequiredAction }) {
  const t = useT();
  const ids = useId();
  const { meta } = useSession();
  const day = (d: string) => formatDay(d, meta.locale);
  return (
    <section
      className={`card required-action status-${action.status.toLowerCase()}`}
      aria-labelledby={`${ids}-title`}
      data-testid={`required-action-${action.type}`}
    >
      <div className="required-action-head">
        <h2 id={`${ids}-title`}>{t(`requiredActions.type.${action.type}`)}</h2>
        <span className="required-action-status" data-testid="required-action-status">
          {t(`requiredActions.status.${action.status}`)}
          {action.overdue && action.status !== 'DONE' ? ` · ${t('requiredActions.overdue')}` : ''}
        </span>
      </div>
      {action.due_on && (
        <p className="muted" data-testid="required-action-due">
          {action.status === 'DONE'
            ? t('requiredActions.nextDue', { date: day(action.due_on) })
            : t('requiredActions.dueOn', { date: day(action.due_on) })}
        </p>
      )}
      {action.status === 'FAILED' ? (
        <>
          <p className="alert alert-error">{t('requiredActions.failed')}</p>
          {/* The review waits for papers on the money's origin: a CRM task asks for them. */}
          <Link className="button button-primary" to={CRM_TASKS_PATH} data-testid="kyc-send-documents">
            {t('crm.link')}
          </Link>
        </>
      ) : (
        <>
          {action.blocks_buying && <p className="alert alert-error">{t('requiredActions.blocksBuying')}</p>}
          {action.blocks_exchange_trading && (
            <p className="alert alert-error">{t('requiredActions.blocksExchangeTrading')}</p>
          )}
        </>
      )}
      {/* High-risk answers wait for a person's review: the server takes no new ones meanwhile. */}
      {action.type === 'ANSWER_KYC' && action.status !== 'FAILED' && <KycSection action={action} />}
      {action.type === 'PROVIDE_LEI' && <LeiForm />}
      {action.type === 'ACCEPT_TERMS' && action.status !== 'DONE' && <TermsConsent />}
    </section>
  );
}

function KycSection({ action }: { action: RequiredAction }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const start = useRef<HTMLButtonElement>(null);
  if (open)
    return (
      <KycQuestionnaire
        onClose={() => {
          setOpen(false);
          requestAnimationFrame(() => start.current?.focus());
        }}
      />
    );
  return (
    <button
      ref={start}
      type="button"
      className={`button ${action.status === 'DONE' ? 'button-secondary' : 'button-primary'}`}
      onClick={() => setOpen(true)}
      data-testid="kyc-start"
    >
      {t(action.status === 'DONE' ? 'requiredActions.kyc.again' : 'requiredActions.kyc.start')}
    </button>
  );
}

function LeiForm() {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [lei, setLei] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState<string | undefined>(undefined);
  const save = useMutation({
    mutationFn: () => client.call(provideLei, { body: { lei } }),
    onMutate: () => {
      setProblem(undefined);
      setSaved(undefined);
    },
    onSuccess: async (reply) => {
      setSaved(t('requiredActions.lei.saved', { date: formatDay(reply.due_on, meta.locale) }));
      setLei('');
      await queryClient.invalidateQueries({ queryKey: REQUIRED_ACTIONS_KEY });
    },
    onError: (cause) =>
      setProblem(
        cause instanceof ApiError && cause.code === 'LEI_INVALID'
          ? t('requiredActions.lei.invalid')
          : t('requiredActions.sendFailed'),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="lei-form" onSubmit={submit} noValidate>
      <label htmlFor={`${ids}-lei`}>{t('requiredActions.lei.label')}</label>
      <p id={`${ids}-help`} className="muted">
        {t('requiredActions.lei.help')}
      </p>
      <input
        id={`${ids}-lei`}
        value={lei}
        maxLength={40}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${ids}-help${problem ? ` ${ids}-problem` : ''}`}
        onChange={(event) => setLei(event.target.value)}
        data-testid="lei-input"
      />
      {problem && (
        <p id={`${ids}-problem`} className="field-error" data-testid="lei-problem">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={save.isPending}
        data-testid="lei-submit"
      >
        {t('requiredActions.lei.submit')}
      </button>
      <p role="status" data-testid="lei-saved">
        {saved}
      </p>
    </form>
  );
}

function TermsConsent() {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const consents = useQuery(consentsQuery(client));
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const terms = consents.data?.[0];
  const accept = useMutation({
    mutationFn: () =>
      client.call(acceptConsent, { body: { kind: 'TERMS', version: terms!.current_version } }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUIRED_ACTIONS_KEY }),
    onError: () => setProblem(t('requiredActions.sendFailed')),
  });
  if (!terms) return null;
  return (
    <form
      className="terms-consent"
      onSubmit={(event) => {
        event.preventDefault();
        accept.mutate();
      }}
    >
      <p>
        {t('requiredActions.terms.text', {
          version: terms.current_version,
          date: formatDay(terms.effective_on, meta.locale),
        })}
      </p>
      <label htmlFor={`${ids}-check`} className="kyc-option">
        <input
          id={`${ids}-check`}
          type="checkbox"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          data-testid="terms-check"
        />
        {t('requiredActions.terms.check')}
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={!checked || accept.isPending}
        data-testid="terms-accept"
      >
        {t('requiredActions.terms.accept')}
      </button>
    </form>
  );
}

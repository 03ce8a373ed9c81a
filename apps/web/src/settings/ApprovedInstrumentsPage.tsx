import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { APPROVAL_VALIDITY_YEARS } from '@broker/domain';
import { questionnairesQuery } from '../appropriateness/appropriateness-queries';
import { appropriatenessPath } from '../fund-order/links';
import { useT, type Translate } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone } from '../ui/format';
import { PageLoading } from '../ui/PageLoading';
import { useDocumentTitle } from '../ui/use-document-title';
import { approvalState, type ApprovalState } from './approval-state';
import { approvalsQuery } from './settings-queries';
import './settings.css';

type DateText = (epochMs: number) => string;

/**
 * `/settings/approved-instruments` (spec 000 §2 "Settings page for approved instruments"): every
 * MiFID II category the knowledge test covers, with the customer's approval of it and a way to take
 * or renew the test.
 */
export function ApprovedInstrumentsPage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  useDocumentTitle(t('settings.approved.title'));
  const questionnaires = useQuery(questionnairesQuery(client));
  const approvals = useQuery(approvalsQuery(client));
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(meta.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: displayTimeZone(meta.countryCode),
    });
    return (epochMs: number) => format.format(epochMs);
  }, [meta.locale, meta.countryCode]);

  const body = () => {
    if (questionnaires.isPending || approvals.isPending) return <PageLoading />;
    if (questionnaires.isError || approvals.isError) {
      return (
        <ErrorState
          message={t('settings.approved.error')}
          onRetry={() => {
            if (questionnaires.isError) void questionnaires.refetch();
            if (approvals.isError) void approvals.refetch();
          }}
          testId="approved-instruments-error"
        />
      );
    }
    if (questionnaires.data.length === 0) {
      return (
        <p className="card section-empty muted" data-testid="approved-instruments-empty">
          {t('settings.approved.empty')}
        </p>
      );
    }
    const now = Date.now();
    const categories = [...questionnaires.data].sort((a, b) => a.mifid2Category - b.mifid2Category);
    return (
      <ul className="approved-list">
        {categories.map((q) => (
          <li
            key={q.mifid2Category}
            className="card approved-item"
            data-testid={`approved-category-${q.mifid2Category}`}
          >
            <CategoryApproval
              category={q.mifid2Category}
              title={q.title}
              questions={t('settings.approved.questions', {
                count: q.questionCount,
                required: q.requiredCorrect,
              })}
              state={approvalState(approvals.data[String(q.mifid2Category)], now)}
              formatDate={formatDate}
              t={t}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="page narrow-wide approved-instruments-page" data-testid="approved-instruments-page">
      <header className="page-head">
        <h1>{t('settings.approved.title')}</h1>
      </header>
      <section className="approved-intro">
        <p>{t('settings.approved.intro')}</p>
        <p className="muted">{t('settings.approved.validity', { years: APPROVAL_VALIDITY_YEARS })}</p>
      </section>
      {body()}
    </div>
  );
}

function CategoryApproval({
  category,
  title,
  questions,
  state,
  formatDate,
  t,
}: {
  category: number;
  title: string;
  questions: string;
  state: ApprovalState;
  formatDate: DateText;
  t: Translate;
}) {
  const headingId = `approved-category-title-${category}`;
  const renew = state.kind === 'approved' || state.kind === 'expiresSoon';
  return (
    <article className="approved-category" aria-labelledby={headingId}>
      <div className="approved-category-text">
        <h2 id={headingId} className="approved-category-title">
          {title}
        </h2>
        <p className="muted approved-category-questions">{questions}</p>
      </div>
      <div className="approved-category-state">
        <span className={`approval-badge approval-${state.kind}`} data-testid="approval-status">
          {badgeText(state, formatDate, t)}
        </span>
        {detailText(state, formatDate, t) && (
          <p className="approved-category-detail" data-testid="approval-detail">
            {detailText(state, formatDate, t)}
          </p>
        )}
      </div>
      <Link
        className={`button ${state.kind === 'approved' ? 'button-secondary' : 'button-primary'}`}
        to={appropriatenessPath(category)}
        aria-label={t(renew ? 'settings.approved.renewTestFor' : 'settings.approved.takeTestFor', {
          category: title,
        })}
        data-testid="approval-test-link"
      >
        {t(renew ? 'settings.approved.renewTest' : 'settings.approved.takeTest')}
      </Link>
    </article>
  );
}

function badgeText(state: ApprovalState, formatDate: DateText, t: Translate): string {
  switch (state.kind) {
    case 'approved':
      return t('settings.approved.approvedUntil', { date: formatDate(state.expiresAt) });
    case 'expiresSoon':
      return t('settings.approved.expiresSoon');
    default:
      return t('settings.approved.notApproved');
  }
}

function detailText(state: ApprovalState, formatDate: DateText, t: Translate): string | undefined {
  switch (state.kind) {
    case 'expiresSoon':
      return t('settings.approved.expiresOn', { date: formatDate(state.expiresAt) });
    case 'expired':
      return t('settings.approved.expiredOn', { date: formatDate(state.expiresAt) });
    case 'none':
      return t('settings.approved.neverApproved');
    default:
      return undefined;
  }
}

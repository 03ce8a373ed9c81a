import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { decideOnboardingCase, type DeskOnboardingCase } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { deskCaseQuery, dropFromQueue } from './desk-queries';
import { DeskDecisionForm, DeskDecisionRecord, DeskFiles } from './DeskDecision';
import { DeskItemFrame } from './DeskItemFrame';

/**
 * `/desk/onboarding-cases/:caseId`: a high-risk applicant's onboarding case with who they are, their
 * statement, the CDD risk, each task's files and the decision (approval makes them a customer).
 */
export function DeskCasePage() {
  const t = useT();
  const client = useApiClient();
  const caseId = parseRouteId(useParams().caseId);
  const item = useQuery({ ...deskCaseQuery(client, caseId ?? 0), enabled: caseId !== undefined });
  const title = item.data
    ? t('desk.case.title', { id: item.data.id, name: item.data.applicant.name })
    : t('desk.queue.title');
  useDocumentTitle(title);
  return (
    <DeskItemFrame
      id={caseId}
      item={item}
      texts={{
        notFound: t('desk.case.notFound'),
        loading: t('desk.case.loading'),
        error: t('desk.case.error'),
      }}
    >
      {(data) => <CaseView item={data} title={title} />}
    </DeskItemFrame>
  );
}

function CaseView({ item, title }: { item: DeskOnboardingCase; title: string }) {
  const t = useT();
  const { meta } = useSession();
  const zone = displayTimeZone(item.applicant.country);
  const a = item.applicant;
  const facts: [MessageKey, string | null][] = [
    ['desk.case.applicant', `${a.name} (${a.country})`],
    ['desk.case.nationalId', a.nationalId],
    ['desk.case.birthDate', a.birthDate],
    ['desk.case.email', a.email],
    ['desk.case.mobile', a.mobile],
    ['desk.case.address', a.address],
    ['desk.case.citizenships', a.citizenships.join(', ') || null],
    ['desk.task.status', t(`desk.caseStatus.${item.status}`)],
    [
      'desk.task.sent',
      item.submittedAt === null ? null : formatDateTime(item.submittedAt, meta.locale, zone),
    ],
    [
      'desk.case.risk',
      item.risk &&
        t('desk.case.riskValue', {
          level: item.risk.level,
          score: item.risk.score,
          reasons: item.risk.reasons.join(', '),
        }),
    ],
  ];
  return (
    <>
      <h1 data-testid="desk-case-title">{title}</h1>
      <dl className="desk-facts" data-testid="desk-case-facts">
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="desk-fact">
              <dt>{t(label)}</dt>
              <dd data-testid={`desk-case-${label.split('.').pop()}`}>{value}</dd>
            </div>
          ))}
      </dl>
      <h2>{t('desk.case.statement')}</h2>
      {item.statement ? (
        <p className="desk-statement" data-testid="desk-case-statement">
          {item.statement}
        </p>
      ) : (
        <p className="muted">{t('desk.case.noStatement')}</p>
      )}
      <h2>{t('desk.case.tasks')}</h2>
      {item.tasks.map((task) => (
        <section key={task.id} aria-labelledby={`desk-case-task-${task.id}`} data-testid="desk-case-task">
          <h3 id={`desk-case-task-${task.id}`}>
            {t(`desk.type.${task.type}`)} ({t(`desk.status.${task.status}`)})
          </h3>
          <DeskFiles files={task.attachments} />
        </section>
      ))}
      {item.decision ? (
        <DeskDecisionRecord decision={item.decision} zone={zone}>
          {item.customerId !== null && (
            <p data-testid="desk-decision-customer">
              {t('desk.decided.customerMade', { id: item.customerId })}
            </p>
          )}
        </DeskDecisionRecord>
      ) : (
        item.status === 'SUBMITTED' && <CaseDecisionForm item={item} />
      )}
    </>
  );
}

/** The decision form of a case: approve (the applicant becomes a customer) or reject the application. */
function CaseDecisionForm({ item }: { item: DeskOnboardingCase }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (
    <DeskDecisionForm
      texts={{
        reject: 'desk.decide.REJECT_CASE',
        approveHint: 'desk.decide.approveCaseHint',
        reason: 'desk.decide.caseReason',
        commentHint: 'desk.decide.caseCommentHint',
      }}
      conflicts={{
        ONBOARDING_CASE_CLOSED: 'desk.decide.problem.ONBOARDING_CASE_CLOSED',
        ONBOARDING_CASE_NOT_SUBMITTED: 'desk.decide.problem.ONBOARDING_CASE_NOT_SUBMITTED',
      }}
      submit={async (body) => {
        const decided = await client.call(decideOnboardingCase, { params: { caseId: item.id }, body });
        queryClient.setQueryData(deskCaseQuery(client, item.id).queryKey, decided);
      }}
      onDecided={() => dropFromQueue(queryClient, 'ONBOARDING_CASE', item.id)}
    />
  );
}

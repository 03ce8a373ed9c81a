import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { decideCrmTask, type DeskCrmTask } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { deskTaskQuery, dropFromQueue } from './desk-queries';
import { DeskDecisionForm, DeskDecisionRecord, DeskFiles } from './DeskDecision';
import { DeskItemFrame } from './DeskItemFrame';

/** `/desk/tasks/:taskId`: one task with the customer, the KYC risk behind it, its files and the decision. */
export function DeskTaskPage() {
  const t = useT();
  const client = useApiClient();
  const taskId = parseRouteId(useParams().taskId);
  const task = useQuery({ ...deskTaskQuery(client, taskId ?? 0), enabled: taskId !== undefined });
  const title = task.data
    ? t('desk.task.title', { id: task.data.id, type: t(`desk.type.${task.data.type}`) })
    : t('desk.queue.title');
  useDocumentTitle(title);
  return (
    <DeskItemFrame
      id={taskId}
      item={task}
      texts={{
        notFound: t('desk.task.notFound'),
        loading: t('desk.task.loading'),
        error: t('desk.task.error'),
      }}
    >
      {(data) => <TaskView task={data} title={title} />}
    </DeskItemFrame>
  );
}

function TaskView({ task, title }: { task: DeskCrmTask; title: string }) {
  const t = useT();
  const { meta } = useSession();
  const zone = displayTimeZone(task.customer.country);
  return (
    <>
      <h1 data-testid="desk-task-title">{title}</h1>
      <dl className="desk-facts">
        <dt>{t('desk.col.customer')}</dt>
        <dd data-testid="desk-task-customer">
          {t('desk.customer', { name: task.customer.name, number: task.customer.customerNo })}
        </dd>
        <dt>{t('desk.task.status')}</dt>
        <dd data-testid="desk-task-status">{t(`desk.status.${task.status}`)}</dd>
        {task.submittedAt !== null && (
          <>
            <dt>{t('desk.task.sent')}</dt>
            <dd>{formatDateTime(task.submittedAt, meta.locale, zone)}</dd>
          </>
        )}
        {task.kyc && (
          <>
            <dt>{t('desk.task.kyc')}</dt>
            <dd data-testid="desk-task-kyc">
              {task.kyc.riskReasons.length > 0
                ? t('desk.task.kycValue', {
                    level: task.kyc.riskLevel,
                    reasons: task.kyc.riskReasons.join(', '),
                  })
                : task.kyc.riskLevel}
            </dd>
          </>
        )}
      </dl>
      <h2>{t('desk.task.files')}</h2>
      <DeskFiles files={task.attachments} />
      {task.decision ? (
        <DeskDecisionRecord decision={task.decision} zone={zone}>
          {task.decision.kycAnswerId !== null && (
            <p data-testid="desk-decision-kyc">{t('desk.decided.kycCleared')}</p>
          )}
          {task.decision.followUpTaskId !== null && (
            <p>{t('desk.decided.followUp', { id: task.decision.followUpTaskId })}</p>
          )}
        </DeskDecisionRecord>
      ) : (
        task.status === 'SUBMITTED' && <TaskDecisionForm task={task} />
      )}
    </>
  );
}

/** The decision form of a task: approve, or reject and ask the customer again. */
function TaskDecisionForm({ task }: { task: DeskCrmTask }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (
    <DeskDecisionForm
      texts={{
        reject: 'desk.decide.REJECT',
        approveHint: 'desk.decide.approveHint',
        reason: 'desk.decide.reason',
        commentHint: 'desk.decide.commentHint',
      }}
      conflicts={{ CRM_TASK_NOT_SUBMITTED: 'desk.decide.problem.CRM_TASK_NOT_SUBMITTED' }}
      submit={async (body) => {
        const decided = await client.call(decideCrmTask, { params: { taskId: task.id }, body });
        queryClient.setQueryData(deskTaskQuery(client, task.id).queryKey, decided);
      }}
      onDecided={() => dropFromQueue(queryClient, 'CRM_TASK', task.id)}
    />
  );
}

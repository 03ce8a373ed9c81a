import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { uploadAttachment } from '@broker/client';
import { actOnCrmTask, deleteAttachment } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { useDocumentTitle } from '../ui/use-document-title';
import { CRM_TASKS_KEY, crmTasksQuery } from './crm-queries';
import { TaskCard, type TaskCardActions } from './TaskCard';
import './crm.css';

/**
 * `/tasks` (issue 16; spec 001 §7.5 tasks and attachments): what the bank has asked the customer
 * to send, such as papers on where their money comes from after a high-risk KYC answer. Each open
 * task takes files (PDF, JPEG, PNG up to 10 MB, checked here first and again by the server) and is
 * sent for review when it has at least one; after that its files are fixed.
 */
export function TasksPage() {
  const t = useT();
  const client = useApiClient();
  useDocumentTitle(t('crm.title'));
  const tasks = useQuery(crmTasksQuery(client));
  const actions = useMemo<TaskCardActions>(
    () => ({
      refreshKey: CRM_TASKS_KEY,
      submit: (taskId) => client.call(actOnCrmTask, { params: { taskId, action: 'SUBMIT' } }),
      upload: (taskId, file) => uploadAttachment(client, taskId, file),
      remove: (attachmentId) => client.call(deleteAttachment, { params: { attachmentId } }),
    }),
    [client],
  );
  return (
    <div className="page crm-page" data-testid="crm-page">
      <h1>{t('crm.title')}</h1>
      <p className="muted">{t('crm.intro')}</p>
      {tasks.isPending ? (
        <p role="status">{t('crm.loading')}</p>
      ) : tasks.isError ? (
        <ErrorState message={t('crm.error')} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <p data-testid="crm-empty">{t('crm.empty')}</p>
      ) : (
        <ul className="crm-task-list">
          {tasks.data.map((task) => (
            <li key={task.id}>
              <TaskCard task={task} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

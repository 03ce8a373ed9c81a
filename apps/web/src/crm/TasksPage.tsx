import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, uploadAttachment } from '@broker/client';
import { actOnCrmTask, deleteAttachment, type CrmAttachment } from '@broker/contract';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatDay } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { CRM_TASKS_KEY, crmTasksQuery, type CrmTask } from './crm-queries';
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
              <TaskCard task={task} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const ERROR_CODES = [
  'ATTACHMENT_TYPE_NOT_ALLOWED',
  'ATTACHMENT_TOO_LARGE',
  'ATTACHMENT_LIMIT_REACHED',
  'ATTACHMENT_FILE_NAME_INVALID',
  'ATTACHMENT_CONTENT_MISMATCH',
  'ATTACHMENT_INFECTED',
  'CRM_TASK_NOT_OPEN',
  'CRM_TASK_NO_ATTACHMENTS',
] as const;

function problemOf(cause: unknown): MessageKey {
  const code = cause instanceof ApiError ? cause.code : '';
  return (ERROR_CODES as readonly string[]).includes(code)
    ? (`crm.problem.${code}` as MessageKey)
    : 'crm.problem.failed';
}

function TaskCard({ task }: { task: CrmTask }) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const [told, setTold] = useState('');
  const open = task.status === 'OPEN';
  const submit = useMutation({
    mutationFn: () => client.call(actOnCrmTask, { params: { taskId: task.id, action: 'SUBMIT' } }),
    onMutate: () => setProblem(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CRM_TASKS_KEY }),
    onError: (cause) => setProblem(problemOf(cause)),
  });
  return (
    <section
      className={`card crm-task crm-task-${task.status.toLowerCase()}`}
      aria-labelledby={`${ids}-title`}
      data-testid={`crm-task-${task.type}`}
    >
      <div className="crm-task-head">
        <h2 id={`${ids}-title`}>{t(`crm.type.${task.type}.title`)}</h2>
        <span className="crm-task-status" data-testid="crm-task-status">
          {t(`crm.status.${task.status}`)}
          {task.overdue ? ` · ${t('crm.overdue')}` : ''}
        </span>
      </div>
      <p>{t(`crm.type.${task.type}.text`)}</p>
      {open ? (
        <p className="muted">{t('crm.dueOn', { date: formatDay(task.dueOn, meta.locale) })}</p>
      ) : (
        task.submittedAt !== null && (
          <p className="muted" data-testid="crm-task-submitted">
            {t('crm.submittedAt', {
              date: formatDateTime(task.submittedAt, meta.locale, displayTimeZone(meta.countryCode)),
            })}
          </p>
        )
      )}
      <h3 className="crm-files-title">{t('crm.files.title')}</h3>
      {task.attachments.length === 0 ? (
        <p className="muted" data-testid="crm-files-none">
          {t('crm.files.none')}
        </p>
      ) : (
        <ul className="crm-files" data-testid="crm-files">
          {task.attachments.map((file) => (
            <FileRow key={file.id} file={file} removable={open} onRemoved={setTold} />
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden" data-testid="crm-told">
        {told}
      </p>
      {open && (
        <>
          <UploadForm task={task} onUploaded={setTold} />
          {problem && (
            <p className="alert alert-error" role="alert" data-testid="crm-submit-problem">
              {t(problem)}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={submit.isPending}
            onClick={() => submit.mutate()}
            data-testid="crm-submit"
          >
            {t('crm.submit')}
          </button>
        </>
      )}
    </section>
  );
}

function FileRow({
  file,
  removable,
  onRemoved,
}: {
  file: CrmAttachment;
  removable: boolean;
  onRemoved: (text: string) => void;
}) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [failed, setFailed] = useState(false);
  const remove = useMutation({
    mutationFn: () => client.call(deleteAttachment, { params: { attachmentId: file.id } }),
    onMutate: () => setFailed(false),
    onSuccess: async () => {
      onRemoved(t('crm.files.removed', { name: file.fileName }));
      await queryClient.invalidateQueries({ queryKey: CRM_TASKS_KEY });
    },
    onError: () => setFailed(true),
  });
  const kilobytes = new Intl.NumberFormat(meta.locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(file.size / 1024)));
  return (
    <li className="crm-file" data-testid="crm-file">
      <a href={file.downloadPath} download={file.fileName} data-testid="crm-file-link">
        {file.fileName}
      </a>
      <span className="muted">{kilobytes}</span>
      {removable && (
        <button
          type="button"
          className="button button-quiet"
          disabled={remove.isPending}
          aria-label={t('crm.files.remove', { name: file.fileName })}
          onClick={() => remove.mutate()}
          data-testid="crm-file-remove"
        >
          {t('crm.files.removeShort')}
        </button>
      )}
      {failed && (
        <span className="field-error" role="alert">
          {t('crm.problem.failed')}
        </span>
      )}
    </li>
  );
}

const ACCEPT = ATTACHMENT_CONTENT_TYPES.join(',');

function UploadForm({ task, onUploaded }: { task: CrmTask; onUploaded: (text: string) => void }) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const upload = useMutation({
    mutationFn: (file: File) => uploadAttachment(client, task.id, file),
    onMutate: () => setProblem(undefined),
    onSuccess: async (kept) => {
      if (input.current) input.current.value = '';
      onUploaded(t('crm.files.uploaded', { name: kept.fileName }));
      await queryClient.invalidateQueries({ queryKey: CRM_TASKS_KEY });
    },
    onError: (cause) => setProblem(problemOf(cause)),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    // The server says the same; saying it here spares sending 10 MB to hear it.
    if (!file) return setProblem('crm.problem.noFile');
    if (!(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      return setProblem('crm.problem.ATTACHMENT_TYPE_NOT_ALLOWED');
    }
    if (file.size > ATTACHMENT_MAX_BYTES) return setProblem('crm.problem.ATTACHMENT_TOO_LARGE');
    upload.mutate(file);
  };
  return (
    <form className="crm-upload" onSubmit={send} noValidate>
      <label htmlFor={`${ids}-file`}>{t('crm.files.choose')}</label>
      <p id={`${ids}-help`} className="muted">
        {t('crm.files.rules')}
      </p>
      <input
        ref={input}
        id={`${ids}-file`}
        type="file"
        accept={ACCEPT}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${ids}-help${problem ? ` ${ids}-problem` : ''}`}
        onChange={() => setProblem(undefined)}
        data-testid="crm-file-input"
      />
      {problem && (
        <p id={`${ids}-problem`} className="field-error" data-testid="crm-upload-problem">
          {t(problem)}
        </p>
      )}
      <button
        type="submit"
        className="button button-secondary"
        disabled={upload.isPending}
        data-testid="crm-upload"
      >
        {upload.isPending ? t('crm.files.uploading') : t('crm.files.upload')}
      </button>
    </form>
  );
}

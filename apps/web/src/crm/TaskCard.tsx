import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import type { CrmAttachment, CrmTask } from '@broker/contract';
import { ATTACHMENT_CONTENT_TYPES, ATTACHMENT_MAX_BYTES } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { displayTimeZone, formatDateTime, formatDay } from '../ui/format';
import './crm.css';

/**
 * One CRM task with its files, upload form and submit button (issue 16; spec 001 §7.5): the
 * customer's /tasks page and a prospect's onboarding case on the sign-up page show the same card.
 * What it calls comes in `actions`, since a customer's and a prospect's calls differ (token and
 * customer session, or the sign-up's prospect session).
 */
export interface TaskCardActions {
  /** The query the task's changes make stale. */
  refreshKey: QueryKey;
  submit: (taskId: number) => Promise<unknown>;
  upload: (taskId: number, file: File) => Promise<CrmAttachment>;
  /** Removes a file; left out where the owner cannot (a prospect's case). */
  remove?: (attachmentId: number) => Promise<unknown>;
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

export function TaskCard({ task, actions }: { task: CrmTask; actions: TaskCardActions }) {
  const t = useT();
  const ids = useId();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const [told, setTold] = useState('');
  const open = task.status === 'OPEN';
  const submit = useMutation({
    mutationFn: () => actions.submit(task.id),
    onMutate: () => setProblem(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actions.refreshKey }),
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
            <FileRow
              key={file.id}
              file={file}
              actions={actions}
              removable={open && actions.remove !== undefined}
              onRemoved={setTold}
            />
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden" data-testid="crm-told">
        {told}
      </p>
      {open && (
        <>
          <UploadForm task={task} actions={actions} onUploaded={setTold} />
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
  actions,
  removable,
  onRemoved,
}: {
  file: CrmAttachment;
  actions: TaskCardActions;
  removable: boolean;
  onRemoved: (text: string) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  const [failed, setFailed] = useState(false);
  const remove = useMutation({
    mutationFn: () => actions.remove!(file.id),
    onMutate: () => setFailed(false),
    onSuccess: async () => {
      onRemoved(t('crm.files.removed', { name: file.fileName }));
      await queryClient.invalidateQueries({ queryKey: actions.refreshKey });
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

function UploadForm({
  task,
  actions,
  onUploaded,
}: {
  task: CrmTask;
  actions: TaskCardActions;
  onUploaded: (text: string) => void;
}) {
  const t = useT();
  const ids = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<MessageKey | undefined>(undefined);
  const upload = useMutation({
    mutationFn: (file: File) => actions.upload(task.id, file),
    onMutate: () => setProblem(undefined),
    onSuccess: async (kept) => {
      if (input.current) input.current.value = '';
      onUploaded(t('crm.files.uploaded', { name: kept.fileName }));
      await queryClient.invalidateQueries({ queryKey: actions.refreshKey });
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

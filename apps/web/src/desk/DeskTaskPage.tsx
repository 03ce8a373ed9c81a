import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '@broker/client';
import { decideCrmTask, type DeskCrmTask, type DeskQueueItem } from '@broker/contract';
import { DESK_REJECT_REASONS, type DeskDecision, type DeskRejectReason } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { isNotFound } from '../ui/is-not-found';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { DESK_PATH, DESK_QUEUE_KEY, deskTaskQuery } from './desk-queries';

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
    <div className="page desk-task">
      <p>
        <Link to={DESK_PATH} data-testid="desk-back">
          {t('desk.task.back')}
        </Link>
      </p>
      {taskId === undefined || (task.isError && isNotFound(task.error)) ? (
        <h1>{t('desk.task.notFound')}</h1>
      ) : task.isPending ? (
        <p role="status">{t('desk.task.loading')}</p>
      ) : task.isError ? (
        <ErrorState message={t('desk.task.error')} onRetry={() => void task.refetch()} />
      ) : (
        <TaskView task={task.data} title={title} />
      )}
    </div>
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
      {task.attachments.length === 0 ? (
        <p className="muted">{t('desk.task.noFiles')}</p>
      ) : (
        <ul className="desk-files" data-testid="desk-files">
          {task.attachments.map((file) => (
            <li key={file.id}>
              <a href={file.downloadPath} download={file.fileName} data-testid="desk-file-link">
                {file.fileName}
              </a>{' '}
              <span className="muted">({Math.max(1, Math.round(file.size / 1024))} kB)</span>
            </li>
          ))}
        </ul>
      )}
      {task.decision ? (
        <DecisionRecord task={task} />
      ) : (
        task.status === 'SUBMITTED' && <DecisionForm task={task} />
      )}
    </>
  );
}

function DecisionRecord({ task }: { task: DeskCrmTask }) {
  const t = useT();
  const { meta } = useSession();
  const d = task.decision!;
  const at = formatDateTime(d.decidedAt, meta.locale, displayTimeZone(task.customer.country));
  return (
    <section className="card desk-decision" aria-labelledby="desk-decision-title" data-testid="desk-decision">
      <h2 id="desk-decision-title">{t('desk.decide.title')}</h2>
      <p data-testid="desk-decision-text">
        {d.decision === 'APPROVE'
          ? t('desk.decided.APPROVE', { by: d.decidedBy, at })
          : t('desk.decided.REJECT', {
              by: d.decidedBy,
              at,
              reason: t(`desk.reason.${d.reason ?? 'NOT_SUFFICIENT'}`),
            })}
      </p>
      {d.comment && <p>{t('desk.decided.comment', { comment: d.comment })}</p>}
      {d.kycAnswerId !== null && <p data-testid="desk-decision-kyc">{t('desk.decided.kycCleared')}</p>}
      {d.followUpTaskId !== null && <p>{t('desk.decided.followUp', { id: d.followUpTaskId })}</p>}
    </section>
  );
}

type Problem = 'REASON_REQUIRED' | 'COMMENT_REQUIRED' | 'COMMENT_TOO_LONG';
const FIELD_PROBLEMS: readonly string[] = ['REASON_REQUIRED', 'COMMENT_REQUIRED', 'COMMENT_TOO_LONG'];

function DecisionForm({ task }: { task: DeskCrmTask }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const ids = useId();
  const [decision, setDecision] = useState<DeskDecision>('APPROVE');
  const [reason, setReason] = useState<DeskRejectReason | ''>('');
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const reject = decision === 'REJECT';

  const decide = useMutation({
    mutationFn: () =>
      client.call(decideCrmTask, {
        params: { taskId: task.id },
        body: { decision, reason: reject && reason ? reason : null, comment },
      }),
    onSuccess: async (decided) => {
      queryClient.setQueryData(deskTaskQuery(client, task.id).queryKey, decided);
      // Gone from the queue at once (not only after its refetch), should the reviewer go back to it.
      queryClient.setQueryData<DeskQueueItem[]>(DESK_QUEUE_KEY, (items) =>
        items?.filter((item) => !(item.kind === 'CRM_TASK' && item.id === task.id)),
      );
      await queryClient.invalidateQueries({ queryKey: DESK_QUEUE_KEY });
    },
    onError: (cause) => {
      const code = cause instanceof ApiError ? cause.code : '';
      const fields = cause instanceof ApiError ? (cause.fields ?? []) : [];
      const found = fields.map((f) => f.code).filter((c): c is Problem => FIELD_PROBLEMS.includes(c));
      if (found.length > 0) return setProblems(found);
      setFailure(
        code === 'CRM_TASK_NOT_SUBMITTED'
          ? 'desk.decide.problem.CRM_TASK_NOT_SUBMITTED'
          : 'desk.decide.problem.failed',
      );
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    // The server checks the same rules (domain deskDecisionProblems); asking first spares a round trip.
    const found: Problem[] = [];
    if (reject && !reason) found.push('REASON_REQUIRED');
    if (reject && comment.trim() === '') found.push('COMMENT_REQUIRED');
    setProblems(found);
    if (found.includes('REASON_REQUIRED')) return reasonRef.current?.focus();
    if (found.length > 0) return commentRef.current?.focus();
    decide.mutate();
  };

  const problemOf = (field: 'reason' | 'comment') =>
    problems.find((p) => (field === 'reason' ? p === 'REASON_REQUIRED' : p !== 'REASON_REQUIRED'));

  return (
    <form
      className="card desk-decide"
      onSubmit={onSubmit}
      noValidate
      aria-busy={decide.isPending}
      data-testid="desk-decide"
    >
      <h2>{t('desk.decide.title')}</h2>
      <fieldset className="desk-choice">
        <legend>{t('desk.decide.choice')}</legend>
        {(['APPROVE', 'REJECT'] as const).map((value) => (
          <label key={value} className="desk-radio">
            <input
              type="radio"
              name={`${ids}-decision`}
              value={value}
              checked={decision === value}
              onChange={() => {
                setDecision(value);
                setProblems([]);
              }}
              data-testid={`desk-decision-${value}`}
            />{' '}
            {t(`desk.decide.${value}`)}
          </label>
        ))}
      </fieldset>
      {!reject && <p className="muted">{t('desk.decide.approveHint')}</p>}
      {reject && (
        <div className="field">
          <label htmlFor={`${ids}-reason`}>{t('desk.decide.reason')}</label>
          <select
            ref={reasonRef}
            id={`${ids}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as DeskRejectReason | '')}
            aria-invalid={problemOf('reason') ? true : undefined}
            aria-describedby={problemOf('reason') ? `${ids}-reason-error` : undefined}
            data-testid="desk-reason"
          >
            <option value="">{t('desk.decide.reason.choose')}</option>
            {DESK_REJECT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`desk.reason.${r}`)}
              </option>
            ))}
          </select>
          {problemOf('reason') && (
            <p id={`${ids}-reason-error`} className="field-error">
              {t(`desk.decide.problem.${problemOf('reason')!}`)}
            </p>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${ids}-comment`}>{t('desk.decide.comment')}</label>
        <textarea
          ref={commentRef}
          id={`${ids}-comment`}
          rows={4}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={problemOf('comment') ? true : undefined}
          aria-describedby={`${ids}-comment-hint${problemOf('comment') ? ` ${ids}-comment-error` : ''}`}
          data-testid="desk-comment"
        />
        <p id={`${ids}-comment-hint`} className="muted">
          {t('desk.decide.commentHint')}
        </p>
        {problemOf('comment') && (
          <p id={`${ids}-comment-error`} className="field-error">
            {t(`desk.decide.problem.${problemOf('comment')!}`)}
          </p>
        )}
      </div>
      {failure && (
        <p className="alert alert-error" role="alert" data-testid="desk-decide-failure">
          {t(failure)}
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={decide.isPending}
        data-testid="desk-decide-submit"
      >
        {t('desk.decide.submit')}
      </button>
    </form>
  );
}

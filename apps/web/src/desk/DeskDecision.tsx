import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import type { CrmAttachment, DeskDecisionRecord as DecisionRecord } from '@broker/contract';
import { DESK_REJECT_REASONS, type DeskDecision, type DeskRejectReason } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { formatDateTime } from '../ui/format';
import { DeskField, DeskForm } from './DeskForm';

/** The parts every desk item's page shares: its files as links, its decision record and form. */

/** Files as download links (the desk's own addresses, desk cookie). */
export function DeskFiles({ files }: { files: CrmAttachment[] }) {
  const t = useT();
  if (files.length === 0) return <p className="muted">{t('desk.task.noFiles')}</p>;
  return (
    <ul className="desk-files" data-testid="desk-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.downloadPath} download={file.fileName} data-testid="desk-file-link">
            {file.fileName}
          </a>{' '}
          <span className="muted">({Math.max(1, Math.round(file.size / 1024))} kB)</span>
        </li>
      ))}
    </ul>
  );
}

/** The decision taken: by whom, when, why; `children` adds what it led to for the item's kind. */
export function DeskDecisionRecord({
  decision: d,
  zone,
  children,
}: {
  decision: DecisionRecord;
  zone: string;
  children?: ReactNode;
}) {
  const t = useT();
  const { meta } = useSession();
  const at = formatDateTime(d.decidedAt, meta.locale, zone);
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
      {children}
    </section>
  );
}

type Problem = 'REASON_REQUIRED' | 'COMMENT_REQUIRED' | 'COMMENT_TOO_LONG';
const FIELD_PROBLEMS: readonly string[] = ['REASON_REQUIRED', 'COMMENT_REQUIRED', 'COMMENT_TOO_LONG'];

/** What differs between kinds: the reject choice's, the hint's, the reason's and the comment hint's texts. */
export interface DecisionTexts {
  reject: MessageKey;
  approveHint: MessageKey;
  reason: MessageKey;
  commentHint: MessageKey;
}

export interface DecisionBody {
  decision: DeskDecision;
  reason: DeskRejectReason | null;
  comment: string;
}

/**
 * The decision form of any desk item: approve or reject (a reason from the fixed list and a comment
 * for the record), errors by field with the focus on the first. `submit` calls the item's decision
 * and stores its answer; `conflicts` names the texts of the item's 409 codes.
 */
export function DeskDecisionForm({
  texts,
  conflicts,
  submit,
  onDecided,
}: {
  texts: DecisionTexts;
  conflicts: Partial<Record<string, MessageKey>>;
  submit: (body: DecisionBody) => Promise<void>;
  onDecided: () => Promise<void>;
}) {
  const t = useT();
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
    mutationFn: () => submit({ decision, reason: reject && reason ? reason : null, comment }),
    onSuccess: onDecided,
    onError: (cause) => {
      const code = cause instanceof ApiError ? cause.code : '';
      const fields = cause instanceof ApiError ? (cause.fields ?? []) : [];
      const found = fields.map((f) => f.code).filter((c): c is Problem => FIELD_PROBLEMS.includes(c));
      if (found.length > 0) return setProblems(found);
      setFailure(conflicts[code] ?? 'desk.decide.problem.failed');
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

  const problemText = (field: 'reason' | 'comment') => {
    const problem = problems.find((p) =>
      field === 'reason' ? p === 'REASON_REQUIRED' : p !== 'REASON_REQUIRED',
    );
    return problem ? t(`desk.decide.problem.${problem}`) : null;
  };

  return (
    <DeskForm
      testId="desk-decide"
      className="desk-decide"
      title={t('desk.decide.title')}
      busy={decide.isPending}
      failure={failure && t(failure)}
      onSubmit={onSubmit}
      actions={
        <button
          type="submit"
          className="button button-primary"
          disabled={decide.isPending}
          data-testid="desk-decide-submit"
        >
          {t('desk.decide.submit')}
        </button>
      }
    >
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
            {t(value === 'APPROVE' ? 'desk.decide.APPROVE' : texts.reject)}
          </label>
        ))}
      </fieldset>
      {!reject && <p className="muted">{t(texts.approveHint)}</p>}
      {reject && (
        <DeskField label={t(texts.reason)} problem={problemText('reason')}>
          {(control) => (
            <select
              {...control}
              ref={reasonRef}
              value={reason}
              onChange={(event) => setReason(event.target.value as DeskRejectReason | '')}
              data-testid="desk-reason"
            >
              <option value="">{t('desk.decide.reason.choose')}</option>
              {DESK_REJECT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`desk.reason.${r}`)}
                </option>
              ))}
            </select>
          )}
        </DeskField>
      )}
      <DeskField
        label={t('desk.decide.comment')}
        hint={t(texts.commentHint)}
        problem={problemText('comment')}
      >
        {(control) => (
          <textarea
            {...control}
            ref={commentRef}
            rows={4}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            data-testid="desk-comment"
          />
        )}
      </DeskField>
    </DeskForm>
  );
}

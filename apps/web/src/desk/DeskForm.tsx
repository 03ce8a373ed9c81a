import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

/**
 * The frame of a desk form (the estate forms, an item's decision): a card named by its heading,
 * an intro, the fields, the refusal that belongs to no field (an alert, test id
 * `${testId}-failure`) and then the buttons; busy while its call is under way. The form checks
 * and sends; the frame only lays it out.
 */
export function DeskForm({
  testId,
  className,
  title,
  intro,
  busy,
  failure,
  onSubmit,
  children,
  actions,
}: {
  testId: string;
  /** The form's own class, beside `card`. */
  className: string;
  title: string;
  intro?: string;
  busy: boolean;
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields. */
  children: ReactNode;
  /** The buttons, under the failure. */
  actions: ReactNode;
}) {
  const ids = useId();
  return (
    <form
      className={`card ${className}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${ids}-title`}
      aria-busy={busy}
      data-testid={testId}
    >
      <h2 id={`${ids}-title`}>{title}</h2>
      {intro !== undefined && <p className="muted">{intro}</p>}
      {children}
      {failure && (
        <p className="alert alert-error" role="alert" data-testid={`${testId}-failure`}>
          {failure}
        </p>
      )}
      {actions}
    </form>
  );
}

/** What a field's control takes from its frame: the id its label names, its state and description. */
export interface DeskFieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled field of a desk form: the control (`children`, given its id, invalid state and
 * description), a hint under it, and its problem, which the control's description names.
 */
export function DeskField({
  label,
  hint,
  problem,
  problemTestId,
  children,
}: {
  label: string;
  hint?: string;
  problem: string | null;
  problemTestId?: string;
  children: (control: DeskFieldControl) => ReactNode;
}) {
  const ids = useId();
  const described = [hint !== undefined ? `${ids}-hint` : '', problem ? `${ids}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={`${ids}-control`}>{label}</label>
      {children({
        id: `${ids}-control`,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint !== undefined && (
        <p id={`${ids}-hint`} className="muted">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${ids}-problem`} className="field-error" data-testid={problemTestId}>
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The question before a step that cannot be undone, with Yes and No. It replaces the button that
 * had the focus, so it takes the focus when it appears and is read out; test ids are
 * `${testId}-question`, `-confirm` and `-cancel`.
 */
export function DeskConfirm({
  testId,
  question,
  yes,
  no,
  busy,
  onYes,
  onNo,
}: {
  testId: string;
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const id = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  return (
    <div className="desk-confirm" role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} ref={questionRef} tabIndex={-1} data-testid={`${testId}-question`}>
        {question}
      </p>
      <div className="desk-confirm-buttons">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={onYes}
          data-testid={`${testId}-confirm`}
        >
          {yes}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={onNo}
          data-testid={`${testId}-cancel`}
        >
          {no}
        </button>
      </div>
    </div>
  );
}

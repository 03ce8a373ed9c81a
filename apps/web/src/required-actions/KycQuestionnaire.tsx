import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { submitKycAnswers, type CallReply } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatDay } from '../ui/format';
import { questionnaireQuery, type Questionnaire } from './required-actions-queries';

type KycResult = CallReply<typeof submitKycAnswers>;
type Answers = Record<string, string[]>;

/**
 * The CDD questionnaire (spec 001 §7.18 questionnaires, answers, results), one page at a time with
 * next and previous, in the customer's language as the server serves it. A page goes on only when
 * each of its questions is answered; the whole is sent at the end and checked again by the server
 * (a refused question is shown at its page). The result says whether buying is open again.
 */
export function KycQuestionnaire({ onClose }: { onClose: () => void }) {
  const t = useT();
  const client = useApiClient();
  const questionnaire = useQuery(questionnaireQuery(client));
  const [result, setResult] = useState<KycResult | undefined>(undefined);
  if (result) return <KycResultView result={result} />;
  if (questionnaire.isPending) return <p role="status">{t('requiredActions.loading')}</p>;
  if (questionnaire.isError)
    return <ErrorState message={t('requiredActions.error')} onRetry={() => void questionnaire.refetch()} />;
  return <Pages questionnaire={questionnaire.data} onDone={setResult} onCancel={onClose} />;
}

function Pages({
  questionnaire,
  onDone,
  onCancel,
}: {
  questionnaire: Questionnaire;
  onDone: (result: KycResult) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const ids = useId();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = questionnaire.pages;
  const page = pages[index]!;
  const last = index === pages.length - 1;

  // A new page, the first one included (it opens when the customer asks for it): the focus goes
  // to its title, so a screen reader reads where it is.
  useEffect(() => {
    heading.current?.focus();
  }, [index]);

  const send = useMutation({
    mutationFn: () =>
      client.call(submitKycAnswers, {
        body: {
          answers: pages
            .flatMap((p) => p.questions)
            .map((q) => ({ questionId: q.id, optionIds: answers[q.id] ?? [] })),
        },
      }),
    onMutate: () => setProblem(undefined),
    onSuccess: async (result) => {
      // Buying may be open (or closed) now: every order form's checks are stale.
      await queryClient.invalidateQueries();
      onDone(result);
    },
    onError: (cause) => {
      const question = cause instanceof ApiError ? cause.fields[0]?.field : undefined;
      const at = question ? pages.findIndex((p) => p.questions.some((q) => q.id === question)) : -1;
      if (question && at >= 0) {
        setIndex(at);
        setMissing(new Set([question]));
      } else setProblem(t('requiredActions.kyc.sendFailed'));
    },
  });

  const choose = (questionId: string, optionId: string, multiple: boolean, on: boolean) => {
    setAnswers((all) => {
      const now = all[questionId] ?? [];
      const next = multiple ? (on ? [...now, optionId] : now.filter((o) => o !== optionId)) : [optionId];
      return { ...all, [questionId]: next };
    });
    setMissing((m) => {
      const left = new Set(m);
      left.delete(questionId);
      return left;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = page.questions.filter((q) => (answers[q.id] ?? []).length === 0).map((q) => q.id);
    if (unanswered.length > 0) {
      setMissing(new Set(unanswered));
      document.getElementById(`${ids}-${unanswered[0]}-0`)?.focus();
      return;
    }
    if (last) send.mutate();
    else {
      setIndex(index + 1);
    }
  };

  return (
    <form className="kyc-questionnaire" onSubmit={submit} noValidate data-testid="kyc-questionnaire">
      <p className="muted" data-testid="kyc-page-count">
        {t('requiredActions.kyc.page', { page: index + 1, pages: pages.length })}
      </p>
      <h3 ref={heading} tabIndex={-1} data-testid="kyc-page-title">
        {page.title}
      </h3>
      {page.questions.map((q) => {
        const multiple = q.type === 'MULTIPLE_CHOICE';
        const chosen = answers[q.id] ?? [];
        const isMissing = missing.has(q.id);
        return (
          <fieldset
            key={q.id}
            className="kyc-question"
            aria-describedby={`${ids}-${q.id}-hint${isMissing ? ` ${ids}-${q.id}-missing` : ''}`}
            data-testid={`kyc-question-${q.id}`}
          >
            <legend>{q.text}</legend>
            <p id={`${ids}-${q.id}-hint`} className="muted kyc-hint">
              {t(multiple ? 'requiredActions.kyc.chooseAny' : 'requiredActions.kyc.chooseOne')}
            </p>
            {q.options.map((o, n) => (
              <label key={o.id} className="kyc-option">
                <input
                  id={`${ids}-${q.id}-${n}`}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`${ids}-${q.id}`}
                  value={o.id}
                  checked={chosen.includes(o.id)}
                  onChange={(event) => choose(q.id, o.id, multiple, event.target.checked)}
                  data-testid={`kyc-option-${q.id}-${o.id}`}
                />
                {o.text}
              </label>
            ))}
            {isMissing && (
              <p id={`${ids}-${q.id}-missing`} className="field-error" data-testid="kyc-missing">
                {t('requiredActions.kyc.missing')}
              </p>
            )}
          </fieldset>
        );
      })}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="kyc-buttons">
        {index > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setIndex(index - 1);
            }}
            data-testid="kyc-previous"
          >
            {t('requiredActions.kyc.previous')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            onClick={onCancel}
            data-testid="kyc-cancel"
          >
            {t('requiredActions.kyc.cancel')}
          </button>
        )}
        <button
          type="submit"
          className="button button-primary"
          disabled={send.isPending}
          data-testid={last ? 'kyc-submit' : 'kyc-next'}
        >
          {t(last ? 'requiredActions.kyc.submit' : 'requiredActions.kyc.next')}
        </button>
      </div>
    </form>
  );
}

function KycResultView({ result }: { result: KycResult }) {
  const t = useT();
  const { meta } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className={`alert ${result.status === 'DONE' ? 'alert-info' : 'alert-error'} kyc-result`}
      data-testid="kyc-result"
    >
      <h3 ref={heading} tabIndex={-1}>
        {t('requiredActions.result.title')}
      </h3>
      <p data-testid="kyc-result-status">{t(`requiredActions.result.${result.status}`)}</p>
      <p>{t('requiredActions.result.risk', { level: t(`requiredActions.risk.${result.risk_level}`) })}</p>
      <p>{t('requiredActions.result.nextDue', { date: formatDay(result.due_on, meta.locale) })}</p>
    </div>
  );
}

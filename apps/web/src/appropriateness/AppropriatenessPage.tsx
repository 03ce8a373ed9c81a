import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { examineKnowledgeTest, startKnowledgeTest, type CallReply } from '@broker/contract';
import { APPROVED_INSTRUMENTS_PATH, fundOrderPath } from '../fund-order/links';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { PageLoading } from '../ui/PageLoading';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { invalidateSuitability, questionnairesQuery } from './appropriateness-queries';
import './appropriateness.css';

type Attempt = CallReply<typeof startKnowledgeTest>;
type Result = CallReply<typeof examineKnowledgeTest>;

/** A MiFID II category from the route: a whole number 0–1000, else undefined. */
export function parseCategory(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,4}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= 1000 ? n : undefined;
}

/**
 * `/appropriateness/:mifid2Category?instrumentId=` (spec 000 §2): the knowledge test of a MiFID II
 * category. A missing or invalid category goes to '/'.
 */
export function AppropriatenessPage() {
  const { mifid2Category } = useParams();
  const category = parseCategory(mifid2Category);
  if (category === undefined) return <Navigate to="/" replace />;
  return <KnowledgeTest key={category} category={category} />;
}

function KnowledgeTest({ category }: { category: number }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const instrumentId = parseRouteId(search.get('instrumentId') ?? undefined);
  const questionnaires = useQuery(questionnairesQuery(client));
  const questionnaire = questionnaires.data?.find((q) => q.mifid2Category === category);
  const title = questionnaire?.title ?? t('appropriateness.title');
  useDocumentTitle(title);

  const [attempt, setAttempt] = useState<Attempt | undefined>(undefined);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | undefined>(undefined);

  const start = useMutation({
    // The start call takes no body.
    mutationFn: () => client.call(startKnowledgeTest, { params: { mifid2Category: category } }),
    onSuccess: (next) => {
      setAttempt(next);
      setAnswers({});
      setResult(undefined);
    },
  });
  const examine = useMutation({
    mutationFn: (current: Attempt) =>
      client.call(examineKnowledgeTest, {
        params: { mifid2Category: category },
        body: {
          attemptId: current.attemptId,
          answers: current.questions.map((q) => ({ questionId: q.id, optionId: answers[q.id] ?? '' })),
        },
      }),
    onSuccess: async (next) => {
      setResult(next);
      if (next.passed) await invalidateSuitability(client, queryClient);
    },
  });

  if (questionnaires.isPending) return <PageLoading />;
  if (questionnaires.isError) {
    return (
      <div className="page appropriateness-page">
        <ErrorState
          message={t('appropriateness.error')}
          onRetry={() => void questionnaires.refetch()}
          testId="appropriateness-load-error"
        />
      </div>
    );
  }
  if (!questionnaire) {
    return (
      <div className="page appropriateness-page" data-testid="appropriateness-page">
        <h1>{t('appropriateness.title')}</h1>
        <p data-testid="appropriateness-no-test">{t('appropriateness.noTest')}</p>
        <Link to="/">{t('appropriateness.home')}</Link>
      </div>
    );
  }

  const allAnswered = attempt !== undefined && attempt.questions.every((q) => answers[q.id] !== undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (attempt && allAnswered && !examine.isPending) examine.mutate(attempt);
  };
  const wrong = new Set(result?.wrongQuestionIds ?? []);

  return (
    <div className="page appropriateness-page" data-testid="appropriateness-page">
      <h1>{title}</h1>
      {!attempt && (
        <section className="card appropriateness-intro">
          <p>
            {t('appropriateness.intro', {
              count: questionnaire.questionCount,
              required: questionnaire.requiredCorrect,
            })}
          </p>
          {start.isError && (
            <p className="alert alert-error" role="alert">
              {t('appropriateness.startFailed')}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            onClick={() => start.mutate()}
            disabled={start.isPending}
            data-testid="appropriateness-start"
          >
            {t('appropriateness.start')}
          </button>
        </section>
      )}
      {result?.passed && (
        <section className="card alert alert-success" role="status" data-testid="appropriateness-passed">
          <h2>{t('appropriateness.passed.title')}</h2>
          <p>{t('appropriateness.passed.text', { correct: result.correct, total: result.total })}</p>
          {instrumentId !== undefined ? (
            <Link className="button button-primary" to={fundOrderPath(instrumentId, 'buy')}>
              {t('appropriateness.backToBuy')}
            </Link>
          ) : (
            <Link className="button button-primary" to={APPROVED_INSTRUMENTS_PATH}>
              {t('appropriateness.backToApproved')}
            </Link>
          )}
        </section>
      )}
      {result && !result.passed && (
        <section className="card alert alert-error" role="alert" data-testid="appropriateness-failed">
          <h2>{t('appropriateness.failed.title')}</h2>
          <p>
            {t('appropriateness.failed.text', {
              correct: result.correct,
              total: result.total,
              required: result.requiredCorrect,
            })}
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => start.mutate()}
            disabled={start.isPending}
            data-testid="appropriateness-retry"
          >
            {t('appropriateness.tryAgain')}
          </button>
        </section>
      )}
      {attempt && !result?.passed && (
        <form className="appropriateness-form" onSubmit={onSubmit} data-testid="appropriateness-form">
          {attempt.questions.map((question, index) => {
            const isWrong = wrong.has(question.id);
            return (
              <fieldset
                key={question.id}
                className={
                  isWrong ? 'card appropriateness-question is-wrong' : 'card appropriateness-question'
                }
                data-testid={`appropriateness-question-${question.id}`}
                aria-describedby={isWrong ? `wrong-${question.id}` : undefined}
                disabled={result !== undefined}
              >
                <legend>
                  {index + 1}. {question.text}
                </legend>
                {question.options.map((option) => (
                  <label key={option.id} className="appropriateness-option">
                    <input
                      type="radio"
                      name={`q-${question.id}`}
                      value={option.id}
                      checked={answers[question.id] === option.id}
                      onChange={() => setAnswers((current) => ({ ...current, [question.id]: option.id }))}
                    />
                    {option.text}
                  </label>
                ))}
                {isWrong && (
                  <p
                    id={`wrong-${question.id}`}
                    className="appropriateness-wrong"
                    data-testid="appropriateness-wrong"
                  >
                    {t('appropriateness.wrongAnswer')}
                  </p>
                )}
              </fieldset>
            );
          })}
          {examine.isError && (
            <p className="alert alert-error" role="alert" data-testid="appropriateness-submit-error">
              {t('appropriateness.submitFailed')}
            </p>
          )}
          {!result && (
            <button
              type="submit"
              className="button button-primary"
              disabled={!allAnswered || examine.isPending}
              data-testid="appropriateness-submit"
            >
              {t('appropriateness.submit')}
            </button>
          )}
        </form>
      )}
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import { dismissTask, putOnboardingAnswers } from '@broker/contract';
import {
  AFTER_LOGIN_PATH,
  ONBOARDING_EXPERIENCE,
  ONBOARDING_GOALS,
  ONBOARDING_INTERESTS,
  onboardingProblems,
  type OnboardingExperience,
  type OnboardingGoal,
  type OnboardingInterest,
} from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT, type Translate } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { useDocumentTitle } from '../ui/use-document-title';
import { ONBOARDING_ANSWERS_KEY, PERSONALIZATION_KEY, onboardingAnswersQuery } from './get-started-queries';
import './get-started.css';

const GOAL_TEXT: Record<OnboardingGoal, MessageKey> = {
  SAVE_LONG_TERM: 'getStarted.goal.SAVE_LONG_TERM',
  SAVE_FOR_CHILDREN: 'getStarted.goal.SAVE_FOR_CHILDREN',
  PENSION: 'getStarted.goal.PENSION',
  TRADE_ACTIVELY: 'getStarted.goal.TRADE_ACTIVELY',
  LEARN: 'getStarted.goal.LEARN',
};
const EXPERIENCE_TEXT: Record<OnboardingExperience, MessageKey> = {
  NONE: 'getStarted.experience.NONE',
  SOME: 'getStarted.experience.SOME',
  EXPERIENCED: 'getStarted.experience.EXPERIENCED',
};
const INTEREST_TEXT: Record<OnboardingInterest, MessageKey> = {
  FUNDS: 'getStarted.interest.FUNDS',
  SHARES: 'getStarted.interest.SHARES',
  SUSTAINABILITY: 'getStarted.interest.SUSTAINABILITY',
  DIVIDENDS: 'getStarted.interest.DIVIDENDS',
};

interface Draft {
  goals: OnboardingGoal[];
  experience: OnboardingExperience | null;
  interests: OnboardingInterest[];
}

function refusalText(error: unknown, t: Translate): string {
  const code = error instanceof ApiError ? error.fields[0]?.code : undefined;
  if (code === 'NOTHING_CHOSEN') return t('getStarted.error.NOTHING_CHOSEN');
  if (code === 'UNKNOWN_OPTION' || code === 'DUPLICATE_OPTION') return t('getStarted.error.invalid');
  return t('getStarted.error.generic');
}

/**
 * `/get-started`: the optional "what do you want to do" questionnaire (spec 001 §7.9 onboarding
 * answers), right after sign-up or any time later. The answers only order the getting-started
 * tasks; skipping hides the task of answering.
 */
export function OnboardingPage() {
  const t = useT();
  const client = useApiClient();
  useDocumentTitle(t('getStarted.page.title'));
  const answers = useQuery(onboardingAnswersQuery(client));
  return (
    <div className="page onboarding-page" data-testid="onboarding-page">
      <h1>{t('getStarted.page.title')}</h1>
      <p className="muted">{t('getStarted.page.intro')}</p>
      {answers.isPending ? (
        <p role="status">{t('app.loading')}</p>
      ) : answers.isError ? (
        <ErrorState message={t('getStarted.error.load')} onRetry={() => void answers.refetch()} />
      ) : (
        <OnboardingForm initial={answers.data ?? { goals: [], experience: null, interests: [] }} />
      )}
    </div>
  );
}

function OnboardingForm({ initial }: { initial: Draft }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>({
    goals: [...initial.goals],
    experience: initial.experience,
    interests: [...initial.interests],
  });
  const [problem, setProblem] = useState<string | null>(null);

  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: PERSONALIZATION_KEY });
    await navigate(AFTER_LOGIN_PATH);
  };
  const save = useMutation({
    mutationFn: () => client.call(putOnboardingAnswers, { body: draft }),
    onSuccess: (reply) => {
      queryClient.setQueryData(ONBOARDING_ANSWERS_KEY, reply.answers);
      return done();
    },
    onError: (error) => setProblem(refusalText(error, t)),
  });
  const skip = useMutation({
    mutationFn: () => client.call(dismissTask, { params: { taskType: 'ANSWER_ONBOARDING' } }),
    onSuccess: done,
    onError: (error) => setProblem(refusalText(error, t)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rule the server holds: an answer sheet with nothing chosen is not an answer.
    if (onboardingProblems(draft).length > 0) {
      setProblem(t('getStarted.error.NOTHING_CHOSEN'));
      document.getElementById(`${ids}-goals-0`)?.focus();
      return;
    }
    setProblem(null);
    save.mutate();
  };

  function toggle<K extends 'goals' | 'interests'>(key: K, value: Draft[K][number], on: boolean) {
    setDraft((d) => {
      const list = d[key] as string[];
      const next = on ? [...list, value] : list.filter((v) => v !== value);
      return { ...d, [key]: next };
    });
  }

  const busy = save.isPending || skip.isPending;
  return (
    <form className="onboarding-form" onSubmit={submit} noValidate data-testid="onboarding-form">
      <fieldset className="onboarding-question" aria-describedby={`${ids}-goals-hint`}>
        <legend>{t('getStarted.goals.legend')}</legend>
        <p id={`${ids}-goals-hint`} className="muted">
          {t('getStarted.chooseAny')}
        </p>
        {ONBOARDING_GOALS.map((goal, n) => (
          <label key={goal} className="onboarding-option">
            <input
              id={`${ids}-goals-${n}`}
              type="checkbox"
              checked={draft.goals.includes(goal)}
              onChange={(event) => toggle('goals', goal, event.target.checked)}
              data-testid={`onboarding-goal-${goal}`}
            />
            {t(GOAL_TEXT[goal])}
          </label>
        ))}
      </fieldset>
      <fieldset className="onboarding-question" aria-describedby={`${ids}-experience-hint`}>
        <legend>{t('getStarted.experience.legend')}</legend>
        <p id={`${ids}-experience-hint`} className="muted">
          {t('getStarted.chooseOne')}
        </p>
        {ONBOARDING_EXPERIENCE.map((level) => (
          <label key={level} className="onboarding-option">
            <input
              type="radio"
              name={`${ids}-experience`}
              checked={draft.experience === level}
              onChange={() => setDraft((d) => ({ ...d, experience: level }))}
              data-testid={`onboarding-experience-${level}`}
            />
            {t(EXPERIENCE_TEXT[level])}
          </label>
        ))}
      </fieldset>
      <fieldset className="onboarding-question" aria-describedby={`${ids}-interests-hint`}>
        <legend>{t('getStarted.interests.legend')}</legend>
        <p id={`${ids}-interests-hint`} className="muted">
          {t('getStarted.chooseAny')}
        </p>
        {ONBOARDING_INTERESTS.map((interest) => (
          <label key={interest} className="onboarding-option">
            <input
              type="checkbox"
              checked={draft.interests.includes(interest)}
              onChange={(event) => toggle('interests', interest, event.target.checked)}
              data-testid={`onboarding-interest-${interest}`}
            />
            {t(INTEREST_TEXT[interest])}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="field-error" role="alert" data-testid="onboarding-error">
          {problem}
        </p>
      )}
      <div className="onboarding-buttons">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="onboarding-save">
          {t('getStarted.save')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => skip.mutate()}
          data-testid="onboarding-skip"
        >
          {t('getStarted.skip')}
        </button>
      </div>
    </form>
  );
}

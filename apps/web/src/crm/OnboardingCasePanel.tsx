import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, uploadAttachment } from '@broker/client';
import { actOnOnboardingTask, getOnboardingStatus, triggerOnboardingCase } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { ErrorState } from '../ui/ErrorState';
import { TaskCard, type TaskCardActions } from './TaskCard';
import './crm.css';

/** The prospect's onboarding case; an upload or a submit makes it stale. */
export const ONBOARDING_CASE_KEY = ['onboardingCase'] as const;

const onboardingCaseQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ONBOARDING_CASE_KEY,
    queryFn: async () => (await client.call(getOnboardingStatus)).case,
  });

/** While a reviewer reads the case, the page looks again now and then, so a decision shows without a reload. */
const REVIEW_POLL_MS = 60_000;

/**
 * A high-risk applicant's onboarding case on the sign-up page (spec 001 §7.5 "Onboarding"): made
 * by the trigger as soon as the page finds none (idempotent, so a second tab or a reload makes no
 * second case), then its tasks with the customer tasks' card (upload, submit) and where the case
 * stands: documents wanted, under review, approved (log in with the eID), rejected.
 */
export function OnboardingCasePanel({ fallback }: { fallback: string }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const status = useQuery({
    ...onboardingCaseQuery(client),
    refetchInterval: (query) => (query.state.data?.status === 'SUBMITTED' ? REVIEW_POLL_MS : false),
  });
  const trigger = useMutation({
    mutationFn: () => client.call(triggerOnboardingCase),
    onSuccess: (reply) => queryClient.setQueryData(ONBOARDING_CASE_KEY, reply.case),
  });
  const triggered = useRef(false);
  const none = status.isSuccess && status.data === null;
  useEffect(() => {
    if (!none || triggered.current) return;
    triggered.current = true;
    trigger.mutate();
  }, [none, trigger]);
  const actions = useMemo<TaskCardActions>(
    () => ({
      refreshKey: ONBOARDING_CASE_KEY,
      submit: (taskId) => client.call(actOnOnboardingTask, { params: { taskId, action: 'SUBMIT' } }),
      upload: (taskId, file) => uploadAttachment(client, taskId, file, { owner: 'onboarding' }),
    }),
    [client],
  );

  if (status.isError) {
    return <ErrorState message={t('crm.onboarding.error')} onRetry={() => void status.refetch()} />;
  }
  const found = status.data;
  if (!found) {
    // No case and none can be made (e.g. a case from before cases existed): the message of old.
    if (trigger.isError) {
      return (
        <section className="card signup-notice" data-testid="signup-manual-support">
          <p>{fallback}</p>
        </section>
      );
    }
    return <p role="status">{t('crm.onboarding.loading')}</p>;
  }
  const working = found.status === 'OPEN' || found.status === 'SUBMITTED';
  return (
    <div className="onboarding-case" data-testid="onboarding-case" data-status={found.status}>
      <section className="card signup-notice" aria-labelledby="onboarding-case-title">
        <h2 id="onboarding-case-title">{t('crm.onboarding.title')}</h2>
        <p role="status" data-testid="onboarding-case-status">
          {t(`crm.onboarding.status.${found.status}`)}
        </p>
        {found.status === 'APPROVED' && (
          <Link className="button button-primary" to="/login" data-testid="onboarding-case-login">
            {t('crm.onboarding.login')}
          </Link>
        )}
      </section>
      {working && (
        <ul className="crm-task-list">
          {found.tasks.map((task) => (
            <li key={task.id}>
              <TaskCard task={task} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissTask, undismissTask } from '@broker/contract';
import { gettingStartedFinished, type TaskType } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { GET_STARTED_PATH, PERSONALIZATION_KEY, personalizationQuery } from './get-started-queries';
import { TASK_TITLE } from './task-titles';
import './get-started.css';

/**
 * On the overview: the getting-started checklist (spec 001 §7.9 tasks), in the order the
 * customer's onboarding answers give, each linking to where it is done. A task still to do can be
 * hidden; hidden ones can be brought back while the card shows. The card is gone once every task is
 * done or hidden, and shows nothing while loading or on an error: the overview is not the place to
 * report this card's troubles.
 */
export function GetStartedCard() {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const data = useQuery(personalizationQuery(client));
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A key, not a text, so the announcement follows a change of language.
  const [announcement, setAnnouncement] = useState<'getStarted.hidden' | 'getStarted.shown' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PERSONALIZATION_KEY });

  const dismiss = useMutation({
    mutationFn: (taskType: TaskType) => client.call(dismissTask, { params: { taskType } }),
    onSuccess: async () => {
      await refresh();
      setAnnouncement('getStarted.hidden');
      // The pressed button is gone with its task: the card's heading keeps the keyboard in place.
      heading.current?.focus();
    },
  });
  const showHidden = useMutation({
    mutationFn: async (types: TaskType[]) => {
      for (const taskType of types) await client.call(undismissTask, { params: { taskType } });
    },
    onSuccess: async () => {
      await refresh();
      setAnnouncement('getStarted.shown');
      heading.current?.focus();
    },
  });

  if (!data.data) return null;
  const { tasks, done, total } = data.data.tasks;
  if (gettingStartedFinished(tasks)) return null;
  const shown = tasks.filter((task) => !task.dismissed);
  const hidden = tasks.filter((task) => task.dismissed);

  return (
    <section className="card get-started-card" aria-labelledby={`${ids}-title`} data-testid="get-started">
      <div className="get-started-head">
        <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
          {t('getStarted.title')}
        </h2>
        <p className="muted" data-testid="get-started-progress">
          {t('getStarted.progress', { done, total })}
        </p>
      </div>
      <p role="status" className="visually-hidden" data-testid="get-started-announcement">
        {announcement ? t(announcement) : ''}
      </p>
      <ol className="get-started-tasks">
        {shown.map((task) => {
          const title = t(TASK_TITLE[task.type]);
          const isDone = task.status === 'DONE';
          return (
            <li
              key={task.type}
              className={`get-started-task ${isDone ? 'is-done' : 'is-todo'}`}
              data-testid="get-started-task"
              data-task={task.type}
              data-status={task.status}
            >
              <span className="get-started-mark" aria-hidden="true">
                {isDone ? '✓' : ''}
              </span>
              <span className="visually-hidden">
                {t(isDone ? 'getStarted.status.DONE' : 'getStarted.status.TODO')}:
              </span>
              <Link to={task.link} className="get-started-link">
                {title}
              </Link>
              {!isDone && (
                <button
                  type="button"
                  className="button button-secondary get-started-dismiss"
                  aria-label={t('getStarted.dismiss.label', { task: title })}
                  disabled={dismiss.isPending}
                  onClick={() => dismiss.mutate(task.type)}
                  data-testid={`get-started-dismiss-${task.type}`}
                >
                  {t('getStarted.dismiss')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <div className="get-started-foot">
        <Link to={GET_STARTED_PATH} data-testid="get-started-questionnaire-link">
          {t(data.data.onboardingAnswers ? 'getStarted.changeAnswers' : 'getStarted.answerLink')}
        </Link>
        {hidden.length > 0 && (
          <button
            type="button"
            className="button button-secondary"
            disabled={showHidden.isPending}
            onClick={() => showHidden.mutate(hidden.map((task) => task.type))}
            data-testid="get-started-show-hidden"
          >
            {t('getStarted.showHidden', { count: hidden.length })}
          </button>
        )}
      </div>
      {(dismiss.isError || showHidden.isError) && (
        <p className="field-error" role="alert">
          {t('getStarted.error.generic')}
        </p>
      )}
    </section>
  );
}

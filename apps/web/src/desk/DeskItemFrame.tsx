import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { ErrorState } from '../ui/ErrorState';
import { isNotFound } from '../ui/is-not-found';
import { DESK_PATH } from './desk-queries';

/**
 * The frame of one queue item's page at the desk (a task, an onboarding case): the way back to the
 * queue, then the item, or why there is none (a bad or unknown id, loading, an error to retry).
 */
export function DeskItemFrame<T>({
  id,
  item,
  texts,
  children,
}: {
  /** The route's id, undefined when it is not one. */
  id: number | undefined;
  item: UseQueryResult<T>;
  texts: { notFound: string; loading: string; error: string };
  children(data: T): ReactNode;
}) {
  const t = useT();
  return (
    <div className="page desk-task">
      <p>
        <Link to={DESK_PATH} data-testid="desk-back">
          {t('desk.task.back')}
        </Link>
      </p>
      {id === undefined || (item.isError && isNotFound(item.error)) ? (
        <h1>{texts.notFound}</h1>
      ) : item.isPending ? (
        <p role="status">{texts.loading}</p>
      ) : item.isError ? (
        <ErrorState message={texts.error} onRetry={() => void item.refetch()} />
      ) : (
        children(item.data)
      )}
    </div>
  );
}

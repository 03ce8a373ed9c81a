import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { ErrorState } from './ErrorState';
import { isNotFound } from './is-not-found';
import { Skeleton } from './Skeleton';

/**
 * The loading, error and "nothing there" states of one read; the content once the reply is there.
 * A 404 (a fund asked for company data, a share for fund facts) is a fact, shown as `none`, not an
 * error; other failures offer a retry.
 */
export function QueryState<T>({
  query,
  testId,
  none,
  error,
  rows = 3,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  /** What a 404 means here, in words. */
  none: string;
  /** What failed, in words. */
  error: string;
  /** Skeleton lines while loading. */
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <div role="status" className="section-loading" data-testid={`${testId}-loading`}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height="2.2rem" />
        ))}
        <span className="visually-hidden">{t('app.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return isNotFound(query.error) ? (
      <p className="card section-empty muted" data-testid={`${testId}-none`}>
        {none}
      </p>
    ) : (
      <ErrorState message={error} onRetry={() => void query.refetch()} testId={`${testId}-error`} />
    );
  }
  return <>{children(query.data)}</>;
}

/** A figure that is not there: a dash to the eye, words to a screen reader. */
export function NoValue() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('instrumentData.noValue')}</span>
    </>
  );
}

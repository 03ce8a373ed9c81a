import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { ErrorState } from '../ui/ErrorState';
import { isNotFound } from '../ui/is-not-found';
import { Skeleton } from '../ui/Skeleton';

/** The loading, error and "no facts" states of one fund call; the content once the reply is there. */
export function FundDataState<T>({
  query,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <div role="status" className="section-loading" data-testid={`${testId}-loading`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="2.2rem" />
        ))}
        <span className="visually-hidden">{t('app.loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <p className="card section-empty muted" data-testid={`${testId}-none`}>
          {t('fundFacts.none')}
        </p>
      );
    }
    return (
      <ErrorState
        message={t('fundFacts.error')}
        onRetry={() => void query.refetch()}
        testId={`${testId}-error`}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** A figure that is not there: a dash to the eye, words to a screen reader. */
export function NoFigure() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('fundFacts.noValue')}</span>
    </>
  );
}

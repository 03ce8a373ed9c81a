import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { QueryState } from '../ui/QueryState';

export { NoValue as NoFigure } from '../ui/QueryState';

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
  return (
    <QueryState query={query} testId={testId} none={t('fundFacts.none')} error={t('fundFacts.error')}>
      {children}
    </QueryState>
  );
}

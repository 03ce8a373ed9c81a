import { useT } from '../i18n/use-t';

export function ErrorState({
  message,
  onRetry,
  testId,
}: {
  message: string;
  onRetry?: () => void;
  testId?: string;
}) {
  const t = useT();
  return (
    <div className="error-state" role="alert" data-testid={testId}>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      )}
    </div>
  );
}

import { useT } from '../i18n/use-t';

/** Spec 002 §8 "Graph error screen". */
export function ChartError({
  simpleMode,
  onRestore,
  onRetry,
}: {
  simpleMode: boolean;
  onRestore(): void;
  onRetry(): void;
}) {
  const t = useT();
  return (
    <div className="chart-message chart-error" role="alert" data-testid="chart-error">
      <p className="chart-message-title">{t('chart.error.title')}</p>
      {!simpleMode && <p className="muted">{t('chart.error.text')}</p>}
      <div className="chart-message-actions">
        <button type="button" className="button button-primary" onClick={onRestore}>
          {t('chart.error.restore')}
        </button>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('chart.error.retry')}
        </button>
      </div>
    </div>
  );
}

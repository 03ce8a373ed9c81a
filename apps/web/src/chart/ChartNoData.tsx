import type { Period } from '@broker/domain';
import { useT } from '../i18n/use-t';

/** Spec 002 §2 "No-data state": says so, and offers the periods that do have data. */
export function ChartNoData({
  periods,
  onSelect,
}: {
  periods: readonly Period[];
  onSelect(period: Period): void;
}) {
  const t = useT();
  return (
    <div className="chart-message" role="status" data-testid="chart-no-data">
      <p className="chart-message-title">
        {periods.length > 1 ? t('chart.noDataChoosePeriod') : t('chart.noData')}
      </p>
      {periods.length > 0 && (
        <ul className="chart-no-data-periods">
          {periods.map((period) => (
            <li key={period}>
              <button
                type="button"
                className="chart-chip"
                aria-label={t(`chart.period.${period}`)}
                onClick={() => onSelect(period)}
              >
                {t(`chart.period.short.${period}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import type { FixedPeriod, Period } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { customRangeProblem } from './custom-range';

/**
 * Spec 002 §2 "Period selector": the periods the instrument has data for, each with a spoken label,
 * and a custom date range (for funds a range request whose end adds the time-zone offset plus 2 hours,
 * spec 000 §9).
 */
export function PeriodSelector({
  periods,
  selected,
  customRange,
  today,
  onSelect,
  onCustom,
}: {
  periods: readonly FixedPeriod[];
  selected: Period;
  customRange: { from: string; to: string } | undefined;
  /** yyyy-MM-dd in the chart's time zone: the latest date the picker accepts. */
  today: string;
  onSelect(period: FixedPeriod): void;
  onCustom(range: { from: string; to: string }): void;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <div className="chart-periods-wrap">
      <div className="chart-periods" role="group" aria-label={t('chart.periods')} data-testid="chart-periods">
        {periods.map((period) => (
          <button
            key={period}
            type="button"
            className="chart-period"
            aria-label={t(`chart.period.${period}`)}
            aria-pressed={selected === period}
            onClick={() => {
              setPicking(false);
              onSelect(period);
            }}
          >
            {t(`chart.period.short.${period}`)}
          </button>
        ))}
        <button
          type="button"
          className="chart-period"
          aria-label={t('chart.period.CUSTOM')}
          aria-pressed={selected === 'CUSTOM'}
          aria-expanded={picking}
          onClick={() => setPicking((open) => !open)}
        >
          {t('chart.period.short.CUSTOM')}
        </button>
      </div>
      {picking && (
        <CustomRangePicker
          initial={customRange}
          today={today}
          onCancel={() => setPicking(false)}
          onApply={(range) => {
            setPicking(false);
            onCustom(range);
          }}
        />
      )}
    </div>
  );
}

function CustomRangePicker({
  initial,
  today,
  onApply,
  onCancel,
}: {
  initial: { from: string; to: string } | undefined;
  today: string;
  onApply(range: { from: string; to: string }): void;
  onCancel(): void;
}) {
  const t = useT();
  const id = useId();
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? today);
  const [problem, setProblem] = useState<ReturnType<typeof customRangeProblem>>();
  return (
    <form
      className="chart-custom-range"
      aria-label={t('chart.period.CUSTOM')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = customRangeProblem(from, to, today);
        setProblem(found);
        if (!found) onApply({ from, to });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-from`}>{t('chart.custom.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={to && to < today ? to : today}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{t('chart.custom.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          max={today}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="chart-custom-actions">
        <button type="submit" className="button button-primary">
          {t('chart.custom.apply')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('chart.custom.cancel')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {t(`chart.custom.${problem}`)}
        </p>
      )}
    </form>
  );
}

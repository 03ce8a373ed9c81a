import { INDICATOR_NAMES, LINE_PALETTE, indicatorLabel, type ChartSettings } from '@broker/domain';
import { useT } from '../i18n/use-t';

export type PillTarget =
  { kind: 'comparator'; instrumentId: number } | { kind: 'indicator'; id: string } | { kind: 'owners' };

interface Pill {
  key: string;
  label: string;
  color?: string;
  target: PillTarget;
}

/** Spec 002 §2: one pill per comparator, per indicator and for the owners; closing one removes it. */
export function PillBar({
  settings,
  onRemove,
}: {
  settings: ChartSettings;
  onRemove(target: PillTarget): void;
}) {
  const t = useT();
  const pills: Pill[] = [
    ...settings.comparators.map((c) => ({
      key: `c-${c.instrumentId}`,
      label: c.symbol,
      color: LINE_PALETTE[c.colorIndex],
      target: { kind: 'comparator', instrumentId: c.instrumentId } as const,
    })),
    ...settings.technicalAnalyses.map((entry) => ({
      key: `t-${entry.id}`,
      label: indicatorLabel(entry, INDICATOR_NAMES[entry.kind]),
      color: LINE_PALETTE[entry.colorIndex],
      target: { kind: 'indicator', id: entry.id } as const,
    })),
    ...(settings.nordbrokerOwners
      ? [
          {
            key: 'owners',
            label: t('chart.pill.owners', { product: t('app.brand') }),
            target: { kind: 'owners' } as const,
          },
        ]
      : []),
  ];
  // The bar keeps its height when empty, so the chart below does not jump as pills come and go.
  return (
    <ul className="chart-pills" aria-label={t('chart.pills')} data-testid="chart-pills">
      {pills.map((pill) => (
        <li key={pill.key} className="chart-pill">
          {pill.color && (
            <span className="chart-pill-dot" style={{ background: pill.color }} aria-hidden="true" />
          )}
          <span className="chart-pill-label">{pill.label}</span>
          <button
            type="button"
            className="chart-pill-remove"
            aria-label={t('chart.pill.remove', { name: pill.label })}
            onClick={() => onRemove(pill.target)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

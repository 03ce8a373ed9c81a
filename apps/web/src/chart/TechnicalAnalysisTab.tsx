import { useId, useState } from 'react';
import {
  INDICATOR_KINDS,
  INDICATOR_NAMES,
  INDICATOR_PARAM_ORDER,
  MAX_INDICATORS,
  addIndicator,
  hasDuplicateWarning,
  indicatorLabel,
  paramBounds,
  replacesExisting,
  sameIndicator,
  validateIndicatorParams,
  type ChartIndicator,
  type ChartSettings,
  type IndicatorEntry,
  type IndicatorKind,
  type ValidationMessage,
} from '@broker/domain';
import { useT } from '../i18n/use-t';
import { newChartIndicator } from './chart-overlays';
import type { SettingsUpdate } from './use-chart-settings';

type Notice = { kind: 'duplicate' } | { kind: 'limit' } | { kind: 'replace'; indicator: IndicatorKind };

/** The Technical Analysis tab (index 2): add indicators, edit their parameters, remove them. */
export function TechnicalAnalysisTab({
  settings,
  update,
}: {
  settings: ChartSettings;
  update(change: SettingsUpdate): void;
}) {
  const t = useT();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const entries = settings.technicalAnalyses;

  const add = (kind: IndicatorKind) => {
    const result = addIndicator(entries, newChartIndicator(kind, entries));
    switch (result.outcome) {
      case 'added':
      case 'replaced':
        setNotice(null);
        update({ technicalAnalyses: result.entries });
        setExpanded(result.entries.find((e) => !entries.includes(e))?.id ?? null);
        return;
      case 'refused':
        setNotice(result.reason === 'limit' ? { kind: 'limit' } : { kind: 'duplicate' });
    }
  };

  const onAdd = (kind: IndicatorKind) => {
    // Spec 002 §8: the customer hears that a MACD, RSI or stochastic replaces the one there before it does.
    if (replacesExisting(entries, kind) && !(notice?.kind === 'replace' && notice.indicator === kind)) {
      setNotice({ kind: 'replace', indicator: kind });
      return;
    }
    add(kind);
  };

  return (
    <div className="chart-ta">
      <h4 className="chart-drawer-subtitle">{t('chart.ta.add')}</h4>
      <div className="chart-ta-kinds">
        {INDICATOR_KINDS.map((kind) => (
          <button key={kind} type="button" className="chart-chip" onClick={() => onAdd(kind)}>
            {t('chart.ta.addKind', { name: INDICATOR_NAMES[kind] })}
          </button>
        ))}
      </div>
      {notice && <NoticeText notice={notice} onConfirm={add} onCancel={() => setNotice(null)} />}

      <h4 className="chart-drawer-subtitle">{t('chart.ta.active')}</h4>
      {entries.length === 0 ? (
        <p className="muted">{t('chart.ta.none')}</p>
      ) : (
        <ul className="chart-ta-list">
          {entries.map((entry) => (
            <IndicatorItem
              key={entry.id}
              entry={entry}
              others={entries.filter((e) => e.id !== entry.id)}
              expanded={expanded === entry.id}
              onToggle={() => setExpanded((open) => (open === entry.id ? null : entry.id))}
              onApply={(params) =>
                update((s) => ({
                  technicalAnalyses: s.technicalAnalyses.map((e) =>
                    e.id === entry.id ? ({ ...e, params } as ChartIndicator) : e,
                  ),
                }))
              }
              onRemove={() =>
                update((s) => ({ technicalAnalyses: s.technicalAnalyses.filter((e) => e.id !== entry.id) }))
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function NoticeText({
  notice,
  onConfirm,
  onCancel,
}: {
  notice: Notice;
  onConfirm(kind: IndicatorKind): void;
  onCancel(): void;
}) {
  const t = useT();
  if (notice.kind === 'limit') {
    return (
      <p className="alert alert-info" role="alert">
        {t('chart.ta.limit', { max: MAX_INDICATORS })}
      </p>
    );
  }
  if (notice.kind === 'duplicate') {
    return (
      <div className="alert alert-info" role="alert">
        <strong>{t('chart.ta.duplicateTitle')}</strong>
        <p>{t('chart.ta.duplicateText')}</p>
      </div>
    );
  }
  const name = INDICATOR_NAMES[notice.indicator];
  return (
    <div className="alert alert-info chart-ta-replace" role="alert">
      <p>{t('chart.ta.replacement', { type: name })}</p>
      <div className="chart-message-actions">
        <button type="button" className="button button-primary" onClick={() => onConfirm(notice.indicator)}>
          {t('chart.ta.addKind', { name })}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('chart.custom.cancel')}
        </button>
      </div>
    </div>
  );
}

/** One accordion item: the indicator's parameters, checked as they are typed, applied when valid. */
function IndicatorItem({
  entry,
  others,
  expanded,
  onToggle,
  onApply,
  onRemove,
}: {
  entry: ChartIndicator;
  others: readonly ChartIndicator[];
  expanded: boolean;
  onToggle(): void;
  onApply(params: IndicatorEntry['params']): void;
  onRemove(): void;
}) {
  const t = useT();
  const id = useId();
  const names = INDICATOR_PARAM_ORDER[entry.kind] as readonly string[];
  const current = entry.params as unknown as Readonly<Record<string, number>>;
  const [draft, setDraft] = useState<Record<string, string>>(() =>
    Object.fromEntries(names.map((name) => [name, String(current[name])])),
  );
  const numbers = Object.fromEntries(
    names.map((name) => [name, draft[name]?.trim() === '' ? Number.NaN : Number(draft[name])]),
  );
  const candidate = { kind: entry.kind, params: numbers } as unknown as IndicatorEntry;
  const errors = validateIndicatorParams(candidate.kind, candidate.params) as Record<
    string,
    ValidationMessage
  >;
  const valid = Object.keys(errors).length === 0;
  const duplicate = valid && hasDuplicateWarning(others, candidate);
  const label = indicatorLabel(entry, INDICATOR_NAMES[entry.kind]);

  const change = (name: string, text: string) => {
    const next = { ...draft, [name]: text };
    setDraft(next);
    const params = Object.fromEntries(
      names.map((n) => [n, next[n]?.trim() === '' ? Number.NaN : Number(next[n])]),
    );
    const nextEntry = { kind: entry.kind, params } as unknown as IndicatorEntry;
    const nextValid = Object.keys(validateIndicatorParams(nextEntry.kind, nextEntry.params)).length === 0;
    // Only values that pass every rule, and that do not copy another indicator, reach the chart.
    if (nextValid && !others.some((o) => sameIndicator(o, nextEntry))) onApply(nextEntry.params);
  };

  return (
    <li className="chart-ta-item">
      <div className="chart-ta-item-head">
        <button
          type="button"
          className="chart-ta-toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          {label}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('chart.ta.remove', { name: label })}
          onClick={onRemove}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div id={`${id}-panel`} className="chart-ta-panel" hidden={!expanded}>
        {names.map((name) => {
          const error = errors[name];
          const bounds = paramBounds(candidate.kind, candidate.params, name as never);
          return (
            <div key={name} className="field">
              <label htmlFor={`${id}-${name}`}>{t(`chart.ta.param.${name as ParamKey}`)}</label>
              <input
                id={`${id}-${name}`}
                type="number"
                inputMode="decimal"
                value={draft[name] ?? ''}
                min={bounds.min}
                max={bounds.max}
                step={bounds.step}
                aria-invalid={error !== undefined}
                aria-describedby={error ? `${id}-${name}-error` : undefined}
                onChange={(event) => change(name, event.target.value)}
              />
              {error && (
                <p id={`${id}-${name}-error`} className="field-error">
                  {t(
                    `chart.validation.${error.key}`,
                    error.value === undefined ? {} : { value: error.value },
                  )}
                </p>
              )}
            </div>
          );
        })}
        {duplicate && (
          <div className="alert alert-info" role="alert">
            <strong>{t('chart.ta.duplicateTitle')}</strong>
            <p>{t('chart.ta.duplicateText')}</p>
          </div>
        )}
      </div>
    </li>
  );
}

type ParamKey = 'period' | 'stdDev' | 'high' | 'low' | 'short' | 'long' | 'signal';

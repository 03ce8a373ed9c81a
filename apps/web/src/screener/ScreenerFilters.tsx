import { useState } from 'react';
import { COUNTRIES, FUND_REGIONS, type FundRegion } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { parseLocaleNumber } from '../market/key-figure-format';
import { FIELDS, fieldDef, type ScreenType } from './screener-fields';
import type { ScreenBody } from './screener-queries';

export interface RangeState {
  field: string;
  /** As typed, so "4," stays on screen while the customer writes "4,5". */
  min: string;
  max: string;
}

export interface FilterState {
  ranges: RangeState[];
  countries: string[];
  /** A sector (shares) or category (funds); empty for all. */
  group: string;
  risks: ('LOW' | 'MEDIUM' | 'HIGH')[];
  sfdr: (6 | 8 | 9)[];
  /** Funds: where they invest; empty for all. */
  regions: FundRegion[];
}

export type Criteria = Omit<ScreenBody, 'offset' | 'limit' | 'sort'>;
export type RangeErrors = Record<string, 'invalid' | 'order'>;

export function emptyFilters(fields: readonly string[]): FilterState {
  return {
    ranges: fields.map((field) => ({ field, min: '', max: '' })),
    countries: [],
    group: '',
    risks: [],
    sfdr: [],
    regions: [],
  };
}

/** The criteria the server takes, or the fields whose text is no number (or whose range is upside down). */
export function criteriaOf(
  type: ScreenType,
  state: FilterState,
): { valid: true; criteria: Criteria; errors: RangeErrors } | { valid: false; errors: RangeErrors } {
  const errors: RangeErrors = {};
  const filters: { field: string; min?: number; max?: number }[] = [];
  for (const r of state.ranges) {
    const min = r.min.trim() === '' ? undefined : parseLocaleNumber(r.min);
    const max = r.max.trim() === '' ? undefined : parseLocaleNumber(r.max);
    if (r.min.trim() !== '' && min === undefined) errors[`${r.field}.min`] = 'invalid';
    if (r.max.trim() !== '' && max === undefined) errors[`${r.field}.max`] = 'invalid';
    if (min !== undefined && max !== undefined && min > max) errors[`${r.field}.min`] = 'order';
    if (min !== undefined || max !== undefined) {
      filters.push({
        field: r.field,
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      });
    }
  }
  if (Object.keys(errors).length > 0) return { valid: false, errors };
  const criteria: Criteria = { filters };
  if (state.countries.length > 0) criteria.countries = state.countries as Criteria['countries'];
  if (state.group) {
    if (type === 'SHARES') criteria.sectors = [state.group];
    else criteria.categories = [state.group];
  }
  if (type === 'FUNDS' && state.risks.length > 0) criteria.risks = state.risks;
  if (type === 'FUNDS' && state.sfdr.length > 0) criteria.sfdr = state.sfdr;
  if (type === 'FUNDS' && state.regions.length > 0) criteria.regions = state.regions;
  return { valid: true, criteria, errors };
}

/** The filter state a saved screen's criteria stand for. */
export function filtersOf(criteria: Criteria): FilterState {
  const text = (v: number | undefined) => (v === undefined ? '' : String(v));
  return {
    ranges: (criteria.filters ?? []).map((f) => ({ field: f.field, min: text(f.min), max: text(f.max) })),
    countries: criteria.countries ?? [],
    group: criteria.sectors?.[0] ?? criteria.categories?.[0] ?? '',
    risks: criteria.risks ?? [],
    sfdr: criteria.sfdr ?? [],
    regions: criteria.regions ?? [],
  };
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function ScreenerFilters({
  type,
  state,
  errors,
  groups,
  onChange,
}: {
  type: ScreenType;
  state: FilterState;
  errors: RangeErrors;
  groups: readonly { name: string; count: number }[];
  onChange(next: FilterState): void;
}) {
  const t = useT();
  const unused = FIELDS[type].filter((f) => !state.ranges.some((r) => r.field === f.id));
  const [adding, setAdding] = useState('');
  const figureName = (id: string) => t(`keyFigure.${id}` as MessageKey);
  const groupName = (name: string) =>
    t(`${type === 'SHARES' ? 'sector' : 'fundCategory'}.${name}` as MessageKey);
  const setRange = (index: number, bound: 'min' | 'max', value: string) =>
    onChange({ ...state, ranges: state.ranges.map((r, i) => (i === index ? { ...r, [bound]: value } : r)) });

  return (
    <div className="screener-filter-groups">
      {state.ranges.map((r, index) => {
        const def = fieldDef(type, r.field);
        const unit = def?.unit === 'PERCENT' ? ' (%)' : '';
        return (
          <fieldset key={r.field} className="screener-range" data-testid={`filter-${r.field}`}>
            <legend>
              {figureName(r.field)}
              {unit}
            </legend>
            {(['min', 'max'] as const).map((bound) => {
              const id = `screener-${r.field}-${bound}`;
              const error = errors[`${r.field}.${bound}`];
              return (
                <div className="field screener-bound" key={bound}>
                  <label htmlFor={id}>{t(`screener.${bound}`)}</label>
                  <input
                    id={id}
                    inputMode="decimal"
                    autoComplete="off"
                    value={r[bound]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(e) => setRange(index, bound, e.target.value)}
                    data-testid={`filter-${r.field}-${bound}`}
                  />
                  {error && (
                    <p
                      className="field-error"
                      id={`${id}-error`}
                      data-testid={`filter-${r.field}-${bound}-error`}
                    >
                      {t(error === 'order' ? 'screener.minAboveMax' : 'screener.invalidNumber')}
                    </p>
                  )}
                </div>
              );
            })}
            <button
              type="button"
              className="button button-link screener-remove"
              onClick={() => onChange({ ...state, ranges: state.ranges.filter((_, i) => i !== index) })}
              data-testid={`filter-${r.field}-remove`}
            >
              {t('screener.removeFilter', { figure: figureName(r.field) })}
            </button>
          </fieldset>
        );
      })}

      {unused.length > 0 && (
        <div className="screener-add">
          <div className="field">
            <label htmlFor="screener-add-field">{t('screener.addFilter')}</label>
            <select
              id="screener-add-field"
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              data-testid="filter-add-select"
            >
              <option value="">{t('screener.addFilter.choose')}</option>
              {unused.map((f) => (
                <option key={f.id} value={f.id}>
                  {figureName(f.id)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={adding === ''}
            onClick={() => {
              if (!adding) return;
              onChange({ ...state, ranges: [...state.ranges, { field: adding, min: '', max: '' }] });
              setAdding('');
            }}
            data-testid="filter-add"
          >
            {t('screener.addFilter.button')}
          </button>
        </div>
      )}

      <fieldset className="screener-checks">
        <legend>{t('screener.markets')}</legend>
        {COUNTRIES.map((c) => (
          <label key={c} className="checkbox-option">
            <input
              type="checkbox"
              checked={state.countries.includes(c)}
              onChange={() => onChange({ ...state, countries: toggle(state.countries, c) })}
              data-testid={`filter-country-${c}`}
            />
            {t(`screener.market.${c}`)}
          </label>
        ))}
      </fieldset>

      <div className="field">
        <label htmlFor="screener-group">
          {t(type === 'SHARES' ? 'screener.sector' : 'screener.category')}
        </label>
        <select
          id="screener-group"
          value={state.group}
          onChange={(e) => onChange({ ...state, group: e.target.value })}
          data-testid="filter-group"
        >
          <option value="">{t('screener.allGroups')}</option>
          {groups.map((g) => (
            <option key={g.name} value={g.name}>
              {groupName(g.name)} ({g.count})
            </option>
          ))}
        </select>
      </div>

      {type === 'FUNDS' && (
        <>
          <fieldset className="screener-checks">
            <legend>{t('screener.risk')}</legend>
            {(['LOW', 'MEDIUM', 'HIGH'] as const).map((risk) => (
              <label key={risk} className="checkbox-option">
                <input
                  type="checkbox"
                  checked={state.risks.includes(risk)}
                  onChange={() => onChange({ ...state, risks: toggle(state.risks, risk) })}
                  data-testid={`filter-risk-${risk}`}
                />
                {t(`screener.risk.${risk}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="screener-checks">
            <legend>{t('screener.sfdr')}</legend>
            {([6, 8, 9] as const).map((article) => (
              <label key={article} className="checkbox-option">
                <input
                  type="checkbox"
                  checked={state.sfdr.includes(article)}
                  onChange={() => onChange({ ...state, sfdr: toggle(state.sfdr, article) })}
                  data-testid={`filter-sfdr-${article}`}
                />
                {t(`screener.sfdr.${article}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="screener-checks">
            <legend>{t('screener.region')}</legend>
            {FUND_REGIONS.map((region) => (
              <label key={region} className="checkbox-option">
                <input
                  type="checkbox"
                  checked={state.regions.includes(region)}
                  onChange={() => onChange({ ...state, regions: toggle(state.regions, region) })}
                  data-testid={`filter-region-${region}`}
                />
                {t(`fundRegion.${region}`)}
              </label>
            ))}
          </fieldset>
        </>
      )}

      <button
        type="button"
        className="button button-secondary"
        onClick={() => onChange(emptyFilters([]))}
        data-testid="filter-reset"
      >
        {t('screener.reset')}
      </button>
    </div>
  );
}

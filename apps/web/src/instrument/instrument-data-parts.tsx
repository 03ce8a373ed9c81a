import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { QueryState } from '../ui/QueryState';

export { NoValue } from '../ui/QueryState';

/**
 * The loading, error and "no company data" states of one company-data call; the content once the
 * reply is there. A 404 (a fund, an index, or a share without reports) is a fact, not an error.
 */
export function CompanyDataState<T>({
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
    <QueryState
      query={query}
      testId={testId}
      none={t('instrumentData.noCompanyData')}
      error={t('instrumentData.error')}
      rows={4}
    >
      {children}
    </QueryState>
  );
}

export interface BarSeries {
  name: string;
  /** A class of instrument-data.css that colours the series' bars. */
  className: string;
}

/**
 * A small bar chart (SVG) of one or more series per period, for the shape of a development at a
 * glance. The numbers themselves are in the table beside it; the chart is one image to assistive
 * technology, named by `label`, which says so. Negative values hang below the zero line.
 */
export function BarChart({
  label,
  series,
  groups,
  testId,
}: {
  label: string;
  series: readonly BarSeries[];
  groups: readonly { label: string; values: readonly number[]; titles?: readonly string[] }[];
  testId?: string;
}) {
  // Narrow for few periods, so its text is not blown up on a wide screen nor shrunk on a phone.
  const width = Math.max(320, groups.length * 64);
  const height = 180;
  const axis = 22;
  const values = groups.flatMap((g) => g.values);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plot = height - axis - 8;
  const y = (v: number) => 4 + ((max - v) / span) * plot;
  const zero = y(0);
  const slot = width / Math.max(1, groups.length);
  const gap = Math.min(10, slot * 0.2);
  const bar = Math.max(2, (slot - gap * 2) / Math.max(1, series.length));
  // Few labels fit under many quarters on a phone: every other one then.
  const step = groups.length > 10 ? 2 : 1;
  return (
    <figure className="bar-chart" data-testid={testId}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        style={{ maxWidth: `${Math.round(width * 1.25)}px` }}
      >
        <line x1={0} x2={width} y1={zero} y2={zero} className="bar-chart-zero" />
        {groups.map((group, gi) => (
          <g key={group.label} transform={`translate(${gi * slot + gap},0)`}>
            {group.values.map((value, si) => (
              <rect
                key={series[si]?.name ?? si}
                className={series[si]?.className}
                x={si * bar}
                width={bar - 1}
                y={Math.min(y(value), zero)}
                height={Math.max(1, Math.abs(y(value) - zero))}
              >
                <title>{`${group.label} · ${series[si]?.name ?? ''}: ${group.titles?.[si] ?? value}`}</title>
              </rect>
            ))}
          </g>
        ))}
        {groups.map((group, gi) =>
          gi % step === (groups.length - 1) % step ? (
            <text
              key={group.label}
              x={gi * slot + slot / 2}
              y={height - 6}
              textAnchor="middle"
              className="bar-chart-label"
            >
              {group.label}
            </text>
          ) : null,
        )}
      </svg>
      {series.length > 1 && (
        <figcaption className="bar-chart-legend" aria-hidden="true">
          {series.map((s) => (
            <span key={s.name}>
              <span className={`bar-chart-swatch ${s.className}`} />
              {s.name}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

/**
 * A table's box that scrolls sideways when the table is wider than the screen, instead of widening
 * the page. Focusable and named, so a keyboard can scroll it too. `toEnd` starts it at its right
 * end, where the newest period of a time table is.
 */
export function ScrollBox({
  label,
  toEnd,
  children,
}: {
  label: string;
  toEnd?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && toEnd) el.scrollLeft = el.scrollWidth;
  });
  return (
    <div className="table-scroll" ref={ref} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/** One figure of a report's totals: its label, value and the test id's suffix. */
export interface ReportTotal {
  label: string;
  value: number;
  id: string;
}

/** A report's totals as one description list, each value with the test id `{prefix}-{id}`. */
export function ReportTotals({
  items,
  testIdPrefix,
  money,
}: {
  items: ReportTotal[];
  testIdPrefix: string;
  money: (value: number) => string;
}) {
  return (
    <dl className="tax-total-group">
      {items.map(({ label, value, id }) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd data-testid={`${testIdPrefix}-${id}`}>{money(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A column's heading; numeric columns are right-aligned. */
export interface ReportColumn {
  label: string;
  numeric?: boolean;
}

/**
 * One of a report's tables in its own focusable box that scrolls sideways on a narrow screen.
 * Named by its caption, or by `labelledBy` (the section's title) where it has none.
 */
export function ReportTable({
  testId,
  columns,
  caption,
  labelledBy,
  footer,
  children,
}: {
  testId: string;
  columns: ReportColumn[];
  caption?: { id: string; text: string };
  labelledBy?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="tax-scroll" tabIndex={0} aria-labelledby={caption?.id ?? labelledBy}>
      <table className="tax-table" data-testid={testId}>
        {caption && <caption id={caption.id}>{caption.text}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}

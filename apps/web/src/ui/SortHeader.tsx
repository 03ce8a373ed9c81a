import { Fragment } from 'react';
import { useT } from '../i18n/use-t';

export type SortOrder = 'ASC' | 'DESC';

/**
 * A sortable column's header: a button that sorts by the column (names A–Z first, figures highest
 * first unless `lowFirst` says the lowest is what one looks for, a price multiple or a fee; again
 * reverses), with `aria-sort` on the header and the state in words for a screen reader.
 */
export function SortHeader<F extends string>({
  field,
  label,
  sort,
  onSort,
  testId,
  lowFirst = field === 'NAME',
}: {
  field: F;
  label: string;
  sort: { field: string; order: SortOrder };
  onSort: (sort: { field: F; order: SortOrder }) => void;
  testId: string;
  lowFirst?: boolean;
}) {
  const t = useT();
  const active = sort.field === field;
  const next: SortOrder =
    active && sort.order === 'DESC' ? 'ASC' : active ? 'DESC' : lowFirst ? 'ASC' : 'DESC';
  return (
    <th
      scope="col"
      className={field === 'NAME' ? undefined : 'num'}
      aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort({ field, order: next })}
        data-testid={testId}
      >
        {/* Each word on one line (P/E-tal does not break at its hyphen); lines break between words. */}
        {label.split(' ').map((word, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <span className="sort-word">{word}</span>
          </Fragment>
        ))}
        <span aria-hidden="true" className="sort-mark">
          {active ? (sort.order === 'ASC' ? ' ▲' : ' ▼') : ''}
        </span>
        <span className="visually-hidden">
          {active
            ? `, ${t(sort.order === 'ASC' ? 'screener.sortedAscending' : 'screener.sortedDescending')}`
            : `, ${t('screener.sortBy', { column: label })}`}
        </span>
      </button>
    </th>
  );
}

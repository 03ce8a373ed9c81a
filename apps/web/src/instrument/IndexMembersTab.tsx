import { SortHeader } from '../ui/SortHeader';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contributionPoints } from '@broker/domain';
import type { CallReply, getIndicatorByInstrument } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useLivePrice } from '../live/use-live-state';
import { ChangeFigure } from '../market/ChangeFigure';
import { dayChange, type DayChange } from '../market/day-change';
import { indexMembersQuery } from '../market/index-queries';
import { InstrumentIcon } from '../market/InstrumentIcon';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatPercent, formatPrice, formatSignedPrice } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import '../market/indices.css';

type IndexQuote = CallReply<typeof getIndicatorByInstrument>;
type Member = IndexQuote['members'][number];

export type MemberSortField = 'NAME' | 'WEIGHT' | 'CHANGE' | 'CONTRIBUTION';
export interface MemberSort {
  field: MemberSortField;
  order: 'ASC' | 'DESC';
}

const DEFAULT_SORT: MemberSort = { field: 'WEIGHT', order: 'DESC' };

/** What a row shows now (live where the feed has spoken), for sorting by what is on the screen. */
export interface ShownValues {
  changePercent: number | null;
  contribution: number | null;
}

/**
 * Orders the members by the values shown. Members without a value go last either way, and equal
 * values by name. The order is made when a sort is chosen and then kept while prices move: rows
 * that jumped on every tick would move under the keyboard focus and a screen reader's place.
 */
export function sortMembers(
  members: readonly Member[],
  sort: MemberSort,
  locale: string,
  shown: (m: Member) => ShownValues = (m) => ({
    changePercent: m.change_percent,
    contribution: m.contribution,
  }),
): Member[] {
  const value = (m: Member): number | null =>
    sort.field === 'WEIGHT'
      ? Number(m.weight)
      : sort.field === 'CHANGE'
        ? shown(m).changePercent
        : sort.field === 'CONTRIBUTION'
          ? shown(m).contribution
          : null;
  const collator = new Intl.Collator(locale);
  const sign = sort.order === 'ASC' ? 1 : -1;
  return [...members].sort((a, b) => {
    if (sort.field === 'NAME') return sign * collator.compare(a.name, b.name);
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return sign * (x - y) || collator.compare(a.name, b.name);
  });
}

/** The members in a kept order of ids; members the order does not know yet come last. */
function inOrder(members: readonly Member[], order: readonly number[]): Member[] {
  const rank = new Map(order.map((id, k) => [id, k]));
  return [...members].sort(
    (a, b) => (rank.get(a.instrument_id) ?? Infinity) - (rank.get(b.instrument_id) ?? Infinity),
  );
}

/** An index's Members tab: its constituents with weight, live price, change and contribution. */
export function IndexMembersTab({ instrumentId }: { instrumentId: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const locale = meta.locale;
  const index = useQuery(indexMembersQuery(client, instrumentId));
  const [sort, setSort] = useState<MemberSort>(DEFAULT_SORT);
  // The ids in the order of the last sort chosen (null: the reply's, largest weight first).
  const [order, setOrder] = useState<number[] | null>(null);
  // What each row shows now; read when a sort is chosen, so it never causes a render itself.
  const shown = useRef(new Map<number, ShownValues>());
  const report = useCallback((id: number, values: ShownValues) => {
    shown.current.set(id, values);
  }, []);

  if (index.isPending) {
    return (
      <div className="index-members" data-testid="index-members-loading">
        <Skeleton width="100%" height="12rem" />
      </div>
    );
  }
  if (index.isError) {
    return (
      <ErrorState
        message={t('indices.members.error')}
        onRetry={() => void index.refetch()}
        testId="index-members-error"
      />
    );
  }
  const quote = index.data;
  if (quote.members.length === 0) {
    return (
      <p className="card section-empty muted" data-testid="index-members-empty">
        {t('indices.members.empty')}
      </p>
    );
  }
  // The priced members' weights, as the server's contributions divide by (domain indexMove).
  const totalWeight = quote.members
    .filter((m) => m.last !== null && m.previous_close !== null)
    .reduce((sum, m) => sum + Number(m.weight), 0);
  const rows = order ? inOrder(quote.members, order) : quote.members;
  const choose = (next: MemberSort) => {
    setSort(next);
    const sorted = sortMembers(quote.members, next, locale, (m) => ({
      changePercent: m.change_percent,
      contribution: m.contribution,
      ...shown.current.get(m.instrument_id),
    }));
    setOrder(sorted.map((m) => m.instrument_id));
  };

  const header = (field: MemberSortField, label: string) => (
    <SortHeader field={field} label={label} sort={sort} onSort={choose} testId={`index-sort-${field}`} />
  );

  return (
    <section className="card index-members" aria-labelledby="index-members-heading">
      <div className="index-members-head">
        <h2 id="index-members-heading">{t('indices.members.title')}</h2>
        <p className="muted" data-testid="index-members-summary">
          {t('indices.members.summary', { count: quote.members.length, name: quote.name })}
        </p>
      </div>
      <div className="table-scroll">
        <table
          className="positions-table sortable-table index-members-table"
          data-testid="index-members-table"
        >
          <caption className="visually-hidden">{t('indices.members.caption', { name: quote.name })}</caption>
          <thead>
            <tr>
              {header('NAME', t('indices.col.name'))}
              {header('WEIGHT', t('indices.col.weight'))}
              <th scope="col" className="num">
                {t('indices.col.last')}
              </th>
              {header('CHANGE', t('indices.col.change'))}
              {header('CONTRIBUTION', t('indices.col.contribution'))}
            </tr>
          </thead>
          <tbody>
            {rows.map((member) => (
              <MemberRow
                key={member.instrument_id}
                member={member}
                indexPreviousClose={quote.previous_close}
                totalWeight={totalWeight}
                locale={locale}
                report={report}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted index-members-note">{t('indices.members.note')}</p>
    </section>
  );
}

/** A member's contribution from its live price, by the same formula as the server's (domain). */
function liveContribution(
  indexPreviousClose: number | null,
  weight: string,
  totalWeight: number,
  last: number | undefined,
  close: number | undefined,
): number | null {
  if (indexPreviousClose === null || totalWeight <= 0) return null;
  if (typeof last !== 'number' || typeof close !== 'number' || close <= 0) return null;
  const share = Number(weight) / totalWeight;
  return contributionPoints(indexPreviousClose, share, last, close).toDecimalPlaces(2).toNumber();
}

function snapshotChange(member: Member): DayChange | undefined {
  if (member.last === null || member.previous_close === null) return undefined;
  const change = dayChange(member.last, member.previous_close);
  return change && { ...change, percent: member.change_percent };
}

function MemberRow({
  member,
  indexPreviousClose,
  totalWeight,
  locale,
  report,
}: {
  member: Member;
  indexPreviousClose: number | null;
  totalWeight: number;
  locale: string;
  report: (id: number, values: ShownValues) => void;
}) {
  const t = useT();
  const price = useLivePrice(member.tradable ?? undefined);
  const liveLast = typeof price?.last === 'number' ? price.last : undefined;
  const liveClose = typeof price?.close === 'number' ? price.close : undefined;
  const last = liveLast ?? member.last;
  const change = dayChange(liveLast, liveClose) ?? snapshotChange(member);
  const contribution =
    liveContribution(indexPreviousClose, member.weight, totalWeight, liveLast, liveClose) ??
    member.contribution;
  const changePercent = change?.percent ?? null;
  useEffect(
    () => report(member.instrument_id, { changePercent, contribution }),
    [report, member.instrument_id, changePercent, contribution],
  );
  const testId = `index-member-${member.instrument_id}`;
  const dash = <span aria-label={t('price.unavailable')}>–</span>;
  return (
    <tr data-testid={testId}>
      <th scope="row" className="instrument-cell">
        <span className="index-member-name">
          <InstrumentIcon instrumentId={member.instrument_id} size={20} />
          <Link className="instrument-name" to={`/instrument/${member.instrument_id}`}>
            {member.name}
          </Link>
        </span>
        <span className="muted index-member-symbol">{member.symbol}</span>
      </th>
      <td className="num" data-testid={`${testId}-weight`}>
        {formatPercent(Number(member.weight) * 100, locale)}
      </td>
      <td className="num" data-testid={`${testId}-last`} data-live={price ? 'true' : 'false'}>
        {last !== null ? formatPrice(last, locale, member.currency) : dash}
      </td>
      <td className="num" data-testid={`${testId}-change`}>
        {change ? <ChangeFigure change={change} locale={locale} label={t('indices.col.change')} /> : dash}
      </td>
      <td className="num" data-testid={`${testId}-contribution`}>
        {contribution !== null ? (
          <span className={`change change-${contribution > 0 ? 'gain' : contribution < 0 ? 'loss' : 'flat'}`}>
            {t('indices.points', { points: formatSignedPrice(contribution, locale) })}
          </span>
        ) : (
          dash
        )}
      </td>
    </tr>
  );
}

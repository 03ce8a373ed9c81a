import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CallReply, getShortPositions } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDay, formatPercent } from '../ui/format';
import { CompanyDataState, ScrollBox } from './instrument-data-parts';
import { shortPositionsQuery } from './instrument-data-queries';

type Shorts = CallReply<typeof getShortPositions>;
type Disclosure = Shorts['current'][number];

/**
 * Public net short positions: the total, each holder's current position and the disclosures, with
 * why smaller positions are not in the list (only those of 0.5 % or more are made public).
 */
export function ShortPositions({ instrumentId }: { instrumentId: number }) {
  const client = useApiClient();
  const query = useQuery(shortPositionsQuery(client, instrumentId));
  return (
    <CompanyDataState query={query} testId="short-positions">
      {(data) => <ShortPositionsView data={data} />}
    </CompanyDataState>
  );
}

function ShortPositionsView({ data }: { data: Shorts }) {
  const t = useT();
  const { meta } = useSession();
  const titleId = useId();
  const historyId = useId();
  const threshold = formatPercent(data.threshold, meta.locale);
  return (
    <section className="card instrument-section" aria-labelledby={titleId} data-testid="short-positions">
      <h2 id={titleId} className="section-title">
        {t('instrumentData.shorts.title')}
      </h2>
      <p className="short-total">
        <span className="muted">{t('instrumentData.shorts.total')}</span>{' '}
        <strong data-testid="short-total">{formatPercent(data.total_percent, meta.locale)}</strong>
      </p>
      <p className="muted short-explained">{t('instrumentData.shorts.explained', { threshold })}</p>
      {data.current.length === 0 ? (
        <p className="muted">{t('instrumentData.shorts.none', { threshold })}</p>
      ) : (
        <ShortTable rows={data.current} labelledBy={titleId} />
      )}
      {data.history.length > 0 && (
        <details className="more-rows">
          <summary id={historyId}>
            {t('instrumentData.shorts.history', { count: data.history.length })}
          </summary>
          <ShortTable rows={data.history} labelledBy={historyId} />
        </details>
      )}
    </section>
  );
}

function ShortTable({ rows, labelledBy }: { rows: readonly Disclosure[]; labelledBy: string }) {
  const t = useT();
  const { meta } = useSession();
  return (
    <ScrollBox label={t('instrumentData.shorts.title')}>
      <table className="company-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('instrumentData.shorts.col.holder')}</th>
            <th scope="col" className="num">
              {t('instrumentData.shorts.col.percent')}
            </th>
            <th scope="col">{t('instrumentData.shorts.col.day')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={`${d.holder}-${d.day}`}>
              <th scope="row">{d.holder}</th>
              <td className="num">{formatPercent(d.percent, meta.locale)}</td>
              <td>{formatDay(d.day, meta.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

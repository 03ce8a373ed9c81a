import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { SparkGraph } from '../ui/SparkGraph';
import { ListInstrumentMeta, ListInstrumentPriceCells, type ListInstrument } from './ListInstrumentCells';
import { sparkLinesQuery } from './market-queries';

export type { ListInstrument };

/** The spark-lines call takes at most 50 instruments; a longer list shows graphs for its first 50. */
const SPARK_LIMIT = 50;

/**
 * The instruments of a curated list or a watchlist: name (a link to the instrument page), live
 * last price, today's change and a spark graph; `action` adds a last cell per row (e.g. Remove).
 */
export function InstrumentListTable({
  instruments,
  caption,
  locale,
  action,
  testId = 'list-instruments',
}: {
  instruments: readonly ListInstrument[];
  caption: string;
  locale: string;
  action?: (instrument: ListInstrument) => ReactNode;
  testId?: string;
}) {
  const t = useT();
  const client = useApiClient();
  const sparks = useQuery(
    sparkLinesQuery(
      client,
      instruments.slice(0, SPARK_LIMIT).map((i) => i.instrument_id),
    ),
  );
  return (
    <div className="table-scroll">
      <table className="positions-table list-instruments-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('watchlists.table.name')}</th>
            <th scope="col" className="num">
              {t('watchlists.table.lastPrice')}
            </th>
            <th scope="col" className="num">
              {t('watchlists.table.today')}
            </th>
            <th scope="col" className="col-trend">
              {t('watchlists.table.trend')}
            </th>
            {action && (
              <th scope="col">
                <span className="visually-hidden">{t('watchlists.table.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {instruments.map((instrument) => (
            <tr key={instrument.instrument_id} data-testid={`list-row-${instrument.instrument_id}`}>
              <th scope="row" className="instrument-cell">
                <span className="list-instrument-name">
                  <img
                    className="list-instrument-logo"
                    src={`${instrument.logoUrl.split('?')[0] ?? ''}?width=24`}
                    alt=""
                    width={24}
                    height={24}
                  />
                  <Link className="instrument-name" to={`/instrument/${instrument.instrument_id}`}>
                    {instrument.name}
                  </Link>
                </span>
                <ListInstrumentMeta instrument={instrument} />
              </th>
              <ListInstrumentPriceCells
                instrument={instrument}
                locale={locale}
                testId={`list-price-${instrument.instrument_id}`}
              />
              <td className="col-trend">
                <SparkGraph values={sparks.data?.get(instrument.instrument_id) ?? []} />
              </td>
              {action && <td className="list-row-action">{action(instrument)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

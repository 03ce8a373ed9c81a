import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  COMMUNITY_MIN_CUSTOMERS,
  COMMUNITY_TRADING_WINDOW_DAYS,
  type CallReply,
  type getCommunityPopular,
} from '@broker/contract';
import { communityBuyPath } from '../fund-order/links';
import { useT } from '../i18n/use-t';
import { ListInstrumentMeta, ListInstrumentPriceCells } from '../market/ListInstrumentCells';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatTime } from '../ui/format';
import { PageLoading } from '../ui/PageLoading';
import { useDocumentTitle } from '../ui/use-document-title';
import { communityPopularQuery } from './community-queries';
import './community.css';

type Popular = CallReply<typeof getCommunityPopular>;
type Entry = Popular['mostOwned'][number];

/**
 * `/community` (spec 000 §1 "community", §4: the order screen closes here when opened from
 * Shareville): what Nordbroker's customers hold and trade, as aggregates over all customers. Each
 * instrument links to its page; funds have a buy button that comes back here on close.
 */
export function CommunityPage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  useDocumentTitle(t('community.title'));
  const popular = useQuery(communityPopularQuery(client));
  const formatDay = useMemo(() => {
    const format = new Intl.DateTimeFormat(meta.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (day: string) => format.format(Date.parse(`${day}T00:00:00Z`));
  }, [meta.locale]);

  const body = () => {
    if (popular.isPending) return <PageLoading />;
    if (popular.isError) {
      return (
        <ErrorState
          message={t('community.error')}
          onRetry={() => void popular.refetch()}
          testId="community-error"
        />
      );
    }
    const { mostOwned, mostTraded, windowFrom, windowTo, asOf } = popular.data;
    return (
      <>
        <div className="community-lists">
          <CommunityList
            id="most-owned"
            title={t('community.mostOwned')}
            text={t('community.mostOwnedText')}
            entries={mostOwned}
            figure={(e) => t('community.owners', { count: e.owners })}
            locale={meta.locale}
          />
          <CommunityList
            id="most-traded"
            title={t('community.mostTraded')}
            text={t('community.mostTradedText', {
              days: COMMUNITY_TRADING_WINDOW_DAYS,
              from: formatDay(windowFrom),
              to: formatDay(windowTo),
            })}
            entries={mostTraded}
            figure={(e) => t('community.trades', { count: e.trades })}
            detail={(e) =>
              e.buyPercent === null ? undefined : t('community.buyPercent', { percent: e.buyPercent })
            }
            locale={meta.locale}
          />
        </div>
        <p className="muted community-updated">
          {t('community.updated', { time: formatTime(asOf, meta.locale, displayTimeZone(meta.countryCode)) })}
        </p>
      </>
    );
  };

  return (
    <div className="page community-page" data-testid="community-page">
      <header className="community-head">
        <h1>{t('community.title')}</h1>
        <p className="muted">{t('community.intro', { min: COMMUNITY_MIN_CUSTOMERS })}</p>
      </header>
      {body()}
    </div>
  );
}

function CommunityList({
  id,
  title,
  text,
  entries,
  figure,
  detail,
  locale,
}: {
  id: string;
  title: string;
  text: string;
  entries: readonly Entry[];
  figure: (entry: Entry) => string;
  detail?: (entry: Entry) => string | undefined;
  locale: string;
}) {
  const t = useT();
  const headingId = `community-${id}-title`;
  return (
    <section className="card community-card" aria-labelledby={headingId} data-testid={`community-${id}`}>
      <h2 id={headingId}>{title}</h2>
      <p className="muted community-card-text">{text}</p>
      {entries.length === 0 ? (
        <p className="section-empty muted">{t('community.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="community-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="community-rank">
                  <span className="visually-hidden">{t('community.rank')}</span>
                </th>
                <th scope="col">{t('community.instrument')}</th>
                <th scope="col" className="num col-price">
                  {t('community.lastPrice')}
                </th>
                <th scope="col" className="num col-today">
                  {t('watchlists.table.today')}
                </th>
                <th scope="col" className="num col-figure">
                  <span className="visually-hidden">{title}</span>
                </th>
                <th scope="col" className="col-action">
                  <span className="visually-hidden">{t('watchlists.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => {
                const instrument = entry.instrument;
                const extra = detail?.(entry);
                return (
                  <tr
                    key={instrument.instrument_id}
                    data-testid={`community-${id}-${instrument.instrument_id}`}
                  >
                    <td className="community-rank">{index + 1}</td>
                    <th scope="row" className="instrument-cell">
                      <span className="community-instrument">
                        <img
                          className="community-logo"
                          src={`${instrument.logoUrl.split('?')[0] ?? ''}?width=28`}
                          alt=""
                          width={28}
                          height={28}
                        />
                        <span>
                          <Link className="instrument-name" to={`/instrument/${instrument.instrument_id}`}>
                            {instrument.name}
                          </Link>
                          <ListInstrumentMeta instrument={instrument} />
                        </span>
                      </span>
                    </th>
                    <ListInstrumentPriceCells
                      instrument={instrument}
                      locale={locale}
                      testId={`community-${id}-price-${instrument.instrument_id}`}
                    />
                    <td className="num community-figure" data-testid="community-figure">
                      <span className="community-figure-main">{figure(entry)}</span>
                      {extra && <span className="community-figure-detail">{extra}</span>}
                    </td>
                    <td className="community-action">
                      {instrument.instrument_group_type === 'FND' && (
                        <Link
                          className="button button-secondary community-buy"
                          to={communityBuyPath(instrument.instrument_id)}
                          aria-label={t('community.buyFund', { name: instrument.name })}
                        >
                          {t('community.buy')}
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RATING_TYPES } from '@broker/domain';
import type { CallReply, getAnalystRatings } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDay, formatPrice, formatSignedPercent } from '../ui/format';
import { CompanyDataState, NoValue, ScrollBox } from './instrument-data-parts';
import { ratingsQuery } from './instrument-data-queries';
import { ShortPositions } from './ShortPositions';

type Ratings = CallReply<typeof getAnalystRatings>;
type Rating = Ratings['current'][number];

/** The history can be long; the latest changes say what matters, the rest is a click away. */
const HISTORY_SHOWN = 10;

/**
 * The ratings tab: how many analysts say buy, hold and sell (a bar, with the counts in words), the
 * consensus, the mean target price against today's price, each firm's current view, and how the
 * views changed. Public short positions sit beside them: both are what the market thinks.
 */
export function RatingsTab({ instrumentId }: { instrumentId: number }) {
  const client = useApiClient();
  const query = useQuery(ratingsQuery(client, instrumentId));
  return (
    <div className="instrument-data">
      <CompanyDataState query={query} testId="ratings">
        {(data) => <RatingsView data={data} />}
      </CompanyDataState>
      <ShortPositions instrumentId={instrumentId} />
    </div>
  );
}

function RatingsView({ data }: { data: Ratings }) {
  const t = useT();
  const { meta } = useSession();
  const summaryId = useId();
  const currentId = useId();
  const historyId = useId();
  const total = RATING_TYPES.reduce((sum, r) => sum + data.counts[r], 0);
  const price = (v: number) => formatPrice(v, meta.locale, data.currency);
  return (
    <>
      <section className="card instrument-section" aria-labelledby={summaryId} data-testid="ratings-summary">
        <h2 id={summaryId} className="section-title">
          {t('instrumentData.ratings.title')}
        </h2>
        {total === 0 ? (
          <p className="muted">{t('instrumentData.ratings.none')}</p>
        ) : (
          <>
            <div className="rating-bar" aria-hidden="true">
              {RATING_TYPES.filter((r) => data.counts[r] > 0).map((r) => (
                <span
                  key={r}
                  className={`rating-bar-part rating-${r.toLowerCase()}`}
                  style={{ flexGrow: data.counts[r] }}
                >
                  {data.counts[r]}
                </span>
              ))}
            </div>
            <ul className="rating-legend">
              {RATING_TYPES.map((r) => (
                <li key={r}>
                  <span className={`rating-swatch rating-${r.toLowerCase()}`} aria-hidden="true" />
                  {t(`instrumentData.rating.${r}`)}:{' '}
                  <strong data-testid={`ratings-count-${r}`}>
                    {data.counts[r] === 0
                      ? t('instrumentData.ratings.analystsNone')
                      : t('instrumentData.ratings.analysts', { count: data.counts[r] })}
                  </strong>
                </li>
              ))}
            </ul>
            <dl className="company-facts rating-facts">
              <div>
                <dt>{t('instrumentData.ratings.consensus')}</dt>
                <dd data-testid="ratings-consensus">
                  {data.consensus ? t(`instrumentData.rating.${data.consensus}`) : <NoValue />}
                </dd>
              </div>
              <div>
                <dt>{t('instrumentData.ratings.meanTarget')}</dt>
                <dd data-testid="ratings-mean-target">
                  {data.mean_target === null ? <NoValue /> : price(data.mean_target)}
                </dd>
              </div>
              <div>
                <dt>{t('instrumentData.ratings.upside')}</dt>
                <dd data-testid="ratings-upside">
                  {data.upside === null ? (
                    <NoValue />
                  ) : (
                    <>
                      {formatSignedPercent(data.upside, meta.locale)}
                      {data.price !== null && (
                        <span className="muted">
                          {' '}
                          {t('instrumentData.ratings.vsPrice', { price: price(data.price) })}
                        </span>
                      )}
                    </>
                  )}
                </dd>
              </div>
            </dl>
          </>
        )}
      </section>

      {data.current.length > 0 && (
        <section
          className="card instrument-section"
          aria-labelledby={currentId}
          data-testid="ratings-current"
        >
          <h2 id={currentId} className="section-title">
            {t('instrumentData.ratings.current')}
          </h2>
          <RatingTable rows={data.current} labelledBy={currentId} price={price} />
        </section>
      )}

      {data.history.length > 0 && (
        <section
          className="card instrument-section"
          aria-labelledby={historyId}
          data-testid="ratings-history"
        >
          <h2 id={historyId} className="section-title">
            {t('instrumentData.ratings.history')}
          </h2>
          <RatingTable rows={data.history.slice(0, HISTORY_SHOWN)} labelledBy={historyId} price={price} />
          {data.history.length > HISTORY_SHOWN && (
            <details className="more-rows">
              <summary>
                {t('instrumentData.ratings.historyMore', { count: data.history.length - HISTORY_SHOWN })}
              </summary>
              <RatingTable rows={data.history.slice(HISTORY_SHOWN)} labelledBy={historyId} price={price} />
            </details>
          )}
        </section>
      )}
    </>
  );
}

function RatingTable({
  rows,
  labelledBy,
  price,
}: {
  rows: readonly Rating[];
  labelledBy: string;
  price: (v: number) => string;
}) {
  const t = useT();
  const { meta } = useSession();
  return (
    <ScrollBox label={t('instrumentData.ratings.tableLabel')}>
      <table className="company-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('instrumentData.ratings.col.firm')}</th>
            <th scope="col">{t('instrumentData.ratings.col.rating')}</th>
            <th scope="col" className="num">
              {t('instrumentData.ratings.col.target')}
            </th>
            <th scope="col">{t('instrumentData.ratings.col.day')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.firm}-${r.day}-${r.rating}`}>
              <th scope="row">{r.firm}</th>
              <td>
                <span className={`rating-chip rating-${r.rating.toLowerCase()}`}>
                  {t(`instrumentData.rating.${r.rating}`)}
                </span>
              </td>
              <td className="num">{price(r.target_price)}</td>
              <td>{formatDay(r.day, meta.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

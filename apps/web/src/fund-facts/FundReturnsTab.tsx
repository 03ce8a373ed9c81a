import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CallReply, getFundRating, getFundReturns } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDay, formatSignedPercent } from '../ui/format';
import { FundDataState, NoFigure } from './FundDataState';
import { categoryName } from './FundFactsCard';
import { fundRatingQuery, fundReturnsQuery } from './fund-facts-queries';
import './fund-facts.css';

type Returns = CallReply<typeof getFundReturns>;
type Rating = CallReply<typeof getFundRating>;

/**
 * The returns tab: the fund's return over every fund period (spec 001 §9), each from the NAV its
 * start names to the latest NAV, and our rating within its category as stars with the same in words.
 */
export function FundReturnsTab({ instrumentId }: { instrumentId: number }) {
  const client = useApiClient();
  const returns = useQuery(fundReturnsQuery(client, instrumentId));
  const rating = useQuery(fundRatingQuery(client, instrumentId));
  return (
    <div className="instrument-data" data-testid="fund-returns">
      <FundDataState query={rating} testId="fund-rating">
        {(data) => <RatingView rating={data} />}
      </FundDataState>
      <FundDataState query={returns} testId="fund-returns">
        {(data) => <ReturnsTable data={data} />}
      </FundDataState>
    </div>
  );
}

const STARS = [1, 2, 3, 4, 5] as const;

function RatingView({ rating }: { rating: Rating }) {
  const t = useT();
  const id = useId();
  return (
    <section className="card instrument-section" aria-labelledby={id} data-testid="fund-rating">
      <h2 id={id} className="section-title">
        {t('fundFacts.rating.title')}
      </h2>
      {rating.stars === null ? (
        <p className="muted" data-testid="fund-rating-none">
          {t('fundFacts.rating.none')}
        </p>
      ) : (
        <>
          <p
            className="fund-stars"
            role="img"
            aria-label={t('fundFacts.rating.stars', { stars: rating.stars })}
            data-stars={rating.stars}
          >
            {STARS.map((s) => (
              <span
                key={s}
                className={s <= rating.stars! ? 'fund-star fund-star-on' : 'fund-star'}
                aria-hidden="true"
              >
                {s <= rating.stars! ? '★' : '☆'}
              </span>
            ))}
          </p>
          <p data-testid="fund-rating-text">
            {t('fundFacts.rating.rank', {
              rank: rating.rank ?? 0,
              peers: rating.peers,
              category: rating.category ? categoryName(rating.category, t) : '',
            })}
          </p>
        </>
      )}
      <p className="muted fund-rating-method">{t('fundFacts.rating.method')}</p>
    </section>
  );
}

function ReturnsTable({ data }: { data: Returns }) {
  const t = useT();
  const { meta } = useSession();
  const id = useId();
  return (
    <section className="card instrument-section" aria-labelledby={id} data-testid="fund-returns-table">
      <h2 id={id} className="section-title">
        {t('fundFacts.returns.title')}
      </h2>
      {data.nav_day && (
        <p className="muted">{t('fundFacts.returns.until', { day: formatDay(data.nav_day, meta.locale) })}</p>
      )}
      <table className="company-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t('fundFacts.returns.col.period')}</th>
            <th scope="col">{t('fundFacts.returns.col.from')}</th>
            <th scope="col" className="num">
              {t('fundFacts.returns.col.return')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.periods.map((p) => {
            const value = p.value === null ? null : Number(p.value);
            return (
              <tr key={p.period} data-testid={`fund-return-${p.period}`}>
                <th scope="row">{t(`chart.period.${p.period}`)}</th>
                <td>{p.from ? formatDay(p.from, meta.locale) : <NoFigure />}</td>
                <td
                  className={`num${value === null ? '' : value < 0 ? ' change-loss' : value > 0 ? ' change-gain' : ''}`}
                >
                  {value === null ? <NoFigure /> : formatSignedPercent(value, meta.locale)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

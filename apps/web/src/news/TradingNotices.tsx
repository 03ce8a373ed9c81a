import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { tradingNoticesQuery } from './news-page-queries';

/** Recent trading-status notices of every market: halts and resumptions of shares, auctions. */
export function TradingNotices() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const notices = useQuery(tradingNoticesQuery(client));
  const timeZone = displayTimeZone(meta.countryCode);

  return (
    <section className="card news-section" aria-labelledby="news-status-title">
      <h2 id="news-status-title" className="section-title">
        {t('newsPage.status.title')}
      </h2>
      {notices.isPending ? (
        <div role="status" className="section-loading">
          <Skeleton height="2.6rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : notices.isError ? (
        <ErrorState
          message={t('newsPage.status.error')}
          onRetry={() => void notices.refetch()}
          testId="news-status-error"
        />
      ) : notices.data.length === 0 ? (
        <p className="section-empty muted" data-testid="news-status-empty">
          {t('newsPage.status.empty')}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="news-status-table" data-testid="news-status-table">
            <caption className="visually-hidden">{t('newsPage.status.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('newsPage.status.time')}</th>
                <th scope="col">{t('newsPage.status.notice')}</th>
                <th scope="col">{t('newsPage.status.instrument')}</th>
                <th scope="col">{t('newsPage.status.market')}</th>
              </tr>
            </thead>
            <tbody>
              {notices.data.map((n) => (
                <tr key={n.notice_id}>
                  <td>
                    <time dateTime={new Date(n.at).toISOString()}>
                      {formatDateTime(n.at, meta.locale, timeZone)}
                    </time>
                  </td>
                  <td>{t(`newsPage.notice.${n.notice}`)}</td>
                  <td>
                    {n.instrument_id !== null ? (
                      <Link to={`/instrument/${n.instrument_id}`}>{n.name ?? n.symbol}</Link>
                    ) : (
                      t('newsPage.status.wholeMarket')
                    )}
                  </td>
                  <td>
                    {n.market} · {t(`country.${n.country}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

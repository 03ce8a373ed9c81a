import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isEventType } from '@broker/domain';
import type { CallReply, getInstrumentDividends } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { formatDay, formatExactMoney } from '../ui/format';
import { BarChart, CompanyDataState, NoValue, ScrollBox } from './instrument-data-parts';
import { dividendsQuery } from './instrument-data-queries';

type Dividends = CallReply<typeof getInstrumentDividends>;
type Dividend = Dividends['upcoming'][number];

/** An exact decimal string as money: Intl formats the text itself, so no digit goes through a float. */
const exact = (amount: string) => ({ toFixed: () => amount });

/**
 * The dividends tab: what is announced (ex-day, pay day, amount), each year's total with a small
 * chart of how it developed, and every dividend paid. Amounts are shown from the server's exact
 * decimal text.
 */
export function DividendsTab({ instrumentId }: { instrumentId: number }) {
  const client = useApiClient();
  const query = useQuery(dividendsQuery(client, instrumentId));
  return (
    <CompanyDataState query={query} testId="dividends">
      {(data) => <DividendsView data={data} />}
    </CompanyDataState>
  );
}

function DividendsView({ data }: { data: Dividends }) {
  const t = useT();
  const { meta } = useSession();
  const upcomingId = useId();
  const yearlyId = useId();
  const historyId = useId();
  const money = (amount: string, currency: string) => formatExactMoney(exact(amount), currency, meta.locale);
  const years = [...data.yearly].reverse();
  return (
    <div className="instrument-data" data-testid="dividends">
      <section
        className="card instrument-section"
        aria-labelledby={upcomingId}
        data-testid="dividends-upcoming"
      >
        <h2 id={upcomingId} className="section-title">
          {t('instrumentData.dividends.upcoming')}
        </h2>
        {data.upcoming.length === 0 ? (
          <p className="muted">{t('instrumentData.dividends.noneUpcoming')}</p>
        ) : (
          <DividendTable rows={data.upcoming} labelledBy={upcomingId} money={money} />
        )}
      </section>

      <section className="card instrument-section" aria-labelledby={yearlyId} data-testid="dividends-yearly">
        <h2 id={yearlyId} className="section-title">
          {t('instrumentData.dividends.yearly')}
        </h2>
        {years.length === 0 ? (
          <p className="muted">{t('instrumentData.dividends.noneYearly')}</p>
        ) : (
          <div className="dividends-yearly">
            <BarChart
              testId="dividends-chart"
              label={t('instrumentData.dividends.chartLabel')}
              series={[{ name: t('instrumentData.dividends.perShare'), className: 'bar-dividend' }]}
              groups={years.map((y) => ({
                label: String(y.year),
                values: [Number(y.amount)],
                titles: [money(y.amount, y.currency)],
              }))}
            />
            <ScrollBox label={t('instrumentData.dividends.yearly')}>
              <table className="company-table" aria-labelledby={yearlyId}>
                <thead>
                  <tr>
                    <th scope="col">{t('instrumentData.dividends.col.year')}</th>
                    <th scope="col" className="num">
                      {t('instrumentData.dividends.perShare')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.yearly.map((y) => (
                    <tr key={y.year}>
                      <th scope="row">{y.year}</th>
                      <td className="num">{money(y.amount, y.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          </div>
        )}
      </section>

      <section
        className="card instrument-section"
        aria-labelledby={historyId}
        data-testid="dividends-history"
      >
        <h2 id={historyId} className="section-title">
          {t('instrumentData.dividends.history')}
        </h2>
        {data.history.length === 0 ? (
          <p className="muted">{t('instrumentData.dividends.noneHistory')}</p>
        ) : (
          <DividendTable rows={data.history} labelledBy={historyId} money={money} />
        )}
      </section>
    </div>
  );
}

function DividendTable({
  rows,
  labelledBy,
  money,
}: {
  rows: readonly Dividend[];
  labelledBy: string;
  money: (amount: string, currency: string) => string;
}) {
  const t = useT();
  const { meta } = useSession();
  return (
    <ScrollBox label={t('instrumentData.dividends.tableLabel')}>
      <table className="company-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('instrumentData.dividends.col.exDay')}</th>
            <th scope="col">{t('instrumentData.dividends.col.payDay')}</th>
            <th scope="col">{t('instrumentData.dividends.col.type')}</th>
            <th scope="col" className="num">
              {t('instrumentData.dividends.col.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={`${d.ex_day}-${d.type}-${d.amount}`}>
              <th scope="row">{formatDay(d.ex_day, meta.locale)}</th>
              <td>{d.pay_day ? formatDay(d.pay_day, meta.locale) : <NoValue />}</td>
              <td>{isEventType(d.type) ? t(`chart.canvas.event.${d.type}`) : d.type}</td>
              <td className="num">{money(d.amount, d.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DIVIDEND_EVENTS, REPORT_EVENTS } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatDay, formatPrice } from '../ui/format';
import { companyEventsQuery, type CompanyEvent } from './holdings-queries';

type Kind = 'ALL' | 'DIVIDENDS' | 'REPORTS' | 'OTHER';
const KINDS: Kind[] = ['ALL', 'DIVIDENDS', 'REPORTS', 'OTHER'];

const kindOf = (e: CompanyEvent): Exclude<Kind, 'ALL'> =>
  (DIVIDEND_EVENTS as readonly string[]).includes(e.type)
    ? 'DIVIDENDS'
    : (REPORT_EVENTS as readonly string[]).includes(e.type)
      ? 'REPORTS'
      : 'OTHER';

/** The table's first rows; the rest on request. */
const FIRST_ROWS = 15;

/**
 * The company events of the instruments held (spec 001 §7.10 "company events"): dividends,
 * reports, general meetings and splits, the coming ones first (soonest first), then the last
 * quarter's, latest first; narrowed by kind.
 */
export function CompanyEvents({ accid }: { accid: number | undefined }) {
  const t = useT();
  const { meta } = useSession();
  const events = useQuery(companyEventsQuery(useApiClient(), accid));
  const [kind, setKind] = useState<Kind>('ALL');
  const [all, setAll] = useState(false);
  const chosen = (events.data ?? []).filter((e) => kind === 'ALL' || kindOf(e) === kind);
  const rows = all ? chosen : chosen.slice(0, FIRST_ROWS);
  const details = (e: CompanyEvent) =>
    e.dividend_amount !== null && e.dividend_currency !== null
      ? t('holdings.events.perShare', {
          amount: formatPrice(e.dividend_amount, meta.locale, e.dividend_currency),
          ...(e.pay_day ? { payDay: formatDay(e.pay_day, meta.locale) } : { payDay: '–' }),
        })
      : e.split
        ? t('holdings.events.split', { from: e.split.from, to: e.split.to })
        : '';
  return (
    <section className="card returns-table company-events" data-testid="company-events">
      <h2 id="company-events">{t('holdings.events.title')}</h2>
      <p className="muted">{t('holdings.events.intro')}</p>
      <label className="returns-account">
        <span>{t('holdings.events.kind')}</span>
        <select
          data-testid="company-events-kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Kind);
            setAll(false);
          }}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`holdings.events.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {events.isError ? (
        <ErrorState message={t('holdings.events.error')} onRetry={() => void events.refetch()} />
      ) : events.isPending ? (
        <p className="muted" aria-busy="true">
          {t('holdings.loading')}
        </p>
      ) : chosen.length === 0 ? (
        <p className="muted" data-testid="company-events-none">
          {t('holdings.events.none')}
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="company-events" tabIndex={0}>
          <table data-testid="company-events-table">
            <thead>
              <tr>
                <th scope="col">{t('holdings.events.col.day')}</th>
                <th scope="col">{t('holdings.events.col.instrument')}</th>
                <th scope="col">{t('holdings.events.col.event')}</th>
                <th scope="col">{t('holdings.events.col.details')}</th>
                <th scope="col">{t('holdings.events.col.when')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id} data-type={e.type} data-kind={kindOf(e)} data-upcoming={e.upcoming}>
                  <td>{formatDay(e.day, meta.locale)}</td>
                  <th scope="row">
                    <Link to={`/instrument/${e.instrument_id}`}>{e.name}</Link>
                  </th>
                  <td>{t(`chart.canvas.event.${e.type}` as MessageKey)}</td>
                  <td>{details(e)}</td>
                  <td>{t(e.upcoming ? 'holdings.events.coming' : 'holdings.events.past')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!all && chosen.length > FIRST_ROWS && (
        <button
          type="button"
          className="button button-quiet"
          data-testid="company-events-all"
          onClick={() => setAll(true)}
        >
          {t('holdings.events.showAll', { count: chosen.length })}
        </button>
      )}
    </section>
  );
}

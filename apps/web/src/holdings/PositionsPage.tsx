import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { accountsQuery } from '../session/accounts-query';
import { ErrorState } from '../ui/ErrorState';
import {
  formatMoney,
  formatPrice,
  formatQuantity,
  formatSignedMoney,
  formatSignedPercent,
} from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { AccountPicker } from './AccountPicker';
import { CompanyEvents } from './CompanyEvents';
import { positionsQuery, type HoldingPosition } from './holdings-queries';
import './holdings.css';

/**
 * `/positions` (issue 14; spec 001 §7.10 "positions" and "company events"): every holding of the
 * accounts with what it cost (the customer's corrections applied), what it is worth and the
 * unrealised result, each leading to its own page with its lots; and the company events of the
 * instruments held.
 */
export function PositionsPage() {
  const t = useT();
  useDocumentTitle(t('holdings.positions.title'));
  const [accid, setAccid] = useState<number | undefined>(undefined);
  return (
    <div className="page returns-page positions-page" data-testid="positions-page">
      <h1>{t('holdings.positions.title')}</h1>
      <p className="muted">{t('holdings.positions.intro')}</p>
      <AccountPicker accid={accid} onChange={setAccid} testId="positions-account" />
      <Positions accid={accid} />
      <CompanyEvents accid={accid} />
    </div>
  );
}

function Positions({ accid }: { accid: number | undefined }) {
  const t = useT();
  const positions = useQuery(positionsQuery(useApiClient(), accid));
  const accounts = useQuery(accountsQuery(useApiClient()));
  if (positions.isError)
    return <ErrorState message={t('holdings.positions.error')} onRetry={() => void positions.refetch()} />;
  if (positions.isPending)
    return (
      <p className="muted" aria-busy="true">
        {t('holdings.loading')}
      </p>
    );
  if (positions.data.length === 0)
    return (
      <section className="card">
        <p className="muted" data-testid="positions-none">
          {t('holdings.positions.none')}
        </p>
      </section>
    );
  const byAccount = new Map<number, HoldingPosition[]>();
  for (const p of positions.data) byAccount.set(p.accid, [...(byAccount.get(p.accid) ?? []), p]);
  return (
    <>
      {[...byAccount].map(([id, list]) => {
        const account = accounts.data?.find((a) => a.accid === id);
        return (
          <AccountPositions
            key={id}
            accid={id}
            name={account ? `${account.alias} ${account.accno}` : list[0]!.accno}
            list={list}
          />
        );
      })}
    </>
  );
}

function AccountPositions({ accid, name, list }: { accid: number; name: string; list: HoldingPosition[] }) {
  const t = useT();
  const { meta } = useSession();
  const headingId = `positions-account-${accid}`;
  return (
    <section className="card returns-table" data-testid="positions-account" data-accid={accid}>
      <h2 id={headingId}>{name}</h2>
      <div className="table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table data-testid="positions-table">
          <thead>
            <tr>
              <th scope="col">{t('holdings.positions.col.instrument')}</th>
              <th scope="col" className="num">
                {t('holdings.positions.col.quantity')}
              </th>
              <th scope="col" className="num">
                {t('holdings.positions.col.averagePrice')}
              </th>
              <th scope="col" className="num">
                {t('holdings.positions.col.cost')}
              </th>
              <th scope="col" className="num">
                {t('holdings.positions.col.lastPrice')}
              </th>
              <th scope="col" className="num">
                {t('holdings.positions.col.marketValue')}
              </th>
              <th scope="col" className="num">
                {t('holdings.positions.col.result')}
              </th>
              <th scope="col" className="num">
                {t('holdings.positions.col.resultPercent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.position_id} data-position={p.position_id}>
                <th scope="row">
                  <Link to={`/positions/${p.position_id}`} data-testid="position-link">
                    {p.instrument.name}
                  </Link>
                </th>
                <td className="num">{formatQuantity(p.quantity, meta.locale)}</td>
                <td className="num">
                  {formatMoney({ value: p.average_acquisition_price, currency: p.currency }, meta.locale)}
                </td>
                <td className="num" data-testid="position-cost">
                  {formatMoney({ value: p.acquisition_cost, currency: p.currency }, meta.locale)}
                  {p.acquisition_cost_edited && (
                    <span className="muted"> ({t('holdings.positions.edited')})</span>
                  )}
                </td>
                <td className="num">{formatPrice(p.last_price, meta.locale, p.instrument.currency)}</td>
                <td className="num">
                  {formatMoney({ value: p.market_value, currency: p.currency }, meta.locale)}
                </td>
                <td className={`num ${p.unrealised_result >= 0 ? 'gain' : 'loss'}`}>
                  {formatSignedMoney({ value: p.unrealised_result, currency: p.currency }, meta.locale)}
                </td>
                <td className={`num ${p.unrealised_result >= 0 ? 'gain' : 'loss'}`}>
                  {p.unrealised_percent === null
                    ? '–'
                    : formatSignedPercent(p.unrealised_percent, meta.locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

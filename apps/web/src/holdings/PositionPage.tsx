import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { updatePositionAcquisitionCost } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { TAX_KEY } from '../tax/tax-queries';
import { AcquisitionCostEditor } from '../ui/AcquisitionCostEditor';
import { ErrorState } from '../ui/ErrorState';
import { NotFoundState } from '../ui/NotFoundState';
import {
  formatDay,
  formatMoney,
  formatPrice,
  formatQuantity,
  formatSignedMoney,
  formatSignedPercent,
} from '../ui/format';
import { isNotFound } from '../ui/is-not-found';
import { useDocumentTitle } from '../ui/use-document-title';
import { positionKey, positionQuery, type PositionDetail } from './holdings-queries';
import './holdings.css';

const POSITION_ID = /^[1-9]\d{0,9}-[1-9]\d{0,9}$/;

/**
 * `/positions/:positionId` (issue 14; spec 001 §7.10 "positions by id"): one holding's figures and
 * its lots since it was last empty; the acquisition cost of each purchase or transfer in can be
 * corrected here (stored as the tax area's correction, so the tax reports use it too), and the
 * figures are those of the server's answer straight after.
 */
export function PositionPage() {
  const { positionId = '' } = useParams();
  if (!POSITION_ID.test(positionId)) return <PositionNotFound />;
  // Another position is another page: nothing of the previous one may carry over.
  return <Position key={positionId} positionId={positionId} />;
}

function PositionNotFound() {
  const t = useT();
  useDocumentTitle(t('holdings.position.notFound'));
  return (
    <NotFoundState
      title={t('holdings.position.notFound')}
      text={t('holdings.position.notFoundText')}
      linkText={t('holdings.position.back')}
      linkTo="/positions"
      testId="position-not-found"
    />
  );
}

function Position({ positionId }: { positionId: string }) {
  const t = useT();
  const position = useQuery(positionQuery(useApiClient(), positionId));
  useDocumentTitle(position.data ? position.data.instrument.name : t('holdings.positions.title'));
  if (position.isError && isNotFound(position.error)) return <PositionNotFound />;
  return (
    <div className="page returns-page position-page" data-testid="position-page">
      <p>
        <Link to="/positions">{t('holdings.position.back')}</Link>
      </p>
      {position.isError ? (
        <>
          <h1>{t('holdings.positions.title')}</h1>
          <ErrorState message={t('holdings.positions.error')} onRetry={() => void position.refetch()} />
        </>
      ) : position.isPending ? (
        <>
          <h1>{t('holdings.positions.title')}</h1>
          <p className="muted" aria-busy="true">
            {t('holdings.loading')}
          </p>
        </>
      ) : (
        <>
          <h1>{position.data.instrument.name}</h1>
          <p className="muted">
            {t('holdings.position.account', { accno: position.data.accno })} ·{' '}
            <Link to={`/instrument/${position.data.instrument.instrument_id}`}>
              {t('holdings.position.instrumentPage')}
            </Link>
          </p>
          <Figures p={position.data} />
          <Lots p={position.data} />
        </>
      )}
    </div>
  );
}

function Figures({ p }: { p: PositionDetail }) {
  const t = useT();
  const { meta } = useSession();
  const money = (value: number) => formatMoney({ value, currency: p.currency }, meta.locale);
  const tone = p.unrealised_result >= 0 ? 'gain' : 'loss';
  const figures: { id: string; label: string; value: string; className?: string }[] = [
    {
      id: 'quantity',
      label: t('holdings.positions.col.quantity'),
      value: formatQuantity(p.quantity, meta.locale),
    },
    {
      id: 'cost',
      label: t('holdings.positions.col.cost'),
      value: p.acquisition_cost_edited
        ? `${money(p.acquisition_cost)} (${t('holdings.positions.edited')})`
        : money(p.acquisition_cost),
    },
    {
      id: 'average-price',
      label: t('holdings.positions.col.averagePrice'),
      value: formatMoney({ value: p.average_acquisition_price, currency: p.currency }, meta.locale),
    },
    {
      id: 'last-price',
      label: t('holdings.positions.col.lastPrice'),
      value: formatPrice(p.last_price, meta.locale, p.instrument.currency),
    },
    { id: 'market-value', label: t('holdings.positions.col.marketValue'), value: money(p.market_value) },
    {
      id: 'result',
      label: t('holdings.positions.col.result'),
      value: formatSignedMoney({ value: p.unrealised_result, currency: p.currency }, meta.locale),
      className: tone,
    },
    {
      id: 'result-percent',
      label: t('holdings.positions.col.resultPercent'),
      value: p.unrealised_percent === null ? '–' : formatSignedPercent(p.unrealised_percent, meta.locale),
      className: tone,
    },
  ];
  return (
    <section className="card" aria-labelledby="position-figures">
      <h2 id="position-figures">{t('holdings.position.figures')}</h2>
      <dl className="position-figures" data-testid="position-figures">
        {figures.map((f) => (
          <div key={f.id}>
            <dt>{f.label}</dt>
            <dd className={f.className} data-testid={`position-${f.id}`}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Lots({ p }: { p: PositionDetail }) {
  const t = useT();
  const { meta } = useSession();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const money = (value: number) => formatMoney({ value, currency: p.currency }, meta.locale);
  const save = (transactionId: number) => async (acquisition_cost: number | null) => {
    const updated = await client.call(updatePositionAcquisitionCost, {
      params: { position_id: p.position_id },
      body: { transaction_id: transactionId, acquisition_cost },
    });
    // The answer is the position as it now is; the lists and the tax figures are read again.
    queryClient.setQueryData(positionKey(p.position_id), updated);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: ['holdings'],
        predicate: (q) => q.queryKey[1] !== 'position',
      }),
      queryClient.invalidateQueries({ queryKey: ['transactions'] }),
      queryClient.invalidateQueries({ queryKey: TAX_KEY }),
    ]);
  };
  return (
    <section className="card returns-table">
      <h2 id="position-lots">{t('holdings.position.lots')}</h2>
      <p className="muted">{t('holdings.position.lotsIntro')}</p>
      <div className="table-scroll" role="region" aria-labelledby="position-lots" tabIndex={0}>
        <table data-testid="position-lots">
          <thead>
            <tr>
              <th scope="col">{t('holdings.position.col.date')}</th>
              <th scope="col">{t('holdings.position.col.type')}</th>
              <th scope="col" className="num">
                {t('holdings.positions.col.quantity')}
              </th>
              <th scope="col" className="num">
                {t('holdings.position.col.price')}
              </th>
              <th scope="col" className="num">
                {t('holdings.position.col.amount')}
              </th>
              <th scope="col">{t('holdings.positions.col.cost')}</th>
              <th scope="col" className="num">
                {t('holdings.position.col.result')}
              </th>
            </tr>
          </thead>
          <tbody>
            {p.lots.map((l) => {
              const type = t(`transactions.type.${l.type}` as MessageKey);
              return (
                <tr key={l.transaction_id} data-transaction={l.transaction_id} data-type={l.type}>
                  <th scope="row">{formatDay(l.trade_date, meta.locale)}</th>
                  <td>
                    {type}
                    {l.split && ` ${t('holdings.events.split', { from: l.split.from, to: l.split.to })}`}
                  </td>
                  <td className="num">{formatQuantity(l.quantity, meta.locale)}</td>
                  <td className="num">
                    {l.price === null ? '' : formatPrice(l.price, meta.locale, p.instrument.currency)}
                  </td>
                  <td className="num">{l.amount === 0 ? '' : money(l.amount)}</td>
                  <td>
                    {l.editable && l.acquisition_cost !== null ? (
                      <AcquisitionCostEditor
                        cost={l.acquisition_cost}
                        edited={l.acquisition_cost_edited}
                        currency={p.currency}
                        locale={meta.locale}
                        what={{ type, instrument: p.instrument.name, date: l.trade_date }}
                        save={save(l.transaction_id)}
                      />
                    ) : l.acquisition_cost !== null ? (
                      money(l.acquisition_cost)
                    ) : (
                      ''
                    )}
                  </td>
                  <td className="num">
                    {l.result === null
                      ? ''
                      : formatSignedMoney({ value: l.result, currency: p.currency }, meta.locale)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

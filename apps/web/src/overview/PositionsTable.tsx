import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CallReply, getAccountPositions } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { sparkLinesQuery } from '../market/market-queries';
import { useApiClient } from '../services/services-context';
import { SparkGraph } from '../ui/SparkGraph';
import { formatMoney, formatQuantity, formatSignedMoney, formatSignedPercent } from '../ui/format';
import { PositionPriceCells } from './PositionPriceCells';
import { positionReturn } from './position-return';

type Position = CallReply<typeof getAccountPositions>[number];

const ARROW = { gain: '▲', loss: '▼', flat: '' } as const;

export function PositionsTable({
  positions,
  accountName,
  locale,
}: {
  positions: readonly Position[];
  accountName: string;
  locale: string;
}) {
  const t = useT();
  const client = useApiClient();
  const sparks = useQuery(
    sparkLinesQuery(
      client,
      positions.map((p) => p.instrument.instrument_id),
    ),
  );
  if (positions.length === 0) {
    return (
      <p className="positions-empty muted" data-testid="positions-empty">
        {t('positions.empty')}
      </p>
    );
  }

  return (
    <div className="table-scroll">
      <table className="positions-table">
        <caption className="visually-hidden">{t('positions.caption', { account: accountName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('positions.name')}</th>
            <th scope="col" className="num">
              {t('positions.lastPrice')}
            </th>
            <th scope="col" className="num">
              {t('positions.today')}
            </th>
            <th scope="col" className="col-trend">
              {t('positions.trend')}
            </th>
            <th scope="col" className="num col-quantity">
              {t('positions.quantity')}
            </th>
            <th scope="col" className="num">
              {t('positions.marketValue')}
            </th>
            <th scope="col" className="num">
              {t('positions.return')}
            </th>
          </tr>
        </thead>
        <tbody>
          {positions.map((position) => {
            const { instrument } = position;
            const result = positionReturn(position);
            const quantity = formatQuantity(position.qty, locale);
            return (
              <tr
                key={instrument.instrument_id}
                data-testid={`position-${instrument.instrument_id}`}
                data-instrument-type={instrument.instrument_group_type}
              >
                <th scope="row" className="instrument-cell">
                  <Link
                    className="instrument-name"
                    to={`/instrument/${instrument.instrument_id}`}
                    data-testid="position-link"
                  >
                    {instrument.name}
                  </Link>
                  <span className="instrument-meta">
                    {/* Funds often use their name as symbol; repeating it adds nothing. */}
                    {instrument.symbol !== instrument.name && `${instrument.symbol} · `}
                    {t(`instrumentType.${instrument.instrument_group_type}`)}
                    {/* On narrow screens the quantity column is hidden and the quantity moves here. */}
                    <span className="quantity-inline">
                      {' · '}
                      {t('positions.quantity')} {quantity}
                    </span>
                  </span>
                </th>
                <PositionPriceCells
                  instrumentId={instrument.instrument_id}
                  currency={instrument.currency}
                  locale={locale}
                />
                <td className="col-trend" data-testid="position-trend">
                  <SparkGraph values={sparks.data?.get(instrument.instrument_id) ?? []} />
                </td>
                <td className="num col-quantity" data-testid="position-quantity">
                  {quantity}
                </td>
                <td className="num market-value" data-testid="position-market-value">
                  {formatMoney(position.market_value_acc, locale)}
                </td>
                <td className={`num return return-${result.direction}`} data-testid="position-return">
                  <span className="return-amount">
                    {ARROW[result.direction] && (
                      <span className="return-arrow" aria-hidden="true">
                        {ARROW[result.direction]}
                      </span>
                    )}
                    {formatSignedMoney(result.amount, locale)}
                  </span>
                  {result.percent !== null && (
                    <span className="return-percent">{formatSignedPercent(result.percent, locale)}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

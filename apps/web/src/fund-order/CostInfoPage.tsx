import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Decimal } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { instrumentQuery } from '../market/market-queries';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney } from '../ui/format';
import { PageLoading } from '../ui/PageLoading';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import { exAnteCosts, type CostLine } from './cost-info';
import './fund-order.css';

function parseAmount(text: string | null): Decimal | undefined {
  if (text === null || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  return new Decimal(text);
}

/** `/cost-info/:instrumentId?total=&accid=&currency=`: the ex-ante costs of the order's amount. */
export function CostInfoPage() {
  const t = useT();
  const client = useApiClient();
  const navigate = useNavigate();
  const { meta } = useSession();
  const { instrumentId } = useParams();
  const [search] = useSearchParams();
  useDocumentTitle(t('fundOrder.costs.title'));
  const id = parseRouteId(instrumentId);
  const instrument = useQuery({ ...instrumentQuery(client, id ?? 0), enabled: id !== undefined });
  const amount = parseAmount(search.get('total'));
  const currency = search.get('currency') || instrument.data?.currency || 'SEK';

  const body = () => {
    if (id === undefined || amount === undefined) {
      return <p className="alert alert-error">{t('fundOrder.costs.invalid')}</p>;
    }
    if (instrument.isPending) return <PageLoading />;
    if (instrument.isError) {
      return <ErrorState message={t('fundOrder.notFound')} onRetry={() => void instrument.refetch()} />;
    }
    const costs = exAnteCosts({
      amount,
      buyFeePercent: instrument.data.buy_fee,
      sellFeePercent: instrument.data.sell_fee,
    });
    const money = (value: Decimal) => formatMoney({ value: value.toNumber(), currency }, meta.locale);
    const row = (label: string, line: CostLine, testId: string, strong = false) => (
      <tr data-testid={testId} className={strong ? 'cost-total' : undefined}>
        <th scope="row">{label}</th>
        <td className="numeric">{money(line.amount)}</td>
        <td className="numeric">{line.percent.toFixed(2)} %</td>
      </tr>
    );
    return (
      <>
        <p>{t('fundOrder.costs.intro', { amount: money(amount), fund: instrument.data.name })}</p>
        <table className="fund-orders-table cost-table">
          <thead>
            <tr>
              <th scope="col">{t('fundOrder.costs.cost')}</th>
              <th scope="col" className="numeric">
                {t('fundOrder.costs.amount')}
              </th>
              <th scope="col" className="numeric">
                {t('fundOrder.costs.percent')}
              </th>
            </tr>
          </thead>
          <tbody>
            {row(t('fundOrder.costs.service'), costs.serviceCosts, 'cost-service')}
            {row(t('fundOrder.costs.product'), costs.productCosts, 'cost-product')}
            {row(t('fundOrder.costs.thirdParty'), costs.thirdPartyPayments, 'cost-third-party')}
            {row(t('fundOrder.costs.total'), costs.total, 'cost-total', true)}
          </tbody>
        </table>
        <p className="muted">{t('fundOrder.costs.assumptions')}</p>
      </>
    );
  };

  return (
    <div className="page narrow cost-info-page" data-testid="cost-info-page">
      <section className="card cost-info-card">
        <h1>{t('fundOrder.costs.title')}</h1>
        {body()}
        <button type="button" className="button button-secondary" onClick={() => void navigate(-1)}>
          {t('fundOrder.costs.back')}
        </button>
      </section>
    </div>
  );
}

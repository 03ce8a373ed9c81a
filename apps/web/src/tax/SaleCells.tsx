import type { ReportColumn } from './ReportParts';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { formatQuantity } from '../ui/format';

/** What the Norwegian and Danish sales tables have in common. */
export interface NationalSale {
  trade_date: string;
  instrument_name: string;
  kind: 'SHARE' | 'INTEREST_FUND';
  excluded: boolean;
  quantity: number;
  proceeds: number;
  cost: number;
}

/** The leading columns of a Norwegian or Danish sale: when, what, how many, for how much, at what cost. */
export const saleColumns = (t: ReturnType<typeof useT>): ReportColumn[] => [
  { label: t('tax.col.date') },
  { label: t('tax.col.instrument') },
  { label: t('tax.col.quantity'), numeric: true },
  { label: t('tax.k4.salePrice'), numeric: true },
  { label: t('tax.col.cost'), numeric: true },
];

/** The cells under `saleColumns`; the instrument names an interest fund and an excluded sale. */
export function SaleCells({ sale, money }: { sale: NationalSale; money: (value: number) => string }) {
  const t = useT();
  const { meta } = useSession();
  return (
    <>
      <td>{sale.trade_date}</td>
      <th scope="row">
        {sale.instrument_name}
        {sale.kind === 'INTEREST_FUND' && <span className="tax-used"> ({t('tax.no.interestFund')})</span>}
        {sale.excluded && <span className="tax-used"> ({t('tax.status.excluded')})</span>}
      </th>
      <td className="num">{formatQuantity(sale.quantity, meta.locale)}</td>
      <td className="num">{money(sale.proceeds)}</td>
      <td className="num">{money(sale.cost)}</td>
    </>
  );
}

import type { Transaction } from '@broker/contract';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { formatMoney, formatPrice, formatQuantity } from '../ui/format';

/**
 * The figures of a transaction row, shared by our transactions list and the Netfonds one: quantity,
 * price, amount and fees, as header cells and as a row's cells.
 */
export function TransactionFigureHeaders() {
  const t = useT();
  return (
    <>
      {(['quantity', 'price', 'amount', 'fee'] as const).map((column) => (
        <th key={column} scope="col" className="num">
          {t(`transactions.col.${column}`)}
        </th>
      ))}
    </>
  );
}

export function TransactionFigureCells({ row, amountTestId }: { row: Transaction; amountTestId: string }) {
  const { meta } = useSession();
  return (
    <>
      <td className="num">{row.quantity === null ? '' : formatQuantity(row.quantity, meta.locale)}</td>
      <td className="num">
        {row.price === null ? '' : formatPrice(row.price.value, meta.locale, row.price.currency)}
      </td>
      <td className="num" data-testid={amountTestId}>
        {formatMoney(row.amount, meta.locale)}
      </td>
      <td className="num">{row.fee.value === 0 ? '' : formatMoney(row.fee, meta.locale)}</td>
    </>
  );
}

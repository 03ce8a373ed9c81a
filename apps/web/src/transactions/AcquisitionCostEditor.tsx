import { useQueryClient } from '@tanstack/react-query';
import { updateAcquisitionCost, type Transaction } from '@broker/contract';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { AcquisitionCostEditor as CostEditor } from '../ui/AcquisitionCostEditor';
import { TAX_KEY } from '../tax/tax-queries';

/**
 * A purchase's acquisition cost on the transactions page, corrected by transaction (spec 001
 * §7.22 "update-acquisition-cost"); the transactions and the tax figures are read again after.
 */
export function AcquisitionCostEditor({ row }: { row: Transaction }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta } = useSession();
  if (row.acquisition_cost === null) return null;
  return (
    <CostEditor
      cost={row.acquisition_cost}
      edited={row.acquisition_cost_edited}
      currency={row.amount.currency}
      locale={meta.locale}
      what={{
        type: t(`transactions.type.${row.type}` as MessageKey),
        instrument: row.instrument_name ?? '',
        date: row.trade_date,
      }}
      save={async (acquisition_cost) => {
        await client.call(updateAcquisitionCost, {
          params: { transaction_id: row.transaction_id },
          body: { acquisition_cost },
        });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['transactions'] }),
          queryClient.invalidateQueries({ queryKey: TAX_KEY }),
          queryClient.invalidateQueries({ queryKey: ['holdings'] }),
        ]);
      }}
    />
  );
}

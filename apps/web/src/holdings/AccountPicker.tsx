import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { accountsQuery } from '../session/accounts-query';

/** All the customer's accounts together (undefined), or one: the holdings pages' first choice. */
export function AccountPicker({
  accid,
  onChange,
  testId,
}: {
  accid: number | undefined;
  onChange(accid: number | undefined): void;
  testId: string;
}) {
  const t = useT();
  const accounts = useQuery(accountsQuery(useApiClient()));
  return (
    <label className="returns-account">
      <span>{t('holdings.account')}</span>
      <select
        data-testid={testId}
        value={accid ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        <option value="">{t('holdings.allAccounts')}</option>
        {(accounts.data ?? []).map((a) => (
          <option key={a.accid} value={a.accid}>
            {a.alias} {a.accno}
          </option>
        ))}
      </select>
    </label>
  );
}

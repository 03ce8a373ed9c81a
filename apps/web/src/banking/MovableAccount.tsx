import { useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../services/services-context';
import { accountsQuery } from '../session/accounts-query';

/**
 * The account money moves in or out of, as the deposit and withdraw forms choose it: one of the
 * customer's accounts that is not blocked, their default one until they pick another.
 */
export function useMovableAccount() {
  const accounts = useQuery(accountsQuery(useApiClient()));
  const usable = (accounts.data ?? []).filter((a) => !a.is_blocked);
  const [accid, setAccid] = useState<number | undefined>(undefined);
  const account = usable.find((a) => a.accid === accid) ?? usable.find((a) => a.default) ?? usable[0];
  return { accounts, usable, account, choose: setAccid };
}

type Movable = ReturnType<typeof useMovableAccount>;

/** The choice of that account, each named by its alias and number; the label is the form's. */
export function MovableAccountSelect({
  movable,
  ...select
}: { movable: Movable } & Omit<ComponentProps<'select'>, 'value' | 'onChange'>) {
  return (
    <select
      {...select}
      value={movable.account?.accid ?? ''}
      onChange={(event) => movable.choose(Number(event.target.value))}
    >
      {movable.usable.map((a) => (
        <option key={a.accid} value={a.accid}>
          {a.alias} ({a.accno})
        </option>
      ))}
    </select>
  );
}

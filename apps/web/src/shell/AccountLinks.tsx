import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { netfondsAccountsQuery } from '../netfonds/netfonds-queries';
import { APPROVED_INSTRUMENTS_PATH, FEE_CONDITIONS_PATH } from '../fund-order/links';
import { INTRADAY_LIMIT_PATH } from '../credits/credits-queries';
import { INVITE_PATH } from '../affiliate/InvitePage';
import { CompanyLinks } from '../companies/CompanyLinks';

/**
 * The customer's own pages: positions, returns, dividends, allocation, transactions, tax, bank accounts, savings goals, monthly savings, required actions, Netfonds (for a customer who has an account there),
 * the settings, the invitation link and the customer's companies (to switch to, or to open one). In the account menu on a wide screen, in the opened menu on a phone.
 */
export function AccountLinks({ className }: { className: string }) {
  const t = useT();
  return (
    <>
      <NavLink className={className} to="/positions" data-testid="account-menu-positions">
        {t('holdings.positions.title')}
      </NavLink>
      <NavLink className={className} to="/returns" data-testid="account-menu-returns">
        {t('holdings.title')}
      </NavLink>
      <NavLink className={className} to="/dividends" data-testid="account-menu-dividends">
        {t('holdings.dividends.title')}
      </NavLink>
      <NavLink className={className} to="/allocation" data-testid="account-menu-allocation">
        {t('holdings.allocation.title')}
      </NavLink>
      <NavLink className={className} to="/transactions" data-testid="account-menu-transactions">
        {t('transactions.title')}
      </NavLink>
      <NavLink className={className} to="/tax" data-testid="account-menu-tax">
        {t('tax.title')}
      </NavLink>
      <NavLink className={className} to="/deposit" data-testid="account-menu-deposit">
        {t('deposit.menu')}
      </NavLink>
      <NavLink className={className} to="/withdraw" data-testid="account-menu-withdraw">
        {t('withdraw.menu')}
      </NavLink>
      <NavLink className={className} to="/bank-accounts" data-testid="account-menu-bank-accounts">
        {t('banking.title')}
      </NavLink>
      <NavLink className={className} to="/savings-plans" data-testid="account-menu-savings-plans">
        {t('savingsPlans.title')}
      </NavLink>
      <NavLink className={className} to="/savings-goals" data-testid="account-menu-savings-goals">
        {t('savingsGoals.title')}
      </NavLink>
      <NavLink className={className} to="/required-actions" data-testid="account-menu-required-actions">
        {t('requiredActions.title')}
      </NavLink>
      <NavLink className={className} to="/tasks" data-testid="account-menu-tasks">
        {t('crm.title')}
      </NavLink>
      <NetfondsLink className={className} />
      <NavLink
        className={className}
        to={APPROVED_INSTRUMENTS_PATH}
        data-testid="account-menu-approved-instruments"
      >
        {t('settings.approved.title')}
      </NavLink>
      <NavLink className={className} to={FEE_CONDITIONS_PATH} data-testid="account-menu-fee-conditions">
        {t('settings.fees.title')}
      </NavLink>
      <NavLink className={className} to={INTRADAY_LIMIT_PATH} data-testid="account-menu-intraday-limit">
        {t('credits.intraday.title')}
      </NavLink>
      <NavLink className={className} to="/settings/security" data-testid="account-menu-security">
        {t('security.title')}
      </NavLink>
      <NavLink className={className} to="/settings/authorizations" data-testid="account-menu-authorizations">
        {t('authorizations.title')}
      </NavLink>
      <NavLink className={className} to={INVITE_PATH} data-testid="account-menu-invite">
        {t('affiliate.menu')}
      </NavLink>
      <CompanyLinks className={className} />
    </>
  );
}

/** Most customers have no Netfonds account: the link is there only for those who do. */
function NetfondsLink({ className }: { className: string }) {
  const t = useT();
  const accounts = useQuery(netfondsAccountsQuery(useApiClient()));
  if (!accounts.data?.length) return null;
  return (
    <NavLink className={className} to="/netfonds" data-testid="account-menu-netfonds">
      {t('netfonds.title')}
    </NavLink>
  );
}

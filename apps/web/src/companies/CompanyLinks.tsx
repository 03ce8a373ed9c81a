import { useState } from 'react';
import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ESTATE_PATH } from '../estates/estate-queries';
import { OPEN_COMPANY_PATH, representedCompaniesQuery, switchToCompany } from './company-queries';
import './companies.css';

/**
 * The account menu's company entries: a button to switch to each company or estate the customer
 * represents (an estate named as the estate of the deceased), and the way to open a company
 * account. A login that acts for a company has neither (a company represents no company, and opens
 * none); one that acts for an estate has the way to the estate's valuation instead.
 */
export function CompanyLinks({ className }: { className: string }) {
  const t = useT();
  const client = useApiClient();
  const { customer } = useSession();
  const represented = useQuery(representedCompaniesQuery(client));
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (represented.data?.actingPerson) {
    if (customer?.personType !== 'EST') return null;
    return (
      <NavLink className={className} to={ESTATE_PATH} data-testid="account-menu-estate">
        {t('companies.acting.valuation')}
      </NavLink>
    );
  }
  const switchTo = async (customerNo: string) => {
    setFailed(undefined);
    try {
      await switchToCompany(client, customerNo);
    } catch {
      setFailed(customerNo);
    }
  };
  const label = (company: { name: string; personType: string }) =>
    company.personType === 'EST'
      ? t('companies.estate.switchTo', { name: company.name })
      : t('companies.switchTo', { company: company.name });
  return (
    <>
      {represented.data?.companies.map((company) => (
        <div key={company.customerNo} className="company-switch-item">
          <button
            type="button"
            className={`${className} company-switch`}
            onClick={() => void switchTo(company.customerNo)}
            data-testid={`account-menu-switch-${company.customerNo}`}
          >
            {label(company)}
          </button>
          {failed === company.customerNo && (
            <p className="field-error" role="alert">
              {t('companies.switchFailed')}
            </p>
          )}
        </div>
      ))}
      <NavLink className={className} to={OPEN_COMPANY_PATH} data-testid="account-menu-open-company">
        {t('companies.menu')}
      </NavLink>
    </>
  );
}

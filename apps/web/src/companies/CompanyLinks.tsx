import { useState } from 'react';
import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { OPEN_COMPANY_PATH, representedCompaniesQuery, switchToCompany } from './company-queries';
import './companies.css';

/**
 * The account menu's company entries: a button to switch to each company the customer represents,
 * and the way to open a company account. A login that acts for a company has neither (a company
 * represents no company, and opens none).
 */
export function CompanyLinks({ className }: { className: string }) {
  const t = useT();
  const client = useApiClient();
  const represented = useQuery(representedCompaniesQuery(client));
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (represented.data?.actingPerson) return null;
  const switchTo = async (customerNo: string) => {
    setFailed(undefined);
    try {
      await switchToCompany(client, customerNo);
    } catch {
      setFailed(customerNo);
    }
  };
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
            {t('companies.switchTo', { company: company.name })}
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

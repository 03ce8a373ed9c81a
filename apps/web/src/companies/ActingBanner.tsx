import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ESTATE_PATH } from '../estates/estate-queries';
import { representedCompaniesQuery, switchBack } from './company-queries';
import './companies.css';
import '../estates/estates.css';

/**
 * A strip under the header while the login acts for a company or an estate: whose the login is
 * now, and the way back to the person acting (which starts the app over as that person). For an
 * estate it is named as the estate of the deceased and links to its valuation on the day of death.
 */
export function ActingBanner() {
  const t = useT();
  const client = useApiClient();
  const { customer } = useSession();
  const represented = useQuery(representedCompaniesQuery(client));
  const back = useMutation({ mutationFn: () => switchBack(client) });
  const person = represented.data?.actingPerson;
  if (!person) return null;
  const estate = customer?.personType === 'EST';
  const name = customer?.name ?? '';
  return (
    <section
      className="acting-banner"
      aria-label={t(estate ? 'companies.acting.labelEstate' : 'companies.acting.label')}
      data-testid="acting-banner"
    >
      <span>
        {estate ? t('companies.acting.textEstate', { name }) : t('companies.acting.text', { company: name })}
      </span>
      {estate && (
        <Link className="acting-estate-link" to={ESTATE_PATH} data-testid="acting-estate-valuation">
          {t('companies.acting.valuation')}
        </Link>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={back.isPending || back.isSuccess}
        onClick={() => back.mutate()}
        data-testid="acting-return"
      >
        {t('companies.acting.back', { person: `${person.firstName} ${person.lastName}` })}
      </button>
      {back.isError && (
        <span className="field-error" role="alert">
          {t('companies.switchFailed')}
        </span>
      )}
    </section>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { representedCompaniesQuery, switchBack } from './company-queries';
import './companies.css';

/**
 * A strip under the header while the login acts for a company: whose the login is now, and the way
 * back to the person acting (which starts the app over as that person).
 */
export function ActingBanner() {
  const t = useT();
  const client = useApiClient();
  const { customer } = useSession();
  const represented = useQuery(representedCompaniesQuery(client));
  const back = useMutation({ mutationFn: () => switchBack(client) });
  const person = represented.data?.actingPerson;
  if (!person) return null;
  return (
    <section className="acting-banner" aria-label={t('companies.acting.label')} data-testid="acting-banner">
      <span>{t('companies.acting.text', { company: customer?.name ?? '' })}</span>
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

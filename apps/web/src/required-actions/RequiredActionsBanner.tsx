import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import './required-actions.css';
import { useApiClient } from '../services/services-context';
import { REQUIRED_ACTIONS_PATH, requiredActionsQuery } from './required-actions-queries';

/**
 * On the overview, when something is to do (an action PENDING or FAILED): a note with the link to
 * the required actions, saying so when buying (or, without an LEI, exchange trading) is blocked. Nothing while loading or on an error: the
 * overview is not the place to report this page's troubles.
 */
export function RequiredActionsBanner() {
  const t = useT();
  const client = useApiClient();
  const actions = useQuery(requiredActionsQuery(client));
  const open = actions.data?.filter((a) => a.status !== 'DONE') ?? [];
  if (open.length === 0) return null;
  const blocked = open.some((a) => a.blocks_buying);
  const noExchange = open.some((a) => a.blocks_exchange_trading);
  return (
    <div
      className={`alert ${blocked || noExchange ? 'alert-error' : 'alert-info'} required-actions-banner`}
      data-testid="required-actions-banner"
    >
      <p>
        {t(
          blocked
            ? 'requiredActions.banner.blocked'
            : noExchange
              ? 'requiredActions.banner.noExchange'
              : 'requiredActions.banner',
        )}
      </p>
      <Link to={REQUIRED_ACTIONS_PATH}>{t('requiredActions.banner.link')}</Link>
    </div>
  );
}

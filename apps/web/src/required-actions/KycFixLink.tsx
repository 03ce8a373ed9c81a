import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { REQUIRED_ACTIONS_PATH } from './required-actions-queries';
import './required-actions.css';

/**
 * Where an order was refused with KYC_ANSWER_INVALID (spec 000 §8 "update KYC info"), the way to
 * fix it: a link to the questionnaire. Nothing for any other code.
 */
export function KycFixLink({ code }: { code: string | null | undefined }) {
  const t = useT();
  if (code !== 'KYC_ANSWER_INVALID') return null;
  return (
    <Link className="kyc-fix-link" to={REQUIRED_ACTIONS_PATH} data-testid="kyc-fix-link">
      {t('requiredActions.fixLink')}
    </Link>
  );
}

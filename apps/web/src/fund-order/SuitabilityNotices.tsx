import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { APPROVED_INSTRUMENTS_PATH, appropriatenessPath } from './links';

/**
 * Buying without the knowledge test for the fund's category: the form is replaced by this, with the
 * test for the category and the settings page of all the customer's approvals.
 */
export function NotQualified({
  mifid2Category,
  instrumentId,
}: {
  mifid2Category: number | undefined;
  instrumentId: number;
}) {
  const t = useT();
  return (
    <div
      className="alert fund-order-warning fund-order-notice"
      role="alert"
      data-testid="fund-order-not-qualified"
    >
      <h2 className="fund-order-notice-title">{t('fundOrder.notQualified.title')}</h2>
      <p>{t('fundOrder.notQualified.text')}</p>
      <Link className="button button-primary" to={appropriatenessPath(mifid2Category, instrumentId)}>
        {t('fundOrder.getQualified')}
      </Link>
      <Link to={APPROVED_INSTRUMENTS_PATH} data-testid="fund-order-approved-instruments">
        {t('settings.approved.link')}
      </Link>
    </div>
  );
}

/** The approval expires within a month: a notice with a link to take the test again. */
export function RenewNotice({
  date,
  mifid2Category,
  instrumentId,
}: {
  date: string;
  mifid2Category: number;
  instrumentId: number;
}) {
  const t = useT();
  return (
    <div className="alert alert-info fund-order-notice" role="status" data-testid="fund-order-renew">
      <p className="fund-order-notice-title">
        <Link to={appropriatenessPath(mifid2Category, instrumentId)}>{t('fundOrder.renew.title')}</Link>
      </p>
      <p>{t('fundOrder.renew.text', { date })}</p>
    </div>
  );
}

/** Spec 000 §4, §8: a suitability read failed (an empty 204 included). */
export function SuitabilityError() {
  const t = useT();
  return (
    <div
      className="alert alert-error fund-order-notice"
      role="alert"
      data-testid="fund-order-suitability-error"
    >
      <p>{t('fundOrder.suitabilityError')}</p>
    </div>
  );
}

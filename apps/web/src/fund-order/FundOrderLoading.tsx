import { useT } from '../i18n/use-t';
import { Skeleton } from '../ui/Skeleton';

/** Spec 000 §2: a card at least 482 px tall on desktop; a skeleton of the form on mobile. */
export function FundOrderLoading({ mobile }: { mobile: boolean }) {
  const t = useT();
  if (!mobile) {
    return (
      <div className="card fund-order-loading-card" role="status" data-testid="fund-order-loading">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('app.loading')}</span>
      </div>
    );
  }
  return (
    <div className="fund-order-skeleton" role="status" data-testid="fund-order-loading">
      <Skeleton width="8rem" height="1.4rem" />
      <Skeleton height="2.5rem" />
      <Skeleton height="3.5rem" />
      <Skeleton height="2.5rem" />
      <Skeleton width="60%" height="1rem" />
      <Skeleton width="50%" height="1rem" />
      <Skeleton height="2.75rem" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}

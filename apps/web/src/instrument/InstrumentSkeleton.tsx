import { useT } from '../i18n/use-t';
import { Skeleton } from '../ui/Skeleton';

/** The instrument page's shape while the instrument loads, so nothing jumps when it arrives. */
export function InstrumentSkeleton() {
  const t = useT();
  return (
    <div className="page instrument-page" role="status" data-testid="instrument-loading">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="instrument-head">
        <div className="instrument-title">
          <Skeleton width="14rem" height="2rem" />
          <Skeleton width="18rem" height="0.9rem" />
        </div>
      </div>
      <div className="instrument-grid">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="card instrument-section">
            <Skeleton width="8rem" height="0.9rem" />
            <Skeleton height="8rem" />
          </div>
        ))}
      </div>
    </div>
  );
}

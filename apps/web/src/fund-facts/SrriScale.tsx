import type { RiskLabel } from '@broker/domain';
import { useT } from '../i18n/use-t';

const CLASSES = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The SRRI scale as the key information document draws it: seven boxes from lower to higher risk,
 * the fund's class filled. One image to assistive technology, named with the class and the label
 * in words; the boxes carry their numbers for the eye.
 */
export function SrriScale({ srri, label }: { srri: number; label: RiskLabel }) {
  const t = useT();
  return (
    <div className="srri" data-testid="fund-srri">
      <div
        className="srri-boxes"
        role="img"
        aria-label={t('fundFacts.srri.label', { srri, label: t(`fundFacts.risk.${label}`) })}
        data-srri={srri}
      >
        {CLASSES.map((c) => (
          <span key={c} className={c === srri ? 'srri-box srri-current' : 'srri-box'} aria-hidden="true">
            {c}
          </span>
        ))}
      </div>
      <div className="srri-ends" aria-hidden="true">
        <span>{t('fundFacts.srri.lower')}</span>
        <span>{t('fundFacts.srri.higher')}</span>
      </div>
    </div>
  );
}

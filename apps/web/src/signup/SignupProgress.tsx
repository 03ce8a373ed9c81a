import { SIGNUP_FORM_STEPS, signupGroupOf, signupStepIndex, type SignupFormStep } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';

const GROUPS = [1, 2, 3, 4, 5] as const;

/** The five groups of steps (the milestones close the first four), the shown one marked as current. */
export function SignupProgress({ step, reached }: { step: SignupFormStep; reached: SignupFormStep | null }) {
  const t = useT();
  const group = signupGroupOf(step);
  const reachedGroup = reached === null ? 6 : signupGroupOf(reached);
  const n = signupStepIndex(step) + 1;
  return (
    <nav className="signup-progress" aria-label={t('signup.progress')}>
      <ol>
        {GROUPS.map((g) => (
          <li
            key={g}
            className={g === group ? 'is-current' : g < reachedGroup ? 'is-done' : undefined}
            aria-current={g === group ? 'step' : undefined}
          >
            {t(`signup.group.${g}` as MessageKey)}
          </li>
        ))}
      </ol>
      <p className="muted" data-testid="signup-progress-step">
        {t('signup.progress.step', { n, total: SIGNUP_FORM_STEPS.length })}
      </p>
    </nav>
  );
}

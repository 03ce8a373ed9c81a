import type { FormEvent, ReactNode } from 'react';
import type { SignupState, SignupStepSubmit } from '@broker/contract';
import type { ApiFieldError, Lang } from '@broker/domain';
import { useT } from '../i18n/use-t';

export interface StepProps {
  state: SignupState;
  errors: readonly ApiFieldError[];
  lang: Lang;
  busy: boolean;
  /** Resolves true when the step was taken, false when it was refused. */
  onSubmit: (submit: SignupStepSubmit) => Promise<boolean>;
  /** Undefined on the first step. */
  onBack?: () => void;
}

/** A step's form: its fields, then Back and Next (Next submits). */
export function StepFrame({
  children,
  onSubmit,
  onBack,
  busy,
  last = false,
}: {
  children: ReactNode;
  onSubmit: () => void;
  onBack?: () => void;
  busy: boolean;
  last?: boolean;
}) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="signup-form" onSubmit={submit} noValidate aria-busy={busy}>
      {children}
      <div className="signup-buttons">
        {onBack && (
          <button type="button" className="button" onClick={onBack} disabled={busy} data-testid="signup-back">
            {t('signup.back')}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={busy} data-testid="signup-next">
          {busy ? t(last ? 'signup.finishing' : 'signup.saving') : t(last ? 'signup.finish' : 'signup.next')}
        </button>
      </div>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@broker/client';
import {
  becomeCustomerIntent,
  submitSignupStep,
  type SignupState,
  type SignupStepSubmit,
} from '@broker/contract';
import {
  AFTER_LOGIN_PATH,
  SIGNUP_FORM_STEPS,
  signupStepIndex,
  type ApiFieldError,
  type SignupFormStep,
} from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { PageLoading } from '../ui/PageLoading';
import { OnboardingCasePanel } from '../crm/OnboardingCasePanel';
import { useDocumentTitle } from '../ui/use-document-title';
import { fieldId } from './field-errors';
import { signupStateQuery } from './signup-queries';
import { SignupProgress } from './SignupProgress';
import { StepForm } from './StepForms';
import './signup.css';
import { useSignupReferral } from '../affiliate/use-signup-referral';

/**
 * `/signup` (issue 16; spec 001 §7.20): a person an eID identified becomes a customer. The page
 * follows the routing status: identify first, state the intent, the wizard (resuming at the step
 * reached), or why it cannot go on (minor, manual support, the nightly window). The last step
 * opens the accounts and the page goes on to the overview as the new customer.
 */
export function SignupPage() {
  const t = useT();
  useDocumentTitle(t('signup.title'));
  const client = useApiClient();
  const queryClient = useQueryClient();
  const state = useQuery(signupStateQuery(client));
  const intent = useMutation({
    mutationFn: () => client.call(becomeCustomerIntent),
    onSuccess: (next) => queryClient.setQueryData(signupStateQuery(client).queryKey, next),
  });
  useSignupReferral(state.data?.status === 'OPEN');

  let body;
  if (state.isPending) body = <PageLoading />;
  else if (state.isError) {
    const unidentified = state.error instanceof ApiError && state.error.status === 401;
    body = unidentified ? (
      <Notice text={t('signup.unidentified.text')} testId="signup-unidentified">
        <Link className="button button-primary" to="/login" state={{ from: '/signup' }}>
          {t('signup.unidentified.action')}
        </Link>
      </Notice>
    ) : (
      <Notice text={t('signup.error')} testId="signup-error" />
    );
  } else body = <Routed state={state.data} onStart={() => intent.mutate()} starting={intent.isPending} />;

  return (
    <div className="page signup-page" data-testid="signup-page">
      <h1>{t('signup.title')}</h1>
      {intent.isError && (
        <p className="alert alert-error" role="alert">
          {t('signup.failed')}
        </p>
      )}
      {body}
    </div>
  );
}

function Notice({ text, testId, children }: { text: string; testId: string; children?: React.ReactNode }) {
  return (
    <section className="card signup-notice" data-testid={testId}>
      <p>{text}</p>
      {children}
    </section>
  );
}

function Routed({
  state,
  onStart,
  starting,
}: {
  state: SignupState;
  onStart: () => void;
  starting: boolean;
}) {
  const t = useT();
  switch (state.routing) {
    case 'LOGIN':
      return (
        <Notice text={t('signup.login.text')} testId="signup-login">
          <Link className="button button-primary" to="/login">
            {t('signup.login.action')}
          </Link>
        </Notice>
      );
    case 'MINOR':
      return <Notice text={t('signup.minor.text')} testId="signup-minor" />;
    case 'MANUAL_SUPPORT':
      // A high risk goes on as an onboarding case: papers to send, then a person's review.
      if (state.reason === 'HIGH_RISK')
        return <OnboardingCasePanel fallback={t('signup.manual.HIGH_RISK')} />;
      return <Notice text={t('signup.manual.US_PERSON')} testId="signup-manual-support" />;
    case 'ONBOARDING_NIGHTLY_DOWNTIME':
      return <Notice text={t('signup.downtime.text')} testId="signup-downtime" />;
    case 'ONBOARDING_INTENT':
    case 'ONBOARDING_UNIDENTIFIED':
      return (
        <Notice text={t('signup.intent.text')} testId="signup-intent">
          <h2>{t('signup.intent.welcome', { name: state.person.firstName })}</h2>
          <button
            type="button"
            className="button button-primary"
            onClick={onStart}
            disabled={starting}
            data-testid="signup-start"
          >
            {t('signup.intent.start')}
          </button>
        </Notice>
      );
    case 'ONBOARDING':
    case 'ONBOARDING_OPEN_CASE':
      return <Wizard state={state} />;
  }
}

function Wizard({ state }: { state: SignupState }) {
  const t = useT();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { meta, setLang } = useSession();
  const reached = state.currentStep;
  const [view, setView] = useState<SignupFormStep>(reached ?? SIGNUP_FORM_STEPS.at(-1)!);
  const [errors, setErrors] = useState<readonly ApiFieldError[]>([]);
  const [failed, setFailed] = useState<MessageKey | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // A new step: its heading takes the focus (after the first), so keyboard and screen reader follow.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [view]);
  // Refused: the first refused field (or the first control of a refused group) takes the focus.
  useEffect(() => {
    const field = errors[0]?.field;
    if (!field) return;
    const element = document.getElementById(fieldId(field));
    const control = element?.matches('input, select')
      ? element
      : element?.querySelector<HTMLElement>('input, select');
    control?.focus();
  }, [errors]);

  const submit = useMutation({
    mutationFn: (body: SignupStepSubmit) => client.call(submitSignupStep, { body }),
  });

  const onSubmit = async (body: SignupStepSubmit): Promise<boolean> => {
    setErrors([]);
    setFailed(null);
    try {
      const next = await submit.mutateAsync(body);
      if (next.status === 'DONE') {
        // The reply set the new customer's session cookie: a fresh start of the app finds it.
        window.location.assign(AFTER_LOGIN_PATH);
        return true;
      }
      queryClient.setQueryData(signupStateQuery(client).queryKey, next);
      if (body.step === 'CONTACT_DETAILS') setLang(body.data.preferredLang);
      if (next.status !== 'OPEN') return true;
      // On to the step after this one, never past the step reached.
      const after = SIGNUP_FORM_STEPS[signupStepIndex(body.step) + 1];
      const limit = next.currentStep;
      if (body.step !== 'KYC' || next.currentStep !== 'KYC') {
        setView(
          limit !== null && after !== undefined && signupStepIndex(after) > signupStepIndex(limit)
            ? limit
            : (after ?? body.step),
        );
      }
      return true;
    } catch (cause) {
      // The client names a refusal by its first field's code; the fields say what each one was.
      if (cause instanceof ApiError && cause.status === 400 && cause.fields.length > 0) {
        setErrors(cause.fields);
        setFailed('signup.errorSummary');
      } else if (cause instanceof ApiError && cause.code === 'SIGNUP_NIGHTLY_DOWNTIME') {
        setFailed('signup.downtime.text');
      } else {
        setFailed('signup.failed');
        void queryClient.invalidateQueries({ queryKey: signupStateQuery(client).queryKey });
      }
      return false;
    }
  };

  const index = signupStepIndex(view);
  const back = index > 0 ? () => setView(SIGNUP_FORM_STEPS[index - 1]!) : undefined;
  return (
    <div className="signup-wizard">
      <SignupProgress step={view} reached={reached} />
      <section
        className="card signup-step"
        aria-labelledby="signup-step-title"
        data-testid="signup-step"
        data-step={view}
      >
        <h2 id="signup-step-title" ref={heading} tabIndex={-1}>
          {t(`signup.step.${view}` as MessageKey)}
        </h2>
        {failed && (
          <p className="alert alert-error" role="alert" data-testid="signup-failed">
            {t(failed)}
          </p>
        )}
        <StepForm
          key={view}
          step={view}
          state={state}
          errors={errors}
          lang={meta.lang}
          busy={submit.isPending}
          onSubmit={onSubmit}
          onBack={
            back &&
            (() => {
              setErrors([]);
              setFailed(null);
              back();
            })
          }
        />
      </section>
    </div>
  );
}

import type { ApiClient } from '@broker/client';
import { getSignupInitial, getSignupStepData } from '@broker/contract';
import type { SignupFormStep } from '@broker/domain';

export const SIGNUP_KEY = ['signup'] as const;

/** The application as it stands (the "initial" call). */
export const signupStateQuery = (client: ApiClient) => ({
  queryKey: [...SIGNUP_KEY, 'state'],
  queryFn: () => client.call(getSignupInitial),
  retry: false,
});

/** A step's related data: choices and prefills. */
export const signupStepDataQuery = (client: ApiClient, step: SignupFormStep) => ({
  queryKey: [...SIGNUP_KEY, 'step', step],
  queryFn: () => client.call(getSignupStepData, { params: { step } }),
});

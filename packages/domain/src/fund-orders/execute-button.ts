/**
 * Spec 000 §5 "Execute button": disabled when the form is invalid, an order is in progress, the
 * request action for the side is disallowed, or request actions are still loading.
 */
export function isExecuteDisabled(state: {
  formValid: boolean;
  inProgress: boolean;
  /** isAllowed of the request action for the chosen side; undefined when there is none. */
  sideAllowed: boolean | undefined;
  requestActionsLoading: boolean;
}): boolean {
  return !state.formValid || state.inProgress || state.sideAllowed === false || state.requestActionsLoading;
}

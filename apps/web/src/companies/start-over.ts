/**
 * A switch between a person and a company ends this session and sets the other customer's cookie:
 * tokens and every cached query belong to the old customer, so the app starts over at its root
 * with a full navigation, as after sign-up.
 */
export function startOver(): void {
  window.location.assign('/');
}

import { browserSession, type BrowserSession } from './browser-session';
import { logIn } from './login';

export type CustomerSession = BrowserSession;

/**
 * A demo customer logged in through the login page, in a browser of the file's own: opened before
 * its first test, closed after its last (desktop width unless told). Call it at the top of a file.
 */
export function customerSession(
  username: string,
  country: string,
  viewport = { width: 1280, height: 900 },
): CustomerSession {
  return browserSession(viewport, (page) => logIn(page, username, country));
}

import { browserSession, type BrowserSession } from './browser-session';

/**
 * A visitor's browser of the file's own (not logged in), desktop width unless told; customerSession
 * is the logged-in twin. Call it at the top of a file.
 */
export function visitorSession(viewport = { width: 1280, height: 1000 }): BrowserSession {
  return browserSession(viewport);
}

/** The part of `fetch` the client uses; tests pass a double that records requests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Browsers throw "Illegal invocation" when `window.fetch` is called as a method of another object
 * (`options.fetch(...)`, `this.#fetch(...)`); calling it through a plain closure avoids that.
 * The global is looked up per call so that it can be replaced after the client was created.
 */
export function bindFetch(fetchFn: FetchLike | undefined): FetchLike {
  if (fetchFn) return (url, init) => fetchFn(url, init);
  return (url, init) => globalThis.fetch(url, init);
}

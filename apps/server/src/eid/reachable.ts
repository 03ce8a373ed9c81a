import { HttpError } from '../http/api-error';
import { EidUnavailable } from './bankid-api';

/**
 * An eID party that cannot be reached is a 503 the login page offers to try again: for our own
 * calls and for the logins (createSession's providers), where it would otherwise be a 500.
 */
export async function reachable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof EidUnavailable) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'The eID service cannot be reached; try again');
    }
    throw e;
  }
}

/** The largest id the API accepts (a signed 32-bit integer). */
const MAX_ID = 2_147_483_647;

/**
 * An id from the address bar, or undefined for anything the API would refuse: such an address
 * is a page that does not exist, not an error worth a request.
 */
export function parseRouteId(value: string | undefined): number | undefined {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

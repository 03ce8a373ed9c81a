import { QUERY_WILDCARD } from './constants';

type Scalar = string | number | boolean | bigint | Date;

/**
 * Spec 001 §5 "Dates are sent as plain dates", in the query and in JSON bodies alike: `yyyy-MM-dd`
 * of the calendar day in the local time zone, i.e. the day the user sees. Reading it in UTC would
 * send the previous day for a date picked in Stockholm or Helsinki, whose local midnight is the
 * evening before in UTC.
 */
export function formatPlainDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new TypeError('Invalid Date');
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint' ||
    value instanceof Date
  );
}

function formatScalar(value: Scalar): string {
  return value instanceof Date ? formatPlainDate(value) : String(value);
}

/** The encoded value of one query parameter, or undefined when the parameter is to be left out. */
function encodeValue(name: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === QUERY_WILDCARD) return undefined;
  if (Array.isArray(value)) {
    const items: unknown[] = value.filter((item) => item !== undefined && item !== null);
    // A wildcard among the choices means "all", the same as no filter; nothing to join means the same.
    if (items.length === 0 || items.includes(QUERY_WILDCARD)) return undefined;
    // Items are encoded one by one and joined with a literal comma, so a comma inside an item
    // (encoded as %2C) cannot be mistaken for a separator.
    return items
      .map((item) => {
        if (!isScalar(item)) throw new TypeError(`Unsupported value in query parameter ${name}`);
        return encodeURIComponent(formatScalar(item));
      })
      .join(',');
  }
  if (!isScalar(value)) throw new TypeError(`Unsupported value in query parameter ${name}`);
  return encodeURIComponent(formatScalar(value));
}

/**
 * `?a=1&b=x,y` from a query object, or '' when nothing is left to send. Names are sorted so that
 * the same filters give the same URL, which the read throttle and cache key on.
 */
export function toQueryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'object' || Array.isArray(query)) throw new TypeError('Query must be an object');
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const encoded = encodeValue(name, (query as Record<string, unknown>)[name]);
    if (encoded !== undefined) parts.push(`${encodeURIComponent(name)}=${encoded}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('accepts positive whole numbers the API accepts', () => {
    expect(parseRouteId('1008')).toBe(1008);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else, so no request is made for it', () => {
    for (const value of [undefined, '', '0', '-1', '01', '1.5', 'abc', '1e3', '2147483648', '99999999999']) {
      expect(parseRouteId(value), String(value)).toBeUndefined();
    }
  });
});

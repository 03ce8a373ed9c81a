import { describe, expectTypeOf, it } from 'vitest';
import type { IndicatorData, NewsData, PriceData } from '@broker/contract';
import type { LiveDataClient } from './live-client';

// Compile-time checks (tsc reads test files too): the type in `t` types the listener and the filter.
describe('SubscribeOptions typing', () => {
  it('types the frame and state by `t`, also when the args are spread in', () => {
    const check = (client: LiveDataClient) => {
      const args = { t: 'price', m: 11, i: '101' } as const;
      client.subscribe({
        ...args,
        filter: ['last', 'bid'],
        listener: (frame, state) => {
          expectTypeOf(frame).toEqualTypeOf<Partial<PriceData>>();
          expectTypeOf(state).toEqualTypeOf<Partial<PriceData>>();
        },
      });
      client.subscribe({
        t: 'indicator',
        m: 'SSE',
        i: 'OMXS30',
        listener: (frame) => expectTypeOf(frame).toEqualTypeOf<Partial<IndicatorData>>(),
      });
      client.subscribe({
        t: 'news',
        s: 5,
        listener: (frame) => expectTypeOf(frame).toEqualTypeOf<Partial<NewsData>>(),
      });
      // @ts-expect-error a price has no field `headline` to filter on
      client.subscribe({ ...args, filter: ['headline'], listener: () => undefined });
      // @ts-expect-error news is keyed by source `s`, not by market and identifier
      client.subscribe({ t: 'news', m: 11, i: '101', listener: () => undefined });
      // @ts-expect-error a price's market is a number
      client.subscribe({ t: 'price', m: '11', i: '101', listener: () => undefined });
    };
    expectTypeOf(check).toBeFunction();
  });
});

import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { createBus } from './create-bus';

describe('createBus', () => {
  const log = Fastify({ logger: false }).log;

  it('is in-process without a broker, delivering to this process synchronously', async () => {
    const bus = await createBus({ redisUrl: undefined, natsUrl: undefined, feedBusTopic: undefined }, log);
    const got: unknown[] = [];
    bus.subscribe((m) => got.push(m));
    bus.publish({ kind: 'private', customerId: 1, type: 'order', data: {} });
    expect(got).toHaveLength(1);
    await bus.close();
  });

  it('stops the start with an error naming a broker it cannot reach', async () => {
    await expect(
      createBus({ redisUrl: 'redis://127.0.0.1:1', natsUrl: undefined, feedBusTopic: undefined }, log),
    ).rejects.toThrow(/cannot reach Redis at 127\.0\.0\.1:1/);
    await expect(
      createBus({ redisUrl: undefined, natsUrl: 'nats://127.0.0.1:1', feedBusTopic: undefined }, log),
    ).rejects.toThrow(/cannot reach NATS at 127\.0\.0\.1:1/);
  });

  it('refuses a configuration with both brokers', () => {
    expect(() =>
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', NATS_URL: 'nats://127.0.0.1:4222' }),
    ).toThrow(/choose one/);
  });
});

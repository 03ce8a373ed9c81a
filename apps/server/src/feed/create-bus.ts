import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createInProcessBus, type Bus } from './bus';
import { createNatsBus } from './bus-nats';
import { createRedisBus } from './bus-redis';

/**
 * The bus the configuration asks for: Redis pub/sub with REDIS_URL, NATS with NATS_URL (loadConfig
 * refuses both), otherwise this process alone. A broker that cannot be reached stops the start with
 * an error naming it, rather than a server that silently serves only its own ticks.
 */
export async function createBus(
  config: Pick<Config, 'redisUrl' | 'natsUrl' | 'feedBusTopic'>,
  log: FastifyBaseLogger,
): Promise<Bus> {
  const { redisUrl, natsUrl, feedBusTopic } = config;
  if (redisUrl) return reaching('Redis', redisUrl, () => createRedisBus(redisUrl, log, feedBusTopic));
  if (natsUrl) return reaching('NATS', natsUrl, () => createNatsBus(natsUrl, log, feedBusTopic));
  return createInProcessBus();
}

async function reaching(name: string, url: string, create: () => Promise<Bus>): Promise<Bus> {
  try {
    return await create();
  } catch (error) {
    throw new Error(`live feed: cannot reach ${name} at ${hostOf(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** The address without credentials, fit for an error message. */
function hostOf(url: string): string {
  try {
    return new URL(url).host || '(no host)';
  } catch {
    return '(unparsable URL)';
  }
}

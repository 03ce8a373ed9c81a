import type { FastifyInstance } from 'fastify';

/**
 * This server's own address for calls to itself (the simulated payment provider and its
 * notifications): the loopback and the port it listens on, or undefined before it listens.
 */
export function ownAddress(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : undefined;
}

import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { FeedHub } from './feed-hub';
import { attachLiveSockets } from './live-socket-server';

/** The live-data feed of one app: a hub on `deps.bus`, served on the app's HTTP server. */
export function installLiveFeed(app: FastifyInstance, deps: Deps): FeedHub {
  const { config } = deps;
  const hub = new FeedHub({
    bus: deps.bus,
    // Read per subscription: the market module (or a test) may replace it after the app is built.
    snapshots: () => deps.snapshots,
    heartbeatMs: config.feedHeartbeatMs,
    maxSubscriptions: config.feedMaxSubscriptions,
    bufferBytes: config.feedBufferBytes,
    slowConsumerMs: config.feedSlowConsumerMs,
    log: app.log,
  });
  attachLiveSockets(app, hub, {
    db: deps.db,
    maxCommandsWaiting: 2 * config.feedMaxSubscriptions,
    maxFramesPerSecond: config.feedMaxFramesPerSecond,
    maxConnectionsPerAddress: config.feedMaxConnectionsPerAddress,
    trustProxy: config.trustProxy,
    allowedOrigins: config.feedAllowedOrigins,
  });
  return hub;
}

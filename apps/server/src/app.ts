import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Deps } from './deps';
import { createTokenSigner } from './auth/access-tokens';
import { LoginThrottle } from './auth/login-throttle';
import { loadOrCreateSecret } from './auth/secrets';
import { createAccountReads } from './accounts/account-reads';
import { TtlCache } from './platform/ttl-cache';
import { installErrorHandlers } from './http/error-handler';
import { createSerializerCompiler } from './http/serializer';
import { installSecurityHeaders } from './http/security-headers';
import { registerRoutes } from './http/define-route';
import { authRoutes } from './auth/routes';
import { securityRoutes } from './auth/security-routes';
import { accountRoutes } from './accounts/routes';
import { instrumentRoutes } from './instruments/routes';
import { companyDataRoutes } from './instruments/company-data-routes';
import { fundFactsRoutes } from './fund-facts/routes';
import { screenerRoutes } from './screener/routes';
import { platformRoutes } from './platform/routes';
import { marketRoutes } from './market/routes';
import { chartRoutes, registerCsvRoute } from './chart/routes';
import { fundOrderRoutes } from './fund-orders/routes';
import { exchangeOrderRoutes } from './exchange/routes';
import { curatedListRoutes } from './curated-lists/routes';
import { watchlistRoutes } from './watchlists/routes';
import { communityRoutes } from './community/routes';
import { transactionRoutes } from './transactions/routes';
import { registerDocumentRoutes } from './documents/routes';
import { registerTransactionDownloads } from './transactions/download-routes';
import { registerTaxDownloads } from './tax/download-routes';
import { taxRoutes } from './tax/routes';
import { registerContractNoteRoute } from './exchange/contract-note-route';
import { registerImageRoutes } from './images/routes';
import { netfondsRoutes } from './netfonds/routes';
import { holdingsRoutes } from './holdings/routes';
import { bankingRoutes } from './banking/routes';
import { registerPaymentNotifications } from './banking/payment-notifications';
import { registerBankSimulator } from './bank-simulator/routes';
import { savingsGoalRoutes } from './savings-goals/routes';
import { requiredActionRoutes } from './required-actions/routes';
import { signupRoutes } from './signup/routes';
import { savingsPlanRoutes } from './savings-plans/routes';
import { noteRoutes } from './notes/routes';
import { crmRoutes, registerCrmFileRoutes } from './crm/routes';
import { insuranceRoutes, registerInsuranceRoutes } from './insurance/routes';
import { companyRoutes } from './companies/routes';
import { companySessionRoutes } from './auth/company-sessions';
import { registerCompanyRegisterSimulator } from './company-register-sim/routes';
import { registerSigningSimulator } from './sign-simulator/routes';
import { creditRoutes } from './credits/routes';
import { customerRoutes } from './customer/routes';
import { tierRoutes } from './tiers/routes';
import { personalizationRoutes } from './personalization/routes';
import { eidRoutes } from './eid/routes';
import { registerEidSimulator } from './eid-simulator/routes';
import { notificationRoutes } from './notifications/routes';
import { deskRoutes, registerDeskFileRoute } from './desk/routes';
import { estateDeskRoutes, estateRoutes, registerEstateValuationPdf } from './estates/routes';
import { contentRoutes } from './content/routes';
import { installNotificationPublisher } from './notifications/publisher';
import { registerNetfondsDownloads } from './netfonds/download-routes';
import { searchRoutes } from './search/routes';
import { MarketSnapshots } from './market/snapshots';
import { MarketClock, systemTime, type TimeSource } from './market/clock';
import { createBus } from './feed/create-bus';
import { installLiveFeed } from './feed/live-feed';
import { newsRoutes } from './news/routes';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Paths that belong to the API; everything else may be a page of the single-page web app. */
// Addresses the server answers itself; an unknown one under them is a JSON 404, not the web app.
const API_PREFIXES = ['/api/', '/nnxapi/', '/deskapi/', '/ws/', '/health', '/documents/', '/bank-sim/'];

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Logger setting for Fastify: true/options in production, false in tests. */
  logger?: boolean | object;
  /** The server's clock (main.ts: CLOCK_START); the system clock otherwise. */
  time?: TimeSource;
}

export async function buildApp({ config, database, logger, time }: BuildOptions): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Fastify's types take a hop count only as a function.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A caller's X-Request-Id is kept for tracing across services when it looks like an id;
    // anything else gets a fresh one, so log lines cannot be forged or bloated through it.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ validate: config.validateReplies }));
  installSecurityHeaders(app);

  const secret = await loadOrCreateSecret(database.db, 'access-token-key');
  const bus = await createBus(config, app.log);
  app.addHook('onClose', () => bus.close());
  const deps: Deps = {
    config,
    db: database.db,
    database,
    tokens: createTokenSigner(secret, config.tokenTtlSeconds),
    loginThrottle: new LoginThrottle(config.loginMaxFailures, config.loginWindowMs),
    accountReads: createAccountReads(database.db, config.readCacheMs),
    sessionLiveness: new TtlCache<number, boolean>(config.readCacheMs),
    startedAt: Date.now(),
    bus,
    // From the database; main.ts swaps in the market's source, which answers from the simulator while it leads.
    snapshots: new MarketSnapshots(
      database.db,
      new MarketClock(config.simulator.clock),
      config.simulator.seed,
    ),
    time: time ?? systemTime,
  };
  app.decorate('deps', deps);

  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Nordic broker API',
        description: 'The call catalogue of the Nordic broker platform (spec 001).',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'nnx_session' },
          deskCookie: { type: 'apiKey', in: 'cookie', name: 'nnx_desk_session' },
          accessToken: { type: 'apiKey', in: 'header', name: 'x-nnx-access-token' },
          clientId: { type: 'apiKey', in: 'header', name: 'client-id' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  installErrorHandlers(app, spaIndexFor(config));
  registerRoutes(app, deps, [
    ...platformRoutes,
    ...authRoutes,
    ...securityRoutes,
    ...accountRoutes,
    ...instrumentRoutes,
    ...companyDataRoutes,
    ...screenerRoutes,
    ...marketRoutes,
    ...chartRoutes,
    ...fundOrderRoutes,
    ...exchangeOrderRoutes,
    ...curatedListRoutes,
    ...watchlistRoutes,
    ...communityRoutes,
    ...transactionRoutes,
    ...taxRoutes,
    ...netfondsRoutes,
    ...holdingsRoutes,
    ...bankingRoutes,
    ...savingsGoalRoutes,
    ...signupRoutes,
    ...savingsPlanRoutes,
    ...noteRoutes,
    ...crmRoutes,
    ...insuranceRoutes,
    ...creditRoutes,
    ...tierRoutes,
    ...personalizationRoutes,
    ...eidRoutes,
    ...notificationRoutes,
    ...requiredActionRoutes,
    ...customerRoutes,
    // The compliance desk: its own catalogue (contract desk.ts, not in CALLS) and cookie.
    ...deskRoutes,
    ...estateDeskRoutes,
    ...companyRoutes,
    ...estateRoutes,
    ...companySessionRoutes,
    ...searchRoutes,
    ...contentRoutes,
    ...newsRoutes,
    ...fundFactsRoutes,
  ]);
  registerCsvRoute(app, deps);
  registerImageRoutes(app, deps);
  registerDocumentRoutes(app, deps);
  registerContractNoteRoute(app, deps);
  registerNetfondsDownloads(app, deps);
  registerTransactionDownloads(app, deps);
  registerTaxDownloads(app, deps);
  registerCrmFileRoutes(app, deps);
  registerDeskFileRoute(app, deps);
  registerEstateValuationPdf(app, deps);
  registerPaymentNotifications(app, deps);
  registerInsuranceRoutes(app, deps);
  // The simulated e-signing service, unless a real one is configured.
  if (!config.signingServiceUrl) registerSigningSimulator(app, deps);
  // The simulated company register, unless a real one is configured.
  if (!config.companyRegisterUrl) registerCompanyRegisterSimulator(app);
  // The simulated payment provider, unless a real one is configured.
  if (!config.bankProviderUrl) registerBankSimulator(app, deps);
  // The simulated eID parties (BankID, the Signicat-style identity provider), unless eIDs are off.
  if (config.eidProvider === 'simulated') registerEidSimulator(app, deps);
  installLiveFeed(app, deps);
  installNotificationPublisher(app, deps);

  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  }
  return app;
}

/** The web app's index.html for client-side routes, when a build is there to serve. */
function spaIndexFor(config: Config) {
  const dist = config.webDist;
  if (!dist || !existsSync(join(dist, 'index.html'))) return undefined;
  return (url: string) => !API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type RoutePolicy, policy } from '@crossover/domain/permissions';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/database.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { type Mailer, createMailer } from './lib/mailer.ts';
import { type FetchOutside, createFetchOutside } from './lib/net/guarded-fetch.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { emulationAuditPlugin } from './plugins/emulation-audit.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { connectionsCheckingInterval, slowRequestsPlugin } from './plugins/slow-requests.ts';
import { textSafetyPlugin } from './plugins/text-safety.ts';
import { webPlugin } from './plugins/web.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ssoRoutes } from './modules/sso/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { seriesRoutes } from './modules/series/routes.ts';
import { authorizationsRoutes } from './modules/authorizations/routes.ts';
import { productsRoutes } from './modules/products/routes.ts';
import { bulkProductRoutes } from './modules/products/bulk-routes.ts';
import { productExportRoutes } from './modules/products/export-routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { demoImagesRoutes } from './modules/demo-images/routes.ts';
import { importsRoutes } from './modules/imports/routes.ts';
import { pricingImportsRoutes } from './modules/pricing-imports/routes.ts';
import { pricingImportUploadRoutes } from './modules/pricing-imports/upload-routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { paymentOptionsRoutes } from './modules/payment-options/routes.ts';
import { pmapRoutes } from './modules/pmap/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { organizationsRoutes } from './modules/organizations/routes.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { vehiclesRoutes } from './modules/vehicles/routes.ts';
import { enhancementRoutes } from './modules/staged-products/enhancement-routes.ts';
import { stagedProductsRoutes } from './modules/staged-products/routes.ts';
import { imageMigrationRoutes } from './modules/image-migration/routes.ts';
import { cdnMigrationRoutes } from './modules/cdn-migration/routes.ts';
import { type AppStorage, type ObjectStorage, createStorage } from './lib/storage/index.ts';
import { createBunnyStorage } from './lib/storage/bunny.ts';
import { objectsRoutes } from './modules/objects/routes.ts';
import type { JobRunner } from './jobs/jobs.ts';
import { createInlineJobs } from './jobs/inline-jobs.ts';
import { imageSearchRoutes } from './modules/image-search/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    storage: AppStorage;
    /** What services are built from (context.ts); the fields above are the same objects. */
    context: AppContext;
  }
}

export interface AppDependencies {
  config: Config;
  db: Db;
  mailer?: Mailer;
  /** Object storage for uploads; by default the configured one (S3, else local disk in DATA_DIR). */
  storage?: AppStorage;
  /** Tests pass false to keep the output clean; server.ts passes the configured level. */
  logger?: boolean;
  /**
   * The jobs runtime (server.ts); by default an inline runner where nothing runs until drained
   * (tests). Its handlers get this app's context (`useContext` below).
   */
  jobs?: JobRunner;
  /** Where services read the time; tests pass a clock they set (lib/clock.ts). */
  clock?: Clock;
  /** Outside fetches; by default the guarded fetcher with config.outboundAllowHosts. */
  fetchOutside?: FetchOutside;
  /** The CDN's storage; by default the Bunny driver when config.bunny is set, else none. */
  cdn?: ObjectStorage | null;
}

/** A registered route and its declared policy, for the route × role matrix test. */
export interface RegisteredRoute {
  method: string;
  url: string;
  declaredPolicy: boolean;
  policy: RoutePolicy | undefined;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes "trust the nearest n addresses": Fastify itself
 * now ignores bare numbers, since a client reaching the app directly could forge the header;
 * the README says to use a count only when the proxies are the app's sole way in.
 */
function proxyTrust(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * Builds the app without listening: server.ts listens, tests use app.inject(). Routes outside
 * /api (built web assets, the bundled identity provider) and the API docs are public; every /api
 * route must declare its own policy.
 */
export async function buildApp(
  deps: AppDependencies,
): Promise<FastifyInstance & { routesTable: RegisteredRoute[] }> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Slow clients (plugins/slow-requests.ts): Node's limits on headers, whole request and idle.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(config.http.headersTimeoutMs, config.http.requestTimeoutMs),
      connectionsCheckingInterval: connectionsCheckingInterval(config.http),
    },
    frameworkErrors: answerFrameworkError,
    // Only configured proxies may set the client address (X-Forwarded-For); none by default.
    trustProxy: proxyTrust(config.trustProxy),
    // A line per request only in production; in development and tests it drowns the output.
    logController: new LogController({ disableRequestLogging: !config.production }),
  }).withTypeProvider<ZodTypeProvider>();

  const routesTable: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const declaredPolicy = Boolean(route.config?.policy);
    if (!declaredPolicy && (!route.url.startsWith('/api') || route.url.startsWith('/api/docs'))) {
      route.config = { ...route.config, policy: policy.public };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routesTable.push({ method, url: route.url, declaredPolicy, policy: route.config?.policy });
    }
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
      }),
  );

  app.decorate('storage', deps.storage ?? (await createStorage(config)));
  const jobs = deps.jobs ?? createInlineJobs(deps.db);
  const context: AppContext = {
    config,
    db: app.db,
    storage: app.storage,
    mailer: app.mailer,
    logger: app.log,
    jobs,
    clock: deps.clock ?? systemClock,
    fetchOutside: deps.fetchOutside ?? createFetchOutside({ allowHosts: config.outboundAllowHosts }),
    cdn: deps.cdn !== undefined ? deps.cdn : config.bunny ? createBunnyStorage(config.bunny) : null,
  };
  app.decorate('context', context);
  // Job handlers get the same context as services (its logger bound to the job): from here on the
  // runtime works jobs (when it works them in this process).
  await jobs.useContext(context);

  await app.register(errorsPlugin);
  await app.register(slowRequestsPlugin, { http: config.http });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(textSafetyPlugin);
  await app.register(emulationAuditPlugin);
  await app.register(idempotencyPlugin);
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(adminRoutes);
  await app.register(organizationsRoutes);
  await app.register(uploadsRoutes);
  await app.register(objectsRoutes);
  await app.register(usersRoutes);
  await app.register(auditRoutes);
  await app.register(catalogRoutes);
  await app.register(productsRoutes);
  await app.register(seriesRoutes);
  await app.register(authorizationsRoutes);
  await app.register(bulkProductRoutes);
  await app.register(productExportRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(inventoryRoutes);
  await app.register(paymentOptionsRoutes);
  await app.register(pricingRoutes);
  await app.register(dashboardRoutes);
  await app.register(imageMigrationRoutes);
  await app.register(cdnMigrationRoutes);
  // The demo catalogue's pictures: production has no demo data, so no such route either.
  if (!config.production) await app.register(demoImagesRoutes);
  await app.register(vehiclesRoutes);
  await app.register(importsRoutes);
  await app.register(pricingImportsRoutes);
  await app.register(pricingImportUploadRoutes);
  await app.register(enhancementRoutes);
  await app.register(stagedProductsRoutes);
  await app.register(pmapRoutes);
  await app.register(imageSearchRoutes);
  await app.register(webPlugin);

  await app.ready();
  return Object.assign(app, { routesTable });
}

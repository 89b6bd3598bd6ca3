import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import { serializeError, serializeRequest } from './lib/log-serializers.ts';
import { openApiTransform } from './lib/route.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { webhookDelivery } from './modules/webhooks/webhook-delivery.ts';
import { budgetRoutes } from './modules/budgets/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { goalRoutes } from './modules/goals/routes.ts';
import { moneyAccountRoutes } from './modules/money-accounts/routes.ts';
import { ledgerRoutes } from './modules/ledgers/routes.ts';
import { planAheadRoutes } from './modules/budgets/plan-routes.ts';
import { recurringRoutes } from './modules/recurring/routes.ts';
import { mailerPlugin } from './mail/plugin.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { idempotencyPruning } from './modules/idempotency/idempotency-pruning.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { insightRoutes } from './modules/insights/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { ruleRoutes } from './modules/rules/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { digestRoutes } from './modules/digest/routes.ts';
import { tagRoutes } from './modules/tags/routes.ts';
import { transactionRoutes } from './modules/transactions/routes.ts';
import { vitalsRoutes } from './modules/vitals/routes.ts';
import { csrf } from './plugins/csrf.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { security } from './plugins/security.ts';
import { ledgerAccess } from './plugins/ledger-access.ts';
import { session } from './plugins/session.ts';
import { userRateLimit } from './plugins/user-rate-limit.ts';
import { webApp } from './plugins/web-app.ts';
import { shortReads } from './db/short-reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Short index-bounded reads (decision 0012); `db` for everything else. */
    reads: Db;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT = 1024 * 1024;

/**
 * Socket limits (decision 0016): a client gets 10 s to send its headers and
 * 30 s for the whole request (the body is at most 1 MB); a keep-alive
 * connection may idle 72 s (above the 60 s of common load balancers, which
 * must close first); a socket on which nothing moves either way for 60 s
 * (a client that stopped reading its response, or a stalled upload) is
 * closed. Every limit is checked each 2 s instead of Node's 30 s.
 */
export const SOCKET_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 72_000,
  connectionTimeout: 60_000,
  connectionsCheckingInterval: 2_000,
};

/** `stream` lets a test read the log lines production would write. */
export function loggerOptions(
  config: Config,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  // No query strings and no bound parameters in the log (decision 0017).
  const serializers = { req: serializeRequest, err: serializeError };
  if (config.NODE_ENV === 'development' && !stream) {
    return { level: config.LOG_LEVEL, serializers, transport: { target: 'pino-pretty' } };
  }
  return { level: config.LOG_LEVEL, serializers, ...(stream ? { stream } : {}) };
}

/** external plugins → app plugins → modules → the web app and its fallback. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    bodyLimit: BODY_LIMIT,
    http: {
      headersTimeout: SOCKET_TIMEOUTS.headersTimeout,
      connectionsCheckingInterval: SOCKET_TIMEOUTS.connectionsCheckingInterval,
    },
    requestTimeout: SOCKET_TIMEOUTS.requestTimeout,
    keepAliveTimeout: SOCKET_TIMEOUTS.keepAliveTimeout,
    connectionTimeout: SOCKET_TIMEOUTS.connectionTimeout,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('reads', shortReads(database));

  await app.register(security, { config });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Elevate API', version: '1.0.0' },
      // Lets the docs UI's Authorize button send the session token and the CSRF header.
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A session token (from sign-in) or a personal access token (elv_…, Settings → Access tokens). An access token reaches only the endpoints of ledger data, needs no CSRF header, and a 'read' one only their GETs.",
          },
          csrfToken: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(errorHandler);
  await app.register(session);
  await app.register(ledgerAccess);
  await app.register(csrf, { config });
  await app.register(mailerPlugin);
  await app.register(userRateLimit, { max: config.DATA_RATE_LIMIT_PER_MINUTE });
  await app.register(idempotencyPruning);

  // Before the data routes: their writes are logged and streamed through these.
  await app.register(liveRoutes);
  await app.register(activityRoutes);
  await app.register(webhookDelivery);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(budgetRoutes);
  await app.register(transactionRoutes);
  await app.register(tagRoutes);
  await app.register(moneyAccountRoutes);
  await app.register(importRoutes);
  await app.register(recurringRoutes);
  await app.register(goalRoutes);
  await app.register(ruleRoutes);
  await app.register(ledgerRoutes);
  await app.register(planAheadRoutes);
  await app.register(reportRoutes);
  await app.register(insightRoutes);
  await app.register(vitalsRoutes);
  await app.register(supportRoutes);
  await app.register(digestRoutes);

  await app.register(webApp, { distDir: config.WEB_DIST });
  return app;
}

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { isLoopbackUrl } from '../lib/loopback.ts';

/** Security headers on every response; CORS only for the configured app origin. */
export const security = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const https = opts.config.APP_URL.startsWith('https://');
  if (!https && !isLoopbackUrl(opts.config.APP_URL)) {
    app.log.warn(
      { appUrl: opts.config.APP_URL },
      'APP_URL is http:// on a host other than this machine: cookies are not Secure and no HSTS is sent; serve Elevate over https and set APP_URL to its https:// address',
    );
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: opts.config.APP_URL,
    credentials: true,
    allowedHeaders: ['Content-Type', 'Authorization', 'x-csrf-token'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
});

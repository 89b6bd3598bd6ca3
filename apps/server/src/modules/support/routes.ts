import { supportApi as api } from '@elevate/shared/contract/support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoutes } from '../../lib/route.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { findSessionUser } from '../auth/session-store.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { CONTACT_THANK_YOU, submitContactMessage } from './service.ts';

export const CONTACT_LIMIT = {
  name: 'support-contact',
  max: 5,
  windowMs: 15 * 60_000,
  msg: 'Too many contact attempts. Please try again later.',
} as const;

/** The form works signed out too; a valid bearer token only links the message to its account. */
async function optionalUserId(
  app: FastifyInstance,
  request: Pick<FastifyRequest, 'headers'>,
): Promise<string | null> {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  return (await findSessionUser(app.db, token))?.id ?? null;
}

export async function supportRoutes(app: FastifyInstance) {
  // Public calls: the contact form is limited per IP after validation, the config not at all.
  const on = contractRoutes(app, []);
  const contactDeps = {
    db: app.db,
    mailer: app.mailer,
    supportEmail: app.config.SUPPORT_EMAIL,
    log: app.log,
    retryBaseMs: app.config.SUPPORT_RETRY_MS,
  };

  // Mails that failed, here or in another process, are retried until delivered (decision 0040).
  let worker: OutboxWorker | undefined;
  app.addHook('onReady', async () => {
    worker = startOutboxWorker(contactDeps);
  });
  app.addHook('onClose', async () => worker?.stop());

  on(
    api.contact,
    async (request) => {
      const userId = await optionalUserId(app, request);
      await submitContactMessage(
        { ...contactDeps, log: request.log },
        { ...request.body, userId, ip: request.ip },
      );
      return { success: true as const, message: CONTACT_THANK_YOU };
    },
    { preHandler: rateLimit(CONTACT_LIMIT) },
  );

  on(api.config, async () => ({ email: app.config.SUPPORT_EMAIL }));
}

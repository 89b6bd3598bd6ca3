import { webhooksApi as api } from '@elevate/shared/contract/webhooks';
import { WEBHOOK_MESSAGES as MSG, WEBHOOK_TEST_EVENT } from '@elevate/shared/schemas/webhooks';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { contractRoutes } from '../../lib/route.ts';
import { twoFactorLimits as limits } from '../auth/two-factor/rate-limits.ts';
import { notifyWebhookCreated, type NoticeDeps } from '../auth/security-notices.ts';
import { systemResolve } from './webhook-address.ts';
import {
  createWebhook,
  deleteWebhook,
  findWebhook,
  listDeliveries,
  listWebhooks,
} from './webhook-service.ts';

/** /api/webhooks: a signed-in person adds, lists, tests and deletes their webhooks. */
export async function webhookRoutes(app: FastifyInstance, deps: NoticeDeps) {
  const on = contractRoutes(app, []);
  const owned = async (userId: string, id: string) => {
    const hook = await findWebhook(deps.db, userId, id);
    if (!hook) throw notFound(MSG.notFound);
    return hook;
  };

  on(api.list, async (request) => ({ webhooks: await listWebhooks(deps.db, request.userId) }));

  // Limited per user like the credential changes: a creation may run argon2.
  on(
    api.create,
    async (request, reply) => {
      const created = await createWebhook(
        { db: deps.db, allowPrivate: app.config.WEBHOOK_ALLOW_PRIVATE, resolve: systemResolve },
        request.user,
        request.body,
      );
      notifyWebhookCreated(deps, request.userId, created.url);
      return reply.code(201).send(created);
    },
    { preHandler: limits.changes },
  );

  on(api.remove, async (request) => {
    if (!(await deleteWebhook(deps.db, request.userId, request.params.id))) {
      throw notFound(MSG.notFound);
    }
    return { success: true as const };
  });

  on(api.deliveries, async (request) => {
    const hook = await owned(request.userId, request.params.id);
    return { deliveries: await listDeliveries(deps.db, hook.id) };
  });

  on(
    api.test,
    async (request, reply) => {
      const hook = await owned(request.userId, request.params.id);
      const [id] = await app.webhooks.queue([
        {
          ledgerId: hook.ledgerId,
          webhookId: hook.id,
          event: WEBHOOK_TEST_EVENT,
          data: { message: 'A test event from Elevate: this webhook is reached.' },
        },
      ]);
      // None queued: the owner is no longer a member of the webhook's ledger.
      if (!id) throw notFound(MSG.notFound);
      app.webhooks.wake();
      return reply.code(202).send({ _id: id, message: MSG.testQueued });
    },
    { preHandler: limits.changes },
  );
}

import { recurringApi } from '@elevate/shared/contract/recurring';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes.ts';
import { listDue, recordOccurrence, skipOccurrence } from './due-service.ts';
import { catchUpTimer } from './catch-up-timer.ts';
import { catchUpAll } from './occurrences.ts';
import { createRule, deleteRule, listRules, updateRule } from './rule-service.ts';

/** Recurring rules: automatic occurrences on their UTC date, exactly once. */
export async function recurringRoutes(app: FastifyInstance) {
  // Catch up after downtime in the background from start, then hourly (decision 0038).
  const catchUp = catchUpTimer(() => catchUpAll(app.db), app.log);
  app.addHook('onReady', async () => catchUp.start());
  app.addHook('onClose', () => catchUp.stop());

  const on = crudRoutes(app, recurringApi, {
    list: listRules,
    // The service's optional `today` stays at its default.
    create: (db, ledgerId, body) => createRule(db, ledgerId, body),
    update: (db, ledgerId, id, body) => updateRule(db, ledgerId, id, body),
    remove: deleteRule,
  });

  on(recurringApi.due, async (request) => listDue(app.db, request.ledgerId));

  on(recurringApi.record, async (request, reply) => {
    const created = await recordOccurrence(
      app.db,
      request.ledgerId,
      request.params.id,
      request.body.date,
    );
    return reply.code(201).send(created);
  });

  on(recurringApi.skip, async (request) => {
    await skipOccurrence(app.db, request.ledgerId, request.params.id, request.body.date);
    return { success: true as const };
  });
}

import {
  createRecurringBody,
  dueListResponse,
  occurrenceBody,
  recurringListResponse,
  recurringRuleResponse,
  updateRecurringBody,
} from '@elevate/shared/schemas/recurring';
import {
  errorMessage,
  idParams,
  successResponse,
  validationErrors,
} from '@elevate/shared/schemas/common';
import { transactionResponse } from '@elevate/shared/schemas/transactions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.ts';
import { listDue, recordOccurrence, skipOccurrence } from './due-service.ts';
import { catchUpTimer } from './catch-up-timer.ts';
import { catchUpAll } from './occurrences.ts';
import { createRule, deleteRule, listRules, updateRule } from './rule-service.ts';

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  404: errorMessage,
  409: errorMessage,
  429: errorMessage,
};
const tags = ['recurring'];
const read = { tags, security: [{ bearerAuth: [] }] };
const write = { tags, security: [{ bearerAuth: [], csrfToken: [] }] };

/** Recurring rules (issue 19): automatic occurrences on their UTC date, exactly once. */
export async function recurringRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];

  // Catch up after downtime in the background from start, then hourly (decision 0038).
  const catchUp = catchUpTimer(() => catchUpAll(app.db), app.log);
  app.addHook('onReady', async () => catchUp.start());
  app.addHook('onClose', () => catchUp.stop());

  r.get(
    '/api/recurring',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'Recurring rules, oldest first',
        response: { 200: recurringListResponse, ...errors },
      },
    },
    async (request) => listRules(app.db, currentUser(request).id),
  );

  r.post(
    '/api/recurring',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Create a rule; occurrences from a past start up to today exist when it answers',
        body: createRecurringBody,
        response: { 201: recurringRuleResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createRule(app.db, currentUser(request).id, request.body)),
  );

  r.put(
    '/api/recurring/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Replace a rule; transactions it already created stay as they are',
        params: idParams,
        body: updateRecurringBody,
        response: { 200: recurringRuleResponse, ...errors },
      },
    },
    async (request) => updateRule(app.db, currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/recurring/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Delete a rule; transactions it created stay',
        params: idParams,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await deleteRule(app.db, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  r.get(
    '/api/recurring/due',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'Occurrences of non-automatic rules waiting for Record or Skip',
        response: { 200: dueListResponse, ...errors },
      },
    },
    async (request) => listDue(app.db, currentUser(request).id),
  );

  r.post(
    '/api/recurring/:id/record',
    {
      onRequest,
      schema: {
        ...write,
        summary:
          "Record one of the rule's dates as a transaction (409 when already recorded or skipped)",
        params: idParams,
        body: occurrenceBody,
        response: { 201: transactionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const created = await recordOccurrence(
        app.db,
        currentUser(request).id,
        id,
        request.body.date,
      );
      return reply.code(201).send(created);
    },
  );

  r.post(
    '/api/recurring/:id/skip',
    {
      onRequest,
      schema: {
        ...write,
        summary: "Skip one of the rule's dates (409 when already recorded or skipped)",
        params: idParams,
        body: occurrenceBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await skipOccurrence(app.db, currentUser(request).id, request.params.id, request.body.date);
      return { success: true as const };
    },
  );
}

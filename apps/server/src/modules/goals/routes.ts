import {
  createGoalBody,
  goalListResponse,
  goalResponse,
  updateGoalBody,
} from '@elevate/shared/schemas/goals';
import {
  errorMessage,
  idParams,
  successResponse,
  validationErrors,
} from '@elevate/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.ts';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goal-service.ts';

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  404: errorMessage,
  409: errorMessage,
  429: errorMessage,
};
const tags = ['goals'];
const read = { tags, security: [{ bearerAuth: [] }] };
const write = { tags, security: [{ bearerAuth: [], csrfToken: [] }] };

/** Savings goals (issue 19); progress is computed on every read from the month totals. */
export async function goalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];

  r.get(
    '/api/goals',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'Savings goals with their progress',
        response: { 200: goalListResponse, ...errors },
      },
    },
    async (request) => listGoals(app.db, currentUser(request).id),
  );

  r.post(
    '/api/goals',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Create a savings goal on a savings category',
        body: createGoalBody,
        response: { 201: goalResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createGoal(app.db, currentUser(request).id, request.body)),
  );

  r.put(
    '/api/goals/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Change a goal, or archive it (once its reaching was celebrated)',
        params: idParams,
        body: updateGoalBody,
        response: { 200: goalResponse, ...errors },
      },
    },
    async (request) => updateGoal(app.db, currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/goals/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Delete a goal (its savings transactions stay)',
        params: idParams,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await deleteGoal(app.db, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
}

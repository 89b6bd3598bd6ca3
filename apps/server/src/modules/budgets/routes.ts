import {
  budgetListQuery,
  budgetListResponse,
  budgetMonthsResponse,
  budgetResponse,
  categoryKey,
  categoryPatch,
  createBudgetBody,
  updateBudgetBody,
} from '@elevate/shared/schemas/budgets';
import {
  errorMessage,
  idParams,
  successResponse,
  validationErrors,
} from '@elevate/shared/schemas/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainJson } from '../../lib/plain-json.ts';
import { currentUser } from '../../plugins/session.ts';
import { createBudget, deleteBudget, updateBudget } from './budget-service.ts';
import { getBudget, listBudgetMonths, listBudgets, listMonthBudget } from './budget-view.ts';
import { deleteCategory, patchCategory } from './category-service.ts';
import { firstDayOfMonth } from '../../lib/first-day-of-month.ts';
import { shortReads } from '../../db/short-reads.ts';

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  404: errorMessage,
  409: errorMessage,
  429: errorMessage,
  503: errorMessage,
};
const tags = ['budgets'];
const read = { tags, security: [{ bearerAuth: [] }] };
const write = { tags, security: [{ bearerAuth: [], csrfToken: [] }] };

/** Section 7 budget calls plus the explicit category operations; every one is the user's own. */
export async function budgetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];

  r.get(
    '/api/budgets',
    {
      onRequest,
      schema: {
        ...read,
        summary:
          'Budgets, newest month first, 120 (limit) per page with a Link to the next; with ?month= a list of 0 or 1',
        querystring: budgetListQuery,
        response: { 200: budgetListResponse, ...errors },
      },
      // The dashboard's hottest read, built by present() from typed rows.
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const { month, page, limit } = request.query;
      const userId = currentUser(request).id;
      if (month) return listMonthBudget(shortReads(app), userId, firstDayOfMonth(month));
      const list = await listBudgets(shortReads(app), userId, { page, limit });
      // Past 120 budgets the answer is still the spec's list; older ones are a page away.
      if (list.hasMore) {
        reply.header('link', `</api/budgets?page=${page + 1}&limit=${limit}>; rel="next"`);
      }
      return list.budgets;
    },
  );

  r.get(
    '/api/budgets/months',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'Months that have a budget, newest first',
        response: { 200: budgetMonthsResponse, ...errors },
      },
    },
    async (request) => listBudgetMonths(shortReads(app), currentUser(request).id),
  );

  r.get(
    '/api/budgets/:id',
    {
      onRequest,
      schema: { ...read, params: idParams, response: { 200: budgetResponse, ...errors } },
    },
    async (request) => getBudget(shortReads(app), currentUser(request).id, request.params.id),
  );

  r.post(
    '/api/budgets',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Create the budget of a month (409 when that month has one)',
        body: createBudgetBody,
        response: { 201: budgetResponse, ...errors },
      },
    },
    async (request, reply) => {
      const budget = await createBudget(app.db, currentUser(request).id, request.body);
      return reply.code(201).send(budget);
    },
  );

  r.put(
    '/api/budgets/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary:
          'Replace categories, move the month, or save the full budget (409 on a stale version)',
        params: idParams,
        body: updateBudgetBody,
        response: { 200: budgetResponse, ...errors },
      },
    },
    async (request) =>
      updateBudget(app.db, currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/budgets/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary: "Delete the budget and its month's transactions",
        params: idParams,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      await deleteBudget(app.db, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  r.patch(
    '/api/budgets/:id/categories',
    {
      onRequest,
      schema: {
        ...write,
        summary:
          "Rename, retype or re-budget one category (by name + type); its month's transactions follow",
        params: idParams,
        body: categoryPatch,
        response: { 200: budgetResponse, ...errors },
      },
    },
    async (request) =>
      patchCategory(app.db, currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/budgets/:id/categories',
    {
      onRequest,
      schema: {
        ...write,
        summary: "Delete one category (?name=&type=) and its month's transactions",
        params: idParams,
        querystring: categoryKey,
        response: { 200: budgetResponse, ...errors },
      },
    },
    async (request) =>
      deleteCategory(app.db, currentUser(request).id, request.params.id, request.query),
  );
}

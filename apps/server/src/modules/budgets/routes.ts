import { budgetsApi } from '@elevate/shared/contract/budgets';
import type { FastifyInstance } from 'fastify';
import { plainJson } from '../../lib/plain-json.ts';
import { contractRoutes } from '../../lib/route.ts';
import { createBudget, deleteBudget, updateBudget } from './budget-service.ts';
import { getBudget, listBudgetMonths, listBudgets, listMonthBudget } from './budget-view.ts';
import { deleteCategory, patchCategory } from './category-service.ts';
import { firstDayOfMonth } from '../../lib/first-day-of-month.ts';
import { shortReads } from '../../db/short-reads.ts';

/** The budget calls plus the explicit category operations, each on the request's ledger. */
export async function budgetRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);

  on(
    budgetsApi.list,
    async (request, reply) => {
      const { month, page, limit } = request.query;
      const { ledgerId } = request;
      if (month) return listMonthBudget(shortReads(app), ledgerId, firstDayOfMonth(month));
      const list = await listBudgets(shortReads(app), ledgerId, { page, limit });
      // Past 120 budgets the answer is still a plain list; older ones are a page away.
      if (list.hasMore) {
        reply.header('link', `</api/budgets?page=${page + 1}&limit=${limit}>; rel="next"`);
      }
      return list.budgets;
    },
    // The dashboard's hottest read, built by present() from typed rows.
    { serializerCompiler: plainJson },
  );

  on(budgetsApi.months, async (request) => listBudgetMonths(shortReads(app), request.ledgerId));

  on(budgetsApi.get, async (request) =>
    getBudget(shortReads(app), request.ledgerId, request.params.id),
  );

  on(budgetsApi.create, async (request, reply) => {
    const budget = await createBudget(app.db, request.ledgerId, request.body);
    return reply.code(201).send(budget);
  });

  on(budgetsApi.update, async (request) =>
    updateBudget(app.db, request.ledgerId, request.params.id, request.body),
  );

  on(budgetsApi.remove, async (request) => {
    await deleteBudget(app.db, request.ledgerId, request.params.id);
    return { success: true as const };
  });

  on(budgetsApi.patchCategory, async (request) =>
    patchCategory(app.db, request.ledgerId, request.params.id, request.body),
  );

  on(budgetsApi.deleteCategory, async (request) =>
    deleteCategory(app.db, request.ledgerId, request.params.id, request.query),
  );
}

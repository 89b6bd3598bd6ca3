import { goalsApi } from '@elevate/shared/contract/goals';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes.ts';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goal-service.ts';

/** Savings goals; progress is computed on every read from the month totals. */
export async function goalRoutes(app: FastifyInstance) {
  crudRoutes(app, goalsApi, {
    list: listGoals,
    create: createGoal,
    update: updateGoal,
    remove: deleteGoal,
  });
}

import { idParams, successResponse } from '../schemas/common.ts';
import {
  createGoalBody,
  goalListResponse,
  goalResponse,
  updateGoalBody,
} from '../schemas/goals.ts';
import { area } from './endpoint.ts';

const goals = area('goals', [400, 401, 404, 409, 429], { ledger: true });

/** Savings goals; progress is computed on every read from the month totals. */
export const goalsApi = {
  list: goals.get('/api/goals', {
    summary: 'Savings goals with their progress',
    responses: { 200: goalListResponse },
  }),
  create: goals.post('/api/goals', {
    summary: 'Create a savings goal on a savings category',
    body: createGoalBody,
    responses: { 201: goalResponse },
  }),
  update: goals.put('/api/goals/:id', {
    summary: 'Change a goal, or archive it (once its reaching was celebrated)',
    params: idParams,
    body: updateGoalBody,
    responses: { 200: goalResponse },
  }),
  remove: goals.delete('/api/goals/:id', {
    summary: 'Delete a goal (its savings transactions stay)',
    params: idParams,
    responses: { 200: successResponse },
  }),
};

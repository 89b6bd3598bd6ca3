import {
  budgetListQuery,
  budgetListResponse,
  budgetMonthsResponse,
  budgetResponse,
  categoryKey,
  categoryPatch,
  createBudgetBody,
  updateBudgetBody,
} from '../schemas/budgets.ts';
import { idParams, successResponse } from '../schemas/common.ts';
import {
  carryOverResponse,
  categoryCarryOverBody,
  suggestionsQuery,
  suggestionsResponse,
} from '../schemas/plan-ahead.ts';
import { area } from './endpoint.ts';

const budgets = area('budgets', [400, 401, 404, 409, 429, 503], { ledger: true });
const planAhead = area('budgets', [400, 401, 404, 429], { ledger: true });

/** The budget calls plus the explicit category operations; every one acts on the request's ledger (decision 0049). */
export const budgetsApi = {
  list: budgets.get('/api/budgets', {
    summary:
      'Budgets, newest month first, 120 (limit) per page with a Link to the next; with ?month= a list of 0 or 1',
    query: budgetListQuery,
    responses: { 200: budgetListResponse },
  }),
  months: budgets.get('/api/budgets/months', {
    summary: 'Months that have a budget, newest first',
    responses: { 200: budgetMonthsResponse },
  }),
  get: budgets.get('/api/budgets/:id', {
    params: idParams,
    responses: { 200: budgetResponse },
  }),
  create: budgets.post('/api/budgets', {
    summary: 'Create the budget of a month (409 when that month has one)',
    body: createBudgetBody,
    responses: { 201: budgetResponse },
  }),
  update: budgets.put('/api/budgets/:id', {
    summary: 'Replace categories, move the month, or save the full budget (409 on a stale version)',
    params: idParams,
    body: updateBudgetBody,
    responses: { 200: budgetResponse },
  }),
  remove: budgets.delete('/api/budgets/:id', {
    summary: "Delete the budget and its month's transactions",
    params: idParams,
    responses: { 200: successResponse },
  }),
  patchCategory: budgets.patch('/api/budgets/:id/categories', {
    summary:
      "Rename, retype or re-budget one category (by name + type); its month's transactions follow",
    params: idParams,
    body: categoryPatch,
    responses: { 200: budgetResponse },
  }),
  deleteCategory: budgets.delete('/api/budgets/:id/categories', {
    summary: "Delete one category (?name=&type=) and its month's transactions",
    params: idParams,
    query: categoryKey,
    responses: { 200: budgetResponse },
  }),
};

/** Planning ahead: suggestions, rollover refresh, per-category carry-over. */
export const planAheadApi = {
  suggestions: planAhead.get('/api/budgets/suggestions', {
    summary:
      'Suggested budgeted amounts per expense and savings category: the average of the last 3 months with data, or the recurring amount of the month when more, in whole dollars',
    query: suggestionsQuery,
    responses: { 200: suggestionsResponse },
  }),
  carryOver: planAhead.get('/api/budgets/:id/carry-over', {
    summary:
      "What the month carries in: the rolled-over To Be Budgeted (and the earlier month's now) and each category's carried amount",
    params: idParams,
    responses: { 200: carryOverResponse },
  }),
  rollover: planAhead.post('/api/budgets/:id/rollover', {
    summary:
      "Carry the earlier months' To Be Budgeted forward again, oldest first, up to this budget",
    params: idParams,
    responses: { 200: budgetResponse },
  }),
  setCarryOver: planAhead.put('/api/budgets/carry-over', {
    summary: "Turn 'Carry over' on or off for an expense or savings category (every month)",
    body: categoryCarryOverBody,
    responses: { 200: categoryCarryOverBody },
  }),
};

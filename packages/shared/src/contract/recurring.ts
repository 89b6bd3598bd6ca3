import { idParams, successResponse } from '../schemas/common.ts';
import {
  createRecurringBody,
  dueListResponse,
  occurrenceBody,
  recurringListResponse,
  recurringRuleResponse,
  updateRecurringBody,
} from '../schemas/recurring.ts';
import { transactionResponse } from '../schemas/transactions.ts';
import { area } from './endpoint.ts';

const recurring = area('recurring', [400, 401, 404, 409, 429], { ledger: true });

/** Recurring rules: automatic occurrences on their UTC date, exactly once. */
export const recurringApi = {
  list: recurring.get('/api/recurring', {
    summary: 'Recurring rules, oldest first',
    responses: { 200: recurringListResponse },
  }),
  create: recurring.post('/api/recurring', {
    summary: 'Create a rule; occurrences from a past start up to today exist when it answers',
    body: createRecurringBody,
    responses: { 201: recurringRuleResponse },
  }),
  update: recurring.put('/api/recurring/:id', {
    summary: 'Replace a rule; transactions it already created stay as they are',
    params: idParams,
    body: updateRecurringBody,
    responses: { 200: recurringRuleResponse },
  }),
  remove: recurring.delete('/api/recurring/:id', {
    summary: 'Delete a rule; transactions it created stay',
    params: idParams,
    responses: { 200: successResponse },
  }),
  due: recurring.get('/api/recurring/due', {
    summary: 'Occurrences of non-automatic rules waiting for Record or Skip',
    responses: { 200: dueListResponse },
  }),
  record: recurring.post('/api/recurring/:id/record', {
    summary:
      "Record one of the rule's dates as a transaction (409 when already recorded or skipped)",
    params: idParams,
    body: occurrenceBody,
    responses: { 201: transactionResponse },
  }),
  skip: recurring.post('/api/recurring/:id/skip', {
    summary: "Skip one of the rule's dates (409 when already recorded or skipped)",
    params: idParams,
    body: occurrenceBody,
    responses: { 200: successResponse },
  }),
};

import { idParams, successResponse } from '../schemas/common.ts';
import {
  applyRuleBody,
  applyRuleResponse,
  reorderRulesBody,
  ruleApplicationStepResponse,
  ruleBody,
  ruleListResponse,
  ruleResponse,
} from '../schemas/rules.ts';
import { area } from './endpoint.ts';

const rules = area('rules', [400, 401, 404, 409, 429], { ledger: true });

/** The ledger's rules (decision 0054), kept in the order they run. */
export const rulesApi = {
  list: rules.get('/api/rules', {
    summary: "The ledger's rules, in the order they run",
    responses: { 200: ruleListResponse },
  }),
  create: rules.post('/api/rules', {
    summary: 'Add a rule; it runs after the others',
    body: ruleBody,
    responses: { 201: ruleResponse },
  }),
  // Declared before PUT /api/rules/:id for readers; Fastify prefers the static path either way.
  reorder: rules.put('/api/rules/order', {
    summary: 'Put the rules in a new order',
    description: 'The ids are every rule of the ledger, each once, the first to run first.',
    body: reorderRulesBody,
    responses: { 200: ruleListResponse },
  }),
  update: rules.put('/api/rules/:id', {
    summary: 'Replace a rule; it keeps its place',
    params: idParams,
    body: ruleBody,
    responses: { 200: ruleResponse },
  }),
  remove: rules.delete('/api/rules/:id', {
    summary: 'Delete a rule; the rules after it move up',
    params: idParams,
    responses: { 200: successResponse },
  }),
  apply: rules.post('/api/rules/:id/apply', {
    summary: "Run a rule over the ledger's existing transactions",
    description:
      'One application runs per ledger at a time (429 while another does) and a few per server (503 when none frees up in time). With dryRun, counts what the rule matches and would change and lists the first 100 changes, writing nothing; without, makes every change in one database transaction and answers an applicationId that undoes and redoes it. from and to (YYYY-MM-DD, both included) limit the dates. Reconciled transactions are left as they are.',
    params: idParams,
    body: applyRuleBody,
    responses: { 200: applyRuleResponse },
    errors: [400, 401, 403, 404, 409, 429, 503],
  }),
  undoApplication: rules.post('/api/rule-applications/:id/undo', {
    summary:
      "Undo a rule's application: each row it changed and nobody changed since gets its old fields back",
    params: idParams,
    responses: { 200: ruleApplicationStepResponse },
    errors: [400, 401, 403, 404, 409, 429, 503],
  }),
  redoApplication: rules.post('/api/rule-applications/:id/redo', {
    summary:
      "Redo an undone application: each row still as the undo left it gets the rule's fields again",
    params: idParams,
    responses: { 200: ruleApplicationStepResponse },
    errors: [400, 401, 403, 404, 409, 429, 503],
  }),
};

import { rulesApi } from '@elevate/shared/contract/rules';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes.ts';
import { stepRuleApplication } from './rule-application-steps.ts';
import { applyRule } from './rule-apply.ts';
import { reorderRules } from './rule-order.ts';
import { createRule, deleteRule, listRules, updateRule } from './rule-service.ts';

/** The ledger's rules (decision 0054): kept in the order they run, at most MAX_RULES. */
export async function ruleRoutes(app: FastifyInstance) {
  const on = crudRoutes(app, rulesApi, {
    list: listRules,
    create: createRule,
    update: updateRule,
    remove: deleteRule,
  });
  on(rulesApi.reorder, async (request) => reorderRules(app.db, request.ledgerId, request.body.ids));
  on(rulesApi.apply, async (request) =>
    applyRule(app.db, request.ledgerId, request.params.id, request.body),
  );
  on(rulesApi.undoApplication, async (request) =>
    stepRuleApplication(app.db, request.ledgerId, request.params.id, 'undo'),
  );
  on(rulesApi.redoApplication, async (request) =>
    stepRuleApplication(app.db, request.ledgerId, request.params.id, 'redo'),
  );
}

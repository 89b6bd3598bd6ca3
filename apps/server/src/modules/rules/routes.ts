import { rulesApi } from '@elevate/shared/contract/rules';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../lib/crud-routes.ts';
import { userSlots } from '../../lib/user-slots.ts';
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
  // Each reads (and may rewrite) every transaction of the ledger in its range: a few at once
  // per process, one per ledger, so a burst of them cannot fill the server's memory.
  const slots = userSlots(APPLY_SLOTS, app.config.FULL_LIST_WAIT_MS, {
    inProgress: APPLY_IN_PROGRESS,
    busy: APPLY_BUSY,
  });
  const inSlot = async <T>(ledgerId: string, work: () => Promise<T>): Promise<T> => {
    const release = await slots.take(ledgerId);
    try {
      return await work();
    } finally {
      release();
    }
  };
  on(rulesApi.apply, async ({ ledgerId, params, body }) =>
    inSlot(ledgerId, () => applyRule(app.db, ledgerId, params.id, body)),
  );
  on(rulesApi.undoApplication, async ({ ledgerId, params }) =>
    inSlot(ledgerId, () => stepRuleApplication(app.db, ledgerId, params.id, 'undo')),
  );
  on(rulesApi.redoApplication, async ({ ledgerId, params }) =>
    inSlot(ledgerId, () => stepRuleApplication(app.db, ledgerId, params.id, 'redo')),
  );
}

export const APPLY_SLOTS = 2;
export const APPLY_IN_PROGRESS =
  'A rule is already being applied in this ledger. Please try again when it has finished.';
export const APPLY_BUSY = 'The server is busy applying other rules. Please try again later.';

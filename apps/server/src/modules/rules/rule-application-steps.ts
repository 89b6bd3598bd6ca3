import type { RuleApplicationStepResponse } from '@elevate/shared/schemas/rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ruleApplications } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { stepApplication } from '../transactions/transaction-rule-changes.ts';
import { lockApplications } from './rule-application-writes.ts';

export const APPLICATION_MESSAGES = {
  notFound: 'Rule application not found',
  notApplied: 'This application is already undone: redo it first',
  notUndone: 'This application is not undone: only an undone application can be redone',
};

const STEPS = {
  undo: { from: 'applied', to: 'undone', refused: APPLICATION_MESSAGES.notApplied },
  redo: { from: 'undone', to: 'applied', refused: APPLICATION_MESSAGES.notUndone },
} as const;

/**
 * POST /api/rule-applications/:id/undo and /redo, in one database transaction. The
 * application's row is locked and its state checked under the lock, so of two calls at
 * once one steps and the other finds the state moved on (409).
 */
export function stepRuleApplication(
  db: Db,
  ledgerId: string,
  id: string,
  step: keyof typeof STEPS,
): Promise<RuleApplicationStepResponse> {
  const { from, to, refused } = STEPS[step];
  return db.transaction(async (tx) => {
    await lockApplications(tx, ledgerId);
    const where = and(eq(ruleApplications.ledgerId, ledgerId), eq(ruleApplications.id, id));
    const [held] = await tx
      .select({ state: ruleApplications.state })
      .from(ruleApplications)
      .where(where)
      .for('update');
    if (!held) throw notFound(APPLICATION_MESSAGES.notFound);
    if (held.state !== from) throw conflict(refused);
    const counts = await stepApplication(tx, ledgerId, id, step);
    await tx.update(ruleApplications).set({ state: to }).where(where);
    return counts;
  });
}

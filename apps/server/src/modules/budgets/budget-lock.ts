import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { budgets } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { BUDGET_NOT_FOUND } from './budget-view.ts';

/** Locks the user's budget row for the rest of the transaction; 404 when it is not theirs. */
export async function lockBudget(tx: Db, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(budgets)
    .where(and(eq(budgets.id, id), eq(budgets.userId, userId)))
    .for('update');
  if (!row) throw notFound(BUDGET_NOT_FOUND);
  return row;
}

/** Every change to a budget bumps its version, so other tabs' stale writes are refused. */
export async function bumpVersion(
  tx: Db,
  id: string,
  changes: Partial<typeof budgets.$inferInsert> = {},
) {
  await tx
    .update(budgets)
    .set({ ...changes, version: sql`${budgets.version} + 1`, updatedAt: new Date() })
    .where(eq(budgets.id, id));
}

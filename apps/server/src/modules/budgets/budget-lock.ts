import { and, eq } from 'drizzle-orm';
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

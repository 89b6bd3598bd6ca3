import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { budgets } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { BUDGET_NOT_FOUND } from './budget-view.ts';

/** Locks the ledger's budget row for the rest of the transaction; 404 when it is not the ledger's. */
export async function lockBudget(tx: Db, ledgerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(budgets)
    .where(and(eq(budgets.ledgerId, ledgerId), eq(budgets.id, id)))
    .for('update');
  if (!row) throw notFound(BUDGET_NOT_FOUND);
  return row;
}

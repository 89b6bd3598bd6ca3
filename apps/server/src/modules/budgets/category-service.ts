import type { categoryKey, categoryPatch } from '@elevate/shared/schemas/budgets';
import { toCents, type CategoryType } from '@elevate/shared';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { budgetCategories, transactions } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  deleteTransactions,
  dropParts,
  refileParts,
  refileTransactions,
} from '../transactions/transaction-changes.ts';
import { getBudget } from './budget-view.ts';
import { deleteCategoryRow, sameName, updateCategory } from './category-rows.ts';
import { lockBudget } from './budget-lock.ts';
import { bumpVersion } from './budget-rows.ts';
import { monthBounds } from '../../lib/first-day-of-month.ts';
import { lockedMonthStartDay } from '../../lib/month-start-day.ts';

export type CategoryKey = z.output<typeof categoryKey>;
export type CategoryPatch = z.output<typeof categoryPatch>;

export const CATEGORY_NOT_FOUND = 'Category not found';

async function findCategory(tx: Db, ledgerId: string, budgetId: string, key: CategoryKey) {
  const [row] = await tx
    .select()
    .from(budgetCategories)
    .where(
      and(
        eq(budgetCategories.ledgerId, ledgerId),
        eq(budgetCategories.budgetId, budgetId),
        eq(budgetCategories.type, key.type),
        sameName(budgetCategories.name, key.name),
      ),
    );
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** The ledger's transactions of one budget month filed under a category (name ignoring case, type). */
function monthTransactionsOf(
  ledgerId: string,
  firstDay: string,
  startDay: number,
  key: CategoryKey,
) {
  const { start, end } = monthBounds(firstDay, startDay);
  return and(
    eq(transactions.ledgerId, ledgerId),
    eq(transactions.type, key.type),
    sameName(transactions.category, key.name),
    gte(transactions.date, start),
    lt(transactions.date, end),
  );
}

/** The month's split rows with a part under the category (decision 0055). */
function partsOf(ledgerId: string, firstDay: string, startDay: number, key: CategoryKey) {
  const { start, end } = monthBounds(firstDay, startDay);
  return { ledgerId, start, end, type: key.type, name: key.name };
}

/**
 * Renames, retypes and/or re-budgets one category. A new name or type carries
 * that month's matching transactions along, in the same database transaction.
 */
export function patchCategory(db: Db, ledgerId: string, budgetId: string, patch: CategoryPatch) {
  return db.transaction(async (tx) => {
    const budget = await lockBudget(tx, ledgerId, budgetId);
    const category = await findCategory(tx, ledgerId, budgetId, patch);
    const name = patch.newName ?? category.name;
    const type: CategoryType = patch.newType ?? category.type;
    const [clash] = await tx
      .select({ id: budgetCategories.id })
      .from(budgetCategories)
      .where(
        and(
          eq(budgetCategories.ledgerId, ledgerId),
          eq(budgetCategories.budgetId, budgetId),
          eq(budgetCategories.type, type),
          sameName(budgetCategories.name, name),
          ne(budgetCategories.id, category.id),
        ),
      );
    if (clash) throw conflict(`Category '${name}' (${type}) already exists in this budget`);
    const cents =
      patch.budgetedAmount === undefined ? category.budgetedCents : toCents(patch.budgetedAmount);
    await updateCategory(tx, ledgerId, category.id, { name, type, budgetedCents: cents });
    if (name !== category.name || type !== category.type) {
      const startDay = await lockedMonthStartDay(tx, ledgerId);
      await refileParts(tx, partsOf(ledgerId, budget.month, startDay, category), {
        category: name,
        type,
      });
      await refileTransactions(
        tx,
        ledgerId,
        monthTransactionsOf(ledgerId, budget.month, startDay, category),
        { category: name, type },
      );
    }
    await bumpVersion(tx, ledgerId, budgetId);
    return getBudget(tx, ledgerId, budgetId);
  });
}

/** Removes a category and that month's transactions filed under it, together. */
export function deleteCategory(db: Db, ledgerId: string, budgetId: string, key: CategoryKey) {
  return db.transaction(async (tx) => {
    const budget = await lockBudget(tx, ledgerId, budgetId);
    const category = await findCategory(tx, ledgerId, budgetId, key);
    const startDay = await lockedMonthStartDay(tx, ledgerId);
    await dropParts(tx, partsOf(ledgerId, budget.month, startDay, category));
    await deleteTransactions(
      tx,
      ledgerId,
      monthTransactionsOf(ledgerId, budget.month, startDay, category),
    );
    await deleteCategoryRow(tx, ledgerId, category.id);
    await bumpVersion(tx, ledgerId, budgetId);
    return getBudget(tx, ledgerId, budgetId);
  });
}

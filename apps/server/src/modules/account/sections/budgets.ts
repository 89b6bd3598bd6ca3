import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.ts';
import { budgetCategories, budgets } from '../../../db/schema.ts';
import { budgetRow, insertBudgetsFrom } from '../../budgets/budget-rows.ts';
import { categoryRow, insertCategoriesFrom } from '../../budgets/category-rows.ts';
import { chunks, type AccountSection } from './section.ts';

type Category = { name: string; type: string; budgetedCents: number; sortOrder: number };

/** Budgets oldest month first, each with its categories in list order; actuals are the transactions'. */
export const budgetsSection: AccountSection<'budgets'> = {
  key: 'budgets',
  async *write(db, { ledgerId }, sizes) {
    yield '[';
    let after: string | null = null;
    let first = true;
    for (;;) {
      const batch = await db
        .select({
          id: budgets.id,
          month: budgets.month,
          rollover: budgets.toBeBudgetedRolloverCents,
        })
        .from(budgets)
        .where(and(eq(budgets.ledgerId, ledgerId), after ? gt(budgets.month, after) : undefined))
        .orderBy(asc(budgets.month))
        .limit(sizes.budgets);
      if (batch.length === 0) break;
      const rows = await db
        .select({
          budgetId: budgetCategories.budgetId,
          name: budgetCategories.name,
          type: budgetCategories.type,
          budgetedCents: budgetCategories.budgetedCents,
          sortOrder: budgetCategories.sortOrder,
        })
        .from(budgetCategories)
        .where(
          and(
            eq(budgetCategories.ledgerId, ledgerId),
            inArray(
              budgetCategories.budgetId,
              batch.map((b) => b.id),
            ),
          ),
        )
        .orderBy(asc(budgetCategories.position), asc(budgetCategories.id));
      const byBudget = new Map<string, Category[]>();
      for (const { budgetId, ...category } of rows) {
        const list = byBudget.get(budgetId) ?? [];
        list.push(category);
        byBudget.set(budgetId, list);
      }
      const json = batch.map((b) =>
        JSON.stringify({
          month: b.month.slice(0, 7),
          toBeBudgetedRolloverCents: b.rollover,
          categories: byBudget.get(b.id) ?? [],
        }),
      );
      yield (first ? '' : ',') + json.join(',');
      first = false;
      after = batch.at(-1)!.month;
      if (batch.length < sizes.budgets) break;
    }
    yield ']';
  },
  async holdsData(db, { ledgerId }) {
    const [row] = await db
      .select({ id: budgets.id })
      .from(budgets)
      .where(eq(budgets.ledgerId, ledgerId))
      .limit(1);
    return Boolean(row);
  },
  async restore(tx, { ledgerId }, list) {
    const ids = new Map<string, string>();
    for (const part of chunks(list, 500)) {
      const rows = part.map((b) => {
        const kept = budgetRow({
          ledgerId,
          month: `${b.month}-01`,
          toBeBudgetedRolloverCents: b.toBeBudgetedRolloverCents,
        });
        return { month: kept.month, rollover: kept.toBeBudgetedRolloverCents };
      });
      // A restored budget carried nothing: the file does not keep where from.
      const inserted = await tx.execute(sql`
        ${insertBudgetsFrom(sql`
          select ${ledgerId}::uuid, r.month::date, r.rollover, null::date
          from json_to_recordset(${JSON.stringify(rows)}::json) as r(month text, rollover bigint)`)}
        returning id, month::text as month`);
      for (const row of rowsOf<{ id: string; month: string }>(inserted)) ids.set(row.month, row.id);
    }
    // The list order is kept as each category's position; its sortOrder as it was.
    const categories = list.flatMap((b) =>
      b.categories.map((c, position) => {
        const budgetId = ids.get(`${b.month}-01`);
        if (budgetId === undefined) throw new Error('a restored budget was not inserted');
        const kept = categoryRow({
          ledgerId,
          budgetId,
          name: c.name,
          type: c.type,
          budgetedCents: c.budgetedCents,
          sortOrder: c.sortOrder,
          position,
        });
        return {
          budget_id: kept.budgetId,
          name: kept.name,
          type: kept.type,
          budgeted: kept.budgetedCents,
          sort_order: kept.sortOrder,
          position: kept.position,
        };
      }),
    );
    for (const part of chunks(categories)) {
      await tx.execute(
        insertCategoriesFrom(sql`
          select ${ledgerId}::uuid, r.budget_id, r.name, r.type, r.budgeted, r.sort_order, r.position
          from json_to_recordset(${JSON.stringify(part)}::json)
            as r(budget_id uuid, name text, type text, budgeted bigint, sort_order integer, position integer)`),
      );
    }
    return list.length;
  },
};

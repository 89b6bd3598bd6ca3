import {
  MAX_GOALS_PER_USER,
  type createGoalBody,
  type Goal,
  type updateGoalBody,
} from '@elevate/shared/schemas/goals';
import { fromCents, goalProgress, toCents, toDay } from '@elevate/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { goals } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';

export const GOAL_NOT_FOUND = 'Goal not found';
export const GOAL_LIMIT = `A ledger can hold at most ${MAX_GOALS_PER_USER} goals. Delete one to add another.`;
const GOAL_COUNT_LOCK = 727_020;

type GoalRow = typeof goals.$inferSelect;
type Saved = { key: string; saved: number; recent: number };
type SavedRows = { startDay: number; byKey: Map<string, Saved> };

/**
 * What each savings category holds in all (every month's savings
 * transactions) and in the budget month running today and the two before, from
 * the trigger-kept month totals: a few rows per category, not a sum over the
 * transactions. The ledger's start day (decision 0063) comes with them, in the
 * same statement: a goal counts budget months.
 */
async function savedByCategory(db: Db, ledgerId: string, today: string): Promise<SavedRows> {
  const rows = rowsOf<{
    day: number;
    key: string | null;
    saved: string | number | null;
    recent: string | number | null;
  }>(
    await db.execute(sql`
      SELECT l.month_start_day AS day, s.key, s.saved, s.recent
      FROM ledgers l LEFT JOIN LATERAL (
        SELECT category_key AS key, sum(amount_cents) AS saved,
          coalesce(sum(amount_cents) FILTER (WHERE month >=
            elevate_budget_month(${today}::timestamp, l.month_start_day) - interval '2 months'), 0) AS recent
        FROM month_category_totals
        WHERE ledger_id = l.id AND type = 'savings'
          AND category_key IN (SELECT lower(category) FROM goals WHERE ledger_id = l.id)
        GROUP BY category_key) AS s ON true
      WHERE l.id = ${ledgerId}`),
  );
  const byKey = new Map<string, Saved>();
  for (const r of rows) {
    if (r.key !== null) {
      byKey.set(r.key, { key: r.key, saved: Number(r.saved), recent: Number(r.recent) });
    }
  }
  return { startDay: Number(rows[0]?.day ?? 1), byKey };
}

function present(row: GoalRow, rows: SavedRows, today: string): Goal {
  const saved = rows.byKey.get(row.category.toLowerCase());
  const progress = goalProgress(
    {
      targetCents: row.targetCents,
      targetDate: row.targetDate,
      savedCents: saved?.saved ?? 0,
      savedLast3MonthsCents: saved?.recent ?? 0,
    },
    today,
    rows.startDay,
  );
  return {
    _id: row.id,
    name: row.name,
    targetAmount: fromCents(row.targetCents),
    targetDate: row.targetDate,
    category: row.category,
    saved: progress.saved,
    remaining: progress.remaining,
    monthlyNeeded: progress.monthlyNeeded,
    onTrack: progress.onTrack,
    reached: progress.reached,
    percent: progress.percent,
    archived: row.archived,
    createdAt: row.createdAt.toISOString(),
  };
}

const today = () => toDay(new Date());

export async function listGoals(db: Db, ledgerId: string): Promise<Goal[]> {
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.ledgerId, ledgerId))
    .orderBy(goals.createdAt, goals.id);
  const day = today();
  const saved = await savedByCategory(db, ledgerId, day);
  return rows.map((row) => present(row, saved, day));
}

export async function getGoal(db: Db, ledgerId: string, id: string): Promise<Goal> {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.ledgerId, ledgerId), eq(goals.id, id)));
  if (!row) throw notFound(GOAL_NOT_FOUND);
  const day = today();
  return present(row, await savedByCategory(db, ledgerId, day), day);
}

export function createGoal(db: Db, ledgerId: string, body: z.output<typeof createGoalBody>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GOAL_COUNT_LOCK}, hashtext(${ledgerId}))`);
    const [held] = await tx.select({ n: count() }).from(goals).where(eq(goals.ledgerId, ledgerId));
    if ((held?.n ?? 0) >= MAX_GOALS_PER_USER) throw conflict(GOAL_LIMIT);
    const [row] = await tx
      .insert(goals)
      .values({
        ledgerId,
        name: body.name,
        targetCents: toCents(body.targetAmount),
        targetDate: body.targetDate ?? null,
        category: body.category,
      })
      .returning({ id: goals.id });
    if (!row) throw new Error('goal insert returned nothing');
    return getGoal(tx, ledgerId, row.id);
  });
}

export async function updateGoal(
  db: Db,
  ledgerId: string,
  id: string,
  body: z.output<typeof updateGoalBody>,
): Promise<Goal> {
  const changes: Partial<typeof goals.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.targetAmount !== undefined) changes.targetCents = toCents(body.targetAmount);
  if (body.targetDate !== undefined) changes.targetDate = body.targetDate;
  if (body.category !== undefined) changes.category = body.category;
  if (body.archived !== undefined) changes.archived = body.archived;
  if (Object.keys(changes).length > 0) {
    const done = await db
      .update(goals)
      .set(changes)
      .where(and(eq(goals.ledgerId, ledgerId), eq(goals.id, id)))
      .returning({ id: goals.id });
    if (done.length === 0) throw notFound(GOAL_NOT_FOUND);
  }
  return getGoal(db, ledgerId, id);
}

export async function deleteGoal(db: Db, ledgerId: string, id: string): Promise<void> {
  const gone = await db
    .delete(goals)
    .where(and(eq(goals.ledgerId, ledgerId), eq(goals.id, id)))
    .returning({ id: goals.id });
  if (gone.length === 0) throw notFound(GOAL_NOT_FOUND);
}

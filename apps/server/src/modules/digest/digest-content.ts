import { addDays, budgetMonthOf, occurrencesBetween, toCents, toDay } from '@elevate/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { recurringRules, transactions } from '../../db/schema.ts';
import { listMonthBudget } from '../budgets/budget-view.ts';
import { listGoals } from '../goals/goal-service.ts';
import { scheduleOf } from '../recurring/occurrences.ts';
import type { DigestWeek } from './digest-week.ts';

/** A user's digest covers at most this many ledgers: their own first, then shared ones. */
export const DIGEST_LEDGERS = 5;
/** A category this close to its budget (spent / budgeted) is listed with those over it. */
export const CLOSE_TO_BUDGET = 0.9;
const MAX_LINES = 8;

export interface LedgerDigest {
  name: string;
  lastWeekSpentCents: number;
  /** This month's budget: budgeted and spent (expenses); null without a budget. */
  month: { budgetedCents: number; spentCents: number } | null;
  /** Expense categories at 90 % of their budget or over it, the fullest first. */
  tight: { name: string; budgetedCents: number; spentCents: number }[];
  /** Recurring transactions of the coming seven days. */
  upcoming: { date: string; description: string; amountCents: number; type: string }[];
  goals: { name: string; savedCents: number; targetCents: number; percent: number }[];
}

async function ledgersOf(db: Db, userId: string) {
  return rowsOf<{ id: string; name: string; monthStartDay: number }>(
    await db.execute(sql`
      select l.id, l.name, l.month_start_day as "monthStartDay" from ledgers l
      where l.personal_user_id = ${userId}
        or exists (select 1 from ledger_members m where m.ledger_id = l.id and m.user_id = ${userId})
      order by (l.personal_user_id = ${userId}) is true desc, l.created_at, l.id
      limit ${DIGEST_LEDGERS}`),
  );
}

async function spentBetween(db: Db, ledgerId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${transactions.amountCents}), 0)` })
    .from(transactions)
    .where(
      and(
        eq(transactions.ledgerId, ledgerId),
        eq(transactions.type, 'expense'),
        eq(transactions.inBudget, true),
        gte(transactions.date, from),
        lt(transactions.date, to),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The budget of the budget month running today (decision 0063). */
async function monthOf(db: Db, ledgerId: string, today: string, startDay: number) {
  const month = budgetMonthOf(`${today}T00:00:00Z`, startDay);
  const [budget] = await listMonthBudget(db, ledgerId, `${month}-01`);
  if (!budget) return { month: null, tight: [] };
  const expenses = budget.categories.filter((c) => c.type === 'expense');
  const tight = expenses
    .filter((c) => c.budgetedAmount > 0 && c.actualAmount >= c.budgetedAmount * CLOSE_TO_BUDGET)
    .sort((a, b) => b.actualAmount / b.budgetedAmount - a.actualAmount / a.budgetedAmount)
    .slice(0, MAX_LINES)
    .map((c) => ({
      name: c.name,
      budgetedCents: toCents(c.budgetedAmount),
      spentCents: toCents(c.actualAmount),
    }));
  const sum = (pick: (c: (typeof expenses)[number]) => number) =>
    expenses.reduce((total, c) => total + toCents(pick(c)), 0);
  return {
    month: { budgetedCents: sum((c) => c.budgetedAmount), spentCents: sum((c) => c.actualAmount) },
    tight,
  };
}

async function upcomingOf(db: Db, ledgerId: string, today: string) {
  const rules = await db.select().from(recurringRules).where(eq(recurringRules.ledgerId, ledgerId));
  const last = addDays(today, 6);
  return rules
    .flatMap((rule) =>
      occurrencesBetween(scheduleOf(rule), today, last, MAX_LINES).map((o) => ({
        date: o.date,
        description: rule.description,
        amountCents: rule.amountCents,
        type: rule.type,
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.description.localeCompare(b.description))
    .slice(0, MAX_LINES);
}

/** What the digest says about each of the user's ledgers, for the week given. */
export async function digestContent(
  db: Db,
  userId: string,
  week: DigestWeek,
  now: Date,
): Promise<LedgerDigest[]> {
  const today = toDay(now);
  const out: LedgerDigest[] = [];
  for (const ledger of await ledgersOf(db, userId)) {
    const goals = (await listGoals(db, ledger.id)).filter((g) => !g.archived).slice(0, 5);
    out.push({
      name: ledger.name,
      lastWeekSpentCents: await spentBetween(db, ledger.id, week.from, week.to),
      ...(await monthOf(db, ledger.id, today, Number(ledger.monthStartDay))),
      upcoming: await upcomingOf(db, ledger.id, today),
      goals: goals.map((g) => ({
        name: g.name,
        savedCents: toCents(g.saved),
        targetCents: toCents(g.targetAmount),
        percent: g.percent,
      })),
    });
  }
  return out;
}

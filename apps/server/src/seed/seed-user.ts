import { addMonths, startOfMonthUTC } from '@elevate/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { ledgers, users } from '../db/schema.ts';
import { firstDayOfMonth } from '../lib/first-day-of-month.ts';
import { insertBudgets } from '../modules/budgets/budget-rows.ts';
import { insertCategories } from '../modules/budgets/category-rows.ts';
import { inDefaultAccount } from '../modules/transactions/transaction-rows.ts';
import { insertTransactionsFrom } from '../modules/transactions/transaction-writes.ts';
import {
  demoCategories,
  monthTransactions,
  TYPICAL_PER_MONTH,
  type SeedTransaction,
} from './demo-data.ts';
import { createRandom } from '@elevate/shared/random';

export interface SeedUserOptions {
  email: string;
  name: string;
  passwordHash: string | null;
  /** Months of history ending with the month of `now`. */
  months: number;
  /** Total transactions wanted; undefined means the plan's natural volume. */
  transactions?: number | undefined;
  seed: number;
  now?: Date;
}

/** Rows per JSON insert. */
const TRANSACTION_CHUNK = 20_000;

/**
 * Creates one verified, onboarded user with a budget per month and realistic
 * transactions in their personal ledger. Deterministic: the same seed and
 * options give the same rows.
 */
export async function seedUser(
  db: Db,
  options: SeedUserOptions,
): Promise<{ userId: string; ledgerId: string; transactions: number }> {
  const rng = createRandom(options.seed);
  const now = options.now ?? new Date();
  const first = addMonths(startOfMonthUTC(now), -(options.months - 1));
  const natural = TYPICAL_PER_MONTH * options.months;
  const scale = options.transactions ? Math.max(0.05, options.transactions / natural) : 1;

  let rows: SeedTransaction[] = [];
  for (let i = 0; i < options.months; i++) {
    rows.push(...monthTransactions(rng, addMonths(first, i), scale, now));
  }
  if (options.transactions !== undefined) rows = fitCount(rows, options.transactions, rng.next);

  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: options.email,
        name: options.name,
        passwordHash: options.passwordHash,
        isVerified: true,
        hasCompletedOnboarding: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('could not create the user');
    // The account's own trigger made the personal ledger: the data goes there.
    const [ledger] = await tx
      .select({ id: ledgers.id })
      .from(ledgers)
      .where(eq(ledgers.personalUserId, user.id));
    if (!ledger) throw new Error('the new user has no personal ledger');

    const budgetIds = await insertBudgets(
      tx,
      Array.from({ length: options.months }, (_, i) => ({
        ledgerId: ledger.id,
        month: firstDayOfMonth(addMonths(first, i)),
        toBeBudgetedRolloverCents: 0,
      })),
    );
    const categories = demoCategories(scale);
    // Position 0 for all, as the table's default: the demo lists by sortOrder.
    await insertCategories(
      tx,
      budgetIds.flatMap((budgetId) =>
        categories.map((c) => ({ ...c, ledgerId: ledger.id, budgetId, position: 0 })),
      ),
    );
    for (let i = 0; i < rows.length; i += TRANSACTION_CHUNK) {
      await insertTransactions(tx, ledger.id, rows.slice(i, i + TRANSACTION_CHUNK));
    }
    return { userId: user.id, ledgerId: ledger.id, transactions: rows.length };
  });
}

/** Trims or tops up (by repeating everyday rows on other days) to exactly `count` rows. */
function fitCount(rows: SeedTransaction[], count: number, next: () => number): SeedTransaction[] {
  if (rows.length >= count) {
    const step = rows.length / count;
    return Array.from({ length: count }, (_, i) => rows[Math.floor(i * step)] as SeedTransaction);
  }
  const extra: SeedTransaction[] = [];
  const everyday = rows.filter(
    (r) => r.type === 'expense' && r.amountCents > 0 && r.category !== 'Housing',
  );
  while (rows.length + extra.length < count && everyday.length > 0) {
    const base = everyday[Math.floor(next() * everyday.length)] as SeedTransaction;
    const date = new Date(base.date);
    date.setUTCHours(Math.floor(next() * 12) + 8);
    extra.push({
      ...base,
      date,
      amountCents: Math.max(100, Math.round(base.amountCents * (0.5 + next()))),
    });
  }
  return [...rows, ...extra];
}

/**
 * One insert of many rows from a single JSON parameter: one parameter instead
 * of seven per row, several times faster to build, send and parse.
 */
async function insertTransactions(
  db: Pick<Db, 'execute'>,
  ledgerId: string,
  rows: SeedTransaction[],
) {
  const json = JSON.stringify(
    rows.map((r) => ({
      d: r.date,
      s: r.description,
      a: r.amountCents,
      t: r.type,
      c: r.category,
      n: r.notes,
    })),
  );
  await db.execute(
    insertTransactionsFrom(sql`
      select gen_random_uuid(), ${ledgerId}::uuid, r.d, r.s, r.a, r.t, r.c, r.n,
        false, ${inDefaultAccount(ledgerId)}
      from json_to_recordset(${json}::json) as r(d timestamptz, s text, a bigint, t text, c text, n text)`),
  );
}

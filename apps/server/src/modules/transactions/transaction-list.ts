import type { Readable } from 'node:stream';
import type {
  ParsedTransactionListQuery,
  TransactionListResponse,
} from '@elevate/shared/schemas/transactions';
import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { transactionCounts, transactions } from '../../db/schema.ts';
import { allMatchesJson } from './all-matches-json.ts';
import { toTransaction } from './transaction-service.ts';

/** ILIKE pattern for 'contains': the user's %, _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Dollar bounds to cents. amount >= min holds for whole cents from ceil(min)
 * and amount <= max up to floor(max); rounding first absorbs binary noise
 * (0.29 * 100 = 28.999…).
 */
function centsBound(dollars: number, direction: 'min' | 'max'): number {
  const cents = dollars * 100;
  const rounded = Math.round(cents);
  if (Math.abs(cents - rounded) < 1e-6) return rounded;
  return direction === 'min' ? Math.ceil(cents) : Math.floor(cents);
}

function filterConditions(q: ParsedTransactionListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (q.startDate) conditions.push(gte(transactions.date, q.startDate));
  if (q.endDate) conditions.push(lte(transactions.date, q.endDate));
  if (q.description) {
    conditions.push(
      sql`${transactions.description} ilike ${containsPattern(q.description)} escape '\\'`,
    );
  }
  if (q.category) {
    conditions.push(sql`${transactions.category} ilike ${containsPattern(q.category)} escape '\\'`);
  }
  if (q.type) conditions.push(eq(transactions.type, q.type));
  if (q.minAmount !== undefined)
    conditions.push(gte(transactions.amountCents, centsBound(q.minAmount, 'min')));
  if (q.maxAmount !== undefined)
    conditions.push(lte(transactions.amountCents, centsBound(q.maxAmount, 'max')));
  return conditions;
}

/**
 * Without filters the total is the trigger-kept count of the user's
 * transactions (one row), not a count over their whole history.
 */
async function countMatches(db: Db, userId: string, filters: SQL[]): Promise<number> {
  if (filters.length === 0) {
    const [row] = await db
      .select({ total: transactionCounts.count })
      .from(transactionCounts)
      .where(eq(transactionCounts.userId, userId));
    return row?.total ?? 0;
  }
  const [row] = await db
    .select({ total: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), ...filters));
  return row?.total ?? 0;
}

/**
 * Newest date first, then newest createdAt, then id so pages never overlap.
 * An empty result is page 1 of 1: totalPages is never below 1, so
 * hasNextPage (currentPage < totalPages) and hasPrevPage (currentPage > 1)
 * stay consistent.
 */
export async function listTransactionPage(
  db: Db,
  userId: string,
  q: ParsedTransactionListQuery,
): Promise<TransactionListResponse> {
  const filters = filterConditions(q);
  const page = q.page;
  // 'nulls last' matches the (user_id, date desc, created_at desc) index, so
  // the first page is read off the index instead of sorting every match.
  const [rows, totalCount] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, userId), ...filters))
      .orderBy(
        sql`${transactions.date} desc nulls last`,
        sql`${transactions.createdAt} desc nulls last`,
        desc(transactions.id),
      )
      .limit(q.limit)
      .offset((page - 1) * q.limit),
    countMatches(db, userId, filters),
  ]);
  const totalPages = Math.max(1, Math.ceil(totalCount / q.limit));
  return {
    transactions: rows.map(toTransaction),
    pagination: {
      currentPage: page,
      limit: q.limit,
      totalCount,
      totalPages,
      hasNextPage: page < totalPages,
      hasPrevPage: page > 1,
    },
  };
}

/**
 * The list response as JSON: a page, or with getAllForFilters every match as
 * page 1 of 1 (in the same order), streamed as the database serialises it.
 */
export async function listTransactionsJson(
  db: Db,
  userId: string,
  q: ParsedTransactionListQuery,
): Promise<string | Readable> {
  if (q.getAllForFilters === true) return allMatchesJson(db, userId, filterConditions(q));
  return JSON.stringify(await listTransactionPage(db, userId, q));
}

import { normaliseDescription } from '@elevate/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { importRules } from '../../db/schema.ts';
import type { ParsedRow } from './parsers/index.ts';
import { duplicateKey, type CategoryType, type Known } from './prepare-rows.ts';

/** The user's rules in the order listed (oldest first: the first match wins). */
export async function loadRules(db: Db, userId: string) {
  return db
    .select({
      contains: importRules.contains,
      category: importRules.category,
      type: importRules.type,
    })
    .from(importRules)
    .where(and(eq(importRules.userId, userId)))
    .orderBy(asc(importRules.createdAt), asc(importRules.id));
}

/**
 * What the user already has that bears on these rows, in three set-based
 * reads: transactions on the file's dates (duplicates), bank ids of earlier
 * imports (duplicates), the last category of each description (payee memory).
 */
export async function loadKnown(db: Db, userId: string, rows: ParsedRow[]): Promise<Known> {
  const dates = rows.map((row) => row.date).sort();
  const bankIds = [...new Set(rows.flatMap((row) => (row.bankId ? [row.bankId] : [])))];
  const [rules, existing, banked, payeeRows] = await Promise.all([
    loadRules(db, userId),
    dates.length === 0
      ? []
      : db
          .execute(
            sql`select to_char(date at time zone 'UTC', 'YYYY-MM-DD') as d, amount_cents::text as a,
              description from transactions where user_id = ${userId}
              and date >= ${`${dates[0]}T00:00:00Z`}::timestamptz
              and date < ${`${dates.at(-1)}T00:00:00Z`}::timestamptz + interval '1 day'`,
          )
          .then((res) => rowsOf<{ d: string; a: string; description: string }>(res)),
    bankIds.length === 0
      ? []
      : db
          .execute(
            sql`select r.bank_id from import_rows r
              join transactions t on t.id = r.transaction_id and t.user_id = ${userId}
              where r.user_id = ${userId}
                and r.bank_id in (select value from json_array_elements_text(${JSON.stringify(bankIds)}::json))`,
          )
          .then((res) => rowsOf<{ bank_id: string }>(res)),
    db
      .execute(
        sql`select distinct on (description) description, type, category,
          to_char(date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') || created_at::text as at
          from transactions
          where user_id = ${userId} and category <> 'Uncategorized'
          order by description, date desc, created_at desc`,
      )
      .then((res) =>
        rowsOf<{ description: string; type: CategoryType; category: string; at: string }>(res),
      ),
  ]);
  const existingKeys = new Set(
    existing.map((row) =>
      duplicateKey(row.d, Number(row.a), normaliseDescription(row.description)),
    ),
  );
  // Several spellings may normalise alike: the latest transaction of any of them wins.
  const payees = new Map<string, { category: string; type: CategoryType; at: string }>();
  for (const row of payeeRows) {
    const key = normaliseDescription(row.description);
    const held = payees.get(key);
    if (!held || held.at < row.at) payees.set(key, row);
  }
  return {
    rules,
    payees,
    existingKeys,
    existingBankIds: new Set(banked.map((row) => row.bank_id)),
  };
}

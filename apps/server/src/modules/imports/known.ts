import { normaliseDescription, type CategoryType } from '@elevate/shared';
import { compileRules } from '@elevate/shared/rules-engine';
import { POSSIBLE_MATCH_DAYS } from '@elevate/shared/schemas/imports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { listRules } from '../rules/rule-service.ts';
import type { FileFacts } from './parsers/index.ts';
import { possibleMatcher, type CandidateInput } from './possible-matches.ts';
import { duplicateKey, type Known } from './prepare-rows.ts';

/**
 * What the ledger already has that bears on these rows: its rules (decision 0054),
 * compiled once for every row, and three set-based reads: the account's transactions on the file's dates and a few days
 * either side (duplicates and possible matches), bank ids of earlier imports
 * whose transactions are in the account (duplicates), the last category of
 * each description in the whole ledger (payee memory). A row the file shares
 * with another account's transaction is no duplicate (decision 0052): the
 * same payment seen from two accounts is two transactions, as a transfer's
 * two sides are.
 */
export async function loadKnown(
  db: Db,
  ledgerId: string,
  accountId: string,
  facts: FileFacts,
): Promise<Known> {
  const { first, last } = facts;
  const bankIds = [...facts.bankIds];
  const [{ rules }, existing, banked, payeeRows] = await Promise.all([
    listRules(db, ledgerId),
    !first
      ? []
      : db
          .execute(
            sql`select id, to_char(date at time zone 'UTC', 'YYYY-MM-DD') as d, amount_cents::text as a,
              description, type, category from transactions
              where ledger_id = ${ledgerId} and account_id = ${accountId}
              and date >= ${`${first}T00:00:00Z`}::timestamptz - ${WINDOW}
              and date < ${`${last}T00:00:00Z`}::timestamptz + interval '1 day' + ${WINDOW}`,
          )
          .then((res) => rowsOf<ExistingRow>(res)),
    bankIds.length === 0
      ? []
      : db
          .execute(
            sql`select r.bank_id from import_bank_ids r
              join transactions t on t.ledger_id = r.ledger_id and t.id = r.transaction_id
                and t.account_id = ${accountId}
              where r.ledger_id = ${ledgerId}
                and r.bank_id in (select value from json_array_elements_text(${JSON.stringify(bankIds)}::json))`,
          )
          .then((res) => rowsOf<{ bank_id: string }>(res)),
    rememberedPayees(db, ledgerId, facts.descriptions),
  ]);
  // Counts per key, not a set: identical transactions each match one row.
  const unmatched = new Map<string, number>();
  const candidates: CandidateInput[] = [];
  for (const row of existing) {
    const descKey = normaliseDescription(row.description);
    const key = duplicateKey(row.d, Number(row.a), descKey);
    unmatched.set(key, (unmatched.get(key) ?? 0) + 1);
    // A text the file also has is left to exact matching: a transaction is
    // then never both a row's duplicate and another row's possible match.
    if (!facts.descriptions.has(descKey)) {
      candidates.push({
        id: row.id,
        date: row.d,
        description: row.description,
        amountCents: Number(row.a),
        type: row.type,
        category: row.category,
      });
    }
  }
  // Several spellings (and categories) may share a key: the latest transaction of any wins.
  const payees = new Map<string, { category: string; type: CategoryType; at: string }>();
  for (const row of payeeRows) {
    const key = normaliseDescription(row.description);
    const held = payees.get(key);
    if (!held || held.at < row.at) payees.set(key, row);
  }
  return {
    accountId,
    applyRules: compileRules(rules),
    payees,
    unmatched,
    possibleMatch: possibleMatcher(candidates),
    existingBankIds: new Set(banked.map((row) => row.bank_id)),
  };
}

const WINDOW = sql.raw(`interval '${POSSIBLE_MATCH_DAYS} days'`);

interface ExistingRow {
  id: string;
  d: string;
  a: string;
  description: string;
  type: CategoryType;
  category: string;
}

type PayeeRow = { description: string; type: CategoryType; category: string; at: string };

/**
 * The latest categorised transaction of each of the ledger's texts whose
 * description, normalised, is one of the file's: the ledger's distinct texts
 * come from the trigger-kept transaction_texts (decision 0023), and each
 * match's latest row is one probe of transactions_ledger_text_date_idx. Reading
 * every transaction of the ledger and sorting them took 0.7 s for 100,000.
 * A split row (its category its parts', after chr(31)) remembers no one category.
 */
async function rememberedPayees(
  db: Db,
  ledgerId: string,
  fileKeys: Set<string>,
): Promise<PayeeRow[]> {
  const texts = rowsOf<{ type: string; category: string; description: string }>(
    await db.execute(sql`select type, category, description from transaction_texts
      where ledger_id = ${ledgerId} and category <> 'Uncategorized'
        and left(category, 1) <> chr(31)`),
  ).filter((text) => fileKeys.has(normaliseDescription(text.description)));
  if (texts.length === 0) return [];
  return rowsOf<PayeeRow>(
    await db.execute(sql`
      select x.description, x.type, x.category, x.at
      from json_to_recordset(${JSON.stringify(texts)}::json)
        as k(type text, category text, description text)
      cross join lateral (
        select t.description, t.type, t.category,
          to_char(t.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') || t.created_at::text as at
        from transactions t
        where t.ledger_id = ${ledgerId} and t.type = k.type and t.category = k.category
          and t.description = k.description
        order by t.date desc, t.created_at desc limit 1) as x`),
  );
}

import { sql } from 'drizzle-orm';
import { transactions as t } from '../../db/schema.ts';

/**
 * The list order: newest date first, then newest createdAt, then id so pages
 * never overlap. 'nulls last' on every key, as in the (ledger_id, date,
 * created_at, id) index, so a page or batch is read off the index in order
 * instead of sorting its matches.
 */
export const newestFirst = [
  sql`${t.date} desc nulls last`,
  sql`${t.createdAt} desc nulls last`,
  sql`${t.id} desc nulls last`,
];

/** The list order over rows aliased `alias`. */
export const newestFirstIn = (alias: string) =>
  sql.raw(
    `${alias}.date desc nulls last, ${alias}.created_at desc nulls last, ${alias}.id desc nulls last`,
  );

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { transactionTexts, transactions } from '../../db/schema.ts';
import { newestFirstIn } from './list-order.ts';

const t = transactions;
const x = transactionTexts;
const ph = sql.placeholder;

/**
 * The filters a text search may combine: 'contains' on description and
 * category, and the type. Any other filter (dates, amounts) needs the rows
 * themselves and goes the general way.
 */
export const TEXT_FILTERS = ['description', 'category', 'type'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

/**
 * Deeper than this many rows per matching text, a page is found by walking
 * the list order instead (see below).
 */
export const TEXT_PAGE_DEPTH = 2000;

const textWhere: Record<TextFilter, SQL> = {
  description: sql`${x.description} ilike ${ph('description')} escape '\\'`,
  category: sql`${x.category} ilike ${ph('category')} escape '\\'`,
  type: sql`${x.type} = ${ph('type')}`,
};

/**
 * A page of a 'contains' search and its number of matches (decision 0023).
 * A ledger has a few dozen distinct (type, category, description) texts however
 * many transactions they hold: the search matches those (transaction_texts,
 * kept by the totals triggers with each text's count), so the count is a sum
 * over the matching texts instead of a pattern match on every transaction, and
 * 1- and 2-letter terms cost what long ones do. A split row's text holds its parts'
 * categories (decision 0055), so a category search finds it by any part, once. An early page takes each
 * matching text's newest rows off the (ledger, type, category, description,
 * list order) index and merges them; a deep page walks the list order keeping
 * the rows whose text matched.
 */
export function textSearchStatement(db: Db, filters: TextFilter[], deep: boolean) {
  const keys = db.$with('keys').as(
    db
      .select({ type: x.type, category: x.category, description: x.description, count: x.count })
      .from(x)
      .where(
        sql.join(
          [sql`${x.ledgerId} = ${ph('ledgerId')}`, ...filters.map((f) => textWhere[f])],
          sql` and `,
        ),
      ),
  );
  const ofText = sql`${t.ledgerId} = ${ph('ledgerId')} and ${t.type} = k.type
    and ${t.category} = k.category and ${t.description} = k.description`;
  const matches = deep
    ? sql`select ${t.id}, ${t.date}, ${t.createdAt} from ${t}
        where ${t.ledgerId} = ${ph('ledgerId')} and (${t.type}, ${t.category}, ${t.description})
          in (select type, category, description from keys)`
    : sql`select m.id, m.date, m.created_at from keys as k cross join lateral (
        select ${t.id}, ${t.date}, ${t.createdAt} from ${t} where ${ofText}
        order by ${newestFirstIn('transactions')} limit ${ph('depth')}) as m`;
  const pageKeys = sql`select id, date, created_at from (${matches}) as w
    order by ${newestFirstIn('w')} limit ${ph('limit')} offset ${ph('offset')}`;
  const page = sql`select ${t.apiJson} from (${pageKeys}) as p join ${t}
    on ${t.ledgerId} = ${ph('ledgerId')} and ${t.id} = p.id order by ${newestFirstIn('p')}`;
  return db
    .with(keys)
    .select({
      list: sql<string>`array_to_string(array(${page}), ',')`,
      total: sql`(select coalesce(sum(count), 0) from keys)`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
}

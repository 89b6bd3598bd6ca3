import type { ParsedTransactionListQuery } from '@elevate/shared/schemas/transactions';
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { toMonthKey } from '../../lib/month-key.ts';
import { monthCounts, transactionCounts, transactions } from '../../db/schema.ts';
import { FILTERS, setFilters, wholeMonths, type Filter } from './list-filters.ts';
import { newestFirst } from './list-order.ts';

const t = transactions;
const m = monthCounts;
const ph = sql.placeholder;
/** Bit of the statement key for whole months (the filters take the bits below it). */
const WHOLE_MONTHS = 1 << FILTERS.length;
/**
 * The most rows a page may read off the index and still go down the short
 * reads' connection. Only pages of whole months or of no filters qualify:
 * their count is one trigger-kept row; any other filter counts its matches.
 */
const SHORT_READ_ROWS = 1000;

/** The handles a page may run on: the pool, and the connection for short reads (decision 0012). */
export interface PageDbs {
  db: Db;
  reads: Db;
}

/**
 * The number of matches: for whole months a sum over the trigger-kept month
 * counts (one row per month), without filters the trigger-kept count of the
 * user's transactions (one row), otherwise a count of the matching rows.
 */
function totalOf(db: Db, filters: Filter<unknown>[], whole: boolean, where: SQL | undefined) {
  if (whole) {
    return sql`coalesce((select sum(${m.count}) from ${m} where ${m.userId} = ${ph('userId')}
      and ${m.month} >= ${ph('fromMonth')} and ${m.month} < ${ph('untilMonth')}), 0)`;
  }
  if (filters.length === 0) {
    return sql`coalesce((select ${transactionCounts.count} from ${transactionCounts}
      where ${transactionCounts.userId} = ${ph('userId')}), 0)`;
  }
  return sql`(${db.select({ n: count() }).from(t).where(where)})`;
}

/**
 * A page (the JSON text of its transactions, kept by the database in
 * api_json) and the number of matches, in one statement that always answers
 * one row. The page is read off the (user_id, date, created_at, id) index in
 * list order; ARRAY(subquery) keeps the subquery's order, so nothing is
 * sorted. Whole months are bounded by the next month's first instant, as the
 * month counts are.
 */
function statement(db: Db, key: number) {
  const whole = (key & WHOLE_MONTHS) !== 0;
  const filters = FILTERS.filter((_, i) => key & (1 << i));
  const bounds = whole
    ? [gte(t.date, ph('from')), lt(t.date, ph('until'))]
    : filters.map((f) => f.where(ph(f.name)));
  const where = and(eq(t.userId, ph('userId')), ...bounds);
  const page = db
    .select({ json: t.apiJson })
    .from(t)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ph('limit'))
    .offset(ph('offset'));
  return db
    .select({
      list: sql<string>`array_to_string(array(${page}), ',')`,
      total: totalOf(db, filters, whole, where).mapWith(Number),
    })
    .from(sql`(select 1) as one`)
    .prepare(`transactions_page_${key}`);
}

/** One prepared statement per combination of filters, made when first needed. */
const byKey = new Map<number, (db: Db) => ReturnType<typeof statement>>();

function statementFor(db: Db, key: number) {
  let forDb = byKey.get(key);
  if (!forDb) {
    forDb = perDatabase((handle) => statement(handle, key));
    byKey.set(key, forDb);
  }
  return forDb(db);
}

/** One page as the JSON text of its transactions, and the number of matches of the filters. */
export async function readPage(dbs: PageDbs, userId: string, q: ParsedTransactionListQuery) {
  const offset = (q.page - 1) * q.limit;
  const values: Record<string, unknown> = { userId, limit: q.limit, offset };
  const set = setFilters(q);
  const months = wholeMonths(q, set);
  let key = 0;
  if (months) {
    key = WHOLE_MONTHS;
    Object.assign(values, {
      from: months.from,
      until: months.until,
      fromMonth: toMonthKey(months.from),
      untilMonth: toMonthKey(months.until),
    });
  } else {
    for (const { filter, index, value } of set) {
      values[filter.name] = value;
      key |= 1 << index;
    }
  }
  const short = (key === 0 || key === WHOLE_MONTHS) && offset + q.limit <= SHORT_READ_ROWS;
  const [row] = await statementFor(short ? dbs.reads : dbs.db, key).execute(values);
  return { listJson: row?.list ?? '', totalCount: row?.total ?? 0 };
}

import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { perDatabase } from '../../db/prepared.ts';
import type { BudgetLedger } from '../../lib/first-day-of-month.ts';
import { monthCounts, transactionCounts, transactions } from '../../db/schema.ts';
import { FILTERS, setFilters, wholeMonths, type DatedQuery, type Filter } from './list-filters.ts';
import { newestFirst, newestFirstIn } from './list-order.ts';
import { shortReads } from '../../db/short-reads.ts';
import {
  TEXT_FILTERS,
  TEXT_PAGE_DEPTH,
  textSearchStatement,
  type TextFilter,
} from './text-search-page.ts';

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

/** Whole months or no filter at all: the count is one trigger-kept row. */
const countKept = (key: number) => key === 0 || key === WHOLE_MONTHS;

/** The handles a page may run on: the pool, and the connection for short reads (decision 0012). */
export interface PageDbs {
  db: Db;
  reads: Db;
}

/**
 * A page (the JSON text of its transactions, kept by the database in
 * api_json) and the number of matches, in one statement that always answers
 * one row. ARRAY(subquery) keeps the subquery's order.
 */
function statement(db: Db, key: number) {
  const filters = FILTERS.filter((_, i) => key & (1 << i));
  return (countKept(key) ? countedApart(db, key === WHOLE_MONTHS) : countedOnce(db, filters))
    .from(sql`(select 1) as one`)
    .prepare(`transactions_page_${key}`);
}

/**
 * Whole months or no filter: the page is read off the (ledger_id, date,
 * created_at, id) index in list order, so nothing is sorted, and the count is
 * trigger-kept: one row per month, or one row for all the ledger's
 * transactions. Whole months are bounded by the next budget month's first
 * instant, as the month counts are (their keys are budget months).
 */
function countedApart(db: Db, whole: boolean) {
  const where = whole
    ? and(eq(t.ledgerId, ph('ledgerId')), gte(t.date, ph('from')), lt(t.date, ph('until')))
    : eq(t.ledgerId, ph('ledgerId'));
  const page = db
    .select({ json: t.apiJson })
    .from(t)
    .where(where)
    .orderBy(...newestFirst)
    .limit(ph('limit'))
    .offset(ph('offset'));
  const total = whole
    ? sql`coalesce((select sum(${m.count}) from ${m} where ${m.ledgerId} = ${ph('ledgerId')}
        and ${m.month} >= ${ph('fromMonth')} and ${m.month} < ${ph('untilMonth')}), 0)`
    : sql`coalesce((select ${transactionCounts.count} from ${transactionCounts}
        where ${transactionCounts.ledgerId} = ${ph('ledgerId')}), 0)`;
  return db.select({
    list: sql<string>`array_to_string(array(${page}), ',')`,
    total: total.mapWith(Number),
  });
}

/**
 * Any other filter has to look at every match to count them. The matches'
 * keys are found once (a CTE used twice is materialised) and both counted and
 * sorted for the page, whose 50-odd rows are then fetched by id; a page and a
 * separate count scanned the matches twice (a 5-filter search over 100,000
 * transactions: ~200 → ~120 ms).
 */
function countedOnce(db: Db, filters: Filter<unknown>[]) {
  const ledger = sql`${ph('ledgerId')}`;
  const where = and(
    eq(t.ledgerId, ph('ledgerId')),
    ...filters.map((f) => f.where(ph(f.name), ledger)),
  );
  const matches = db
    .$with('matches')
    .as(db.select({ id: t.id, date: t.date, createdAt: t.createdAt }).from(t).where(where));
  const keys = sql`select id, date, created_at from matches order by ${newestFirstIn('matches')}
    limit ${ph('limit')} offset ${ph('offset')}`;
  const page = sql`select ${t.apiJson} from (${keys}) as k join ${t}
    on ${t.ledgerId} = ${ph('ledgerId')} and ${t.id} = k.id order by ${newestFirstIn('k')}`;
  return db.with(matches).select({
    list: sql<string>`array_to_string(array(${page}), ',')`,
    total: sql`(select count(*) from matches)`.mapWith(Number),
  });
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

const preparedText = (db: Db, filters: TextFilter[], deep: boolean, name: string) =>
  textSearchStatement(db, filters, deep).prepare(name);
const textStatements = new Map<string, (db: Db) => ReturnType<typeof preparedText>>();

function textStatementFor(db: Db, filters: TextFilter[], deep: boolean) {
  const name = `transactions_text_page_${filters.join('_')}${deep ? '_deep' : ''}`;
  let forDb = textStatements.get(name);
  if (!forDb) {
    forDb = perDatabase((handle) => preparedText(handle, filters, deep, name));
    textStatements.set(name, forDb);
  }
  return forDb(db);
}

const isTextFilter = (name: string): name is TextFilter =>
  (TEXT_FILTERS as readonly string[]).includes(name);

/**
 * A 'contains' search on description or category, with at most the type
 * besides: the filters' names, in TEXT_FILTERS order; otherwise null.
 */
function textSearch(set: ReturnType<typeof setFilters>): TextFilter[] | null {
  const names = set.map(({ filter }) => filter.name);
  if (!names.every(isTextFilter)) return null;
  if (!names.includes('description') && !names.includes('category')) return null;
  return TEXT_FILTERS.filter((name) => names.includes(name));
}

/** One page as the JSON text of its transactions, and the number of matches of the filters. */
export async function readPage(
  dbs: PageDbs,
  { ledgerId, monthStartDay }: BudgetLedger,
  q: DatedQuery,
) {
  const offset = (q.page - 1) * q.limit;
  const values: Record<string, unknown> = { ledgerId, limit: q.limit, offset };
  const set = setFilters(q);
  const texts = textSearch(set);
  if (texts) {
    for (const { filter, value } of set) values[filter.name] = value;
    const depth = offset + q.limit;
    values.depth = depth;
    const [row] = await textStatementFor(dbs.db, texts, depth > TEXT_PAGE_DEPTH).execute(values);
    return { listJson: row?.list ?? '', totalCount: row?.total ?? 0 };
  }
  const months = wholeMonths(q, set, monthStartDay);
  let key = 0;
  if (months) {
    key = WHOLE_MONTHS;
    Object.assign(values, {
      from: months.from,
      until: months.until,
      fromMonth: `${months.fromMonth}-01`,
      untilMonth: `${months.untilMonth}-01`,
    });
  } else {
    for (const { filter, index, value } of set) {
      values[filter.name] = value;
      key |= 1 << index;
    }
  }
  const short = countKept(key) && offset + q.limit <= SHORT_READ_ROWS;
  const [row] = await statementFor(short ? shortReads(dbs) : dbs.db, key).execute(values);
  return { listJson: row?.list ?? '', totalCount: row?.total ?? 0 };
}

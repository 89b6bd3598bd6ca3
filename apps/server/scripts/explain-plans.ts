/**
 * node scripts/explain-plans.ts   (DATABASE_URL=postgres://… for PostgreSQL; a fresh in-memory PGlite otherwise)
 *
 * Seeds one user's personal ledger with 100,000 transactions, then times the month budget
 * (GET /api/budgets?month=) and the first transactions page (with and without
 * a month filter) through the real app, and records EXPLAIN (ANALYZE, BUFFERS)
 * of the very SQL those calls send in docs/query-plans.md (one section per engine).
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { inArray, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/postgres-js';
import { migrate as migratePg } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { sendDatesAsText } from '../src/db/client.ts';
import type { Database, Db } from '../src/db/database.ts';
import * as schema from '../src/db/schema.ts';
import { createSession } from '../src/modules/auth/session-store.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsFolder = path.join(here, '../src/db/migrations');
const outFile = path.join(here, '../../../docs/query-plans.md');
const TRANSACTIONS = 100_000;
const MONTH = '2025-12-01';
const RUNS = 30;
const CROWD = 500;
const loadAtStart = os.loadavg()[0] ?? 0;

/** Every statement the app sends, so the plans below are of the exact SQL the endpoints run. */
const captured: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };

type Raw = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

async function open(
  url: string | undefined,
): Promise<{ database: Database; raw: Raw; engine: string }> {
  if (url) {
    const client = postgres(url, { max: 10, onnotice: () => {} });
    const db = drizzlePg(client, { schema, logger });
    sendDatesAsText(client);
    await migratePg(db, { migrationsFolder });
    const raw: Raw = async (text, params) =>
      [...(await client.unsafe(text, params as postgres.ParameterOrJSON<never>[]))] as Record<
        string,
        unknown
      >[];
    const [row] = await raw('show server_version');
    const database: Database = {
      db: db as unknown as Db,
      // Plans do not depend on the connection: short reads share the logged handle.
      reads: db as unknown as Db,
      kind: 'postgres',
      bigBatches: false,
      // Plans only: nothing here asks how durable this throwaway database is.
      ping: async () => ({ durable: false }),
      close: () => client.end(),
    };
    return { database, raw, engine: `PostgreSQL ${String(row?.server_version)}` };
  }
  const client = new PGlite();
  const db = drizzlePglite(client, { schema, logger });
  await migratePglite(db, { migrationsFolder });
  const raw: Raw = async (text, params) =>
    (await client.query<Record<string, unknown>>(text, params)).rows;
  const [row] = await raw('show server_version');
  const database: Database = {
    db: db as unknown as Db,
    reads: db as unknown as Db,
    kind: 'pglite',
    bigBatches: true,
    ping: async () => ({ durable: false }),
    close: () => client.close(),
  };
  return {
    database,
    raw,
    engine: `PGlite (PostgreSQL ${String(row?.server_version)}, WASM, in memory)`,
  };
}

const CATEGORIES: [string, string][] = [
  ['Salary', 'income'],
  ['Freelance', 'income'],
  ['Housing', 'expense'],
  ['Utilities', 'expense'],
  ['Groceries', 'expense'],
  ['Transportation', 'expense'],
  ['Dining Out', 'expense'],
  ['Entertainment', 'expense'],
  ['Shopping', 'expense'],
  ['Subscriptions', 'expense'],
  ['Emergency Fund', 'savings'],
  ['Retirement', 'savings'],
];

const names = () => `array[${CATEGORIES.map(([n]) => `'${n}'`).join(',')}]`;
const types = () => `array[${CATEGORIES.map(([, t]) => `'${t}'`).join(',')}]`;

/**
 * A user whose personal ledger holds a budget (12 categories) for every month
 * from 2019-01 to 2026-01 and 100,000 transactions, one every 37 minutes over
 * the same years.
 */
async function seedUser(db: Db, raw: Raw, label: string): Promise<string> {
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `explain-${label}-${Date.now()}@example.com`,
      name: 'Explain Plans',
      isVerified: true,
    })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('user insert returned nothing');
  // The personal ledger the account was made with.
  const [ledger] = await raw('select id from ledgers where personal_user_id = $1', [user.id]);
  if (!ledger) throw new Error('the new user has no personal ledger');
  await raw(
    `insert into budgets (ledger_id, month)
     select $1, (date '2019-01-01' + g * interval '1 month')::date from generate_series(0, 84) g`,
    [ledger.id],
  );
  await raw(
    `insert into budget_categories (ledger_id, budget_id, name, type, budgeted_cents, position)
     select b.ledger_id, b.id, c.name, c.type, case when c.type = 'income' then 0 else 50000 end, c.position
     from budgets b cross join unnest(${names()}, ${types()}) with ordinality as c(name, type, position)
     where b.ledger_id = $1`,
    [ledger.id],
  );
  await raw(
    `insert into transactions (ledger_id, date, description, amount_cents, type, category, created_at)
     select $1, timestamptz '2019-01-01T00:00:00Z' + g * interval '37 minutes', 'Purchase #' || g,
            1 + (g * 7919) % 50000, (${types()})[1 + g % ${CATEGORIES.length}], (${names()})[1 + g % ${CATEGORIES.length}],
            timestamptz '2019-01-01T00:00:00Z' + g * interval '37 minutes' + interval '1 second'
     from generate_series(1, ${TRANSACTIONS}) g`,
    [ledger.id],
  );
  return user.id;
}

/** The measured user plus two more like it, so the tables hold other ledgers' rows as in production. */
async function seed(db: Db, raw: Raw): Promise<{ userId: string; others: string[] }> {
  const userId = await seedUser(db, raw, 'measured');
  const others = [await seedUser(db, raw, 'other-a'), await seedUser(db, raw, 'other-b')];
  // Many smaller users, so budgets and categories are tables the size of production's, not one page.
  const crowd = await raw(
    `insert into users (email, name) select 'explain-crowd-' || g || '-' || $1 || '@example.com', 'Crowd'
     from generate_series(1, ${CROWD}) g returning id`,
    [Date.now()],
  );
  others.push(...crowd.map((row) => String(row.id)));
  await raw(
    `insert into budgets (ledger_id, month)
     select l.id, (date '2024-01-01' + g * interval '1 month')::date
     from ledgers l join users u on u.id = l.personal_user_id and u.name = 'Crowd'
     cross join generate_series(0, 23) g`,
  );
  await raw(
    `insert into budget_categories (ledger_id, budget_id, name, type, budgeted_cents, position)
     select b.ledger_id, b.id, c.name, c.type, 10000, c.position
     from budgets b join ledgers l on l.id = b.ledger_id
     join users u on u.id = l.personal_user_id and u.name = 'Crowd'
     cross join unnest(${names()}, ${types()}) with ordinality as c(name, type, position)`,
  );
  // Fresh statistics and visibility map, as autovacuum would leave them.
  for (const table of ['transactions', 'budgets', 'budget_categories'])
    await raw(`vacuum analyze ${table}`);
  return { userId, others };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

const { DATABASE_URL } = process.env;
const { database, raw, engine } = await open(DATABASE_URL);
const { userId, others } = await seed(database.db, raw);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const token = await createSession(database.db, userId);

const endpoints = [
  { name: 'Month budget', url: `/api/budgets?month=${MONTH}` },
  {
    name: 'First transactions page, month filter',
    url: `/api/transactions?page=1&limit=50&startDate=${MONTH}T00:00:00.000Z&endDate=2025-12-31T23:59:59.999Z`,
  },
  { name: 'First transactions page, no filter', url: '/api/transactions?page=1&limit=50' },
  {
    name: 'First transactions page, text, type and amount filters',
    url: '/api/transactions?page=1&limit=50&description=%2317&type=expense&minAmount=20',
  },
];

const sections: string[] = [];
const summary: string[] = [
  '| Call | Whole call, HTTP inject (median of 30) | Its SQL statements run directly (sum of medians of 30) | EXPLAIN ANALYZE execution (sum) |',
  '|---|---|---|---|',
];
for (const endpoint of endpoints) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 5; i += 1) {
    captured.length = 0;
    const started = performance.now();
    const res = await app.inject({
      url: endpoint.url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200)
      throw new Error(`${endpoint.url} answered ${res.statusCode}: ${res.body}`);
    if (i >= 5) times.push(performance.now() - started); // the first calls warm caches and JIT
  }
  // The session lookup is shared by every call; the plans are of the endpoint's own statements.
  const statements = captured.filter((s) => !s.query.includes('"sessions"'));
  let executionMs = 0;
  let directMs = 0;
  const plans: string[] = [];
  for (const statement of statements) {
    const direct: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await raw(statement.query, statement.params);
      direct.push(performance.now() - started);
    }
    directMs += median(direct);
    const rows = await raw(`explain (analyze, buffers) ${statement.query}`, statement.params);
    const plan = rows.map((r) => String(r['QUERY PLAN'])).join('\n');
    executionMs += Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    plans.push(
      `\`\`\`sql\n${inline(statement.query, statement.params)}\n\`\`\`\n\n\`\`\`\n${plan}\n\`\`\``,
    );
  }
  summary.push(
    `| ${endpoint.name} | ${median(times).toFixed(2)} ms | ${directMs.toFixed(2)} ms | ${executionMs.toFixed(2)} ms |`,
  );
  sections.push(`#### ${endpoint.name}: \`GET ${endpoint.url}\`\n\n${plans.join('\n\n')}`);
}

const kind = database.kind;
const body = [
  `<!-- begin:${kind} -->`,
  `## ${engine}`,
  '',
  `The measured user's personal ledger holds ${TRANSACTIONS.toLocaleString('en-US')} transactions (one every 37 minutes, 2019-01 to 2026-01; ` +
    `${MONTH.slice(0, 7)} holds about 1,200) and 85 monthly budgets of 12 categories; two other users' ledgers hold as much, and ${CROWD} more hold 24 budgets each. ` +
    `Recorded ${new Date().toISOString().slice(0, 10)} by \`node apps/server/scripts/explain-plans.ts\`; ` +
    `${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} when it started.`,
  '',
  ...summary,
  '',
  sections.join('\n\n'),
  `<!-- end:${kind} -->`,
].join('\n');

const header =
  '# Query plans\n\nThe month budget and the first transactions page with one user holding 100,000 transactions. ' +
  'Regenerate with `node apps/server/scripts/explain-plans.ts` (PGlite) and ' +
  '`DATABASE_URL=postgres://… node apps/server/scripts/explain-plans.ts` (PostgreSQL); each run replaces its own section.\n';
const existing = await readFile(outFile, 'utf8').catch(() => header);
const marker = new RegExp(`<!-- begin:${kind} -->[\\s\\S]*?<!-- end:${kind} -->`);
const updated = marker.test(existing)
  ? existing.replace(marker, () => body)
  : `${existing.trimEnd()}\n\n${body}\n`;
// Formatted as `prettier --check .` expects it.
await writeFile(
  outFile,
  await format(updated, { ...(await resolveConfig(outFile)), filepath: outFile }),
);
console.info(`${engine}\n${summary.join('\n')}\nwritten to ${outFile}`);

await app.close();
await database.db.delete(schema.users).where(inArray(schema.users.id, [userId, ...others]));
await database.close();

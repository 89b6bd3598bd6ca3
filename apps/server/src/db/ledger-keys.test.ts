import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/app.ts';
import type { Database } from './database.ts';
import { rowsOf } from './rows.ts';

/**
 * Decision 0049: the data tier can be distributed by ledger_id only if every
 * table of ledger data carries it in its primary key, its unique indexes and
 * its foreign keys among those tables. Read off the migrated catalog, so a new
 * table or index that breaks the rule fails here, not on the day of sharding.
 */

/** Tables that stay whole on every node (people, sessions, the ledger directory, site data). */
const GLOBAL_TABLES = [
  'users',
  'sessions',
  'auth_tokens',
  'known_devices',
  'email_change_tokens',
  'sign_in_codes',
  'rate_limits',
  'user_totp',
  'recovery_codes',
  'two_factor_challenges',
  'passkeys',
  'webauthn_challenges',
  'access_tokens',
  // A user's kept answers of retried writes (decision 0061), keyed by user and ledger.
  'idempotency_keys',
  'webhooks',
  'webhook_deliveries',
  'contact_messages',
  'web_vitals',
  'ledgers',
  'ledger_members',
  'ledger_invitations',
];

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));

async function tables() {
  return query<{ name: string; ledger: boolean; ledgerNullable: boolean | null }>(sql`
    select c.relname as name,
      exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'ledger_id'
        and not a.attisdropped) as ledger,
      (select not a.attnotnull from pg_attribute a where a.attrelid = c.oid
        and a.attname = 'ledger_id') as "ledgerNullable"
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
    order by 1`);
}

/** Unique indexes (primary keys included) as their table and column names; null for an expression. */
async function uniqueIndexes() {
  return query<{ table: string; index: string; columns: (string | null)[] }>(sql`
    select t.relname as table, i.relname as index,
      array(select a.attname from unnest(x.indkey) with ordinality k(n, o)
        left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.n order by k.o) as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace and x.indisunique
    order by 1, 2`);
}

async function foreignKeys() {
  return query<{ table: string; name: string; target: string; from: string[]; to: string[] }>(sql`
    select t.relname as table, c.conname as name, r.relname as target,
      array(select a.attname from unnest(c.conkey) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o) as "from",
      array(select a.attname from unnest(c.confkey) with ordinality k(n, o)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.o) as "to"
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_class r on r.oid = c.confrelid
    where c.contype = 'f' and t.relnamespace = 'public'::regnamespace
    order by 1, 2`);
}

describe('ledger keys in the catalog', () => {
  it('every table is either global or ledger data with a NOT NULL ledger_id', async () => {
    const all = await tables();
    const unclassified = all.filter((t) => !GLOBAL_TABLES.includes(t.name) && !t.ledger);
    expect(unclassified.map((t) => t.name)).toEqual([]);
    const nullable = all.filter((t) => !GLOBAL_TABLES.includes(t.name) && t.ledgerNullable);
    expect(nullable.map((t) => t.name)).toEqual([]);
    // The list names only tables that exist: a dropped one leaves it.
    expect(GLOBAL_TABLES.filter((name) => !all.some((t) => t.name === name))).toEqual([]);
    expect(all.filter((t) => !GLOBAL_TABLES.includes(t.name)).length).toBeGreaterThanOrEqual(15);
  });

  it('every primary key and unique index of ledger data includes ledger_id', async () => {
    const ledgerTables = new Set(
      (await tables()).filter((t) => !GLOBAL_TABLES.includes(t.name)).map((t) => t.name),
    );
    const indexes = (await uniqueIndexes()).filter((i) => ledgerTables.has(i.table));
    const without = indexes.filter((i) => !i.columns.includes('ledger_id')).map((i) => i.index);
    expect(without).toEqual([]);
    expect(indexes.some((i) => i.index === 'transactions_pk')).toBe(true);
  });

  it('foreign keys among ledger data match ledger_id to ledger_id; none point at other global tables', async () => {
    const ledgerTables = new Set(
      (await tables()).filter((t) => !GLOBAL_TABLES.includes(t.name)).map((t) => t.name),
    );
    const keys = (await foreignKeys()).filter((k) => ledgerTables.has(k.table));
    const broken = keys.filter((k) => {
      if (k.target === 'ledgers') return !(k.from.length === 1 && k.from[0] === 'ledger_id');
      if (!ledgerTables.has(k.target)) return true;
      const at = k.from.indexOf('ledger_id');
      return at === -1 || k.to[at] !== 'ledger_id';
    });
    expect(broken.map((k) => `${k.table}.${k.name} → ${k.target}`)).toEqual([]);
    expect(keys.some((k) => k.target === 'budgets')).toBe(true);
  });

  it('every view over ledger data names the ledger, never a user', async () => {
    const columns = await query<{ view: string; column: string }>(sql`
      select c.table_name as view, c.column_name as column
      from information_schema.columns c
      join information_schema.views v on v.table_schema = c.table_schema and v.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name in ('user_id', 'ledger_id')
      order by 1, 2`);
    expect(columns.filter((c) => c.column === 'user_id')).toEqual([]);
    expect(columns.map((c) => c.view)).toContain('import_rows');
  });

  it('catches a table born without the key, and one keyed but not in its unique index', async () => {
    await database.db.execute(sql`create table scratch_notes (id uuid primary key, body text)`);
    await database.db.execute(
      sql`create table scratch_tags (ledger_id uuid not null, id uuid, name text,
        primary key (ledger_id, id))`,
    );
    await database.db.execute(
      sql`create unique index scratch_tags_name_idx on scratch_tags (name)`,
    );
    try {
      const all = await tables();
      expect(
        all.filter((t) => !GLOBAL_TABLES.includes(t.name) && !t.ledger).map((t) => t.name),
      ).toEqual(['scratch_notes']);
      const loose = (await uniqueIndexes()).filter(
        (i) => i.table === 'scratch_tags' && !i.columns.includes('ledger_id'),
      );
      expect(loose.map((i) => i.index)).toEqual(['scratch_tags_name_idx']);
    } finally {
      await database.db.execute(sql`drop table scratch_notes, scratch_tags`);
    }
  });
});

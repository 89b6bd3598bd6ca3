import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { rowsOf } from '../rows.ts';

/**
 * Tables whose rows a backup leaves out (decision 0022): sign-in state,
 * one-time secrets and short-lived challenges. Restoring them would bring back
 * sessions signed out or ended by a password change since the backup, and
 * links or codes voided since; everyone signs in again after a restore.
 */
export const EXCLUDED_TABLES: readonly string[] = [
  'sessions',
  'auth_tokens',
  'sign_in_codes',
  'email_change_tokens',
  'two_factor_challenges',
  'webauthn_challenges',
  'rate_limits',
  // A token revoked since the backup (perhaps leaked) must not come back with a restore:
  // scripts get new tokens, as browsers sign in again.
  'access_tokens',
  // Answers kept for a day so a retried write is not applied twice (decision 0061): a
  // restore brings back no requests in flight to answer.
  'idempotency_keys',
];

/**
 * Triggers that give a new row its companion rows in other tables: a new user's
 * personal ledger and its owner membership (decision 0049), a new ledger's first
 * account (decision 0052). A backup holds those
 * rows itself, in their tables' turn (ledgers after users, before the data kept in
 * them), so a restore turns these triggers off while it writes, and the tables they
 * fill are restored like any other rather than as derived.
 */
export const COMPANION_TRIGGERS: readonly { table: string; trigger: string }[] = [
  { table: 'users', trigger: 'users_personal_ledger' },
  { table: 'ledgers', trigger: 'ledgers_first_account' },
];

export interface TableInfo {
  name: string;
  /** Columns a dump reads and a restore writes: generated columns are left out. */
  columns: { name: string; type: string; identityAlways: boolean }[];
  primaryKey: string[];
}

export interface Catalog {
  /** Every app table (schema public), parents before the tables that reference them. */
  tables: TableInfo[];
  /** The tables a backup holds: `tables` less EXCLUDED_TABLES, in the same order. */
  backedUp: TableInfo[];
  /**
   * Tables written by a trigger that an INSERT into another table fires (the
   * month totals and counts): a restore rewrites them last, as in the backup.
   */
  derived: Set<string>;
  /** The COMPANION_TRIGGERS this database has: a restore turns them off while it writes. */
  companions: { table: string; trigger: string }[];
  sequences: string[];
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A row as one JSON array of its columns' text forms: the backup's line for it. */
export const rowText = (columns: readonly string[]) =>
  `array_to_json(array[${columns.map((c) => `${ident(c)}::text`).join(', ')}]::text[])::text`;

/**
 * The row count and an order-free fingerprint of a table's rows (those
 * columns): written with each table of a backup, compared after a restore.
 */
export async function fingerprint(db: Db, table: string, columns: readonly string[]) {
  const [row] = rowsOf<{ rows: string; hash: string }>(
    await db.execute(
      sql.raw(
        `select count(*)::text as "rows", ` +
          `coalesce(sum(hashtextextended(${rowText(columns)}, 0)::numeric), 0)::text as "hash" ` +
          `from ${ident(table)}`,
      ),
    ),
  );
  return { rows: Number(row!.rows), hash: row!.hash };
}

interface ColumnRow {
  table: string;
  column: string;
  type: string;
  identity: string;
  pk: boolean;
}

async function columnsOf(db: Db): Promise<Map<string, TableInfo>> {
  const rows = rowsOf<ColumnRow>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column",
        format_type(a.atttypid, a.atttypmod) as "type", a.attidentity::text as "identity",
        coalesce(a.attnum = any(k.conkey), false) as "pk"
      from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attgenerated = ''
      order by c.relname, a.attnum`),
  );
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) tables.set(row.table, (table = { name: row.table, columns: [], primaryKey: [] }));
    table.columns.push({ name: row.column, type: row.type, identityAlways: row.identity === 'a' });
    if (row.pk) table.primaryKey.push(row.column);
  }
  return tables;
}

/** Parents first; a cycle (none today) keeps the rest in name order. */
async function dependencyOrder(db: Db, tables: Map<string, TableInfo>): Promise<TableInfo[]> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as "child", p.relname as "parent"
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = 'public'::regnamespace
        and p.relnamespace = 'public'::regnamespace and c.oid <> p.oid`),
  );
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const remaining = [...tables.keys()].sort();
  while (remaining.length > 0) {
    const next = remaining.findIndex((name) =>
      edges.every((e) => e.child !== name || placed.has(e.parent) || !tables.has(e.parent)),
    );
    const [name] = remaining.splice(next === -1 ? 0 : next, 1);
    placed.add(name!);
    ordered.push(tables.get(name!)!);
  }
  return ordered;
}

const WRITES =
  /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_$]*)"?/gi;
const CALLS = /"?([a-z_][a-z0-9_$]*)"?\s*\(/gi;

const isCompanion = (table: string, trigger: string) =>
  COMPANION_TRIGGERS.some((c) => c.table === table && c.trigger === trigger);

/**
 * Tables written by the trigger functions an INSERT fires on another table,
 * or by the functions those call (followed transitively): the totals and
 * their counter slots (decision 0023). Companion triggers are not followed.
 */
async function derivedTables(db: Db, tables: Map<string, TableInfo>): Promise<Set<string>> {
  const functions = new Map(
    rowsOf<{ name: string; body: string }>(
      await db.execute(sql`
        select proname as "name", string_agg(prosrc, ' ') as "body" from pg_proc
        where pronamespace = 'public'::regnamespace group by proname`),
    ).map((f) => [f.name.toLowerCase(), f.body]),
  );
  const triggers = rowsOf<{ source: string; name: string; fn: string }>(
    await db.execute(sql`
      select c.relname as "source", t.tgname as "name", p.proname as "fn"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and c.relnamespace = 'public'::regnamespace
        and (t.tgtype & 4) <> 0`),
  );
  const derived = new Set<string>();
  for (const { source, name: trigger, fn } of triggers) {
    if (isCompanion(source, trigger)) continue;
    const seen = new Set<string>();
    const queue = [fn.toLowerCase()];
    while (queue.length > 0) {
      const name = queue.pop()!;
      const body = functions.get(name);
      if (seen.has(name) || body === undefined) continue;
      seen.add(name);
      for (const match of body.matchAll(WRITES)) {
        const table = match[1]!.toLowerCase();
        if (table !== source && tables.has(table)) derived.add(table);
      }
      for (const match of body.matchAll(CALLS)) queue.push(match[1]!.toLowerCase());
    }
  }
  return derived;
}

export async function readCatalog(db: Db): Promise<Catalog> {
  const byName = await columnsOf(db);
  const tables = await dependencyOrder(db, byName);
  const sequences = rowsOf<{ name: string }>(
    await db.execute(sql`
      select relname as "name" from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`),
  ).map((r) => r.name);
  const companions = rowsOf<{ table: string; trigger: string }>(
    await db.execute(sql`
      select c.relname as "table", t.tgname as "trigger"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = 'public'::regnamespace
      order by c.relname, t.tgname`),
  ).filter((t) => isCompanion(t.table, t.trigger));
  return {
    tables,
    backedUp: tables.filter((t) => !EXCLUDED_TABLES.includes(t.name)),
    derived: await derivedTables(db, byName),
    companions,
    sequences,
  };
}

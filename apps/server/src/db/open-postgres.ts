import { sql } from 'drizzle-orm';
import type { Options, Sql } from 'postgres';
import type { Database, Db } from './database.ts';
import { COMMIT_SETTINGS_QUERY, commitsReachDisk, type CommitSettings } from './durability.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { listenForRevocations } from './revocation-listener.ts';
import { rowsOf } from './rows.ts';
import * as schema from './schema.ts';

// An arbitrary constant: serialises migrations when several instances start together.
const MIGRATION_LOCK_ID = 727_001;
/** On close, queries still running after this many seconds are cut off (shutdown stays under 10 s). */
const END_TIMEOUT_S = 3;

/** A postgres:// URL, or postgres.js options (the embedded server's Unix socket). */
export type PostgresTarget = string | Pick<Options<never>, 'path' | 'user' | 'database'>;

/**
 * Seconds before a lost connection is opened again, by how many were lost in a row:
 * 50 ms, doubling up to 1 s (with jitter). postgres.js's own goes up to 20 s, which kept
 * a server waiting long after its database was back (a restart ends every connection
 * at once, each counted). Each retry is one connect, made only for a waiting query.
 */
const reconnectBackoff = (lostInARow: number) =>
  Math.min(0.05 * 2 ** lostInARow, 1) * (0.5 + Math.random() / 2);

const dateParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Drizzle's postgres.js driver turns off the client's date serialisers, as it
 * converts column values itself; placeholders and raw parameters are not
 * columns, so Dates among them are sent as ISO text. Call after drizzle().
 */
export function sendDatesAsText(client: Sql): void {
  for (const type of [1082, 1114, 1184]) client.options.serializers[type] = dateParameter;
}

/**
 * postgres.js (decision 0011): several requests' queries share a connection
 * and a socket write, so PostgreSQL and the server wake once for many queries
 * instead of once per query.
 */
export async function openPostgres(
  target: PostgresTarget,
  poolSize: number,
  statementTimeoutMs: number,
): Promise<Database> {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  const connect = (options: Options<never>) =>
    typeof target === 'string' ? postgres(target, options) : postgres({ ...target, ...options });
  const options = {
    onnotice: () => {},
    backoff: reconnectBackoff,
    connection: { application_name: 'elevate' },
  };
  // One connection, so the session-level advisory lock covers every migration statement.
  const migrator = connect({ ...options, max: 1 });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(migrator, { schema }), { migrationsFolder });
  } finally {
    await migrator.end();
  }
  // Sent at connect: no statement of a request holds a connection and a core
  // past it (decision 0016). Migrations keep the server's own setting.
  const connection = {
    ...options.connection,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  };
  const open = (max: number) => {
    const handle = connect({ ...options, connection, max });
    const drizzled = drizzle(handle, { schema });
    sendDatesAsText(handle);
    return [handle, drizzled] as const;
  };
  const [client, db] = open(poolSize);
  // Every short read of every request goes down one connection: the reads of
  // one event-loop turn leave in one socket write and wake one backend once,
  // and none of them waits behind a write or a long list (decision 0012).
  const [lane, reads] = open(1);
  // Sessions deleted by any process clear every process's session cache (decision 0014).
  const stopListening = await listenForRevocations((hooks) =>
    connect({
      ...options,
      connection: { application_name: 'elevate-listen' },
      max: 1,
      max_lifetime: null,
      fetch_types: false,
      ...hooks,
    }),
  );
  return {
    db: db as unknown as Db,
    reads: reads as unknown as Db,
    kind: 'postgres',
    bigBatches: false,
    // Both connections: a request may need either.
    ping: async () => {
      const [settings] = await Promise.all([
        db.execute(sql.raw(COMMIT_SETTINGS_QUERY)),
        reads.execute(sql`select 1`),
      ]);
      return { durable: commitsReachDisk(rowsOf<CommitSettings>(settings)[0]!) };
    },
    close: async () => {
      await Promise.all([
        client.end({ timeout: END_TIMEOUT_S }),
        lane.end({ timeout: END_TIMEOUT_S }),
        stopListening(),
      ]);
    },
  };
}

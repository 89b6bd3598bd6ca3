import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/**
 * The database as modules see it: types only, so a module that takes a `Db`
 * depends on the schema and nothing that opens an engine (client.ts does that).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * For short reads bounded by an index (a session, a month's budgets, an
   * early page of the list): on PostgreSQL a connection of their own, on
   * PGlite the same handle as `db` (decision 0012).
   */
  reads: Db;
  /**
   * 'postgres' for a PostgreSQL server, the embedded one included. Reported
   * (health); modules ask the capabilities below instead of branching on it.
   */
  kind: 'pglite' | 'postgres';
  /**
   * A query costs about the same whatever its size: PGlite runs in the server's
   * own thread at about 25 ms per query, and its memory is the server's anyway.
   * Long reads then take fewer, bigger batches; on PostgreSQL smaller batches
   * bound the server's memory.
   */
  bigBatches: boolean;
  /**
   * Reaches the database; `durable`: a commit is on disk before it is
   * acknowledged (README, "Embedded database"), as far as the engine tells.
   */
  ping(): Promise<{ durable: boolean }>;
  close(): Promise<void>;
}

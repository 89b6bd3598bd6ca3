/** The part of a PGlite client this needs (so tests can pass any client). */
export interface SqlClient {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** How often table sizes are compared with the statistics' (a cheap catalogue query). */
export const STATISTICS_CHECK_MS = 5 * 60_000;

/**
 * Tables that have grown by more than a tenth (and ten pages) since they were
 * last analysed; never analysed counts as zero pages.
 */
const STALE_TABLES = `
  select c.relname as name from pg_class c
  where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
    and pg_relation_size(c.oid) / current_setting('block_size')::int
      > greatest(c.relpages, 0) * 1.1 + 10`;

/**
 * PGlite runs PostgreSQL without its background workers, so nothing ever
 * analyses a table: the planner then takes a million transactions for a
 * dozen, and a full list sorted the user's whole history once per batch
 * (2.9 s instead of 1.0 s for 100,000 rows). This does what autoanalyze
 * would: analyse the tables that have grown, now and every few minutes.
 * Returns how many tables it analysed.
 */
export async function refreshStatistics(client: SqlClient): Promise<number> {
  const { rows } = await client.query<{ name: string }>(STALE_TABLES);
  for (const { name } of rows) await client.query(`analyze "${name.replaceAll('"', '""')}"`);
  return rows.length;
}

/** refreshStatistics now, then every STATISTICS_CHECK_MS until the returned stop(). */
export async function keepStatisticsFresh(
  client: SqlClient,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  await refreshStatistics(client);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = refreshStatistics(client).catch(onError);
  }, STATISTICS_CHECK_MS);
  // A check must never keep the process alive on its own.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

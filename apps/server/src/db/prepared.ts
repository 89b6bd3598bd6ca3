import type { Db } from './database.ts';

/**
 * A statement built once per database handle instead of once per request:
 * building a query with Drizzle costs more CPU than sending it, and a named
 * statement lets PostgreSQL skip parsing and planning on every connection that
 * has run it before. `build` must use sql.placeholder() for every value.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

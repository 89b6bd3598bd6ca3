import type { Db } from './database.ts';

/**
 * The one way to the short-reads connection (decision 0012). On PostgreSQL it is a
 * connection of its own, kept for statements an index bounds to a few rows or a thousand
 * at most: the session lookup, the signed-in user, budget reads, a single transaction, a
 * whole-month or unfiltered early page of the list. Anything else (writes, transactions,
 * text or amount filters, deep pages, full lists) would hold up every short read queued
 * behind it, so it uses the pool (`db`). A lint rule forbids `.reads` outside this file,
 * so each use is a call to this function that a review can weigh against that bound.
 */
export function shortReads(source: { reads: Db }): Db {
  return source.reads;
}

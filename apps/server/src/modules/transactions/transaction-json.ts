import { sql } from 'drizzle-orm';

/** JavaScript's Date#toISOString, in SQL: UTC with milliseconds. */
const isoTime = (column: string) =>
  `to_char(p.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One transaction row (aliased p) as the JSON text toTransaction() gives,
 * built by the database so a list passes through the server as text. Plain
 * concatenation with to_json() for the escaping costs the database less than
 * json_build_object; cents / 100 as a double is the number fromCents() gives.
 */
export const transactionJson = sql.raw(
  `'{"_id":"' || p.id || '","user":"' || p.user_id || '","date":"' || ${isoTime('date')}
  || '","description":' || to_json(p.description) || ',"amount":' || (p.amount_cents::float8 / 100)
  || ',"type":' || to_json(p.type) || ',"category":' || to_json(p.category)
  || ',"notes":' || coalesce(to_json(p.notes)::text, 'null')
  || ',"createdAt":"' || ${isoTime('created_at')} || '"}'`,
);

/** The list order, newest first, over rows aliased p. */
export const newestFirst = sql.raw('p.date desc, p.created_at desc, p.id desc');

import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * What the log may say about a request and an error (secrets in logs, decision 0017).
 * Query strings carry reset and verification tokens and provider codes, and a failed
 * query's bound parameters carry passwords' hashes, e-mails and session tokens, so
 * neither reaches the log.
 */

/** Fastify's request fields, the address without its query string. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of a driver error that name things, never values (PGlite, postgres.js, drizzle). */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'schema_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'constraint',
  'constraint_name',
  'routine',
  'position',
  // The statement with $1…$n placeholders; the values are `params` / `parameters`.
  'query',
] as const;

/** Double-quoted text in a server message that is a value, not an object's name. */
const QUOTED_VALUE =
  /(?<!\b(?:relation|constraint|column|table|type|function|index|schema|database|role|sequence|trigger|view|operator|extension) )"(?:[^"]|"")*"/g;

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(err: Error): boolean {
  if (err instanceof DrizzleQueryError) return true;
  const fields = err as unknown as Record<string, unknown>;
  return typeof fields.code === 'string' && SQLSTATE.test(fields.code) && 'severity' in fields;
}

/** A stack's frames without its first lines, which repeat the message. */
const framesOnly = (stack: string | undefined): string | undefined =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

function serializeDatabaseError(err: Error): SerializedError {
  const fields = err as unknown as Record<string, unknown>;
  const message =
    err instanceof DrizzleQueryError
      ? `Failed query: ${err.query}`
      : err.message.replace(QUOTED_VALUE, '"[redacted]"');
  const out: SerializedError = { type: err.constructor.name, message, stack: '' };
  for (const key of DATABASE_FIELDS) {
    if (fields[key] !== undefined && !(err instanceof DrizzleQueryError && key === 'query')) {
      out[key] = fields[key];
    }
  }
  out.stack = framesOnly(err.stack) ?? '';
  return out;
}

const MAX_CAUSES = 5;

/**
 * Like pino's error serializer (type, message, stack, own fields, causes), except that
 * a database error keeps only the fields that name things: no parameters, no `detail`
 * (`Key (email)=(…)`), no `where` (`portal parameter $1 = '…'`), values in the message
 * and the stack's first line redacted.
 */
export function serializeError(err: Error, depth = 0): SerializedError {
  const nested = (value: unknown) =>
    value instanceof Error && depth < MAX_CAUSES ? serializeError(value, depth + 1) : value;
  if (isDatabaseError(err)) {
    const out = serializeDatabaseError(err);
    if (err.cause !== undefined) out.cause = nested(err.cause);
    return out;
  }
  const out: SerializedError = {
    type: err.constructor.name,
    message: err.message,
    stack: err.stack ?? '',
  };
  for (const [key, value] of Object.entries(err)) {
    // Node's HTTP parse errors carry the raw request bytes, query string included.
    if (!(key in out) && key !== 'cause' && key !== 'rawPacket') out[key] = nested(value);
  }
  if (err.cause !== undefined) out.cause = nested(err.cause);
  if (err instanceof AggregateError) out.aggregateErrors = err.errors.map(nested);
  return out;
}

type Coded = { code?: unknown; syscall?: unknown };

/** `err` and every error behind it: drizzle wraps the driver's error in DrizzleQueryError.cause. */
function* causes(err: unknown): Generator<Coded> {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    yield e;
  }
}

/** Whether a PostgreSQL error of `code` is behind `err`, seen through drizzle's wrapper or bare. */
function hasPgCode(err: unknown, code: string): boolean {
  for (const e of causes(err)) if (e.code === code) return true;
  return false;
}

/** unique_violation */
export const isUniqueViolation = (err: unknown) => hasPgCode(err, '23505');

/** foreign_key_violation */
export const isForeignKeyViolation = (err: unknown) => hasPgCode(err, '23503');

/** check_violation */
export const isCheckViolation = (err: unknown) => hasPgCode(err, '23514');

/** deadlock_detected: this transaction was chosen to end a wait in a circle; it was rolled back. */
export const isDeadlock = (err: unknown) => hasPgCode(err, '40P01');

/**
 * character_not_in_repertoire or untranslatable_character: text PostgreSQL cannot store, which
 * is a NUL (U+0000) in a text value or a JSON string. The client's input, not a fault.
 */
export const isUnstorableText = (err: unknown) =>
  hasPgCode(err, '22021') || hasPgCode(err, '22P05');

/** query_canceled: the statement ran past statement_timeout (decision 0016). */
export const isStatementTimeout = (err: unknown) => hasPgCode(err, '57014');

/** postgres.js's own codes for a connection that was closed under it or could not be made in time. */
const lostConnection = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
]);
/** The socket's codes, counted only on a connect, read or write (a missing file elsewhere is not this). */
const socketErrors = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE']);
const socketCalls = new Set(['connect', 'read', 'write']);

/**
 * The database is not there right now: a refused or lost connection, connection_exception
 * (08xxx), or admin/crash shutdown and 'the database system is starting up' (57P01-57P03),
 * as while the embedded PostgreSQL is started again after a crash (decision 0021).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, syscall } of causes(err)) {
    if (typeof code !== 'string') continue;
    if (lostConnection.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    if (socketErrors.has(code) && typeof syscall === 'string' && socketCalls.has(syscall)) {
      return true;
    }
  }
  return false;
}

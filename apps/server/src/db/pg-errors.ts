/** Whether a PostgreSQL error of `code` is behind `err`, seen through drizzle's wrapper (DrizzleQueryError.cause) or bare. */
function hasPgCode(err: unknown, code: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** unique_violation */
export const isUniqueViolation = (err: unknown) => hasPgCode(err, '23505');

/** check_violation */
export const isCheckViolation = (err: unknown) => hasPgCode(err, '23514');

/** query_canceled: the statement ran past statement_timeout (decision 0016). */
export const isStatementTimeout = (err: unknown) => hasPgCode(err, '57014');

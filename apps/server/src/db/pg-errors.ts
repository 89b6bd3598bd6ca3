/** PostgreSQL unique_violation, seen through drizzle's wrapper (DrizzleQueryError.cause) or bare. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

import type { SessionUser } from './session-store.ts';

/**
 * Seconds-long memory of token hash → signed-in user, per process: a read
 * then costs no session query. Any revocation in this process clears it
 * (revocations are rare); a revocation on another instance takes effect
 * here within the TTL (docs/decisions/0007-per-request-costs.md).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

const entries = new Map<string, { user: SessionUser; until: number }>();
let generation = 0;

export function cachedSessionUser(tokenHash: string, now = Date.now()): SessionUser | null {
  const entry = entries.get(tokenHash);
  if (!entry) return null;
  if (entry.until > now) return entry.user;
  entries.delete(tokenHash);
  return null;
}

/** The generation a lookup started in: its result is kept only if nothing was revoked since. */
export function sessionCacheGeneration(): number {
  return generation;
}

export function rememberSessionUser(
  tokenHash: string,
  user: SessionUser,
  sessionExpiresAt: Date,
  startedInGeneration: number,
) {
  if (startedInGeneration !== generation) return;
  const now = Date.now();
  if (entries.size >= MAX_ENTRIES) {
    for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }
  entries.set(tokenHash, {
    user,
    until: Math.min(now + SESSION_CACHE_TTL_MS, sessionExpiresAt.getTime()),
  });
}

/** After any revocation: forget every session and ignore lookups already under way. */
export function forgetCachedSessions() {
  entries.clear();
  generation += 1;
}

import {
  IDEMPOTENCY_MESSAGES,
  MAX_IDEMPOTENCY_KEY_LENGTH,
} from '@elevate/shared/schemas/idempotency';
import { createHash } from 'node:crypto';
import { canonicalJson } from '@elevate/shared';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';

/** Decision 0061: the answers of ledger writes sent with an Idempotency-Key, kept a day. */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its answer are kept. */
export const KEEP_KEYS_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still without an answer after this long was left by a server that stopped
 * mid-request: a retry may claim it again rather than wait a day. Far beyond any request's
 * run (statements time out after seconds).
 */
export const ABANDONED_CLAIM_MS = 10 * 60 * 1000;
export { IDEMPOTENCY_MESSAGES };

const PRINTABLE = new RegExp(`^[\\x20-\\x7e]{1,${MAX_IDEMPOTENCY_KEY_LENGTH}}$`);

/** The key a request names, null when it names none; 400 for a malformed one. */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !PRINTABLE.test(header)) {
    throw badRequest(IDEMPOTENCY_MESSAGES.invalid, [
      { param: 'Idempotency-Key', msg: IDEMPOTENCY_MESSAGES.invalid },
    ]);
  }
  return header;
}

/** What makes two requests the same: method, route and its parameters, query, ledger and body. */
export interface RequestShape {
  method: string;
  route: string;
  params: unknown;
  query: unknown;
  ledgerId: string;
  body: unknown;
}

export const requestHash = (request: RequestShape): string =>
  createHash('sha256')
    .update(
      canonicalJson({
        method: request.method,
        route: request.route,
        params: request.params ?? null,
        query: request.query ?? null,
        ledger: request.ledgerId,
        body: request.body ?? null,
      }),
    )
    .digest('hex');

export interface KeyOwner {
  userId: string;
  ledgerId: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string | null;
}

export type Claim = { claimed: true } | { claimed: false; answer: StoredAnswer };

const unprocessable = (msg: string) => new AppError(422, msg);

const ownRow = (owner: KeyOwner) =>
  and(
    eq(idempotencyKeys.userId, owner.userId),
    eq(idempotencyKeys.ledgerId, owner.ledgerId),
    eq(idempotencyKeys.key, owner.key),
  );

/**
 * Claims the key for this request in one statement (a burst of the same request claims it
 * once): a new key, or one whose day is over, or a claim abandoned mid-request. Otherwise
 * answers what the first request answered, or throws 422 (another request's key) or 409
 * (the first still runs).
 */
export async function claimKey(db: Db, owner: KeyOwner, hash: string): Promise<Claim> {
  // The answer may be released between the two statements: then claim again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...owner, requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.ledgerId, idempotencyKeys.key],
        set: {
          requestHash: hash,
          status: null,
          contentType: null,
          body: null,
          createdAt: sql`now()`,
        },
        setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${KEEP_KEYS_MS / 1000})
          or (${idempotencyKeys.status} is null
            and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_CLAIM_MS / 1000}))`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return { claimed: true };
    const [row] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        contentType: idempotencyKeys.contentType,
        body: idempotencyKeys.body,
      })
      .from(idempotencyKeys)
      .where(ownRow(owner));
    if (!row) continue;
    if (row.requestHash !== hash) throw unprocessable(IDEMPOTENCY_MESSAGES.reused);
    if (row.status === null) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
    return {
      claimed: false,
      answer: { status: row.status, contentType: row.contentType, body: row.body },
    };
  }
  throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
}

/** Keeps the claimed request's answer for its repeats. */
export async function keepAnswer(
  db: Db,
  owner: KeyOwner,
  hash: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(
      and(ownRow(owner), eq(idempotencyKeys.requestHash, hash), isNull(idempotencyKeys.status)),
    );
}

/** Lets the key go (a 5xx, a thrown error): a retry runs the write. */
export async function releaseKey(db: Db, owner: KeyOwner, hash: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(ownRow(owner), eq(idempotencyKeys.requestHash, hash), isNull(idempotencyKeys.status)),
    );
}

/** Deletes the keys older than a day (before `now`); answers how many went. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_KEYS_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

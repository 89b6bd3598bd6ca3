import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { contactMessages } from '../../db/schema.ts';

/**
 * The support outbox (decision 0040). A row is claimed by setting lease_until, in one
 * statement that skips rows another process holds, so each attempt has one owner; the
 * owner marks it delivered or schedules the next attempt. A process that dies mid-send
 * leaves a lease that simply runs out.
 */

/** Longer than a send can take (nodemailer's socket timeout is 10 minutes). */
export const LEASE_MS = 15 * 60_000;
/** Retries back off from the base period up to this. */
export const MAX_BACKOFF_MS = 60 * 60_000;
/** How long a message may stay undelivered before the operator hears of it, and how often again. */
export const UNDELIVERED_ALERT_MS = 60 * 60_000;

export interface OutboxMessage {
  id: string;
  userId: string | null;
  email: string;
  subject: string;
  message: string;
  attempts: number;
  createdAt: Date;
}

export function backoffMs(baseMs: number, attempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/** Claims up to `limit` messages whose next attempt is due and that nobody holds. */
export async function claimDue(db: Db, limit: number): Promise<OutboxMessage[]> {
  const result = await db.execute(sql`
    UPDATE contact_messages
       SET lease_until = now() + ${millis(LEASE_MS)}, attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM contact_messages
        WHERE delivered_at IS NULL AND next_attempt_at <= now()
          AND (lease_until IS NULL OR lease_until < now())
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, user_id AS "userId", email, subject, message, attempts,
              created_at AS "createdAt"`);
  return rowsOf<OutboxMessage>(result).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
  }));
}

/** Stores a new message already claimed by the caller, which sends it at once. */
export async function insertClaimed(
  db: Db,
  values: Pick<
    typeof contactMessages.$inferInsert,
    'userId' | 'email' | 'subject' | 'message' | 'ip'
  >,
): Promise<OutboxMessage> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      ...values,
      deliveredAt: null,
      attempts: 1,
      leaseUntil: sql`now() + ${millis(LEASE_MS)}`,
    })
    .returning();
  if (!row) throw new Error('contact message not stored');
  return row;
}

export async function markDelivered(db: Db, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ deliveredAt: sql`now()`, leaseUntil: null })
    .where(eq(contactMessages.id, id));
}

/** Lets the lease go and sets when the next attempt is due. */
export async function scheduleRetry(db: Db, id: string, delayMs: number): Promise<void> {
  await db
    .update(contactMessages)
    .set({ leaseUntil: null, nextAttemptAt: sql`now() + ${millis(delayMs)}` })
    .where(and(eq(contactMessages.id, id), sql`${contactMessages.deliveredAt} IS NULL`));
}

/**
 * Messages undelivered for an hour that no process reported within the hour; taking
 * them sets alerted_at, so one process reports each, once an hour while it stays stuck.
 */
export async function takeOverdue(
  db: Db,
): Promise<{ id: string; attempts: number; createdAt: Date }[]> {
  const result = await db.execute(sql`
    UPDATE contact_messages SET alerted_at = now()
     WHERE delivered_at IS NULL
       AND created_at <= now() - ${millis(UNDELIVERED_ALERT_MS)}
       AND (alerted_at IS NULL OR alerted_at <= now() - ${millis(UNDELIVERED_ALERT_MS)})
    RETURNING id, attempts, created_at AS "createdAt"`);
  return rowsOf<{ id: string; attempts: number; createdAt: string }>(result).map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
  }));
}

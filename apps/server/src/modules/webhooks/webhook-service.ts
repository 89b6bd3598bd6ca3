import {
  MAX_WEBHOOKS,
  WEBHOOK_LOG_LENGTH,
  WEBHOOK_MESSAGES as MSG,
  type createWebhookBody,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@elevate/shared/schemas/webhooks';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { insertWithinUserCap } from '../../db/within-user-cap.ts';
import { generateToken } from '../../lib/tokens.ts';
import { confirmIdentity } from '../account/identity.ts';
import { requireVerified } from '../auth/credential-state.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { findMembership } from '../ledgers/membership.ts';
import { checkWebhookUrl, resolveWebhookHost, type Resolve } from './webhook-address.ts';

type Body = z.output<typeof createWebhookBody>;
type Row = typeof webhooks.$inferSelect;

const answer = (row: Row): Webhook => ({
  _id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  ledgerId: row.ledgerId,
  createdAt: row.createdAt.toISOString(),
});

export async function listWebhooks(db: Db, userId: string): Promise<Webhook[]> {
  const rows = await db
    .select()
    .from(webhooks)
    .where(eq(webhooks.userId, userId))
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
  return rows.map(answer);
}

/** The user's webhook, or undefined for another user's or an unknown id. */
export async function findWebhook(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id.toLowerCase()), eq(webhooks.userId, userId)));
  return row;
}

export interface CreateDeps {
  db: Db;
  allowPrivate: boolean;
  resolve: Resolve;
}

/**
 * A new webhook for a ledger the user is a member of, confirmed by the password (or a
 * fresh provider sign-in) and by a proven address: it sends the ledger's data outside,
 * so a stolen session must not set one up unseen (the caller mails a notice). The URL
 * must reach a public address now; each delivery checks again.
 */
export async function createWebhook(
  deps: CreateDeps,
  user: SessionUser,
  body: Body,
): Promise<CreatedWebhook> {
  await requireVerified(deps.db, user.id);
  await confirmIdentity(deps.db, user, body.password);
  const url = checkWebhookUrl(body.url, deps.allowPrivate);
  if (typeof url === 'string') throw badRequest(url, [{ param: 'url', msg: url }]);
  const target = await resolveWebhookHost(url.hostname, deps.allowPrivate, deps.resolve);
  if ('refused' in target) {
    throw badRequest(target.refused, [{ param: 'url', msg: target.refused }]);
  }
  const ledgerId = body.ledgerId?.toLowerCase() ?? user.personalLedgerId;
  if ((await findMembership(deps.db, ledgerId, user.id)) === null) {
    throw badRequest(MSG.ledgerNotFound, [{ param: 'ledgerId', msg: MSG.ledgerNotFound }]);
  }
  const secret = `whsec_${generateToken()}`;
  const row = await insertWithinUserCap(
    deps.db,
    user.id,
    { table: webhooks, max: MAX_WEBHOOKS, message: MSG.tooMany },
    async (tx) => {
      const [inserted] = await tx
        .insert(webhooks)
        .values({ userId: user.id, ledgerId, url: url.href, events: body.events, secret })
        .returning();
      return inserted!;
    },
  );
  return { ...answer(row), secret };
}

export async function deleteWebhook(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, id.toLowerCase()), eq(webhooks.userId, userId)))
    .returning({ id: webhooks.id });
  return deleted.length > 0;
}

export async function listDeliveries(db: Db, webhookId: string): Promise<WebhookDelivery[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.seq))
    .limit(WEBHOOK_LOG_LENGTH);
  return rows.map((d) => ({
    _id: d.id,
    event: d.event,
    status: d.status,
    attempts: d.attempts,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    responseStatus: d.responseStatus,
    error: d.error,
  }));
}

/** Delivered and given-up deliveries are kept this long for the log. */
const KEPT_DAYS = 30;

export async function pruneDeliveries(db: Db) {
  await db.execute(sql`
    delete from webhook_deliveries
    where status <> 'pending' and created_at < now() - make_interval(days => ${KEPT_DAYS})`);
}

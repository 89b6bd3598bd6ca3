import { WEBHOOK_RETRY_HOURS } from '@elevate/shared/schemas/webhooks';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { systemResolve, type Resolve } from './webhook-address.ts';
import { sendDelivery, type SendOutcome } from './webhook-send.ts';

export interface DispatcherDeps {
  db: Db;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  resolve?: Resolve;
  /** The first retry waits this long, each next one twice as long, up to an hour. */
  retryBaseMs?: number;
  /** How often a process looks for due deliveries it was not woken for. */
  pollMs?: number;
  timeoutMs?: number;
}

const RETRY_CAP_MS = 60 * 60_000;
/** Webhooks one process delivers to at once. */
const PARALLEL = 4;
/** A process holds a webhook this long; it stops starting deliveries well before. */
const LEASE_SECONDS = 60;
const WORK_MS = 40_000;
const PER_CLAIM = 20;
export const NOT_A_MEMBER = "The webhook's owner is no longer a member of its ledger";

interface Claimed {
  id: string;
  url: string;
  secret: string;
  user_id: string;
  ledger_id: string;
}
interface Head {
  id: string;
  event: string;
  payload: string;
  attempts: number;
  due: boolean;
  expired: boolean;
  member: boolean;
}

/** Webhooks with a due first delivery that no process holds, now held by this one. */
async function claim(db: Db): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await db.execute(sql`
      update webhooks w set lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where w.id in (
        select h.id from webhooks h
        where h.id in (select d.webhook_id from webhook_deliveries d
                       where d.status = 'pending' and d.next_attempt_at <= now())
          and (h.lease_until is null or h.lease_until < now())
          and (select d.next_attempt_at from webhook_deliveries d
               where d.webhook_id = h.id and d.status = 'pending' order by d.seq limit 1) <= now()
        limit ${PARALLEL} for update of h skip locked)
      returning w.id, w.url, w.secret, w.user_id, w.ledger_id`),
  );
}

/** The webhook's oldest waiting delivery, and whether its owner may still hear the ledger. */
async function headOf(db: Db, hook: Claimed): Promise<Head | undefined> {
  const [head] = rowsOf<Head>(
    await db.execute(sql`
      select id, event, payload, attempts, next_attempt_at <= now() as due,
        created_at <= now() - make_interval(hours => ${WEBHOOK_RETRY_HOURS}) as expired,
        exists (select 1 from ledger_members m
                where m.ledger_id = ${hook.ledger_id} and m.user_id = ${hook.user_id}) as member
      from webhook_deliveries where webhook_id = ${hook.id} and status = 'pending'
      order by seq limit 1`),
  );
  return head;
}

async function record(db: Db, head: Head, outcome: SendOutcome, retryMs: number) {
  const status = outcome.ok ? 'delivered' : head.expired ? 'failed' : 'pending';
  await db.execute(sql`
    update webhook_deliveries set status = ${status}, attempts = attempts + 1,
      last_attempt_at = now(), response_status = ${outcome.status},
      error = ${outcome.ok ? null : outcome.error},
      next_attempt_at = now() + make_interval(secs => ${status === 'pending' ? retryMs / 1000 : 0})
    where id = ${head.id}`);
}

/**
 * Delivers a held webhook's events oldest first, stopping at the first failure: a later
 * event never overtakes an earlier one. A delivery failing for a day is given up and
 * the next one goes. Gives the webhook back when done.
 */
async function drain(deps: DispatcherDeps, hook: Claimed): Promise<number | null> {
  const until = Date.now() + WORK_MS;
  try {
    for (let i = 0; i < PER_CLAIM && Date.now() < until; i++) {
      const head = await headOf(deps.db, hook);
      if (!head?.due) return null;
      if (!head.member) {
        await deps.db.execute(sql`
          update webhook_deliveries set status = 'failed', error = ${NOT_A_MEMBER}
          where webhook_id = ${hook.id} and status = 'pending'`);
        return null;
      }
      const outcome = await sendDelivery(
        {
          url: hook.url,
          secret: hook.secret,
          eventId: head.id,
          event: head.event,
          payload: head.payload,
        },
        {
          allowPrivate: deps.allowPrivate,
          resolve: deps.resolve ?? systemResolve,
          ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
        },
      );
      const base = deps.retryBaseMs ?? 30_000;
      const retryMs =
        Math.min(base * 2 ** head.attempts, RETRY_CAP_MS) * (0.9 + Math.random() * 0.2);
      await record(deps.db, head, outcome, retryMs);
      if (!outcome.ok && !head.expired) return retryMs;
    }
    return null;
  } finally {
    await deps.db.execute(sql`update webhooks set lease_until = null where id = ${hook.id}`);
  }
}

/**
 * Sends the queued deliveries in the background: when woken (an event was queued in
 * this process) and every `pollMs` (events queued by another process, retries coming
 * due). A slow receiver holds up only its own webhook's queue.
 */
export function webhookDispatcher(deps: DispatcherDeps) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const pollMs = deps.pollMs ?? 5_000;
  // The soonest retry any round scheduled: it is not left waiting for the next poll.
  let retryAt = Infinity;
  /** One round; answers whether it held any webhook (then another round follows at once). */
  const runOnce = async (): Promise<boolean> => {
    const claimed = await claim(deps.db);
    const retries = await Promise.all(
      claimed.map((hook) =>
        drain(deps, hook).catch((err: unknown) => {
          deps.log.error({ err }, 'webhook delivery failed');
          return null;
        }),
      ),
    );
    for (const ms of retries) if (ms !== null) retryAt = Math.min(retryAt, Date.now() + ms);
    return claimed.length > 0;
  };
  const loop = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    if (retryAt <= Date.now()) retryAt = Infinity;
    running = runOnce()
      .catch((err: unknown) => {
        deps.log.error({ err }, 'webhook deliveries could not be read');
        return false;
      })
      .then((more) => {
        running = null;
        if (stopped) return;
        if (again || more) {
          again = false;
          setImmediate(loop);
        } else {
          timer = setTimeout(loop, Math.max(0, Math.min(pollMs, retryAt - Date.now())));
          timer.unref();
        }
      });
  };
  return {
    start: loop,
    /** Looks for due deliveries now (or right after the round under way). */
    wake: loop,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

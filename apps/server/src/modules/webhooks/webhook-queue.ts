import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

/** An event of a ledger, for every webhook of the ledger that listens to it (or one webhook). */
export interface QueuedEvent {
  ledgerId: string;
  event: string;
  data: unknown;
  /** Only this webhook (a test event); otherwise every webhook of the ledger listening. */
  webhookId?: string;
  /** An event with a key goes to each webhook once, however often it is queued. */
  dedupeKey?: string;
}

/**
 * Queues events in one statement. Each delivery's body is made here, once, with its
 * own id (the event id the receiver sees on every attempt), so every retry sends the
 * same bytes. A webhook whose owner is no longer a member of its ledger hears nothing.
 * Answers the ids of the deliveries queued.
 */
const inputOf = (events: QueuedEvent[]) =>
  JSON.stringify(
    events.map((e, n) => ({
      ledger_id: e.ledgerId,
      event: e.event,
      data: JSON.stringify(e.data ?? null),
      webhook_id: e.webhookId ?? null,
      dedupe_key: e.dedupeKey ?? null,
      n,
    })),
  );

/** The events as rows (e), and the deliveries they are (inserted as `ins`, returning id). */
const queueing = (input: string) => sql`
  with e as (
    select * from json_to_recordset(${input}::json)
      as e(ledger_id uuid, event text, data text, webhook_id uuid, dedupe_key text, n int)
  ), d as (
    select gen_random_uuid() as id, w.id as webhook_id, e.event, e.ledger_id, e.data,
      e.dedupe_key, e.n, w.created_at
    from e join webhooks w on w.ledger_id = e.ledger_id
      and (case when e.webhook_id is null then e.event = any(w.events) else w.id = e.webhook_id end)
    where exists (select 1 from ledger_members m where m.ledger_id = w.ledger_id and m.user_id = w.user_id)
  ), ins as (
    insert into webhook_deliveries (id, webhook_id, event, payload, dedupe_key)
    select d.id, d.webhook_id, d.event,
      json_build_object('id', d.id, 'type', d.event,
        'createdAt', elevate_iso_utc(clock_timestamp()),
        'ledgerId', d.ledger_id, 'data', d.data::json)::text,
      d.dedupe_key
    from d order by d.n, d.created_at, d.webhook_id
    on conflict (webhook_id, dedupe_key) do nothing
    returning id
  )`;

export async function queueEvents(db: Db, events: QueuedEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`${queueing(inputOf(events))} select id from ins`),
  );
  return rows.map((r) => r.id);
}

/**
 * The events of ledger writes, queued as queueEvents does, answering in the same statement
 * whether any was queued and which of their ledgers have a webhook listening to
 * budget.exceeded: a write to a ledger without one costs no query of its own.
 */
export async function queueWriteEvents(
  db: Db,
  events: QueuedEvent[],
): Promise<{ queued: boolean; budgetLedgers: Set<string> }> {
  if (events.length === 0) return { queued: false, budgetLedgers: new Set() };
  const [row] = rowsOf<{ queued: number; budget_ledgers: string[] | null }>(
    await db.execute(sql`${queueing(inputOf(events))}
      select (select count(*)::int from ins) as queued,
        array(select distinct w.ledger_id::text from webhooks w
              where w.ledger_id in (select ledger_id from e)
                and 'budget.exceeded' = any(w.events)) as budget_ledgers`),
  );
  return { queued: (row?.queued ?? 0) > 0, budgetLedgers: new Set(row?.budget_ledgers ?? []) };
}

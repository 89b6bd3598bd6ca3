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
export async function queueEvents(db: Db, events: QueuedEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  const input = JSON.stringify(
    events.map((e, n) => ({
      ledger_id: e.ledgerId,
      event: e.event,
      data: JSON.stringify(e.data ?? null),
      webhook_id: e.webhookId ?? null,
      dedupe_key: e.dedupeKey ?? null,
      n,
    })),
  );
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with e as (
        select * from json_to_recordset(${input}::json)
          as e(ledger_id uuid, event text, data text, webhook_id uuid, dedupe_key text, n int)
      ), d as (
        select gen_random_uuid() as id, w.id as webhook_id, e.event, e.ledger_id, e.data,
          e.dedupe_key, e.n, w.created_at
        from e join webhooks w on w.ledger_id = e.ledger_id
          and (case when e.webhook_id is null then e.event = any(w.events) else w.id = e.webhook_id end)
        where exists (select 1 from ledger_members m where m.ledger_id = w.ledger_id and m.user_id = w.user_id)
      )
      insert into webhook_deliveries (id, webhook_id, event, payload, dedupe_key)
      select d.id, d.webhook_id, d.event,
        json_build_object('id', d.id, 'type', d.event,
          'createdAt', elevate_iso_utc(clock_timestamp()),
          'ledgerId', d.ledger_id, 'data', d.data::json)::text,
        d.dedupe_key
      from d order by d.n, d.created_at, d.webhook_id
      on conflict (webhook_id, dedupe_key) do nothing
      returning id`),
  );
  return rows.map((r) => r.id);
}

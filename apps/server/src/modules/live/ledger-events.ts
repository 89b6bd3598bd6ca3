import { MAX_LIVE_IDS } from '@elevate/shared/schemas/live';
import type { ActivityEntity } from '@elevate/shared/schemas/activity';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from 'postgres';
import type { Database } from '../../db/database.ts';
import { writeBatcher } from '../../lib/write-batcher.ts';

/** The channel every process LISTENs on for every ledger's changes. */
export const LEDGER_EVENTS_CHANNEL = 'elevate_ledger_events';

/** A change of a ledger's data, as the streams of its members hear it. */
export interface LedgerChange {
  ledgerId: string;
  resource: ActivityEntity;
  ids: string[];
  actorId: string;
  actorName: string | null;
}

export type ChangeListener = (change: LedgerChange) => void;

export interface LedgerEvents {
  /** Tells every process's streams of the ledger; never throws (a failure is logged). */
  publish(change: LedgerChange): Promise<void>;
  /** Hears the ledger's changes until the returned function is called. */
  subscribe(ledgerId: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

// NOTIFY payloads must stay under 8000 bytes: short keys, at most MAX_LIVE_IDS ids, a short name.
const MAX_NAME = 100;
type Wire = { l: string; r: ActivityEntity; i: string[]; a: string; n: string | null };

const toWire = (c: LedgerChange): Wire => ({
  l: c.ledgerId,
  r: c.resource,
  i: c.ids.slice(0, MAX_LIVE_IDS).map((id) => id.slice(0, 64)),
  a: c.actorId,
  n: c.actorName?.slice(0, MAX_NAME) ?? null,
});
const fromWire = (w: Wire): LedgerChange => ({
  ledgerId: w.l,
  resource: w.r,
  ids: w.i,
  actorId: w.a,
  actorName: w.n,
});

/**
 * Decision 0049. On PostgreSQL every process may serve a member of the ledger,
 * so a change goes out as a NOTIFY and each process (this one too) hears it on
 * one LISTEN connection of its own, opened by postgres.js beside the pool and
 * re-LISTENed by it after a drop (changes sent while it is down are missed: a
 * client refetches whenever its stream reconnects). PGlite runs in this
 * process alone, so the change is handed to the local streams directly.
 */
export async function openLedgerEvents(
  database: Database,
  log: FastifyBaseLogger,
): Promise<LedgerEvents> {
  const listeners = new Map<string, Set<ChangeListener>>();
  const deliver = (change: LedgerChange) => {
    for (const listener of listeners.get(change.ledgerId) ?? []) {
      try {
        listener(change);
      } catch (err) {
        log.error({ err }, 'live listener failed');
      }
    }
  };
  const subscribe = (ledgerId: string, listener: ChangeListener) => {
    const set = listeners.get(ledgerId) ?? new Set();
    set.add(listener);
    listeners.set(ledgerId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && listeners.get(ledgerId) === set) listeners.delete(ledgerId);
    };
  };

  if (database.kind === 'pglite') {
    return {
      publish: async (change) => deliver(change),
      subscribe,
      close: async () => listeners.clear(),
    };
  }

  const client = (database.db as unknown as { $client: Sql }).$client;
  const listening = await client.listen(LEDGER_EVENTS_CHANNEL, (payload) => {
    try {
      deliver(fromWire(JSON.parse(payload) as Wire));
    } catch (err) {
      log.error({ err }, 'unreadable ledger event');
    }
  });
  // The changes published in one event-loop turn leave as one statement, committed without
  // waiting for the disk: a notification is never stored, so a crash loses it either way
  // (a client refetches when its stream reconnects), and a synced commit per write halved
  // the throughput of writes.
  const notify = (payloads: string[]) =>
    database.db.execute(sql`
      select set_config('synchronous_commit', 'off', true),
        (select count(pg_notify(${LEDGER_EVENTS_CHANNEL}, p))
           from json_array_elements_text(${JSON.stringify(payloads)}::json) as t(p))`);
  const send = writeBatcher(
    async (payloads: string[]) => {
      await notify(payloads);
      return payloads.map(() => undefined);
    },
    async (payload: string) => void (await notify([payload])),
    { maxBatch: 200, maxInFlight: 2 },
  );
  return {
    async publish(change) {
      try {
        await send(JSON.stringify(toWire(change)));
      } catch (err) {
        log.error({ err }, 'ledger event not sent');
      }
    },
    subscribe,
    async close() {
      listeners.clear();
      await listening.unlisten().catch((err: unknown) => log.warn({ err }, 'unlisten failed'));
    },
  };
}

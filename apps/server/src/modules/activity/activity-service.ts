import {
  ACTIVITY_KEPT_DAYS,
  type ActivityAction,
  type ActivityEntity,
  type ActivityEvent,
} from '@elevate/shared/schemas/activity';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerActivity, users } from '../../db/schema.ts';
import { MAX_SUMMARY } from './describe-write.ts';

/** One entry of a ledger's log: who (a user id; null for the system) did what. */
export interface ActivityInput {
  ledgerId: string;
  actorId: string | null;
  action: ActivityAction;
  entity: ActivityEntity;
  entityId?: string | null;
  summary?: string;
}

const kept = sql`now() - make_interval(days => ${ACTIVITY_KEPT_DAYS})`;

const row = (event: ActivityInput) => ({
  ledger_id: event.ledgerId,
  actor_id: event.actorId,
  action: event.action,
  entity: event.entity,
  entity_id: event.entityId ?? null,
  summary: (event.summary ?? '').slice(0, MAX_SUMMARY),
});

/**
 * Writes entries in one statement; answers each one's actor's current name
 * (null for none), in the order given, for the live streams. Members' changes
 * (the ledgers module) call this too, inside their own transaction if they like.
 * The entries travel as one JSON parameter: built by the query builder, a batch of
 * a few hundred rows cost more processor time than the writes it logs. Each row's
 * time is read as it goes in, so a batch keeps the order its writes were answered in.
 *
 * `diskWait: false` (the batches of the route layer, decision 0050) commits without
 * waiting for the disk, in the same statement: a log line lost to a crash of the
 * machine costs nobody money, a synced commit per batch cost the writes a fifth of
 * their speed. Never inside a transaction of one's own: it would commit that
 * transaction the same way.
 */
export async function recordActivities(
  db: Db,
  events: ActivityInput[],
  { diskWait = true }: { diskWait?: boolean } = {},
): Promise<{ actorName: string | null }[]> {
  if (events.length === 0) return [];
  const noDiskWait = diskWait
    ? sql``
    : sql`cross join (select set_config('synchronous_commit', 'off', true)) as unsynced`;
  const written = rowsOf<{ actor_id: string | null; actor_name: string | null }>(
    await db.execute(sql`
      insert into ${ledgerActivity} (ledger_id, at, actor_id, action, entity, entity_id, summary)
      select e.ledger_id, clock_timestamp(), e.actor_id, e.action, e.entity, e.entity_id, e.summary
      from json_to_recordset(${JSON.stringify(events.map(row))}::json) as e(
        ledger_id uuid, actor_id uuid, action text, entity text, entity_id text, summary text)
      ${noDiskWait}
      returning actor_id, (select ${users.name} from ${users} where ${users.id} = actor_id) as actor_name`),
  );
  // By actor, not by position: a name is the same for all of one actor's entries.
  const names = new Map(written.map((w) => [w.actor_id, w.actor_name]));
  return events.map((e) => ({ actorName: names.get(e.actorId) ?? null }));
}

export async function recordActivity(
  db: Db,
  event: ActivityInput,
  options?: { diskWait?: boolean },
) {
  const [answer] = await recordActivities(db, [event], options);
  return answer ?? { actorName: null };
}

export interface ActivityFilter {
  page: number;
  limit: number;
  entity?: ActivityEntity | undefined;
  actor?: string | undefined;
}

/** A page of the log, newest first; entries past the kept days are gone even before pruning. */
export async function listActivity(
  db: Db,
  ledgerId: string,
  filter: ActivityFilter,
): Promise<ActivityEvent[]> {
  const rows = await db
    .select({
      at: ledgerActivity.at,
      actorId: ledgerActivity.actorId,
      name: users.name,
      action: ledgerActivity.action,
      entity: ledgerActivity.entity,
      entityId: ledgerActivity.entityId,
      summary: ledgerActivity.summary,
    })
    .from(ledgerActivity)
    .leftJoin(users, eq(users.id, ledgerActivity.actorId))
    .where(
      and(
        eq(ledgerActivity.ledgerId, ledgerId),
        gt(ledgerActivity.at, kept),
        filter.entity ? eq(ledgerActivity.entity, filter.entity) : undefined,
        filter.actor ? eq(ledgerActivity.actorId, filter.actor) : undefined,
      ),
    )
    .orderBy(desc(ledgerActivity.at), desc(ledgerActivity.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actor: { userId: row.actorId, name: row.name },
    action: row.action as ActivityAction,
    entity: row.entity as ActivityEntity,
    entityId: row.entityId,
    summary: row.summary,
  }));
}

/** Rows deleted per statement: bounded, so pruning never holds many locks or much memory. */
export const PRUNE_BATCH = 5_000;

/** Deletes entries older than the kept days, a batch at a time; answers how many went. */
export async function pruneActivity(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = rowsOf(
      await db.execute(sql`
        delete from ${ledgerActivity}
        where (ledger_id, id) in (
          select ledger_id, id from ${ledgerActivity} where at <= ${kept} limit ${PRUNE_BATCH}
        )
        returning 1`),
    ).length;
    total += gone;
    if (gone < PRUNE_BATCH) return total;
  }
}

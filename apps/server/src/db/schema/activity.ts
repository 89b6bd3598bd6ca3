import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ledgerId } from './ledgers.ts';

/**
 * A ledger's activity log (migration 0025, decision 0049): one row per change a
 * member made. `actorId` names a user without a foreign key (ledger data points at
 * no global table); the log reads the name from users when shown.
 */
export const ledgerActivity = pgTable(
  'ledger_activity',
  {
    ledgerId: ledgerId(),
    id: uuid('id').notNull().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'ledger_activity_pk', columns: [t.ledgerId, t.id] }),
    index('ledger_activity_ledger_at_idx').on(t.ledgerId, t.at.desc(), t.id.desc()),
    index('ledger_activity_at_idx').on(t.at),
    check('ledger_activity_summary_length', sql`char_length(${t.summary}) <= 200`),
  ],
);

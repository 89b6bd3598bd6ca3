import {
  bigint,
  check,
  foreignKey,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ledgerId } from './ledgers.ts';

// A ledger's tags (migration 0030, decision 0053). The rows carry their tags
// themselves (transactions.tags); these keep each tag's one spelling and its count.

/**
 * One row per tag of a ledger, keyed by the tag in lower case: the spelling every
 * row carrying it has. Written by the transactions' triggers (a tag's first use
 * adds it, its last use gone forgets it), a rename and a delete.
 */
export const tags = pgTable(
  'tags',
  {
    ledgerId: ledgerId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ name: 'tags_pk', columns: [t.ledgerId, t.key] }),
    check('tags_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 40`),
    check('tags_key_is_name', sql`${t.key} = lower(${t.name})`),
  ],
);

/** Rows per tag, in slot rows as the other counters (decision 0023); only the triggers write them. */
export const tagCountSlots = pgTable(
  'tag_count_slots',
  {
    ledgerId: ledgerId(),
    key: text('key').notNull(),
    slot: smallint('slot').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'tag_count_slots_pk', columns: [t.ledgerId, t.key, t.slot] }),
    foreignKey({
      name: 'tag_count_slots_tag_fk',
      columns: [t.ledgerId, t.key],
      foreignColumns: [tags.ledgerId, tags.key],
    }).onDelete('cascade'),
  ],
);

/** The view adding up the slots: each tag's number of rows (0 or less: none). */
export const tagCounts = pgTable('tag_counts', {
  ledgerId: ledgerId(),
  key: text('key').notNull(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

import type { RuleAction, RuleCondition } from '@elevate/shared/schemas/rules';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ledgerId } from './ledgers.ts';

/**
 * A ledger's rules (migration 0031, decision 0054), run in `position` order (0 first).
 * The conditions and actions are stored as the shared ruleBody validated them. Positions
 * are unique per ledger at commit (deferred), so a reorder rewrites them in one statement.
 */
export const rules = pgTable(
  'rules',
  {
    ledgerId: ledgerId(),
    id: uuid('id').notNull().defaultRandom(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    match: text('match', { enum: ['all', 'any'] }).notNull(),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    actions: jsonb('actions').$type<RuleAction[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'rules_pk', columns: [t.ledgerId, t.id] }),
    unique('rules_position_unique').on(t.ledgerId, t.position),
    check('rules_position_range', sql`${t.position} >= 0`),
    check('rules_match', sql`${t.match} IN ('all', 'any')`),
    check('rules_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 200`),
    check('rules_conditions_list', sql`jsonb_typeof(${t.conditions}) = 'array'`),
    check('rules_actions_list', sql`jsonb_typeof(${t.actions}) = 'array'`),
  ],
);

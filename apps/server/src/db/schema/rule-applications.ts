import type { CategoryType } from '@elevate/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ledgerId } from './ledgers.ts';
import type { StoredPart } from './transactions.ts';

/** The fields of a transaction a rule may change, as stored (a split row's category is ''). */
export interface RuleFields {
  type: CategoryType;
  description: string;
  category: string;
  notes: string | null;
  tags: string[];
  parts: StoredPart[] | null;
}

/** One row a rule's application changed: its fields before and after. */
export interface StoredRuleChange {
  id: string;
  before: RuleFields;
  after: RuleFields;
}

const RULE_APPLICATION_STATES = ['applied', 'undone'] as const;

/**
 * A rule run over a ledger's existing transactions (migration 0032, decision 0054), kept
 * to be undone and redone. A ledger keeps its 20 newest (storing one deletes the older).
 * rule_id references nothing: the rule may be deleted and its application still undone.
 */
export const ruleApplications = pgTable(
  'rule_applications',
  {
    ledgerId: ledgerId(),
    id: uuid('id').notNull().defaultRandom(),
    ruleId: uuid('rule_id'),
    state: text('state', { enum: RULE_APPLICATION_STATES }).notNull().default('applied'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'rule_applications_pk', columns: [t.ledgerId, t.id] }),
    index('rule_applications_ledger_created_idx').on(t.ledgerId, t.createdAt),
    check('rule_applications_state', sql`${t.state} IN ('applied', 'undone')`),
  ],
);

/** Each row an application changed, with its fields before and after (written set-based). */
export const ruleApplicationRows = pgTable(
  'rule_application_rows',
  {
    ledgerId: uuid('ledger_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    beforeType: text('before_type').notNull(),
    beforeCategory: text('before_category').notNull(),
    beforeDescription: text('before_description').notNull(),
    beforeNotes: text('before_notes'),
    beforeTags: text('before_tags').array().notNull(),
    /** A split row's parts (migration 0036), null when not split. */
    beforeParts: jsonb('before_parts').$type<StoredPart[]>(),
    afterType: text('after_type').notNull(),
    afterCategory: text('after_category').notNull(),
    afterDescription: text('after_description').notNull(),
    afterNotes: text('after_notes'),
    afterTags: text('after_tags').array().notNull(),
    afterParts: jsonb('after_parts').$type<StoredPart[]>(),
  },
  (t) => [
    primaryKey({
      name: 'rule_application_rows_pk',
      columns: [t.ledgerId, t.applicationId, t.transactionId],
    }),
    foreignKey({
      name: 'rule_application_rows_application_fk',
      columns: [t.ledgerId, t.applicationId],
      foreignColumns: [ruleApplications.ledgerId, ruleApplications.id],
    }).onDelete('cascade'),
  ],
);

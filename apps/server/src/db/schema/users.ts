import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountLocale } from '@elevate/shared/schemas/locale';
import { createdAt } from './columns.ts';

// The account itself; every user-owned row references it.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    googleSubject: text('google_subject'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Counts every credential change; an e-mail change link made under an older one dies (decision 0035). */
    credentialVersion: integer('credential_version').notNull().default(0),
    /** The address was proven only by an e-mail change link: a provider sign-in treats it as unproven. */
    emailProvenByChange: boolean('email_proven_by_change').notNull().default(false),
    /** The dashboard's first-run checklist was put away (decision 0043). */
    checklistDismissed: boolean('checklist_dismissed').notNull().default(false),
    /** Opted into the Monday e-mail (migration 0039, decision 0058). */
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    /** The Monday of the last week whose digest was claimed: each week's goes out once. */
    digestWeek: date('digest_week', { mode: 'string' }),
    /** The digest's unsubscribe link's secret: made at the first opt-in, kept after. */
    digestToken: text('digest_token'),
    /** The language chosen in Settings, for the e-mails too; null follows the browser (decision 0064). */
    locale: text('locale').$type<AccountLocale>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
    uniqueIndex('users_digest_token_idx').on(t.digestToken),
    // The digest's sender finds the week's pending users without reading every account.
    index('users_digest_due_idx')
      .on(t.digestWeek)
      .where(sql`${t.weeklyDigest}`),
    check('users_locale', sql`${t.locale} IN ('en', 'de', 'fr', 'es')`),
  ],
);

import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Money is integer cents; bigint because 1,000,000,000 dollars overflows int4. */
export const cents = (name: string) => bigint(name, { mode: 'number' });

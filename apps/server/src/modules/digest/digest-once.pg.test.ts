import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createPostgresDatabase } from '../../test/server-process.ts';
import { DIGEST_BATCH, sendDueDigests } from './digest-sender.ts';

// Two server processes share one database only on PostgreSQL: this file runs in CI's
// PostgreSQL pass (TEST_DATABASE_URL), like the other *.pg.test.ts files.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let one: Database;
let two: Database;
beforeAll(async () => {
  created = await createPostgresDatabase(adminUrl);
  one = await openDatabase({ databaseUrl: created.url });
  two = await openDatabase({ databaseUrl: created.url });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await created.drop();
});

/** One instance's sender: every run until it finds nobody left, its mails kept. */
async function instance(database: Database, now: Date, mails: MailMessage[]) {
  const deps = {
    db: database.db,
    mailer: { send: async (m: MailMessage) => void mails.push(m), close: () => {} },
    appUrl: 'http://localhost:3000',
    log: { warn: () => {}, error: () => {} },
  };
  while ((await sendDueDigests(deps, now)).more);
}

describe('the weekly digest across two server processes', () => {
  it("sends each user's week exactly once while both run at the same moment", async () => {
    const count = DIGEST_BATCH * 3 + 7;
    await one.db.insert(users).values(
      Array.from({ length: count }, (_, i) => ({
        name: `Reader ${i}`,
        email: `reader-${i}@example.com`,
        isVerified: true,
        weeklyDigest: true,
      })),
    );
    const now = new Date('2026-11-30T07:00:00Z');
    const a: MailMessage[] = [];
    const b: MailMessage[] = [];
    await Promise.all([instance(one, now, a), instance(two, now, b)]);
    const sent = [...a, ...b].map((m) => m.to).sort();
    expect(sent).toHaveLength(count);
    expect(new Set(sent).size).toBe(count);
    // The next run that week, and a third instance, find nothing more.
    const again: MailMessage[] = [];
    await instance(one, new Date('2026-12-03T09:00:00Z'), again);
    expect(again).toEqual([]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../test/app.ts';
import { rateLimits } from '../db/schema.ts';
import { hitRateLimit } from './rate-limit-store.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

it('sweeps expired windows on the back of a hit and keeps live ones', async () => {
  await database.db.insert(rateLimits).values([
    { key: 'old', count: 3, resetAt: sql`now() - interval '1 minute'` },
    { key: 'live', count: 3, resetAt: sql`now() + interval '1 minute'` },
  ]);
  const hit = await hitRateLimit(database.db, 'new', 60_000);
  expect(hit.count).toBe(1);
  expect(hit.resetAt.getTime()).toBeGreaterThan(Date.now());
  const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits))
    .map((r) => r.key)
    .sort();
  expect(keys).toEqual(['live', 'new']);
  const [live] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'live'));
  expect(live?.count).toBe(3);
});

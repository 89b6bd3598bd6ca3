import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { createPostgresDatabase } from '../../test/server-process.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { webhookDispatcher } from './webhook-dispatcher.ts';
import { queueEvents } from './webhook-queue.ts';

// Two server processes share one database only on PostgreSQL: this file runs in CI's
// PostgreSQL pass (TEST_DATABASE_URL), like the other *.pg.test.ts files.
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let one: Database;
let two: Database;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  created = await createPostgresDatabase(adminUrl);
  one = await openDatabase({ databaseUrl: created.url });
  two = await openDatabase({ databaseUrl: created.url });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await one.close();
  await two.close();
  await created.drop();
});

const quiet = { error: () => {}, warn: () => {}, info: () => {} } as never;

describe('webhook deliveries across two server processes', () => {
  it('deliver each event once, in order, while both send and some attempts fail', async () => {
    const [user] = rowsOf<{ id: string }>(
      await one.db.execute(sql`
        insert into users (email, name, is_verified) values ('order@example.com', 'Order', true)
        returning id`),
    );
    const [hook] = rowsOf<{ id: string; ledger_id: string }>(
      await one.db.execute(sql`
        insert into webhooks (user_id, ledger_id, url, events, secret)
        select ${user!.id}, l.id, ${receiver.url}, array['transaction.created'], 'whsec_order'
        from ledgers l where l.personal_user_id = ${user!.id}
        returning id, ledger_id`),
    );
    const count = 40;
    for (let i = 0; i < count; i += 10) {
      await queueEvents(
        one.db,
        Array.from({ length: 10 }, (_, j) => ({
          ledgerId: hook!.ledger_id,
          event: 'transaction.created',
          data: { n: i + j },
        })),
      );
    }
    // Every seventh request fails: the same event goes again before any later one.
    receiver.answerWith((res, n) => {
      res.statusCode = n % 7 === 0 ? 500 : 200;
      res.end();
    });
    const dispatchers = [one, two].map((database) =>
      webhookDispatcher({
        db: database.db,
        log: quiet,
        allowPrivate: true,
        retryBaseMs: 10,
        pollMs: 10,
      }),
    );
    for (const d of dispatchers) d.start();
    try {
      const until = Date.now() + 30_000;
      for (;;) {
        const [left] = rowsOf<{ n: number }>(
          await one.db.execute(sql`
            select count(*)::int as n from webhook_deliveries where status <> 'delivered'`),
        );
        if (left!.n === 0) break;
        if (Date.now() > until) throw new Error(`${left!.n} deliveries still waiting`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await Promise.all(dispatchers.map((d) => d.stop()));
    }
    const succeeded = receiver.received
      .filter((_r, i) => (i + 1) % 7 !== 0)
      .map((r) => (JSON.parse(r.body) as { data: { n: number } }).data.n);
    expect(succeeded).toEqual(Array.from({ length: count }, (_, n) => n));
    // A failed attempt is followed by the same event, never by a later one.
    receiver.received.forEach((r, i) => {
      if ((i + 1) % 7 === 0) expect(receiver.received[i + 1]?.body).toBe(r.body);
    });
  });
});

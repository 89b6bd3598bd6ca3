import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { STRONG_PASSWORD } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { hashPassword } from '../auth/passwords.ts';

/**
 * Without WEBHOOK_ALLOW_PRIVATE (the default) a webhook reaches public https://
 * addresses only: refused when added, and again at each delivery.
 */
const { t } = appWithMailPerFile({ WEBHOOK_RETRY_MS: '20' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let api: ReturnType<typeof apiClient>;
let userId: string;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const user = await createTestUser(t, { passwordHash: await hashPassword(STRONG_PASSWORD) });
  userId = user.id;
  api = apiClient(t.app, user);
});
afterAll(() => receiver.close());

const add = (url: string) =>
  api.post('/api/webhooks', { url, events: ['transaction.created'], password: STRONG_PASSWORD });

describe('a webhook to a private address', () => {
  it.each([
    ['http://127.0.0.1 (not https)', () => receiver.url, 'URL must be a valid https:// address'],
    [
      'https://127.0.0.1',
      () => receiver.url.replace('http:', 'https:'),
      'URL must point to a public address',
    ],
    ['localhost', () => 'https://localhost/hook', 'URL must point to a public address'],
    ['[::1]', () => 'https://[::1]/hook', 'URL must point to a public address'],
    [
      'IPv4-mapped loopback',
      () => 'https://[::ffff:127.0.0.1]/hook',
      'URL must point to a public address',
    ],
    [
      'cloud metadata',
      () => 'https://169.254.169.254/latest/meta-data',
      'URL must point to a public address',
    ],
    ['a private network', () => 'https://192.168.1.10/hook', 'URL must point to a public address'],
    ['decimal 127.0.0.1', () => 'https://2130706433/hook', 'URL must point to a public address'],
  ])('is refused when added: %s', async (_name, url, msg) => {
    const res = await add(url());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ param: 'url', msg }] });
  });

  it('is refused at delivery too, and the receiver is never contacted', async () => {
    // A webhook whose address turned private after it was added (a DNS change), written
    // directly: the API would not add it.
    const [ledger] = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`select id from ledgers where personal_user_id = ${userId}`),
    );
    const [hook] = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`
        insert into webhooks (user_id, ledger_id, url, events, secret)
        values (${userId}, ${ledger!.id}, ${receiver.url.replace('http:', 'https:')},
          array['transaction.created'], 'whsec_test') returning id`),
    );
    const created = await api.post('/api/transactions', {
      date: '2026-03-02',
      description: 'Probe',
      amount: 1,
      type: 'expense',
      category: 'Food',
    });
    expect(created.status).toBe(201);
    await t.app.webhooks.queued();
    let deliveries: { status: string; attempts: number; error: string | null }[] = [];
    for (let i = 0; i < 100 && (deliveries[0]?.attempts ?? 0) < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      deliveries = (await api.get(`/api/webhooks/${hook!.id}/deliveries`)).body.deliveries;
    }
    expect(deliveries[0]).toMatchObject({
      status: 'pending',
      responseStatus: null,
      error: 'URL must point to a public address',
    });
    expect(deliveries[0]!.attempts).toBeGreaterThanOrEqual(2);
    expect(receiver.received).toHaveLength(0);
  });
});

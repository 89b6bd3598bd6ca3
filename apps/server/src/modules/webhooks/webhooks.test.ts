import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { send, STRONG_PASSWORD } from '../../test/auth.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { hashPassword } from '../auth/passwords.ts';

/**
 * Webhooks end to end (decision 0060) against a receiver on this machine, which
 * WEBHOOK_ALLOW_PRIVATE allows; webhook-guard.test.ts holds the refusals without it.
 */
const { t, smtp } = appWithMailPerFile({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_MS: '20' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(STRONG_PASSWORD);
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const newUser = async () => {
  const user = await createTestUser(t, { passwordHash });
  const [ledger] = rowsOf<{ id: string }>(
    await t.app.db.execute(sql`select id from ledgers where personal_user_id = ${user.id}`),
  );
  return { user, ledgerId: ledger!.id, api: apiClient(t.app, user) };
};
type Signed = Awaited<ReturnType<typeof newUser>>;

async function addWebhook(signed: Signed, body: object = {}) {
  const res = await signed.api.post('/api/webhooks', {
    url: receiver.url,
    events: ['transaction.created', 'transaction.updated', 'transaction.deleted'],
    password: STRONG_PASSWORD,
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; secret: string; url: string };
}

const expense = (description: string, fields: object = {}) => ({
  date: '2026-03-02',
  description,
  amount: 4.5,
  type: 'expense',
  category: 'Food',
  ...fields,
});

/** Every receiver test starts from an empty log and a receiver answering 200. */
const fresh = () => {
  receiver.received.length = 0;
  receiver.answerWith((res) => res.end('ok'));
};

describe('adding a webhook', () => {
  it('needs the password, answers the secret once and mails a notice', async () => {
    const signed = await newUser();
    const body = { url: receiver.url, events: ['transaction.created'] };
    const without = await signed.api.post('/api/webhooks', body);
    expect(without.status).toBe(400);
    expect(without.body).toEqual({
      errors: [{ param: 'password', msg: 'Enter your password to confirm.' }],
    });
    const wrong = await signed.api.post('/api/webhooks', { ...body, password: 'Wr0ng!Pass' });
    expect(wrong.status).toBe(401);
    expect((await signed.api.get('/api/webhooks')).body).toEqual({ webhooks: [] });

    const created = await addWebhook(signed, body);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await signed.api.get('/api/webhooks');
    expect(list.body.webhooks).toEqual([
      {
        _id: created._id,
        url: receiver.url,
        events: ['transaction.created'],
        ledgerId: signed.ledgerId,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const notice = await smtp.waitFor(
      (m) => m.to.includes(signed.user.email) && m.subject.includes('webhook was added'),
    );
    expect(notice.text).toContain(receiver.url);
  });

  it('answers field errors for a bad URL, no events or an unknown event, and another ledger', async () => {
    const signed = await newUser();
    const other = await newUser();
    const cases: [object, string, string][] = [
      [{ url: 'ftp://example.com/' }, 'url', 'URL must be a valid https:// address'],
      [{ url: 'not a url' }, 'url', 'URL must be a valid https:// address'],
      [
        { url: 'https://me:pw@example.com/' },
        'url',
        'URL must not contain a user name or password',
      ],
      [{ events: [] }, 'events', 'Choose at least one event'],
      [{ events: ['transaction.exploded'] }, 'events.0', 'Unknown event'],
      [{ ledgerId: other.ledgerId }, 'ledgerId', 'Ledger not found'],
    ];
    for (const [fields, param, msg] of cases) {
      const res = await signed.api.post('/api/webhooks', {
        url: receiver.url,
        events: ['transaction.created'],
        password: STRONG_PASSWORD,
        ...fields,
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(fields)).toContain(msg);
      expect(JSON.stringify(res.body)).toContain(param);
    }
  });

  it('keeps at most ten per user, also under a burst', async () => {
    const signed = await newUser();
    for (let i = 0; i < 8; i++) await addWebhook(signed);
    const burst = await Promise.all(
      [1, 2, 3, 4].map(() =>
        signed.api.post('/api/webhooks', {
          url: receiver.url,
          events: ['transaction.created'],
          password: STRONG_PASSWORD,
        }),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect((await signed.api.get('/api/webhooks')).body.webhooks).toHaveLength(10);
  });
});

describe('deliveries', () => {
  it('are signed over timestamp.body with the secret, with a stable event id', async () => {
    fresh();
    const signed = await newUser();
    const hook = await addWebhook(signed);
    const created = await signed.api.post('/api/transactions', expense('Coffee'));
    expect(created.status).toBe(201);
    await receiver.waitFor(1);
    const [delivery] = receiver.received;
    const body = JSON.parse(delivery!.body);
    expect(body).toMatchObject({
      type: 'transaction.created',
      ledgerId: signed.ledgerId,
      data: { _id: created.body._id, description: 'Coffee', amount: 4.5 },
    });
    expect(delivery!.headers['x-elevate-delivery']).toBe(body.id);
    expect(delivery!.headers['x-elevate-event']).toBe('transaction.created');
    expect(delivery!.headers['content-type']).toBe('application/json');
    const timestamp = delivery!.headers['x-elevate-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', hook.secret).update(`${timestamp}.${delivery!.body}`);
    expect(delivery!.headers['x-elevate-signature']).toBe(`sha256=${expected.digest('hex')}`);
    // Another secret does not verify it.
    const forged = createHmac('sha256', 'whsec_other').update(`${timestamp}.${delivery!.body}`);
    expect(delivery!.headers['x-elevate-signature']).not.toBe(`sha256=${forged.digest('hex')}`);

    const log = await signed.api.get(`/api/webhooks/${hook._id}/deliveries`);
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({
        _id: body.id,
        event: 'transaction.created',
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
        error: null,
        nextAttemptAt: null,
      }),
    ]);
  });

  it('go out in the order the writes were answered: create, update, delete', async () => {
    fresh();
    const signed = await newUser();
    await addWebhook(signed);
    const ids: string[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      ids.push((await signed.api.post('/api/transactions', expense(name))).body._id);
    }
    expect(
      (await signed.api.put(`/api/transactions/${ids[0]}`, { description: 'One!' })).status,
    ).toBe(200);
    expect((await signed.api.del(`/api/transactions/${ids[1]}`)).status).toBe(200);
    await receiver.waitFor(5);
    expect(receiver.events().map((e) => [e.type, e.data._id])).toEqual([
      ['transaction.created', ids[0]],
      ['transaction.created', ids[1]],
      ['transaction.created', ids[2]],
      ['transaction.updated', ids[0]],
      ['transaction.deleted', ids[1]],
    ]);
    expect(receiver.events()[3]!.data.description).toBe('One!');
  });

  it('are retried after a 500 with the same id, and a later event waits its turn', async () => {
    fresh();
    receiver.answerWith((res, n) => {
      res.statusCode = n <= 2 ? 500 : 200;
      res.end();
    });
    const signed = await newUser();
    const hook = await addWebhook(signed);
    await signed.api.post('/api/transactions', expense('First'));
    await receiver.waitFor(1);
    await signed.api.post('/api/transactions', expense('Second'));
    await receiver.waitFor(4);
    const events = receiver.events();
    expect(events.map((e) => e.data.description)).toEqual(['First', 'First', 'First', 'Second']);
    expect(new Set(events.slice(0, 3).map((e) => e.id)).size).toBe(1);
    // Every attempt signs the same bytes.
    expect(new Set(receiver.received.slice(0, 3).map((r) => r.body)).size).toBe(1);
    const log = (await signed.api.get(`/api/webhooks/${hook._id}/deliveries`)).body.deliveries;
    expect(log.map((d: { status: string; attempts: number }) => [d.status, d.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 3],
    ]);
  });

  it('never follow a redirect: the place it points to is not contacted', async () => {
    fresh();
    const elsewhere = await startWebhookReceiver();
    receiver.answerWith((res) => {
      res.statusCode = 302;
      res.setHeader('location', elsewhere.url);
      res.end();
    });
    try {
      const signed = await newUser();
      const hook = await addWebhook(signed);
      await signed.api.post('/api/transactions', expense('Redirected'));
      await receiver.waitFor(2);
      expect(elsewhere.received).toHaveLength(0);
      const [delivery] = (await signed.api.get(`/api/webhooks/${hook._id}/deliveries`)).body
        .deliveries;
      expect(delivery).toMatchObject({ status: 'pending', responseStatus: 302 });
      expect(delivery.error).toContain('redirect');
      expect((await signed.api.del(`/api/webhooks/${hook._id}`)).status).toBe(200);
    } finally {
      await elsewhere.close();
    }
  });

  it('never hold up the write: a receiver that does not answer leaves the answer on time', async () => {
    fresh();
    const held: (() => void)[] = [];
    receiver.answerWith((res) => held.push(() => res.end('late')));
    const signed = await newUser();
    await addWebhook(signed);
    await signed.api.post('/api/transactions', expense('Held'));
    await receiver.waitFor(1);
    // The receiver still holds the first delivery: the next writes are answered anyway.
    for (const name of ['Next', 'And next']) {
      expect((await signed.api.post('/api/transactions', expense(name))).status).toBe(201);
    }
    expect(held).toHaveLength(1);
    receiver.answerWith((res) => res.end('ok'));
    held[0]!();
    await receiver.waitFor(3);
    expect(receiver.events().map((e) => e.data.description)).toEqual(['Held', 'Next', 'And next']);
  });

  it("'Send test event' delivers webhook.test to that webhook only", async () => {
    fresh();
    const signed = await newUser();
    const hook = await addWebhook(signed);
    const res = await signed.api.post(`/api/webhooks/${hook._id}/test`, {});
    expect(res.status).toBe(202);
    await receiver.waitFor(1);
    expect(receiver.events()[0]).toMatchObject({ id: res.body._id, type: 'webhook.test' });
  });

  it('tell budget.exceeded once per category and month', async () => {
    fresh();
    const signed = await newUser();
    await addWebhook(signed, { events: ['budget.exceeded'] });
    const budget = await signed.api.post('/api/budgets', {
      month: '2026-03-01',
      categories: [{ name: 'Food', type: 'expense', budgetedAmount: 10 }],
    });
    expect(budget.status).toBe(201);
    // Each write's check runs after its answer: waited for, so each sees its own total.
    for (const name of ['Under', 'Over', 'More']) {
      await signed.api.post('/api/transactions', expense(name, { amount: 6 }));
      await t.app.webhooks.queued();
    }
    await receiver.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.events()).toEqual([
      expect.objectContaining({
        type: 'budget.exceeded',
        data: { month: '2026-03', category: 'Food', budgetedAmount: 10, actualAmount: 12 },
      }),
    ]);
  });

  it('tell recurring.due once for each occurrence falling today', async () => {
    fresh();
    const signed = await newUser();
    await addWebhook(signed, { events: ['recurring.due'] });
    const today = new Date().toISOString().slice(0, 10);
    const rule = await signed.api.post('/api/recurring', {
      description: 'Gym',
      amount: 30,
      type: 'expense',
      category: 'Health',
      frequency: 'monthly',
      interval: 1,
      startDate: today,
      auto: false,
    });
    expect(rule.status).toBe(201);
    await t.app.webhooks.queueRecurringDue();
    await t.app.webhooks.queueRecurringDue();
    await receiver.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.events()).toEqual([
      expect.objectContaining({
        type: 'recurring.due',
        data: {
          recurringId: rule.body._id,
          date: today,
          description: 'Gym',
          amount: 30,
          type: 'expense',
        },
      }),
    ]);
  });
});

describe('who hears what', () => {
  it("another user's webhook answers 404 everywhere, and their ledger's events are not heard", async () => {
    fresh();
    const owner = await newUser();
    const stranger = await newUser();
    const hook = await addWebhook(owner);
    expect((await stranger.api.get('/api/webhooks')).body).toEqual({ webhooks: [] });
    for (const res of [
      await stranger.api.get(`/api/webhooks/${hook._id}/deliveries`),
      await stranger.api.post(`/api/webhooks/${hook._id}/test`, {}),
      await stranger.api.del(`/api/webhooks/${hook._id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: 'Webhook not found' });
    }
    await stranger.api.post('/api/transactions', expense('Not theirs'));
    await owner.api.post('/api/transactions', expense('Theirs'));
    await receiver.waitFor(1);
    await t.app.webhooks.queued();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.events().map((e) => e.data.description)).toEqual(['Theirs']);
  });

  it('a member who leaves a shared ledger stops hearing it', async () => {
    fresh();
    const owner = await newUser();
    const member = await newUser();
    const ledgerId = await createSharedLedger(t.app.db, owner.user, [
      { user: member.user, role: 'viewer' },
    ]);
    const hook = await addWebhook(member, { ledgerId });
    const inShared = apiClient(t.app, inLedger(owner.user, ledgerId));
    await inShared.post('/api/transactions', expense('Seen'));
    await receiver.waitFor(1);
    await t.app.db.execute(
      sql`delete from ledger_members where ledger_id = ${ledgerId} and user_id = ${member.user.id}`,
    );
    await inShared.post('/api/transactions', expense('Unseen'));
    await t.app.webhooks.queued();
    expect((await member.api.post(`/api/webhooks/${hook._id}/test`, {})).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.events().map((e) => e.data.description)).toEqual(['Seen']);
  });

  it('deleting a webhook drops its pending deliveries', async () => {
    fresh();
    receiver.answerWith((res) => {
      res.statusCode = 503;
      res.end();
    });
    const signed = await newUser();
    const hook = await addWebhook(signed);
    await signed.api.post('/api/transactions', expense('Dropped'));
    await receiver.waitFor(1);
    expect((await signed.api.del(`/api/webhooks/${hook._id}`)).status).toBe(200);
    const left = rowsOf(
      await t.app.db.execute(sql`select 1 from webhook_deliveries where webhook_id = ${hook._id}`),
    );
    expect(left).toHaveLength(0);
    expect(
      (
        await send(t, 'DELETE', `/api/webhooks/${hook._id}`, undefined, {
          headers: signed.user.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

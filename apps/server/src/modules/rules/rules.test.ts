import { MAX_RULES } from '@elevate/shared/schemas/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createSharedLedger, inLedger } from '../../test/shared-ledger.ts';
import { REORDER_MESSAGES } from './rule-order.ts';
import { RULE_LIMIT, RULE_NOT_FOUND } from './rule-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: name.toLowerCase() }],
  actions: [{ type: 'setCategory', value: 'Coffee' }],
  ...extra,
});

async function newUser(): Promise<{ user: TestUser; api: ApiClient }> {
  const user = await createTestUser(t);
  return { user, api: apiClient(t.app, user) };
}

const names = async (api: ApiClient) =>
  ((await api.get('/api/rules')).body.rules as { name: string; order: number }[]).map(
    (r) => `${r.order}:${r.name}`,
  );

/** Rules written straight into the table: enough to reach the limit without 500 requests. */
async function fill(ledgerId: string, n: number) {
  await t.database.db.execute(sql`
    insert into rules (ledger_id, position, name, match, conditions, actions)
    select ${ledgerId}, i, 'Filler ' || i, 'all',
      '[{"field":"type","op":"equals","value":"expense"}]'::jsonb,
      '[{"type":"setNotes","value":"x"}]'::jsonb
    from generate_series(0, ${n - 1}) as i`);
}

describe('rules: create, list, update, delete, reorder', () => {
  it('appends in order, replaces in place and closes the gap a deletion leaves', async () => {
    const { api } = await newUser();
    expect(await api.get('/api/rules')).toEqual({ status: 200, body: { rules: [] } });
    const a = await api.post('/api/rules', rule('A'));
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ _id: expect.any(String), order: 0, ...rule('A') });
    const b = (await api.post('/api/rules', rule('B'))).body;
    const c = (await api.post('/api/rules', rule('C', { match: 'any' }))).body;
    expect(c.order).toBe(2);
    expect(await names(api)).toEqual(['0:A', '1:B', '2:C']);

    const changed = await api.put(`/api/rules/${b._id}`, rule('B2'));
    expect(changed).toEqual({ status: 200, body: { _id: b._id, order: 1, ...rule('B2') } });

    expect(await api.del(`/api/rules/${a.body._id}`)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await names(api)).toEqual(['0:B2', '1:C']);

    const d = (await api.post('/api/rules', rule('D'))).body;
    expect(d.order).toBe(2);
    const reordered = await api.put('/api/rules/order', { ids: [d._id, c._id, b._id] });
    expect(reordered.status).toBe(200);
    expect(reordered.body.rules.map((r: { name: string }) => r.name)).toEqual(['D', 'C', 'B2']);
    expect(await names(api)).toEqual(['0:D', '1:C', '2:B2']);
    expect((await api.put('/api/rules/order', { ids: [] })).status).toBe(400);
  });

  it('a reorder names every rule once, or nothing moves', async () => {
    const { api } = await newUser();
    const [x, y] = [
      (await api.post('/api/rules', rule('X'))).body,
      (await api.post('/api/rules', rule('Y'))).body,
    ];
    const bad = async (ids: unknown, msg: string) => {
      const res = await api.put('/api/rules/order', { ids });
      expect(res).toEqual({ status: 400, body: { errors: [{ param: 'ids', msg }] } });
    };
    await bad([x._id], REORDER_MESSAGES.mismatch);
    await bad([x._id, y._id, crypto.randomUUID()], REORDER_MESSAGES.mismatch);
    await bad([x._id, x._id], REORDER_MESSAGES.repeated);
    expect((await api.put('/api/rules/order', { ids: ['nope'] })).status).toBe(400);
    expect((await api.put('/api/rules/order', { ids: [x._id, y._id], more: 1 })).status).toBe(400);
    expect(await names(api)).toEqual(['0:X', '1:Y']);
  });
});

describe('rules: validation', () => {
  const badBodies: [string, unknown][] = [
    ['an unknown field', rule('A', { colour: 'red' })],
    [
      'an unknown op',
      rule('A', { conditions: [{ field: 'description', op: 'matches', value: 'a' }] }),
    ],
    [
      'a 1 MB condition value',
      rule('A', {
        conditions: [{ field: 'description', op: 'contains', value: 'a'.repeat(1_000_000) }],
      }),
    ],
    [
      '21 conditions',
      rule('A', { conditions: Array(21).fill({ field: 'type', op: 'equals', value: 'expense' }) }),
    ],
    [
      'a split of 1,000 parts',
      rule('A', {
        actions: [
          {
            type: 'split',
            value: { by: 'percent', parts: Array(1000).fill({ category: 'A', percent: 0.1 }) },
          },
        ],
      }),
    ],
    [
      'a split whose percents do not add up to 100',
      rule('A', {
        actions: [
          {
            type: 'split',
            value: {
              by: 'percent',
              parts: [
                { category: 'A', percent: 50 },
                { category: 'B', percent: 40 },
              ],
            },
          },
        ],
      }),
    ],
    ['no name', { ...rule('A'), name: ' ' }],
  ];
  it.each(badBodies)('%s answers 400 with field errors, on create and update', async (_, body) => {
    const { api } = await newUser();
    const kept = (await api.post('/api/rules', rule('Kept'))).body;
    for (const res of [
      await api.post('/api/rules', body),
      await api.put(`/api/rules/${kept._id}`, body),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
      for (const e of res.body.errors)
        expect(e).toEqual({ param: expect.any(String), msg: expect.any(String) });
    }
    expect(await names(api)).toEqual(['0:Kept']);
  });

  it('a malformed id is a 400, an unknown one a 404', async () => {
    const { api } = await newUser();
    expect((await api.put('/api/rules/not-an-id', rule('A'))).status).toBe(400);
    expect((await api.del('/api/rules/not-an-id')).status).toBe(400);
    const missing = `/api/rules/${crypto.randomUUID()}`;
    expect(await api.put(missing, rule('A'))).toEqual({
      status: 404,
      body: { msg: RULE_NOT_FOUND },
    });
    expect(await api.del(missing)).toEqual({ status: 404, body: { msg: RULE_NOT_FOUND } });
  });
});

describe('rules: the limit', () => {
  it(`the rule after ${MAX_RULES} is a 409 that says the limit`, async () => {
    const { user, api } = await newUser();
    await fill(user.id, MAX_RULES - 1);
    expect((await api.post('/api/rules', rule('Last'))).body.order).toBe(MAX_RULES - 1);
    expect(await api.post('/api/rules', rule('Over'))).toEqual({
      status: 409,
      body: { msg: RULE_LIMIT },
    });
  });

  it('a parallel burst near the limit never passes it, and the positions stay compact', async () => {
    const { user, api } = await newUser();
    await fill(user.id, MAX_RULES - 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post('/api/rules', rule(`Burst ${i}`))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    const orders = (await api.get('/api/rules')).body.rules.map((r: { order: number }) => r.order);
    expect(orders).toEqual(Array.from({ length: MAX_RULES }, (_, i) => i));
  });
});

describe('rules: ledgers', () => {
  it("another ledger's rule is not found, and not a rule of a reorder", async () => {
    const { api } = await newUser();
    const mine = (await api.post('/api/rules', rule('Mine'))).body;
    const { api: other } = await newUser();
    const theirs = (await other.post('/api/rules', rule('Theirs'))).body;
    const notFound = { status: 404, body: { msg: RULE_NOT_FOUND } };
    expect(await other.put(`/api/rules/${mine._id}`, rule('Stolen'))).toEqual(notFound);
    expect(await other.del(`/api/rules/${mine._id}`)).toEqual(notFound);
    expect((await other.put('/api/rules/order', { ids: [mine._id, theirs._id] })).status).toBe(400);
    expect((await other.put('/api/rules/order', { ids: [mine._id] })).status).toBe(400);
    expect(await names(other)).toEqual(['0:Theirs']);
    expect(await names(api)).toEqual(['0:Mine']);
  });

  it('a viewer reads the rules and every write answers 403; an editor writes', async () => {
    const owner = await createTestUser(t);
    const [editor, viewer] = [await createTestUser(t), await createTestUser(t)];
    const ledger = await createSharedLedger(t.database.db, owner, [
      { user: editor, role: 'editor' },
      { user: viewer, role: 'viewer' },
    ]);
    const asEditor = apiClient(t.app, inLedger(editor, ledger));
    const asViewer = apiClient(t.app, inLedger(viewer, ledger));
    const made = (await asEditor.post('/api/rules', rule('Shared'))).body;
    expect(await names(asViewer)).toEqual(['0:Shared']);
    for (const res of [
      await asViewer.post('/api/rules', rule('V')),
      await asViewer.put(`/api/rules/${made._id}`, rule('V')),
      await asViewer.put('/api/rules/order', { ids: [made._id] }),
      await asViewer.del(`/api/rules/${made._id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await names(apiClient(t.app, inLedger(owner, ledger)))).toEqual(['0:Shared']);
  });
});

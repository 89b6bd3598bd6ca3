import { describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';

const { t, user, api } = signedInUserPerFile();

const groceries = {
  date: '2026-11-21',
  description: 'Grocery Shopping',
  amount: 45.99,
  type: 'expense',
  category: 'Food & Dining',
  notes: 'weekly shop',
};

describe('transactions', () => {
  it('creates a transaction (201) in the API transaction shape and reads it back', async () => {
    const res = await api.post('/api/transactions', groceries);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      user: user.id,
      date: '2026-11-21T00:00:00.000Z',
      description: 'Grocery Shopping',
      amount: 45.99,
      type: 'expense',
      category: 'Food & Dining',
      notes: 'weekly shop',
      // The ledger's first account (its id is the ledger's), not cleared, no transfer, no tags,
      // not split.
      accountId: user.id,
      cleared: false,
      reconciled: false,
      transferId: null,
      tags: [],
      splits: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await api.get(`/api/transactions/${res.body._id}`)).toEqual({
      status: 200,
      body: res.body,
    });
  });

  it('accepts negative amounts (refunds) and keeps empty notes as none', async () => {
    const res = await api.post('/api/transactions', { ...groceries, amount: -10, notes: '' });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe(-10);
    expect(res.body.notes).toBeNull();
  });

  it('answers each of a parallel burst of creates by several users with its own transaction', async () => {
    // Creates of one moment are inserted together (decision 0031); each answer and owner stays its own.
    const others = [user, await createTestUser(t), await createTestUser(t)];
    const sent = Array.from({ length: 30 }, (_, i) => ({
      owner: others[i % 3] as TestUser,
      body: {
        ...groceries,
        description: `Burst ${i}`,
        amount: i + 0.25,
        notes: i % 2 ? '' : `n${i}`,
      },
    }));
    const answers = await Promise.all(
      sent.map(({ owner, body }) => apiClient(t.app, owner).post('/api/transactions', body)),
    );
    for (const [i, res] of answers.entries()) {
      const { owner, body } = sent[i] as (typeof sent)[number];
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        user: owner.id,
        description: body.description,
        amount: body.amount,
        notes: body.notes || null,
      });
      const read = await apiClient(t.app, owner).get(`/api/transactions/${res.body._id}`);
      expect(read.body).toEqual(res.body);
      // Another user's id answers like a missing one.
      const stranger = others[(i + 1) % 3] as TestUser;
      expect(
        (await apiClient(t.app, stranger).get(`/api/transactions/${res.body._id}`)).status,
      ).toBe(404);
    }
  });

  it('saves the full transaction with its changes, keeping owner and createdAt', async () => {
    const created = (await api.post('/api/transactions', groceries)).body;
    const res = await api.put(`/api/transactions/${created._id}`, {
      ...created,
      category: 'Groceries',
      amount: 50,
      createdAt: '2000-01-01T00:00:00.000Z',
      isDemo: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, category: 'Groceries', amount: 50 });
  });

  it('saves a parallel burst of changes, several to one transaction, each answered with its result', async () => {
    // Changes of one moment are saved together (decision 0031), two to one row never in one statement.
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      ids.push((await api.post('/api/transactions', { ...groceries, amount: i + 1 })).body._id);
    }
    const stranger = apiClient(t.app, await createTestUser(t));
    const [a, b, c, d] = ids as [string, string, string, string];
    const answers = await Promise.all([
      api.put(`/api/transactions/${a}`, { category: 'One' }),
      api.put(`/api/transactions/${a}`, { amount: 9.5 }),
      api.put(`/api/transactions/${a}`, { notes: null }),
      api.put(`/api/transactions/${b}`, { description: 'Changed', type: 'savings' }),
      api.put(`/api/transactions/${c}`, { date: '2026-10-01' }),
      stranger.put(`/api/transactions/${d}`, { amount: 1000 }),
      api.put(`/api/transactions/${d}`, {}),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 404, 200]);
    // Each answer shows its own change on the row as it was then.
    expect(answers[0]?.body.category).toBe('One');
    expect(answers[1]?.body.amount).toBe(9.5);
    expect(answers[2]?.body.notes).toBeNull();
    expect(answers[3]?.body).toMatchObject({ description: 'Changed', type: 'savings', amount: 2 });
    expect(answers[4]?.body.date).toBe('2026-10-01T00:00:00.000Z');
    expect(answers[6]?.body.amount).toBe(4);
    // All three changes of the first landed.
    expect((await api.get(`/api/transactions/${a}`)).body).toMatchObject({
      category: 'One',
      amount: 9.5,
      notes: null,
    });
    expect((await api.get(`/api/transactions/${d}`)).body.amount).toBe(4);
  });

  it('saves a partial change', async () => {
    const created = (await api.post('/api/transactions', groceries)).body;
    const res = await api.put(`/api/transactions/${created._id}`, {
      description: 'Market',
      notes: null,
    });
    expect(res.body).toEqual({ ...created, description: 'Market', notes: null });
  });

  it('refuses an _id or user echo that names another transaction or owner, changing nothing', async () => {
    const created = (await api.post('/api/transactions', groceries)).body;
    const other = (await api.post('/api/transactions', groceries)).body;
    const wrongId = await api.put(`/api/transactions/${created._id}`, {
      ...created,
      _id: other._id,
      amount: 1,
    });
    expect(wrongId.status).toBe(400);
    const stranger = (await createTestUser(t)).id;
    const wrongUser = await api.put(`/api/transactions/${created._id}`, {
      ...created,
      user: stranger,
      amount: 1,
    });
    expect(wrongUser.status).toBe(400);
    expect((await api.get(`/api/transactions/${created._id}`)).body).toEqual(created);
    expect((await api.get(`/api/transactions/${other._id}`)).body).toEqual(other);
  });

  it('deletes a transaction, then answers 404 for it', async () => {
    const created = (await api.post('/api/transactions', groceries)).body;
    expect(await api.del(`/api/transactions/${created._id}`)).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await api.get(`/api/transactions/${created._id}`)).toEqual({
      status: 404,
      body: { msg: 'Transaction not found' },
    });
    expect((await api.del(`/api/transactions/${created._id}`)).status).toBe(404);
    expect((await api.put(`/api/transactions/${created._id}`, { amount: 3 })).status).toBe(404);
  });

  it('answers 401 without a session and 403 without the CSRF token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/transactions' });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { authorization: user.headers.authorization ?? '' },
      payload: groceries,
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

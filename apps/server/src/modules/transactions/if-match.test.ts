import { transactionTag } from '@elevate/shared';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/app.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { TRANSACTION_CHANGED } from './transaction-service.ts';

// Decision 0061: a transaction's ETag, and If-Match on its update and delete.
const { t, user, api } = signedInUserPerFile();

const split = {
  date: '2026-04-03',
  description: 'Market',
  amount: 30,
  type: 'expense',
  notes: 'weekly',
  tags: ['Trip', 'food'],
  splits: [
    { category: 'Food', amount: 20, notes: 'veg' },
    { category: 'Home', amount: 10 },
  ],
};

const inject = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...user.headers, ...headers },
  });

async function created(body: object = split) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    payload: body,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { body: res.json() as { _id: string }, etag: res.headers.etag as string };
}

describe('a transaction’s ETag', () => {
  it('is the shared tag of the row as the create, the read and the list answer it', async () => {
    const { body, etag } = await created();
    expect(etag).toBe(`"${transactionTag(body)}"`);
    const read = await inject('GET', `/api/transactions/${body._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe(etag);
    expect(read.json()).toEqual(body);
    const list = await api.get('/api/transactions?month=2026-04&limit=250');
    const row = (list.body.transactions as { _id: string }[]).find((one) => one._id === body._id);
    expect(row).toBeDefined();
    expect(`"${transactionTag(row!)}"`).toBe(etag);
    // And the full list, built by the database.
    const all = await api.get('/api/transactions?getAllForFilters=true');
    const same = (all.body.transactions as { _id: string }[]).find((one) => one._id === body._id);
    expect(`"${transactionTag(same!)}"`).toBe(etag);
  });

  it('is the same from the list for both rows of a transfer', async () => {
    const made = await api.post('/api/accounts', {
      name: 'Savings box',
      type: 'savings',
      onBudget: true,
    });
    expect(made.status).toBe(201);
    const accounts = await api.get('/api/accounts');
    const from = (accounts.body.accounts as { _id: string; isDefault: boolean }[]).find(
      (one) => one.isDefault,
    )!;
    const transfer = await api.post('/api/transfers', {
      fromAccountId: from._id,
      toAccountId: made.body._id,
      amount: 50,
      date: '2026-04-05',
    });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
    const list = await api.get('/api/transactions?month=2026-04&limit=250');
    const rows = (list.body.transactions as { _id: string; transferId: string | null }[]).filter(
      (row) => row.transferId !== null,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const read = await inject('GET', `/api/transactions/${row._id}`);
      expect(read.headers.etag).toBe(`"${transactionTag(row)}"`);
    }
  });

  it('stays when only the account’s budget standing changes (the answer does not)', async () => {
    const made = await api.post('/api/accounts', {
      name: 'Card',
      type: 'credit_card',
      onBudget: true,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { body, etag } = await created({ ...split, accountId: made.body._id });
    const tracked = await api.put(`/api/accounts/${made.body._id}`, { onBudget: false });
    expect(tracked.status).toBe(200);
    const read = await inject('GET', `/api/transactions/${body._id}`);
    expect(read.headers.etag).toBe(etag);
    const saved = await inject(
      'PUT',
      `/api/transactions/${body._id}`,
      { description: 'Market (card)' },
      { 'if-match': etag },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('If-Match', () => {
  it('saves with the current tag and answers the new one', async () => {
    const { body, etag } = await created();
    const res = await inject(
      'PUT',
      `/api/transactions/${body._id}`,
      { description: 'Market hall' },
      { 'if-match': etag },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().description).toBe('Market hall');
    expect(res.headers.etag).toBe(`"${transactionTag(res.json())}"`);
    expect(res.headers.etag).not.toBe(etag);
    // A change of nothing with the current tag answers the row as it is.
    const same = await inject(
      'PUT',
      `/api/transactions/${body._id}`,
      {},
      {
        'if-match': res.headers.etag as string,
      },
    );
    expect(same.statusCode).toBe(200);
    expect(same.headers.etag).toBe(res.headers.etag);
  });

  it('refuses a stale tag with 409 and changes nothing', async () => {
    const { body, etag } = await created();
    const first = await inject(
      'PUT',
      `/api/transactions/${body._id}`,
      { amount: 31, splits: [], category: 'Food' },
      { 'if-match': etag },
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await inject(
      'PUT',
      `/api/transactions/${body._id}`,
      { description: 'Overwritten' },
      { 'if-match': etag },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ msg: TRANSACTION_CHANGED });
    const read = await inject('GET', `/api/transactions/${body._id}`);
    expect(read.json()).toEqual(first.json());
    // Without If-Match the write goes through as before.
    const plain = await inject('PUT', `/api/transactions/${body._id}`, { description: 'Plain' });
    expect(plain.statusCode).toBe(200);
  });

  it('lets one of two edits made from the same copy through, at once', async () => {
    const { body, etag } = await created();
    const answers = await Promise.all(
      ['First edit', 'Second edit'].map((description) =>
        inject('PUT', `/api/transactions/${body._id}`, { description }, { 'if-match': etag }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((res) => res.statusCode === 200)!;
    const read = await inject('GET', `/api/transactions/${body._id}`);
    expect(read.json().description).toBe(won.json().description);
  });

  it('refuses a stale DELETE with 409 and keeps the row; the current tag deletes it', async () => {
    const { body, etag } = await created();
    const edited = await inject('PUT', `/api/transactions/${body._id}`, { notes: 'edited' });
    expect(edited.statusCode).toBe(200);
    const stale = await inject('DELETE', `/api/transactions/${body._id}`, undefined, {
      'if-match': etag,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ msg: TRANSACTION_CHANGED });
    expect((await inject('GET', `/api/transactions/${body._id}`)).statusCode).toBe(200);
    const gone = await inject('DELETE', `/api/transactions/${body._id}`, undefined, {
      'if-match': edited.headers.etag as string,
    });
    expect(gone.statusCode).toBe(200);
    expect((await inject('GET', `/api/transactions/${body._id}`)).statusCode).toBe(404);
    // A missing transaction stays 404, whatever the tag.
    const again = await inject('DELETE', `/api/transactions/${body._id}`, undefined, {
      'if-match': etag,
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's transaction, tag or not", async () => {
    const { body, etag } = await created();
    const other = await createTestUser(t);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/transactions/${body._id}`,
        ...(method === 'PUT' ? { payload: { description: 'Theirs' } } : {}),
        headers: { ...other.headers, 'if-match': etag },
      });
      expect(res.statusCode, method).toBe(404);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${body._id}`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
    expect(read.headers.etag).toBeUndefined();
  });
});

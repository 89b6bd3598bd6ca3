import { TAG_MESSAGES } from '@elevate/shared/schemas/tags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { accountFiles } from '../../test/account-files.ts';

// Decision 0053: a ledger's tags go out with its export and come back with a restore.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { exportOf, restore } = accountFiles(() => t);

async function taggedUser() {
  const user = await createTestUser(t);
  const api = apiClient(t.app, user);
  for (const [description, tags] of [
    ['Hotel', ['Trip 2026', 'Café "b&b"']],
    ['Plain', []],
    ['Train', ['trip 2026']],
  ] as const) {
    const res = await api.post('/api/transactions', {
      date: '2026-07-01',
      description,
      amount: 80,
      type: 'expense',
      category: 'Travel',
      tags,
    });
    expect(res.status).toBe(201);
  }
  return { user, api };
}

const rowsOf = async (user: TestUser) =>
  (
    (await apiClient(t.app, user).get('/api/transactions')).body.transactions as {
      description: string;
      tags: string[];
    }[]
  ).map(({ description, tags }) => ({ description, tags }));

describe('tags in the export and the restore', () => {
  it('go out with each row and come back, counts and all', async () => {
    const { user, api } = await taggedUser();
    const file = (await exportOf(user)).json();
    const tagsByRow = Object.fromEntries(
      file.transactions.map((row: { description: string; tags: string[] }) => [
        row.description,
        row.tags,
      ]),
    );
    expect(tagsByRow).toEqual({
      Hotel: ['Trip 2026', 'Café "b&b"'],
      Plain: [],
      Train: ['Trip 2026'],
    });
    const target = await createTestUser(t);
    expect((await restore(target, file)).statusCode).toBe(200);
    expect(await rowsOf(target)).toEqual(await rowsOf(user));
    const listed = (await apiClient(t.app, target).get('/api/tags')).body;
    expect(listed).toEqual((await api.get('/api/tags')).body);
    expect(listed.tags).toContainEqual({ name: 'Trip 2026', count: 2 });
    const { kept, computed } = await keptAndComputed(t.database.db, target.id);
    expect(kept).toEqual(computed);
    // Restored tags are the ledger's: the filter and a rename find them.
    const trip = await apiClient(t.app, target).get('/api/transactions?tag=TRIP%202026');
    expect(trip.body.transactions).toHaveLength(2);
    expect((await apiClient(t.app, target).put('/api/tags/trip 2026', { name: 'T' })).status).toBe(
      200,
    );
  });

  it('restores a file made before tags, its rows with none', async () => {
    const { user } = await taggedUser();
    const file = (await exportOf(user)).json();
    for (const row of file.transactions) delete row.tags;
    const target = await createTestUser(t);
    expect((await restore(target, file)).statusCode).toBe(200);
    const rows = await rowsOf(target);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.tags.length === 0)).toBe(true);
    expect((await apiClient(t.app, target).get('/api/tags')).body).toEqual({ tags: [] });
  });

  it('refuses a file whose tags the API would refuse, writing nothing', async () => {
    const { user } = await taggedUser();
    const file = (await exportOf(user)).json();
    file.transactions[0].tags = ['x'.repeat(41)];
    const target = await createTestUser(t);
    const res = await restore(target, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      param: 'transactions.0.tags',
      msg: TAG_MESSAGES.tooLong,
    });
    expect(await rowsOf(target)).toEqual([]);
  });

  it('are the last column of the CSV, joined with commas', async () => {
    const { user } = await taggedUser();
    const lines = (await exportOf(user, '/api/account/export.csv')).body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/,"account","tags"$/);
    expect(lines).toContain(
      '"2026-07-01","Hotel","Travel","expense",80.00,"","Main account","Trip 2026, Café ""b&b"""',
    );
    expect(lines).toContain('"2026-07-01","Plain","Travel","expense",80.00,"","Main account",""');
  });
});

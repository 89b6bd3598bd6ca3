import { TAG_MESSAGES } from '@elevate/shared/schemas/tags';
import { describe, expect, it, vi } from 'vitest';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { TAG_NOT_FOUND } from './tag-reads.ts';

// Decision 0053: renaming, merging and deleting a ledger's tags.
const { t, user, api } = signedInUserPerFile();

const tagged = async (tags: string[], description = 'Shop') => {
  const res = await api.post('/api/transactions', {
    date: '2026-04-02',
    description,
    amount: 10,
    type: 'expense',
    category: 'Food',
    tags,
  });
  expect(res.status).toBe(201);
  return res.body._id as string;
};
const tagsOfRow = async (id: string) =>
  (await api.get(`/api/transactions/${id}`)).body.tags as string[];
const listed = async () => (await api.get('/api/tags')).body.tags as unknown[];
const path = (name: string) => `/api/tags/${encodeURIComponent(name)}`;
const expectKept = async () => {
  const { kept, computed } = await keptAndComputed(t.database.db, user.id);
  expect(kept).toEqual(computed);
};

describe('a tag of the ledger', () => {
  it('is renamed on every transaction carrying it, named whatever its case', async () => {
    const a = await tagged(['trip', 'food']);
    const b = await tagged(['Other', 'trip']);
    const res = await api.put(path('TRIP'), { name: '  Holiday 2026 ' });
    expect(res).toEqual({ status: 200, body: { name: 'Holiday 2026', count: 2 } });
    expect(await tagsOfRow(a)).toEqual(['Holiday 2026', 'food']);
    expect(await tagsOfRow(b)).toEqual(['Other', 'Holiday 2026']);
    const tags = await listed();
    expect(tags).toContainEqual({ name: 'Holiday 2026', count: 2 });
    expect(tags).not.toContainEqual(expect.objectContaining({ name: 'trip' }));
    // The old name is gone: used again, it is a new tag.
    expect((await api.put(path('trip'), { name: 'x' })).status).toBe(404);
    expect(await tagsOfRow(await tagged(['Trip']))).toEqual(['Trip']);
    await expectKept();
  });

  it('is respelt by a rename that changes only its case', async () => {
    const a = await tagged(['groceries']);
    expect(await api.put(path('Groceries'), { name: 'GROCERIES' })).toEqual({
      status: 200,
      body: { name: 'GROCERIES', count: 1 },
    });
    expect(await tagsOfRow(a)).toEqual(['GROCERIES']);
    expect(await tagsOfRow(await tagged(['groceries']))).toEqual(['GROCERIES']);
    // The same name again changes nothing.
    expect(await api.put(path('groceries'), { name: 'GROCERIES' })).toEqual({
      status: 200,
      body: { name: 'GROCERIES', count: 2 },
    });
    await expectKept();
  });

  it('merges into the tag it is renamed onto, each transaction keeping one copy', async () => {
    const both = await tagged(['Rent', 'home', 'bills']);
    const onlyOld = await tagged(['bills']);
    const onlyNew = await tagged(['HOME']);
    const res = await api.put(path('bills'), { name: 'Home' });
    // The tag renamed onto keeps its spelling, as any write naming it would get.
    expect(res).toEqual({ status: 200, body: { name: 'home', count: 3 } });
    expect(await tagsOfRow(both)).toEqual(['Rent', 'home']);
    expect(await tagsOfRow(onlyOld)).toEqual(['home']);
    expect(await tagsOfRow(onlyNew)).toEqual(['home']);
    const tags = await listed();
    expect(tags).toContainEqual({ name: 'home', count: 3 });
    expect(tags).not.toContainEqual(expect.objectContaining({ name: 'bills' }));
    await expectKept();
  });

  it('is taken off every transaction by a delete, the rest of their tags kept', async () => {
    // A slash and a percent sign are parts of a tag like any other character.
    const a = await tagged(['gone/50%', 'kept-1']);
    const b = await tagged(['GONE/50%']);
    expect(await api.del(path('Gone/50%'))).toEqual({ status: 200, body: { success: true } });
    expect(await tagsOfRow(a)).toEqual(['kept-1']);
    expect(await tagsOfRow(b)).toEqual([]);
    expect(await listed()).not.toContainEqual(expect.objectContaining({ name: 'gone/50%' }));
    expect(await api.del(path('gone/50%'))).toEqual({ status: 404, body: { msg: TAG_NOT_FOUND } });
    await expectKept();
  });

  it('answers 404 when unknown, and 400 for a name that is no tag', async () => {
    const missing = { status: 404, body: { msg: TAG_NOT_FOUND } };
    expect(await api.put(path('never-used'), { name: 'x' })).toEqual(missing);
    expect(await api.del(path('never-used'))).toEqual(missing);
    await tagged(['named']);
    for (const [name, msg] of [
      ['x'.repeat(41), TAG_MESSAGES.tooLong],
      ['   ', TAG_MESSAGES.empty],
      ['tab\there', TAG_MESSAGES.control],
    ] as const) {
      expect(await api.put(path('named'), { name })).toEqual({
        status: 400,
        body: { errors: [{ param: 'name', msg }] },
      });
    }
    expect((await api.put(path('named'), {})).status).toBe(400);
    expect((await api.put(path('x'.repeat(41)), { name: 'y' })).status).toBe(400);
    expect((await api.del(path('nul\u0000'))).status).toBe(400);
    expect(await listed()).toContainEqual({ name: 'named', count: 1 });
  });

  it('tells the activity log of a rename and a delete', async () => {
    await tagged(['logged']);
    await api.put(path('logged'), { name: 'Logged-2' });
    await api.del(path('logged-2'));
    await t.app.ledgerWritesLogged();
    const events = await vi.waitFor(async () => {
      const res = await api.get(`/api/ledgers/${user.id}/activity?limit=3`);
      expect(res.body.events).toHaveLength(3);
      return res.body.events as { action: string; entity: string; summary: string }[];
    });
    // Written in one batch after the answers: in no particular order among themselves.
    expect(events.map((e) => [e.action, e.entity, e.summary])).toEqual(
      expect.arrayContaining([
        ['updated', 'transaction', 'tag logged-2 removed'],
        ['updated', 'transaction', 'tag logged → Logged-2 · 1 transaction'],
        ['created', 'transaction', expect.stringContaining('Shop')],
      ]),
    );
  });
});

import { MAX_TAGS, TAG_MESSAGES } from '@elevate/shared/schemas/tags';
import { describe, expect, it } from 'vitest';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';

// Decision 0053: free tags on transactions, through the transactions calls.
const { t, user, api } = signedInUserPerFile();

const spend = (extra: Record<string, unknown> = {}) => ({
  date: '2026-03-10',
  description: 'Shop',
  amount: 10,
  type: 'expense',
  category: 'Food',
  ...extra,
});
const tagsOf = async () => (await api.get('/api/tags')).body.tags as unknown[];
const expectKept = async () => {
  const { kept, computed } = await keptAndComputed(t.database.db, user.id);
  expect(kept).toEqual(computed);
};

describe('tags on transactions', () => {
  it('are [] on every answer when none, and come back trimmed, each once, in the order given', async () => {
    const plain = await api.post('/api/transactions', spend());
    expect(plain.status).toBe(201);
    expect(plain.body.tags).toEqual([]);
    const tagged = await api.post(
      '/api/transactions',
      spend({ tags: ['  vacation-2026 ', 'Food', 'food', 'VACATION-2026', 'Café "x"'] }),
    );
    expect(tagged.status).toBe(201);
    expect(tagged.body.tags).toEqual(['vacation-2026', 'Food', 'Café "x"']);
    expect((await api.get(`/api/transactions/${tagged.body._id}`)).body).toEqual(tagged.body);
    const list = await api.get('/api/transactions?limit=10');
    expect(list.body.transactions).toContainEqual(tagged.body);
    expect(list.body.transactions).toContainEqual(plain.body);
    await expectKept();
  });

  it("take the ledger's spelling of a tag it has, whatever case they are given in", async () => {
    await api.post('/api/transactions', spend({ tags: ['Groceries-Spelt'] }));
    const later = await api.post('/api/transactions', spend({ tags: ['GROCERIES-spelt', 'New'] }));
    expect(later.body.tags).toEqual(['Groceries-Spelt', 'New']);
    const edited = await api.put(`/api/transactions/${later.body._id}`, {
      tags: ['new', 'groceries-SPELT'],
    });
    expect(edited.body.tags).toEqual(['New', 'Groceries-Spelt']);
    await expectKept();
  });

  it('are replaced by an update naming them, kept by one that does not, removed by []', async () => {
    const created = await api.post('/api/transactions', spend({ tags: ['keep-a', 'keep-b'] }));
    const id = created.body._id as string;
    const renamed = await api.put(`/api/transactions/${id}`, { description: 'Renamed' });
    expect(renamed.body).toMatchObject({ description: 'Renamed', tags: ['keep-a', 'keep-b'] });
    // The web client saves the whole transaction as it read it, tags and all.
    const echoed = await api.put(`/api/transactions/${id}`, { ...renamed.body, amount: 11 });
    expect(echoed.body).toMatchObject({ amount: 11, tags: ['keep-a', 'keep-b'] });
    const replaced = await api.put(`/api/transactions/${id}`, { tags: ['keep-b', 'other'] });
    expect(replaced.body.tags).toEqual(['keep-b', 'other']);
    const cleared = await api.put(`/api/transactions/${id}`, { tags: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.tags).toEqual([]);
    await expectKept();
  });

  it('refuse a bad list with 400 on tags, writing nothing', async () => {
    const many = Array.from({ length: MAX_TAGS + 1 }, (_, i) => `tag-${i}`);
    const created = await api.post('/api/transactions', spend({ tags: ['untouched'] }));
    const before = await tagsOf();
    const bad: [unknown, string][] = [
      [many, TAG_MESSAGES.tooMany],
      [['x'.repeat(41)], TAG_MESSAGES.tooLong],
      [['ok', 7], TAG_MESSAGES.notText],
      [[null], TAG_MESSAGES.notText],
      [['   '], TAG_MESSAGES.empty],
      [['line\nbreak'], TAG_MESSAGES.control],
      [['nul\u0000'], TAG_MESSAGES.control],
      [[''], TAG_MESSAGES.empty],
      ['vacation', TAG_MESSAGES.notList],
      [null, TAG_MESSAGES.notList],
      [{ 0: 'a' }, TAG_MESSAGES.notList],
    ];
    for (const [tags, msg] of bad) {
      const expected = { status: 400, body: { errors: [{ param: 'tags', msg }] } };
      expect(await api.post('/api/transactions', spend({ tags }))).toEqual(expected);
      expect(await api.put(`/api/transactions/${created.body._id}`, { tags })).toEqual(expected);
    }
    expect(await tagsOf()).toEqual(before);
    const row = await api.get(`/api/transactions/${created.body._id}`);
    expect(row.body.tags).toEqual(['untouched']);
  });

  it('take 20 tags of 40 characters, counted as characters, and duplicates past the 20', async () => {
    const twenty = Array.from({ length: MAX_TAGS }, (_, i) => `${i}`.padEnd(40, 'x'));
    const full = await api.post(
      '/api/transactions',
      spend({ tags: [...twenty, twenty[0]!.toUpperCase(), ` ${twenty[1]} `] }),
    );
    expect(full.status).toBe(201);
    expect(full.body.tags).toEqual(twenty);
    const emoji = await api.post('/api/transactions', spend({ tags: ['💸'.repeat(40)] }));
    expect(emoji.status).toBe(201);
    expect(emoji.body.tags).toEqual(['💸'.repeat(40)]);
    await expectKept();
  });

  it('are listed with the number of transactions carrying each, alphabetically', async () => {
    const one = await api.post('/api/transactions', spend({ tags: ['Zeta', 'alpha'] }));
    await api.post('/api/transactions', spend({ tags: ['ALPHA'] }));
    const tags = (await tagsOf()) as { name: string; count: number }[];
    const at = (name: string) => tags.findIndex((tag) => tag.name === name);
    expect([at('alpha'), at('Food'), at('vacation-2026'), at('Zeta')]).toEqual(
      [at('alpha'), at('Food'), at('vacation-2026'), at('Zeta')].sort((a, b) => a - b),
    );
    expect(at('alpha')).toBeGreaterThanOrEqual(0);
    expect(tags).toContainEqual({ name: 'alpha', count: 2 });
    expect(tags).toContainEqual({ name: 'Zeta', count: 1 });
    expect(tags).toContainEqual({ name: 'vacation-2026', count: 1 });
    // A tag no transaction carries any more is not listed; used again, it takes its new spelling.
    expect((await api.del(`/api/transactions/${one.body._id}`)).status).toBe(200);
    expect(await tagsOf()).not.toContainEqual(expect.objectContaining({ name: 'Zeta' }));
    const again = await api.post('/api/transactions', spend({ tags: ['ZETA'] }));
    expect(again.body.tags).toEqual(['ZETA']);
    expect(await tagsOf()).toContainEqual({ name: 'ZETA', count: 1 });
    expect(await tagsOf()).toContainEqual({ name: 'alpha', count: 1 });
    await expectKept();
  });
});

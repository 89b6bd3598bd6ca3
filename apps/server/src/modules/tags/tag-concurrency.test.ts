import { describe, expect, it } from 'vitest';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { newTransactionId } from '../transactions/ordered-ids.ts';
import { insertTransactions } from '../transactions/transaction-writes.ts';

// Decision 0053: writers at once never leave a ledger with one tag in two spellings.
// On PostgreSQL (the TEST_DATABASE_URL pass) these statements really run side by side.
const { t, user, api } = signedInUserPerFile();

const SPELLINGS = ['Festival', 'festival', 'FESTIVAL', 'fEsTiVaL'];
const spend = (i: number, tags: string[]) => ({
  date: '2026-06-01',
  description: `Burst ${i}`,
  amount: i + 1,
  type: 'expense',
  category: 'Fun',
  tags,
});
const tagsOf = async () => (await api.get('/api/tags')).body.tags as { name: string }[];
const expectKept = async () => {
  const { kept, computed } = await keptAndComputed(t.database.db, user.id);
  expect(kept).toEqual(computed);
};

describe('tags written at once', () => {
  it('a parallel burst of creates, one tag in four cases, ends with one spelling', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.post('/api/transactions', spend(i, [SPELLINGS[i % 4]!, `other-${i % 3}`])),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    const spellings = new Set(answers.map((res) => (res.body.tags as string[])[0]));
    expect(spellings.size).toBe(1);
    const [spelling] = spellings;
    expect(await tagsOf()).toContainEqual({ name: spelling, count: 40 });
    await expectKept();
  });

  it('single-row writes side by side, each its own statement, end with one spelling', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        insertTransactions(t.database.db, [
          {
            id: newTransactionId(),
            ledgerId: user.id,
            date: new Date('2026-06-02T00:00:00Z'),
            description: `Side ${i}`,
            amountCents: 100 + i,
            type: 'expense',
            category: 'Fun',
            tags: [`Parade-${['x', 'X'][i % 2]}`, `NEW-${i % 2 ? 'a' : 'A'}`],
          },
        ]),
      ),
    );
    const tags = answers.map(([json]) => JSON.stringify(JSON.parse(json!).tags));
    expect(new Set(tags).size).toBe(1);
    const listed = await tagsOf();
    expect(listed.filter((tag) => tag.name.toLowerCase() === 'parade-x')).toHaveLength(1);
    expect(listed.filter((tag) => tag.name.toLowerCase() === 'new-a')).toEqual([
      { name: expect.any(String), count: 24 },
    ]);
    await expectKept();
  });

  it('renames at once onto one name in two cases merge into one tag', async () => {
    await api.post('/api/transactions', spend(100, ['left']));
    await api.post('/api/transactions', spend(101, ['right', 'left']));
    await api.post('/api/transactions', spend(102, ['middle']));
    const [a, b, c] = await Promise.all([
      api.put('/api/tags/left', { name: 'Joined' }),
      api.put('/api/tags/right', { name: 'JOINED' }),
      api.post('/api/transactions', spend(103, ['joined', 'left'])),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 201]);
    const joined = (await tagsOf()).filter((tag) => tag.name.toLowerCase() === 'joined');
    expect(joined).toHaveLength(1);
    const rows = (await api.get('/api/transactions?tag=joined&limit=250')).body.transactions as {
      tags: string[];
    }[];
    for (const row of rows) {
      expect(row.tags.filter((tag) => tag.toLowerCase() === 'joined')).toEqual([joined[0]!.name]);
    }
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(joined[0]).toMatchObject({ count: rows.length });
    await expectKept();
  });
});

import { TAG_MESSAGES } from '@elevate/shared/schemas/tags';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { FILTERS } from '../transactions/list-filters.ts';

// Decision 0053: ?tag= on the transaction list, an exact tag whatever its case.
const { t, user, api } = signedInUserPerFile();

const row = (description: string, date: string, tags: string[], extra = {}) => ({
  date,
  description,
  amount: 10,
  type: 'expense',
  category: 'Food',
  tags,
  ...extra,
});

beforeAll(async () => {
  for (const body of [
    row('March trip 1', '2026-03-02', ['Trip', 'hotel']),
    row('March trip 2', '2026-03-05', ['trip']),
    row('March trip income', '2026-03-06', ['trip'], { type: 'income', category: 'Refund' }),
    row('April trip', '2026-04-01', ['TRIP', '100%_odd tag']),
    row('Trips plural', '2026-03-07', ['trips']),
    row('Untagged trip', '2026-03-08', []),
  ]) {
    expect((await api.post('/api/transactions', body)).status).toBe(201);
  }
});

const list = async (query: string) => {
  const res = await api.get(`/api/transactions?${query}`);
  expect(res.status).toBe(200);
  return {
    names: (res.body.transactions as { description: string }[]).map((r) => r.description),
    pagination: res.body.pagination as { totalCount: number; totalPages: number },
  };
};

describe('?tag= on the transaction list', () => {
  it('keeps the transactions carrying the tag exactly, whatever its case', async () => {
    const trip = ['April trip', 'March trip income', 'March trip 2', 'March trip 1'];
    expect((await list('tag=trip')).names).toEqual(trip);
    expect((await list('tag=%20tRiP%20')).names).toEqual(trip);
    expect((await list('tag=trips')).names).toEqual(['Trips plural']);
    expect((await list(`tag=${encodeURIComponent('100%_ODD TAG')}`)).names).toEqual(['April trip']);
    expect((await list('tag=tri')).names).toEqual([]);
    expect((await list('tag=%25')).names).toEqual([]);
    // Left empty, as the web client sends a blank filter, it filters nothing.
    expect((await list('tag=')).names).toHaveLength(6);
  });

  it('combines with the other filters, pages and the full list', async () => {
    expect((await list('tag=trip&month=2026-03')).names).toEqual([
      'March trip income',
      'March trip 2',
      'March trip 1',
    ]);
    expect((await list('tag=trip&month=2026-03&type=income')).names).toEqual(['March trip income']);
    expect((await list('tag=trip&description=2')).names).toEqual(['March trip 2']);
    expect((await list('tag=trip&startDate=2026-03-04&endDate=2026-03-31')).names).toEqual([
      'March trip income',
      'March trip 2',
    ]);
    expect((await list(`tag=trip&accountId=${user.id}&minAmount=10`)).names).toHaveLength(4);
    const first = await list('tag=trip&limit=3');
    expect(first.names).toEqual(['April trip', 'March trip income', 'March trip 2']);
    expect(first.pagination).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect((await list('tag=trip&limit=3&page=2')).names).toEqual(['March trip 1']);
    const all = await list('tag=trip&getAllForFilters=true');
    expect(all.names).toEqual(['April trip', 'March trip income', 'March trip 2', 'March trip 1']);
    expect(all.pagination.totalCount).toBe(4);
  });

  it('refuses a tag no tag can be: too long, or with a control character', async () => {
    expect(await api.get(`/api/transactions?tag=${'x'.repeat(41)}`)).toEqual({
      status: 400,
      body: { errors: [{ param: 'tag', msg: TAG_MESSAGES.tooLong }] },
    });
    expect(await api.get('/api/transactions?tag=a%00b')).toEqual({
      status: 400,
      body: { errors: [{ param: 'tag', msg: TAG_MESSAGES.control }] },
    });
  });

  it('is read off the tag index, not the ledger', async () => {
    // Thousands of untagged rows and a few tagged ones, as a ledger of years looks.
    await t.database.db.execute(sql`
      insert into transactions (ledger_id, date, description, amount_cents, type, category)
      select ${user.id}, timestamptz '2025-01-01' + make_interval(mins => i), 'Bulk ' || i,
        100 + i, 'expense', 'Food'
      from generate_series(1, 5000) as i`);
    await t.database.db.execute(sql`analyze transactions`);
    const tag = FILTERS.find((filter) => filter.name === 'tag')!;
    const plan = rowsOf<Record<string, string>>(
      await t.database.db.execute(sql`explain select id from transactions
        where ledger_id = ${user.id} and ${tag.where('trip', sql`${user.id}`)}`),
    )
      .map((line) => Object.values(line).join(''))
      .join('\n');
    expect(plan).toContain('transactions_tags_idx');
    expect((await list('tag=trip')).names).toHaveLength(4);
  });
});

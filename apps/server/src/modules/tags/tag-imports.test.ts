import { describe, expect, it } from 'vitest';
import { keptAndComputed } from '../../test/kept-counters.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { upload } from '../imports/import-test-helpers.ts';

// Decision 0053: an import writes through the same door; its rows come without tags, and
// a hand-entered row it links to keeps its own.
const { t, user, api } = signedInUserPerFile();

const STATEMENT = Buffer.from(
  ['Date,Description,Amount', '2026-03-05,NETFLIX.COM,-15.49', '2026-03-09,BAKERY,-4.20'].join(
    '\n',
  ),
);

describe('tags and imports', () => {
  it('imported rows have none; a linked row keeps its tags, through the undo too', async () => {
    const netflix = await api.post('/api/transactions', {
      date: '2026-03-03',
      description: 'Netflix',
      amount: 15.49,
      type: 'expense',
      category: 'Streaming',
      tags: ['Subscriptions'],
    });
    expect(netflix.status).toBe(201);
    const preview = await upload(t.app, user, 'march.csv', STATEMENT);
    expect(preview.body).toMatchObject({ matches: 1 });
    const confirmed = await api.post(`/api/imports/${preview.body.importId}/confirm`, {});
    expect(confirmed.body).toEqual({ imported: 1, skipped: 1, linked: 1 });
    const rows = (await api.get('/api/transactions?month=2026-03')).body.transactions as {
      _id: string;
      description: string;
      tags: string[];
    }[];
    expect(rows.map((row) => [row.description, row.tags])).toEqual([
      ['BAKERY', []],
      ['NETFLIX.COM', ['Subscriptions']],
    ]);
    expect((await api.get('/api/tags')).body.tags).toEqual([{ name: 'Subscriptions', count: 1 }]);
    const undo = await api.del(`/api/imports/${preview.body.importId}`);
    expect(undo.status).toBe(200);
    const back = await api.get(`/api/transactions/${netflix.body._id}`);
    expect(back.body).toMatchObject({ description: 'Netflix', tags: ['Subscriptions'] });
    const { kept, computed } = await keptAndComputed(t.database.db, user.id);
    expect(kept).toEqual(computed);
  });
});

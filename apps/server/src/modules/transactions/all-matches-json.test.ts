import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionListResponse } from '@elevate/shared/schemas/transactions';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { allMatchesJson } from './all-matches-json.ts';
import { fullListSlots } from './full-list-slots.ts';

const limits = { slots: fullListSlots(10_000), stallMs: 30_000 };

let t: TestApp;
let api: ApiClient;
let user: TestUser;

// Amounts whose cents / 100 print differently in naive decimal code, dates with milliseconds.
const rows = [
  { date: '2025-12-31T23:59:59.999Z', amount: 0.1, notes: 'quote " and \\ and ü' },
  { date: '2026-01-01T00:00:00.000Z', amount: -0.07, notes: '' },
  { date: '2026-01-15T12:34:56.789Z', amount: 1234567.89, notes: 'plain' },
  { date: '2026-01-15T12:34:56.789Z', amount: 19.99, notes: '' },
  { date: '2026-02-28T08:00:00.001Z', amount: 0.29, notes: 'multi\nline' },
];

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t);
  api = apiClient(t.app, user);
  for (const [i, row] of rows.entries()) {
    const body = { ...row, description: `Item ${i}`, type: 'expense', category: 'Misc' };
    expect((await api.post('/api/transactions', body)).status).toBe(201);
  }
});
afterAll(() => t.close());

/** The user reading their personal ledger, whose id is the user's. */
const own = () => ({ ledgerId: user.id, userId: user.id });

describe('getAllForFilters built by the database', () => {
  it('returns exactly the transactions a page returns, in the same order', async () => {
    const page = await api.get('/api/transactions?limit=100');
    const all = await api.get('/api/transactions?getAllForFilters=true');
    expect(all.status).toBe(200);
    const pageBody = transactionListResponse.parse(page.body);
    const allBody = transactionListResponse.parse(all.body);
    expect(allBody.transactions).toEqual(pageBody.transactions);
    expect(allBody.transactions.map((r) => r.amount)).toEqual([
      0.29, 19.99, 1234567.89, -0.07, 0.1,
    ]);
    expect(allBody.pagination).toEqual({
      currentPage: 1,
      limit: 5,
      totalCount: 5,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('answers an empty match as an empty page 1 of 1 in valid JSON', async () => {
    const res = await api.get('/api/transactions?getAllForFilters=true&description=nothing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      transactions: [],
      pagination: {
        currentPage: 1,
        limit: 0,
        totalCount: 0,
        totalPages: 1,
        hasNextPage: false,
        hasPrevPage: false,
      },
    });
  });

  it('streams every row once across batches and their parts, ties on date included', async () => {
    const page = await api.get('/api/transactions?limit=100');
    const expected = transactionListResponse.parse(page.body).transactions;
    const sizes = [
      { batch: 1, part: 1 },
      { batch: 2, part: 100 },
      { batch: 4, part: 3 },
      { batch: 5, part: 2 },
      { batch: 100, part: 2 },
    ];
    for (const size of sizes) {
      let text = '';
      for await (const chunk of await allMatchesJson(t.database.db, own(), [], limits, size)) {
        text += String(chunk);
      }
      const body = transactionListResponse.parse(JSON.parse(text));
      expect(body.transactions).toEqual(expected);
      expect(body.pagination.totalCount).toBe(rows.length);
    }
  });

  it('sends the same list compressed with br, gzip or zstd', async () => {
    const plain = await api.get('/api/transactions?getAllForFilters=true');
    const decoders: Record<string, (body: Buffer) => Buffer> = {
      br: zlib.brotliDecompressSync,
      gzip: zlib.gunzipSync,
      zstd: zlib.zstdDecompressSync,
    };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/transactions?getAllForFilters=true',
        headers: { ...user.headers, 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.body);
    }
  });

  it('frees its place when the client leaves mid-list', async () => {
    // More abandoned lists than there are places: a leaked place would hang the last list.
    for (let i = 0; i < 6; i++) {
      const stream = await allMatchesJson(t.database.db, own(), [], limits, {
        batch: 1,
        part: 1,
      });
      for await (const chunk of stream) {
        expect(String(chunk)).toBe('{"transactions":[');
        break;
      }
      expect(stream.destroyed).toBe(true);
      if (!stream.closed) await new Promise((resolve) => stream.once('close', resolve));
    }
    const all = await api.get('/api/transactions?getAllForFilters=true');
    expect(transactionListResponse.parse(all.body).transactions).toHaveLength(rows.length);
  });
});

import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { transactionListResponse, type Transaction } from '@elevate/shared/schemas/transactions';
import { inMainAccount } from '../../test/account-fixtures.ts';
import { readTransactionList, transactionListParser } from './transaction-list-stream.ts';

const row = (i: number, over: Partial<Transaction> = {}): Transaction => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  user: 'u1',
  date: '2026-03-28T10:00:00.000Z',
  description: `Item ${i}`,
  amount: 10.5 + i,
  type: 'expense',
  category: 'Groceries',
  notes: null,
  ...inMainAccount,
  // The server always sends the row's tags, [] when none.
  tags: [],
  createdAt: '2026-03-28T10:00:00.000Z',
  ...over,
});

const pagination = {
  currentPage: 1,
  limit: 3,
  totalCount: 3,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
};

// Strings that look like structure: quotes, backslashes, brackets, commas, keys.
const tricky = [
  row(1, {
    description: 'Say "hi", [then] {leave}',
    notes: 'ends with a backslash \\',
    tags: ['trip-2026', '"],[{', 'ü €'],
  }),
  row(2, { description: '"transactions":[', category: '\\"', notes: 'multi\nline ü €' }),
  row(3, { date: '2024-02-29T23:59:59.999Z', createdAt: '2026-01-31T00:00:00Z' }),
];
const body = { transactions: tricky, pagination };

/** The text fed in pieces of `size` characters. */
function parseInPieces(text: string, size: number) {
  const parser = transactionListParser();
  for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
  return parser.finish();
}

const expectRejected = (text: string) => {
  expect(() => JSON.parse(text) as unknown).toThrow();
  for (const size of [1, 7, text.length]) expect(() => parseInPieces(text, size)).toThrow();
};

describe('transaction list read while it downloads', () => {
  it('gives what the schema gives whichever way the text is cut', () => {
    const text = JSON.stringify(body, null, 1);
    const expected = transactionListResponse.parse(JSON.parse(text));
    for (let size = 1; size <= text.length; size += 1) {
      expect(parseInPieces(text, size)).toEqual(expected);
    }
  });

  it('reads a compact body, keys in any order and extra keys dropped', () => {
    const text = JSON.stringify({ extra: [1, { a: '[' }], pagination, transactions: tricky });
    expect(parseInPieces(text, 5)).toEqual(body);
    const withExtraField = JSON.stringify({ ...body, transactions: [{ ...row(4), isDemo: 1 }] });
    expect(parseInPieces(withExtraField, 3).transactions).toEqual([row(4)]);
    // A row without tags has a key fewer: an extra key in its place is still dropped.
    const { tags: _none, ...untagged } = row(5);
    const extraForTags = JSON.stringify({ ...body, transactions: [{ ...untagged, isDemo: 1 }] });
    expect(parseInPieces(extraForTags, 3).transactions).toEqual([untagged]);
  });

  it("carries each row's tags through, and a row from before tags without them", () => {
    const { tags: _none, ...untagged } = row(6);
    const tagged = row(7, { tags: ['trip-2026', 'Food'] });
    const text = JSON.stringify({ transactions: [tagged, untagged], pagination });
    const { transactions } = parseInPieces(text, 4);
    expect(transactions).toEqual([tagged, untagged]);
    expect(transactions.map((t) => t.tags)).toEqual([['trip-2026', 'Food'], undefined]);
  });

  it('carries a split row with its parts, and drops an extra key of an unsplit row that has splits []', () => {
    const parts = [
      { category: 'Groceries', type: 'expense' as const, amount: 7.5, notes: null },
      { category: 'Household', type: 'expense' as const, amount: 4, notes: 'Soap' },
    ];
    const split = row(8, { category: null, amount: 11.5, splits: parts });
    const unsplit = row(9, { splits: [] });
    const text = JSON.stringify({ transactions: [split, { ...unsplit, isDemo: 1 }], pagination });
    expect(parseInPieces(text, 4).transactions).toEqual([split, unsplit]);
  });

  it('reads an empty list and a response without notes', () => {
    const empty = { transactions: [], pagination: { ...pagination, limit: 0, totalCount: 0 } };
    expect(
      parseInPieces(
        ' { "transactions" : [ ] , "pagination":' + JSON.stringify(empty.pagination) + '}',
        2,
      ),
    ).toEqual(empty);
    const { notes: _unused, ...noNotes } = row(5);
    expect(
      parseInPieces(JSON.stringify({ transactions: [noNotes], pagination }), 4).transactions,
    ).toEqual([noNotes]);
  });

  it('takes the last of two transactions keys, as JSON.parse does', () => {
    const text = `{"transactions":[${JSON.stringify(row(1))}],"pagination":${JSON.stringify(pagination)},"transactions":[${JSON.stringify(row(2))}]}`;
    expect(parseInPieces(text, 9).transactions).toEqual([row(2)]);
  });

  it('rejects text that is not JSON', () => {
    const good = JSON.stringify(body);
    expectRejected(good.replace('},{', '},,{'));
    expectRejected(good.replace('}],"pagination"', '},],"pagination"'));
    expectRejected(good.replace('[{', '[,{'));
    expectRejected(good.slice(0, good.length - 40));
    expectRejected(good.replace('}],"pagination"', '}},"pagination"'));
    expectRejected('<html>Bad gateway</html>');
  });

  it('rejects rows and pages the schema rejects', () => {
    const bad = (over: Record<string, unknown>) =>
      JSON.stringify({ transactions: [row(1), { ...row(2), ...over }], pagination });
    for (const over of [
      { amount: '12.00' },
      { type: 'gift' },
      { date: '2026-02-30T10:00:00.000Z' },
      { date: '2026-03-28' },
      { createdAt: null },
      { _id: 7 },
      { notes: 5 },
      { accountId: null },
      { cleared: 'yes' },
      { reconciled: undefined },
      { transferId: 3 },
      { tags: 'trip' },
      { tags: [1] },
      { tags: null },
    ]) {
      expect(() => parseInPieces(bad(over), 11)).toThrow(ZodError);
    }
    expect(() => parseInPieces(JSON.stringify({ transactions: [7], pagination }), 3)).toThrow(
      ZodError,
    );
    const noPagination = JSON.stringify({ transactions: [row(1)] });
    expect(() => parseInPieces(noPagination, 6)).toThrow(ZodError);
    expect(() => parseInPieces(JSON.stringify([row(1)]), 6)).toThrow(ZodError);
  });

  it('reads a streamed response body chunk by chunk, multi-byte characters split', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(body));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    expect(await readTransactionList(new Response(stream))).toEqual(body);
  });
});

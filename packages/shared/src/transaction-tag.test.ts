import { describe, expect, it } from 'vitest';
import { transactionResponse, type Transaction } from './schemas/transactions.ts';
import {
  canonicalJson,
  hash53,
  ifMatchAllows,
  ifMatchTags,
  TRANSACTION_TAG_FIELDS,
  transactionETag,
  transactionTag,
} from './transaction-tag.ts';

const row: Transaction = {
  _id: '0190a5d2-0000-7000-8000-000000000001',
  user: '0190a5d2-0000-7000-8000-0000000000aa',
  date: '2026-03-02T00:00:00.000Z',
  description: 'Groceries',
  amount: 42.5,
  type: 'expense',
  category: null,
  notes: null,
  accountId: '0190a5d2-0000-7000-8000-0000000000bb',
  cleared: false,
  reconciled: false,
  transferId: null,
  tags: ['Trip', 'Food'],
  splits: [
    { category: 'Food', type: 'expense', amount: 40, notes: null },
    { category: 'Home', type: 'expense', amount: 2.5, notes: 'soap' },
  ],
  createdAt: '2026-03-02T10:11:12.345Z',
};

/** The same object with its keys, at every depth, in the reverse order. */
const reversed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reversed(inner)]),
  );
};

describe('transactionTag', () => {
  it('names every field the API answers for a transaction', () => {
    expect([...TRANSACTION_TAG_FIELDS].sort()).toEqual(
      Object.keys(transactionResponse.shape).sort(),
    );
  });

  it('is short, stable and ignores the order of keys at any depth', () => {
    const tag = transactionTag(row);
    expect(tag).toMatch(/^[0-9a-f]{14}$/);
    expect(transactionTag(reversed(row) as object)).toBe(tag);
    expect(transactionTag(JSON.parse(JSON.stringify(row)) as object)).toBe(tag);
    expect(transactionETag(row)).toBe(`"${tag}"`);
  });

  it('changes with any field', () => {
    const tag = transactionTag(row);
    const changes: Partial<Record<keyof Transaction, unknown>> = {
      _id: '0190a5d2-0000-7000-8000-000000000002',
      user: '0190a5d2-0000-7000-8000-0000000000ab',
      date: '2026-03-03T00:00:00.000Z',
      description: 'Groceries!',
      amount: 42.51,
      type: 'income',
      category: 'Food',
      notes: '',
      accountId: '0190a5d2-0000-7000-8000-0000000000bc',
      cleared: true,
      reconciled: true,
      transferId: '0190a5d2-0000-7000-8000-000000000003',
      tags: ['Food', 'Trip'],
      splits: [],
      createdAt: '2026-03-02T10:11:12.346Z',
    };
    for (const [field, value] of Object.entries(changes)) {
      expect(transactionTag({ ...row, [field]: value }), field).not.toBe(tag);
    }
    const part = { ...row.splits![1]!, notes: 'soaps' };
    expect(transactionTag({ ...row, splits: [row.splits![0], part] })).not.toBe(tag);
  });

  it('leaves out fields the API does not answer, and undefined ones as JSON does', () => {
    expect(transactionTag({ ...row, isDemo: true, pending: 1 })).toBe(transactionTag(row));
    const { notes: _notes, ...withoutNotes } = row;
    expect(transactionTag({ ...withoutNotes, notes: undefined })).toBe(
      transactionTag(withoutNotes),
    );
  });
});

describe('canonicalJson and hash53', () => {
  it('sorts keys recursively and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }, 3] })).toBe('{"a":[{"c":2,"d":1},3],"b":1}');
    expect(canonicalJson({ at: new Date('2026-01-02T03:04:05.006Z') })).toBe(
      '{"at":"2026-01-02T03:04:05.006Z"}',
    );
  });

  it('is a known cyrb53', () => {
    // cyrb53('a') with seed 0 is 7929297801672961 in the reference implementation.
    expect(parseInt(hash53('a'), 16)).toBe(7929297801672961);
    expect(hash53('a')).not.toBe(hash53('b'));
  });
});

describe('If-Match', () => {
  it('reads quoted, weak and listed tags', () => {
    expect(ifMatchTags(undefined)).toBeNull();
    expect(ifMatchTags('')).toBeNull();
    expect(ifMatchTags('"abc"')).toEqual(['abc']);
    expect(ifMatchTags('W/"abc", "def"')).toEqual(['abc', 'def']);
    expect(ifMatchTags('*')).toEqual(['*']);
    expect(ifMatchAllows(['abc'], 'abc')).toBe(true);
    expect(ifMatchAllows(['abc'], 'abd')).toBe(false);
    expect(ifMatchAllows(['*'], 'abd')).toBe(true);
  });
});

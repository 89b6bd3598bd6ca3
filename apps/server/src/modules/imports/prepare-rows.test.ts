import { describe, expect, it } from 'vitest';
import type { ParsedRow } from './parsers/index.ts';
import { rowPreparer, type Known, type Rule } from './prepare-rows.ts';

const known = (rules: Rule[]): Known => ({
  rules,
  payees: new Map(),
  unmatched: new Map(),
  existingBankIds: new Set(),
  possibleMatch: () => null,
});

const row = (description: string, cents = -500): ParsedRow => ({
  date: '2026-03-01',
  description,
  cents,
});

describe('import rules in a preview', () => {
  it("reads each rule's text once per preview, however many rows there are", () => {
    let reads = 0;
    const rules = Array.from({ length: 500 }, (_, i) => ({
      get contains() {
        reads += 1;
        return `Shop ${i} `;
      },
      category: `Category ${i}`,
      type: null,
    }));
    const prepare = rowPreparer(known(rules));
    const started = performance.now();
    const staged = Array.from({ length: 20_000 }, (_, i) => prepare(row(`Payee ${i}`), i));
    expect(reads).toBe(500);
    expect(staged.every((r) => r.categorySource === 'none')).toBe(true);
    // Normalising 500 rules again per row took seconds for this many rows.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('still picks the first listed rule the description contains, ignoring case and spacing', () => {
    const prepare = rowPreparer(
      known([
        { contains: 'no  match', category: 'Never', type: null },
        { contains: 'COFFEE  shop', category: 'Coffee', type: 'expense' },
        { contains: 'coffee', category: 'Later', type: null },
        { contains: 'Salary', category: 'Pay', type: 'income' },
      ]),
    );
    expect(prepare(row('The coffee \t Shop #12'), 0)).toMatchObject({
      category: 'Coffee',
      categorySource: 'rule',
      type: 'expense',
    });
    expect(prepare(row('Just coffee'), 1)).toMatchObject({ category: 'Later', type: 'expense' });
    expect(prepare(row('ACME SALARY MARCH', 250_000), 2)).toMatchObject({
      category: 'Pay',
      type: 'income',
    });
    expect(prepare(row('Bakery'), 3)).toMatchObject({
      category: 'Uncategorized',
      categorySource: 'none',
    });
  });
});

import { compileRules } from '@elevate/shared/rules-engine';
import type { RuleAction, RuleBody, RuleCondition } from '@elevate/shared/schemas/rules';
import { describe, expect, it } from 'vitest';
import type { ParsedRow } from './parsers/index.ts';
import { duplicateKey, rowPreparer, type Known } from './prepare-rows.ts';

const ACCOUNT = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

type TestRule = RuleBody & { _id: string };
const known = (rules: TestRule[], more: Partial<Known> = {}): Known => ({
  accountId: ACCOUNT,
  applyRules: compileRules(rules),
  payees: new Map(),
  unmatched: new Map(),
  existingBankIds: new Set(),
  possibleMatch: () => null,
  ...more,
});

const contains = (value: string): RuleCondition => ({
  field: 'description',
  op: 'contains',
  value,
});
const rule = (id: string, conditions: RuleCondition[], actions: RuleAction[]): TestRule => ({
  _id: id,
  name: id,
  match: 'all',
  conditions,
  actions,
});

const row = (description: string, cents = -500, more: Partial<ParsedRow> = {}): ParsedRow => ({
  date: '2026-03-01',
  description,
  cents,
  ...more,
});

describe('rules in an import preview', () => {
  it('picks the first rule the description contains, ignoring case and spacing, and names it', () => {
    const prepare = rowPreparer(
      known([
        rule('never', [contains('no  match')], [{ type: 'setCategory', value: 'Never' }]),
        rule(
          'coffee-shop',
          [contains('COFFEE  shop')],
          [
            { type: 'setCategory', value: 'Coffee' },
            { type: 'setType', value: 'expense' },
          ],
        ),
        rule('coffee', [contains('coffee')], [{ type: 'setCategory', value: 'Later' }]),
        rule(
          'salary',
          [contains('Salary')],
          [
            { type: 'setCategory', value: 'Pay' },
            { type: 'setType', value: 'income' },
          ],
        ),
      ]),
    );
    expect(prepare(row('The coffee \t Shop #12'), 0)).toMatchObject({
      category: 'Coffee',
      categorySource: 'rule',
      type: 'expense',
      ruleId: 'coffee-shop',
    });
    expect(prepare(row('Just coffee'), 1)).toMatchObject({
      category: 'Later',
      type: 'expense',
      ruleId: 'coffee',
    });
    expect(prepare(row('ACME SALARY MARCH', 250_000), 2)).toMatchObject({
      category: 'Pay',
      type: 'income',
    });
    expect(prepare(row('Bakery'), 3)).toMatchObject({
      category: 'Uncategorized',
      categorySource: 'none',
      ruleId: null,
      tags: [],
    });
  });

  it('renames, sets notes and tags, and reads the amount, the day and the account', () => {
    const prepare = rowPreparer(
      known([
        rule(
          'amazon',
          [contains('amzn mktp'), { field: 'amount', op: 'gte', value: 10 }],
          [
            { type: 'setDescription', value: 'Amazon' },
            { type: 'setNotes', value: 'online order' },
            { type: 'addTag', value: 'shopping' },
          ],
        ),
        rule(
          'rent',
          [
            { field: 'dayOfMonth', op: 'equals', value: 1 },
            { field: 'accountId', op: 'equals', value: ACCOUNT },
          ],
          [{ type: 'addTag', value: 'first-of-month' }],
        ),
      ]),
    );
    expect(prepare(row('AMZN MKTP US*2K3', -2_599, { notes: 'memo' }), 0)).toMatchObject({
      description: 'Amazon',
      descKey: 'amzn mktp us*2k3',
      notes: 'online order',
      tags: ['shopping', 'first-of-month'],
      ruleId: 'amazon',
      categorySource: 'none',
    });
    // Below the amount: only the day-and-account rule holds; the file's memo stays.
    expect(prepare(row('AMZN MKTP US*2K3', -999, { notes: 'memo' }), 1)).toMatchObject({
      description: 'AMZN MKTP US*2K3',
      notes: 'memo',
      tags: ['first-of-month'],
      ruleId: 'rent',
    });
    expect(prepare(row('AMZN MKTP', -2_000, { date: '2026-03-02' }), 2).tags).toEqual(['shopping']);
  });

  it("lets a rule's category win over the remembered payee's and the file's", () => {
    const payees = new Map([['bakery', { category: 'Bread', type: 'expense' as const }]]);
    const prepare = rowPreparer(
      known([rule('b', [contains('bakery')], [{ type: 'setCategory', value: 'Food' }])], {
        payees,
      }),
    );
    expect(prepare(row('Bakery', -500, { category: 'File' }), 0)).toMatchObject({
      category: 'Food',
      categorySource: 'rule',
    });
    const plain = rowPreparer(known([], { payees }));
    expect(plain(row('Bakery', -500, { category: 'File' }), 0)).toMatchObject({
      category: 'Bread',
      categorySource: 'payee',
    });
    expect(plain(row('Other', -500, { category: 'File' }), 1)).toMatchObject({
      category: 'File',
      categorySource: 'file',
    });
  });

  it('finds a duplicate under the name a rule gave an earlier import of it', () => {
    const unmatched = new Map([[duplicateKey('2026-03-01', -2_599, 'amazon'), 1]]);
    const prepare = rowPreparer(
      known([rule('a', [contains('amzn')], [{ type: 'setDescription', value: 'Amazon' }])], {
        unmatched,
      }),
    );
    expect(prepare(row('AMZN MKTP', -2_599), 0).duplicate).toBe(true);
    // Counted: the one transaction matches one row.
    expect(prepare(row('AMZN MKTP', -2_599), 1).duplicate).toBe(false);
  });

  it("splits a row by a rule's split, but the file's own split wins over it and over any category", () => {
    const payees = new Map([['utility co', { category: 'Remembered', type: 'expense' as const }]]);
    const prepare = rowPreparer(
      known(
        [
          rule('cat', [contains('utility')], [{ type: 'setCategory', value: 'Bills' }]),
          rule(
            'split',
            [contains('utility')],
            [
              {
                type: 'split',
                value: {
                  by: 'percent',
                  parts: [
                    { category: 'Power', percent: 60, notes: 'meter' },
                    { category: 'Water', percent: 40 },
                  ],
                },
              },
              { type: 'addTag', value: 'home' },
            ],
          ),
        ],
        { payees },
      ),
    );
    // A rule's split: the row has no single category and names the rule that split it.
    expect(prepare(row('Utility Co', -9_001, { category: 'File' }), 0)).toMatchObject({
      category: '',
      categorySource: 'rule',
      ruleId: 'split',
      type: 'expense',
      amountCents: 9_001,
      tags: ['home'],
      parts: [
        { category: 'Power', amountCents: 5_401, notes: 'meter' },
        { category: 'Water', amountCents: 3_600, notes: null },
      ],
    });
    // The file's split is what the person entered: it wins over the rule's split and category.
    const fileParts = [
      { category: 'Gas', amountCents: 1_000, notes: null },
      { category: 'Power', amountCents: 4_000, notes: 'bill' },
    ];
    expect(prepare(row('Utility Co', -5_000, { parts: fileParts }), 1)).toMatchObject({
      category: '',
      categorySource: 'file',
      parts: fileParts,
      tags: ['home'],
    });
    // Neither: the rule's category, no parts.
    const plain = rowPreparer(
      known([rule('cat', [contains('utility')], [{ type: 'setCategory', value: 'Bills' }])]),
    );
    expect(plain(row('Utility Co', -5_000), 0)).toMatchObject({
      category: 'Bills',
      parts: null,
      ruleId: 'cat',
    });
  });
});

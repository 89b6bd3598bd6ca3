import { describe, expect, it } from 'vitest';
import { sampleAccount } from '../../test/account-fixtures.ts';
import { accountTotals, openAccountGroups } from './account-groups.ts';

const checking = sampleAccount({ _id: 'a1', name: 'Checking', balance: 1200.1 });
const card = sampleAccount({
  _id: 'a2',
  name: 'Visa',
  type: 'credit_card',
  balance: -300.2,
  isDefault: false,
});
const brokerage = sampleAccount({
  _id: 'a3',
  name: 'Brokerage',
  type: 'investment',
  onBudget: false,
  balance: 5000,
  isDefault: false,
});
const oldLoan = sampleAccount({
  _id: 'a4',
  name: 'Car loan',
  type: 'loan',
  onBudget: false,
  closed: true,
  balance: -0.1,
  isDefault: false,
});

describe('accounts on the Accounts screen', () => {
  it('groups the open ones as budget accounts, then tracking accounts', () => {
    const groups = openAccountGroups([brokerage, checking, oldLoan, card]);
    expect(groups.map((g) => [g.title, g.accounts.map((a) => a.name)])).toEqual([
      ['Budget accounts', ['Checking', 'Visa']],
      ['Tracking accounts', ['Brokerage']],
    ]);
  });

  it('leaves out a group with no open account', () => {
    expect(openAccountGroups([checking, oldLoan]).map((g) => g.key)).toEqual(['budget']);
  });

  it('adds assets, liabilities and net worth in cents, closed accounts included', () => {
    expect(accountTotals([checking, card, brokerage, oldLoan])).toEqual({
      assets: 6200.1,
      liabilities: -300.3,
      netWorth: 5899.8,
    });
  });
});

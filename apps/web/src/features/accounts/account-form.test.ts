import { describe, expect, it } from 'vitest';
import { sampleAccount } from '../../test/account-fixtures.ts';
import { accountFormFrom, createBodyOf, newAccountForm, updateBodyOf } from './account-form.ts';

describe('the account form', () => {
  it('sends a new account without the opening fields left blank', () => {
    expect(createBodyOf({ ...newAccountForm, name: ' Visa ', type: 'credit_card' })).toEqual({
      body: { name: ' Visa ', type: 'credit_card', onBudget: true },
    });
    expect(
      createBodyOf({
        ...newAccountForm,
        name: 'Savings',
        onBudget: false,
        openingBalance: '-250.5',
        openingDate: '2026-01-31',
      }),
    ).toEqual({
      body: {
        name: 'Savings',
        type: 'checking',
        onBudget: false,
        openingBalance: -250.5,
        openingDate: '2026-01-31',
      },
    });
  });

  it("says what is wrong in the API's words", () => {
    expect(createBodyOf(newAccountForm)).toEqual({ problem: 'Name is required' });
    expect(createBodyOf({ ...newAccountForm, name: 'A', openingBalance: '1.234' })).toEqual({
      problem: 'Opening balance must have at most 2 decimal places',
    });
    expect(createBodyOf({ ...newAccountForm, name: 'A', openingBalance: 'ten' }).problem).toMatch(
      /Opening balance/,
    );
  });

  it('sends only the fields an edit changed', () => {
    const account = sampleAccount({ openingBalance: 100, openingDate: '2026-01-01' });
    const form = accountFormFrom(account);
    expect(form).toMatchObject({ openingBalance: '100', openingDate: '2026-01-01' });
    expect(updateBodyOf(account, form)).toEqual({ body: {} });
    expect(updateBodyOf(account, { ...form, name: 'Joint', onBudget: false })).toEqual({
      body: { name: 'Joint', onBudget: false },
    });
    expect(updateBodyOf(account, { ...form, openingBalance: '', openingDate: '' })).toEqual({
      body: { openingBalance: 0, openingDate: null },
    });
  });
});

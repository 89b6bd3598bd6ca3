import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TransactionFormFields } from './transaction-form-fields.tsx';
import {
  amountError,
  emptyTransactionForm,
  requiredTransactionFields,
  type TransactionFormValues,
} from './transaction-form-values.ts';

type HarnessProps = {
  markMissingCategory?: boolean;
  accountOptions?: { id: string; label: string }[];
};

function Harness({ markMissingCategory, accountOptions }: HarnessProps) {
  const [values, setValues] = useState<TransactionFormValues>(() => ({
    ...emptyTransactionForm(),
    accountId: accountOptions?.[0]?.id ?? '',
  }));
  return (
    <>
      <TransactionFormFields
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        categoryOptions={['Rent', 'Groceries']}
        markMissingCategory={markMissingCategory}
        accountOptions={accountOptions}
      />
      <output aria-label="account chosen">{values.accountId}</output>
    </>
  );
}

const category = () => screen.getByRole('combobox', { name: 'Category' });

describe('transaction form fields', { timeout: 15_000 }, () => {
  it('marks date, description, amount and type as required and asks for a category', () => {
    render(<Harness />);
    for (const label of [/^Date/, /^Description/, /^Amount/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByText('Type').parentElement?.textContent).toContain('*');
    expect(category()).not.toBeRequired();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(category()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('flags the empty category as an error only when asked to', () => {
    render(<Harness markMissingCategory />);
    expect(category()).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts free text, and a type change clears the category', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(category());
    await user.paste('Fun Money');
    expect(category()).toHaveValue('Fun Money');
    expect(screen.queryByText('Please select a category')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(screen.getByRole('option', { name: 'Income' }));
    expect(category()).toHaveValue('');
  });

  it('offers an Account select only when there are two accounts or more', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness accountOptions={[{ id: 'a1', label: 'Main account' }]} />);
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    unmount();
    render(
      <Harness
        accountOptions={[
          { id: 'a1', label: 'Main account' },
          { id: 'a2', label: 'Visa' },
        ]}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(screen.getByRole('option', { name: 'Visa' }));
    expect(screen.getByRole('status', { name: 'account chosen' })).toHaveTextContent('a2');
  });

  it('refuses a zero amount with a clear message, and takes it back for a real one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const amount = screen.getByLabelText(/^Amount/);
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '0');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Amount must not be 0');
    await user.type(amount, '.5');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Amount must not be 0')).not.toBeInTheDocument();
  });
});

describe('required transaction fields', () => {
  const complete = {
    ...emptyTransactionForm(new Date(2026, 0, 5)),
    description: ' Lunch ',
    amount: '12.50',
    category: ' Groceries ',
  };

  it('trims the text and reads the amount as a number', () => {
    expect(requiredTransactionFields(complete)).toEqual({
      date: '2026-01-05',
      description: 'Lunch',
      amount: 12.5,
      type: 'expense',
      category: 'Groceries',
    });
  });

  it('names the account only when one was chosen', () => {
    expect(requiredTransactionFields({ ...complete, accountId: 'a2' })?.accountId).toBe('a2');
    expect(requiredTransactionFields(complete)).not.toHaveProperty('accountId');
  });

  it.each(['description', 'amount', 'category'] as const)(
    'gives nothing while the %s is blank',
    (key) => expect(requiredTransactionFields({ ...complete, [key]: ' ' })).toBeNull(),
  );

  it('gives nothing without a date', () => {
    expect(requiredTransactionFields({ ...complete, date: '' })).toBeNull();
  });

  it('gives nothing for an amount that is not a number', () => {
    expect(requiredTransactionFields({ ...complete, amount: 'abc' })).toBeNull();
  });

  it.each([
    ['0', 'Amount must not be 0'],
    ['-0', 'Amount must not be 0'],
    ['0.00', 'Amount must not be 0'],
    ['4.259', 'Amount must have at most 2 decimal places'],
    ['1000000000.01', 'Amount must be between -1,000,000,000 and 1,000,000,000'],
  ])('gives nothing for an amount of %s: %s', (amount, message) => {
    expect(requiredTransactionFields({ ...complete, amount })).toBeNull();
    expect(amountError(amount)).toBe(message);
  });

  it('takes negative amounts (refunds) and says nothing about a blank one', () => {
    expect(requiredTransactionFields({ ...complete, amount: '-4.5' })?.amount).toBe(-4.5);
    expect(amountError('')).toBeNull();
  });
});

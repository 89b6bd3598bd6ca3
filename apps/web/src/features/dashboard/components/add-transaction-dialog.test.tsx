import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleBudget } from '../test/fake-dashboard-api.ts';
import { AddTransactionDialog } from './add-transaction-dialog.tsx';

/** Typing letter by letter is slow in jsdom; a paste enters the same text in one input event. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
import { todayInputValue } from '../../../components/transaction-form/transaction-form-values.ts';

function setup() {
  const onSubmit = vi.fn();
  render(
    <AddTransactionDialog
      open
      categories={sampleBudget().categories}
      tagOptions={['trip-2026']}
      onClose={vi.fn()}
      onSubmit={onSubmit}
    />,
  );
  return {
    onSubmit,
    user: userEvent.setup(),
    submit: () => screen.getByRole('button', { name: 'Add Transaction' }),
  };
}

describe('Add New Transaction dialog', { timeout: 15_000 }, () => {
  it('starts with today and expense, the submit button disabled and the category helper shown', () => {
    const { submit } = setup();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(todayInputValue());
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Expense');
    expect(submit()).toBeDisabled();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
  });

  it('marks date, description, amount and type as required', () => {
    setup();
    for (const label of [/^Date/, /^Description/, /^Amount/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByText('Type').parentElement?.textContent).toContain('*');
    expect(screen.getByRole('combobox', { name: 'Category' })).not.toBeRequired();
  });

  it('needs description, amount and category before it can submit', async () => {
    const { user, submit } = setup();
    await fill(user, screen.getByLabelText(/^Description/), 'Lunch');
    expect(submit()).toBeDisabled();
    await fill(user, screen.getByLabelText(/^Amount/), '12.5');
    expect(submit()).toBeDisabled();
    await fill(user, screen.getByRole('combobox', { name: 'Category' }), 'Groceries');
    expect(submit()).toBeEnabled();
    expect(screen.queryByText('Please select a category')).not.toBeInTheDocument();
  });

  it("offers this budget's categories of the chosen type and clears the category when the type changes", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Rent', 'Groceries']);
    await user.click(screen.getByRole('option', { name: 'Groceries' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(screen.getByRole('option', { name: 'Income' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Salary']);
  });

  it('accepts a category that is not in the list and sends the amount as a number', async () => {
    const { user, submit, onSubmit } = setup();
    await fill(user, screen.getByLabelText(/^Description/), 'Concert');
    await fill(user, screen.getByLabelText(/^Amount/), '45.99');
    await fill(user, screen.getByRole('combobox', { name: 'Category' }), 'Fun Money');
    await fill(user, screen.getByLabelText('Notes'), 'with friends');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      date: todayInputValue(),
      description: 'Concert',
      amount: 45.99,
      type: 'expense',
      category: 'Fun Money',
      notes: 'with friends',
    });
  });

  it("sends the tags typed or picked from the ledger's, and none when there are none", async () => {
    const { user, submit, onSubmit } = setup();
    await fill(user, screen.getByLabelText(/^Description/), 'Taxi');
    await fill(user, screen.getByLabelText(/^Amount/), '30');
    await fill(user, screen.getByRole('combobox', { name: 'Category' }), 'Travel');
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(tags, 'TRIP-2026{Enter}Airport{Enter}');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Taxi', tags: ['trip-2026', 'Airport'] }),
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { splitSumMessage } from '@elevate/shared/schemas/splits';
import { sampleBudget } from '../test/fake-dashboard-api.ts';
import { AddTransactionDialog } from './add-transaction-dialog.tsx';

type User = ReturnType<typeof userEvent.setup>;

/** Typing letter by letter is slow in jsdom; a paste enters the same text in one input event. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function setup() {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <AddTransactionDialog
      open
      categories={sampleBudget().categories}
      onClose={vi.fn()}
      onSubmit={onSubmit}
    />,
  );
  await fill(user, screen.getByLabelText(/^Description/), 'Supermarket');
  await fill(user, screen.getByLabelText(/^Amount/), '100');
  await fill(user, screen.getByRole('combobox', { name: 'Category' }), 'Groceries');
  return {
    onSubmit,
    user,
    submit: () => screen.getByRole('button', { name: 'Add Transaction' }),
    left: () => screen.getByRole('status'),
  };
}

describe('splitting a new transaction', { timeout: 20_000 }, () => {
  it('turns the category into two parts, the whole amount in the first, and says what is left', async () => {
    const { user, left, submit } = await setup();
    await user.click(screen.getByRole('button', { name: 'Split' }));
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Part 1 category/ })).toHaveTextContent(
      'Groceries',
    );
    expect(screen.getByLabelText(/^Part 1 amount/)).toHaveValue(100);
    expect(screen.getByLabelText(/^Part 2 amount/)).toHaveValue(null);
    // The new part waits for its category: keyboard users land on it.
    expect(screen.getByRole('combobox', { name: /^Part 2 category/ })).toHaveFocus();
    expect(left()).toHaveTextContent('Left to assign: $0.00');
    // The second part has no category nor amount yet.
    expect(submit()).toBeDisabled();
  });

  it('keeps Save disabled with the server’s message until the parts add up, then sends them', async () => {
    const { user, left, submit, onSubmit } = await setup();
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await fill(user, screen.getByLabelText(/^Part 1 amount/), '60');
    expect(left()).toHaveTextContent('Left to assign: $40.00');
    await pick(user, 'Part 2 category', 'Rent');
    await fill(user, screen.getByLabelText(/^Part 2 amount/), '45.5');
    expect(left()).toHaveTextContent('Over by $5.50');
    expect(screen.getByText(splitSumMessage(10_000, 10_550))).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await fill(user, screen.getByLabelText(/^Part 2 amount/), '40');
    await fill(user, screen.getByLabelText(/^Part 2 note/), 'Half the rent');
    expect(left()).toHaveTextContent('Left to assign: $0.00');
    expect(screen.queryByText(/The parts add up to/)).not.toBeInTheDocument();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      date: expect.any(String),
      description: 'Supermarket',
      amount: 100,
      type: 'expense',
      category: null,
      splits: [
        { category: 'Groceries', amount: 60 },
        { category: 'Rent', amount: 40, notes: 'Half the rent' },
      ],
    });
  });

  it("offers each part only this budget's categories of the transaction's type", async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await user.click(screen.getByRole('combobox', { name: /^Part 2 category/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Rent', 'Groceries']);
  });

  it('adds a third part, and removing parts down to one goes back to that part’s category', async () => {
    const { user, left } = await setup();
    await user.click(screen.getByRole('button', { name: 'Split' }));
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    expect(screen.getAllByTestId('split-part')).toHaveLength(3);
    await pick(user, 'Part 3 category', 'Rent');
    await fill(user, screen.getByLabelText(/^Part 3 amount/), '30');
    expect(left()).toHaveTextContent('Over by $30.00');
    await user.click(screen.getByRole('button', { name: 'Remove part 2' }));
    expect(screen.getAllByTestId('split-part')).toHaveLength(2);
    // Part 3 became part 2.
    expect(screen.getByRole('combobox', { name: /^Part 2 category/ })).toHaveTextContent('Rent');
    await user.click(screen.getByRole('button', { name: 'Remove part 1' }));
    expect(screen.queryByTestId('split-part')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Rent');
    expect(screen.getByRole('button', { name: 'Add Transaction' })).toBeEnabled();
  });
});

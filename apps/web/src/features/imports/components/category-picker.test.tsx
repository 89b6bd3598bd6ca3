import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makePreview } from '../test/import-fixtures.ts';
import { PreviewStep } from './preview-step.tsx';

const category = (name: string, type: 'expense' | 'income') => ({
  name,
  type,
  budgetedAmount: 0,
  actualAmount: 0,
  sortOrder: 0,
});

/** March 2026 has a budget with Dining Out, Groceries (expense) and Salary (income). */
function renderPicker() {
  installFakeFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname !== '/api/budgets') return undefined;
    const budget = {
      _id: '65f0c0ffee0000000000b001',
      month: '2026-03-01T00:00:00.000Z',
      categories: [
        category('Dining Out', 'expense'),
        category('Groceries', 'expense'),
        category('Salary', 'income'),
      ],
      totalBudgeted: 0,
      totalActual: 0,
      toBeBudgetedRollover: 0,
      version: 1,
    };
    return { status: 200, body: [budget] };
  });
  const onConfirm = vi.fn();
  renderWithProviders(
    <PreviewStep
      preview={makePreview(4, { duplicates: 1 })}
      busy={false}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
  );
  return { onConfirm };
}

describe("The preview's category picker", { timeout: 30_000 }, () => {
  it("offers the month's categories of the row's type as you type", async () => {
    renderPicker();
    // Row 3 is an expense of March 2026.
    await userEvent.click(screen.getByLabelText('Category of row 3'));
    expect(await screen.findByRole('option', { name: 'Dining Out' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Groceries' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Salary' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Category of row 3'));
    await userEvent.type(screen.getByLabelText('Category of row 3'), 'groc');
    await userEvent.click(screen.getByRole('option', { name: 'Groceries' }));
    expect(screen.getByLabelText('Category of row 3')).toHaveValue('Groceries');
  });

  it("a typo is not a new category: creating one is the explicit 'Create category' choice", async () => {
    const { onConfirm } = renderPicker();
    const box = screen.getByLabelText('Category of row 3');
    await userEvent.clear(box);
    await userEvent.type(box, 'Dinning Out');
    expect(
      await screen.findByRole('option', { name: 'Create category "Dinning Out"' }),
    ).toBeVisible();
    fireEvent.blur(box);
    expect(box).toHaveValue('Uncategorized');

    await userEvent.click(screen.getByRole('heading', { name: 'Review statement.csv' }));
    await userEvent.click(box);
    await userEvent.clear(box);
    await userEvent.type(box, 'Books');
    await userEvent.click(screen.getByRole('option', { name: 'Create category "Books"' }));
    expect(box).toHaveValue('Books');
    await userEvent.click(screen.getByRole('button', { name: 'Import 3 transactions' }));
    expect(onConfirm).toHaveBeenCalledWith(
      { exclude: [], include: [], changes: [{ index: 2, category: 'Books' }], matches: [] },
      1,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { CategorySection } from './category-section.tsx';

const shared = '64b000000000000000000002';
const groceries = {
  name: 'Groceries',
  type: 'expense',
  budgetedAmount: 300,
  actualAmount: 120,
  sortOrder: 0,
} as const;

function show(role: 'viewer' | 'editor') {
  installFakeFetch((call) =>
    call.url === '/api/ledgers'
      ? {
          status: 200,
          body: {
            ledgers: [{ _id: shared, name: 'Family', role, personal: false, monthStartDay: 1 }],
          },
        }
      : undefined,
  );
  setSelectedLedgerId(shared);
  return renderWithProviders(
    <CategorySection
      title="Expenses"
      type="expense"
      categories={[groceries]}
      onSave={() => undefined}
      onDelete={() => undefined}
      onAdd={() => Promise.resolve(true)}
    />,
  ).queryClient;
}

describe("a budget's categories on the Budgets page by ledger role", () => {
  it('shows a viewer the figures with no edit, delete or add', async () => {
    const queryClient = show('viewer');
    await waitFor(() => expect(queryClient.getQueryData(['ledgers', 'list'])).toBeDefined());
    expect(screen.getByText('Groceries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Groceries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Groceries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
  });

  it('gives an editor every control', async () => {
    show('editor');
    expect(await screen.findByRole('button', { name: 'Edit Groceries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Groceries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /add/i })).toBeInTheDocument();
  });
});

import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rule } from '@elevate/shared/schemas/rules';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { alwaysCategoriseText } from '../hooks/use-always-categorise.ts';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const netflix: Rule = {
  _id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Netflix',
  order: 0,
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: 'netflix' }],
  actions: [
    { type: 'setCategory', value: 'Streaming' },
    { type: 'addTag', value: 'subscriptions' },
  ],
};
const amazon: Rule = {
  _id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Amazon',
  order: 1,
  match: 'all',
  conditions: [{ field: 'description', op: 'startsWith', value: 'amzn' }],
  actions: [{ type: 'setDescription', value: 'Amazon' }],
};

const shows = (text: string) =>
  waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent(text), {
    timeout: 10_000,
  });
const show = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/transactions']}>
      <TransactionsPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

describe('the rules in the Transactions page forms', { timeout: 30_000 }, () => {
  it('pre-fill a new transaction, say which rule did, and yield to what the person sets', async () => {
    const { calls } = serveTransactions(makeTransactions(2), { rules: [netflix, amazon] });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    await user.click(screen.getByRole('button', { name: 'New Transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Transaction' });
    await user.type(within(dialog).getByLabelText(/^Description/), 'NETFLIX.COM');
    await user.type(within(dialog).getByLabelText(/^Amount/), '15.49');
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toHaveValue('Streaming'));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Filled in by rule ‘Netflix’: category, tags.',
    );
    expect(within(dialog).getByRole('button', { name: 'subscriptions' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      description: 'NETFLIX.COM',
      category: 'Streaming',
      tags: ['subscriptions'],
    });

    // A category the person types stays theirs; a rule's new description comes on leaving the field.
    await user.click(screen.getByRole('button', { name: 'New Transaction' }));
    const next = await screen.findByRole('dialog', { name: 'Add New Transaction' });
    const box = within(next).getByRole('combobox', { name: 'Category' });
    await user.type(box, 'Shopping');
    await user.type(within(next).getByLabelText(/^Description/), 'AMZN MKTP US*2K3');
    await user.tab();
    expect(within(next).getByLabelText(/^Description/)).toHaveValue('Amazon');
    expect(box).toHaveValue('Shopping');
    expect(within(next).getByRole('status')).toHaveTextContent(
      'Filled in by rule ‘Amazon’: description.',
    );
  });

  it("offers 'Always categorise…' after a category change of a text seen again, and adds the rule", async () => {
    const rows = makeTransactions(3).map((row) => ({ ...row, description: 'Corner Shop' }));
    const rules: Rule[] = [];
    const { calls } = serveTransactions(rows, { rules });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-3 of 3 transactions');
    await user.click((await screen.findAllByRole('button', { name: 'Edit Corner Shop' }))[0]!);
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByRole('combobox', { name: 'Category' });
    await user.clear(box);
    await user.type(box, 'Snacks');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(alwaysCategoriseText('Corner Shop', 'Snacks'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/rules')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/rules')?.body).toEqual({
      name: 'Corner Shop → Snacks',
      match: 'all',
      conditions: [
        { field: 'description', op: 'equals', value: 'Corner Shop' },
        { field: 'type', op: 'equals', value: 'expense' },
      ],
      actions: [{ type: 'setCategory', value: 'Snacks' }],
    });
    expect(await screen.findByText('Rule ‘Corner Shop → Snacks’ added.')).toBeInTheDocument();
  });

  it('offers nothing for a text no other transaction has', async () => {
    const rows = makeTransactions(3);
    const { calls } = serveTransactions(rows, { rules: [] });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-3 of 3 transactions');
    await user.click(await screen.findByRole('button', { name: 'Edit Coffee 0' }));
    const box = within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Category' });
    await user.clear(box);
    await user.type(box, 'Snacks');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The look for the text again happened, and found only the row itself.
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.url.includes('description=Coffee'))).toBe(
        true,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Create rule' })).not.toBeInTheDocument();
  });
});

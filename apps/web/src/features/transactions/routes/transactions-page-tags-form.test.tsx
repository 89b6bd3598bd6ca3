import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAG_MESSAGES } from '@elevate/shared/schemas/tags';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { setSelectedMonth } from '../../../lib/selected-month.ts';
import type { FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { makeTransactions, serveTransactions } from '../test/fake-transactions-api.ts';
import { TransactionsPage } from './transactions-page.tsx';

const [tagged, plain] = makeTransactions(2).map((row, i) => ({
  ...row,
  tags: i === 0 ? ['trip-2026', 'Food'] : [],
}));
const rows = [tagged!, plain!];
const tags = [
  { name: 'Food', count: 1 },
  { name: 'trip-2026', count: 1 },
];

const shows = (text: string) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text), { timeout: 10_000 });
const show = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/transactions']}>
      <TransactionsPage />
    </MemoryRouter>,
  );
const written = (calls: FakeCall[], method: string) =>
  calls.filter((call) => call.method === method && call.url.startsWith('/api/transactions'));
const tagsBox = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Tags' });

async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New Transaction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Transaction' });
  await user.type(within(dialog).getByLabelText(/^Description/), 'Taxi to the airport');
  await user.type(within(dialog).getByLabelText(/^Amount/), '42');
  await user.type(within(dialog).getByRole('combobox', { name: 'Category' }), 'Transport');
  return dialog;
}

beforeEach(() => {
  clearCsrfToken();
  setSelectedMonth('2026-03');
});

describe('tags in the add and edit forms of the Transactions page', { timeout: 30_000 }, () => {
  it('adds a transaction with a suggested tag and a new one; without tags it sends none', async () => {
    const { calls } = serveTransactions(rows, { tags });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    let dialog = await fillNew(user);
    await user.type(tagsBox(dialog), 'tri');
    await user.click(await screen.findByRole('option', { name: 'trip-2026' }));
    await user.type(tagsBox(dialog), 'Airport{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(written(calls, 'POST')[0]?.body).toMatchObject({
      description: 'Taxi to the airport',
      tags: ['trip-2026', 'Airport'],
    });

    dialog = await fillNew(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(written(calls, 'POST')[1]?.body).not.toHaveProperty('tags');
  });

  it('sends the tags of an edit only when they changed', async () => {
    const { calls } = serveTransactions(rows, { tags });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    await user.click(screen.getByRole('button', { name: `Edit ${tagged!.description}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    expect(within(dialog).getByRole('button', { name: 'Food' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Notes/), 'Receipt kept');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [notesOnly] = written(calls, 'PUT');
    expect(notesOnly?.body).toMatchObject({ notes: 'Receipt kept' });
    expect(notesOnly?.body).not.toHaveProperty('tags');

    await user.click(screen.getByRole('button', { name: `Edit ${tagged!.description}` }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    const food = within(dialog).getByRole('button', { name: 'Food' });
    await user.click(within(food).getByTestId('CancelIcon'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(written(calls, 'PUT')[1]?.body).toMatchObject({ tags: ['trip-2026'] });
  });

  it("keeps the form open with the server's refusal on the Tags field", async () => {
    const { calls } = serveTransactions(rows, {
      tags,
      override: (call) =>
        call.method === 'POST' && call.url === '/api/transactions'
          ? { status: 400, body: { errors: [{ param: 'tags', msg: TAG_MESSAGES.tooMany }] } }
          : undefined,
    });
    const user = userEvent.setup();
    show();
    await shows('Showing 1-2 of 2 transactions');
    const dialog = await fillNew(user);
    await user.type(tagsBox(dialog), 'Airport{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    await waitFor(() => expect(tagsBox(dialog)).toHaveAccessibleDescription(TAG_MESSAGES.tooMany));
    expect(tagsBox(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add New Transaction' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(written(calls, 'POST')).toHaveLength(1);

    // Changing the tags takes the refusal away: it was about the tags sent.
    await user.click(
      within(within(dialog).getByRole('button', { name: 'Airport' })).getByTestId('CancelIcon'),
    );
    expect(tagsBox(dialog)).not.toHaveAttribute('aria-invalid', 'true');
  });
});

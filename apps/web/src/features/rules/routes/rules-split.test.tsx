import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rule } from '@elevate/shared/schemas/rules';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { netflix, serveRules } from '../test/fake-rules-api.ts';
import { showRulesPage } from '../test/show-rules-page.tsx';

beforeEach(() => clearCsrfToken());

const shop: Rule = {
  _id: 'a1e00000-0000-4000-8000-000000000007',
  order: 1,
  name: 'Shop',
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: 'shop' }],
  actions: [
    {
      type: 'split',
      value: {
        by: 'amount',
        parts: [{ category: 'Groceries', amount: 10 }, { category: 'Household' }],
      },
    },
  ],
};

async function openAddDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add rule' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add rule' }));
  await user.type(dialog.getByLabelText('Name'), 'Market');
  await user.type(dialog.getByLabelText('Condition 1 value'), 'market');
  await user.click(dialog.getByRole('combobox', { name: 'Action 1' }));
  await user.click(await screen.findByRole('option', { name: 'Split' }));
  return { user, dialog };
}

describe('a split rule', { timeout: 30_000 }, () => {
  it('is made by percent in the dialog and sent as the contract takes it', async () => {
    const api = serveRules([netflix]);
    showRulesPage();
    const { user, dialog } = await openAddDialog();
    await user.type(dialog.getByLabelText('Action 1 part 1 category'), 'Groceries');
    await user.type(dialog.getByLabelText('Action 1 part 2 category'), 'Household');
    await user.click(dialog.getByRole('button', { name: 'Add part' }));
    await user.type(dialog.getByLabelText('Action 1 part 3 category'), 'Treats');
    await user.type(dialog.getByLabelText('Action 1 part 3 note'), 'cake');
    const status = dialog.getByRole('status');
    expect(status).toHaveTextContent('Adds up to 100 %');
    await user.clear(dialog.getByLabelText('Action 1 part 1 percent'));
    await user.type(dialog.getByLabelText('Action 1 part 1 percent'), '40');
    expect(status).toHaveTextContent('Percents add up to 90 %, not 100 %');

    await user.type(dialog.getByLabelText('Action 1 part 3 percent'), '5');
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));
    expect(dialog.getByText('The parts must add up to 100 percent')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.clear(dialog.getByLabelText('Action 1 part 3 percent'));
    await user.type(dialog.getByLabelText('Action 1 part 3 percent'), '10');
    expect(status).toHaveTextContent('Adds up to 100 %');
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/rules',
        body: {
          name: 'Market',
          match: 'all',
          conditions: [{ field: 'description', op: 'contains', value: 'market' }],
          actions: [
            {
              type: 'split',
              value: {
                by: 'percent',
                parts: [
                  { category: 'Groceries', percent: 40 },
                  { category: 'Household', percent: 50 },
                  { category: 'Treats', percent: 10, notes: 'cake' },
                ],
              },
            },
          ],
        },
      },
    ]);
    expect(
      await screen.findByText(
        'If description contains “market” → split 40 % Groceries, 50 % Household, 10 % Treats',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a category in every part before sending', async () => {
    const api = serveRules([]);
    showRulesPage();
    const { user, dialog } = await openAddDialog();
    await user.type(dialog.getByLabelText('Action 1 part 1 category'), 'Groceries');
    expect(dialog.getByRole('button', { name: 'Remove part 1 of action 1' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));
    expect(dialog.getByText('Choose a category for part 2')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('is shown as a sentence and edited back by amount, the last part taking the rest', async () => {
    const api = serveRules([netflix, shop]);
    const user = userEvent.setup();
    showRulesPage();
    expect(
      await screen.findByText(
        'If description contains “shop” → split $10.00 Groceries, the rest Household',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Shop' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit rule' }));
    expect(dialog.getByRole('radio', { name: 'By amount' })).toBeChecked();
    expect(dialog.getByLabelText('Action 1 part 1 amount')).toHaveValue(10);
    expect(dialog.getByLabelText('Action 1 part 2 amount')).toBeDisabled();
    expect(dialog.getByRole('status')).toHaveTextContent('The last part takes the rest');
    await user.clear(dialog.getByLabelText('Action 1 part 1 amount'));
    await user.type(dialog.getByLabelText('Action 1 part 1 amount'), '12.5');
    await user.type(dialog.getByLabelText('Action 1 part 2 note'), 'soap');
    await user.click(dialog.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: `/api/rules/${shop._id}`,
        body: {
          name: 'Shop',
          match: 'all',
          conditions: shop.conditions,
          actions: [
            {
              type: 'split',
              value: {
                by: 'amount',
                parts: [
                  { category: 'Groceries', amount: 12.5 },
                  { category: 'Household', notes: 'soap' },
                ],
              },
            },
          ],
        },
      },
    ]);
  });
});

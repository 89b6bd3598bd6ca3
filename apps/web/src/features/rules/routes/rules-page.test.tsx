import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { roleRendered } from '../../../test/shared-ledger.ts';
import { coffee, netflix, rent, serveRules } from '../test/fake-rules-api.ts';
import { showRulesPage } from '../test/show-rules-page.tsx';

beforeEach(() => clearCsrfToken());

const rows = () =>
  within(screen.getByRole('list', { name: 'Rules, in the order they run' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the Rules screen', { timeout: 30_000 }, () => {
  it('lists the rules in the order they run, each as a sentence', async () => {
    serveRules([netflix, rent, coffee]);
    showRulesPage();
    expect(await screen.findByText('Netflix')).toBeInTheDocument();
    expect(
      screen.getByText('If description contains “netflix” → category Subscriptions, tag streaming'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'If amount is between $1,000.00 and $2,000.00 or day of month is 1 → category Rent',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('If account is Main account and type is expense → category Coffee'),
    ).toBeInTheDocument();
    expect(rows().map((text) => text?.slice(0, 6))).toEqual(['Netfli', 'RentIf', 'Coffee']);
  });

  it('explains what rules do when there are none', async () => {
    serveRules([]);
    showRulesPage();
    expect(await screen.findByText(/No rules yet\. Add one/)).toBeInTheDocument();
  });

  it('says so when the rules cannot be loaded, with a retry', async () => {
    serveRules([], 'editor', { listFails: true });
    showRulesPage();
    expect(await screen.findByText('Could not load your rules.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("adds a rule, showing the server's refusal on the field it names", async () => {
    const api = serveRules([netflix]);
    const user = userEvent.setup();
    showRulesPage();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rule' }));
    await user.type(dialog.getByLabelText('Name'), 'Spotify');
    await user.type(dialog.getByLabelText('Condition 1 value'), 's');
    await user.type(dialog.getByLabelText('Action 1 value'), 'Music');
    await user.click(dialog.getByRole('button', { name: 'Add action' }));
    await user.click(dialog.getByRole('combobox', { name: 'Action 2' }));
    await user.click(await screen.findByRole('option', { name: 'Add tag' }));
    await user.type(dialog.getByLabelText('Action 2 value'), 'streaming');
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));

    const value = dialog.getByLabelText('Condition 1 value');
    await waitFor(() =>
      expect(value).toHaveAccessibleDescription('A description needs at least 2 letters'),
    );
    expect(value).toHaveAttribute('aria-invalid', 'true');
    await user.type(value, 'potify');
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('If description contains “spotify” → category Music, tag streaming'),
    ).toBeInTheDocument();
    expect(api.writes().at(-1)).toEqual({
      method: 'POST',
      url: '/api/rules',
      body: {
        name: 'Spotify',
        match: 'all',
        conditions: [{ field: 'description', op: 'contains', value: 'spotify' }],
        actions: [
          { type: 'setCategory', value: 'Music' },
          { type: 'addTag', value: 'streaming' },
        ],
      },
    });
  });

  it('checks an amount condition before sending: a between needs both ends', async () => {
    const api = serveRules([]);
    const user = userEvent.setup();
    showRulesPage();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add rule' }));
    await user.type(dialog.getByLabelText('Name'), 'Big spend');
    await user.click(dialog.getByRole('combobox', { name: 'Condition 1 field' }));
    await user.click(await screen.findByRole('option', { name: 'Amount' }));
    await user.click(dialog.getByRole('combobox', { name: 'Condition 1 comparison' }));
    await user.click(await screen.findByRole('option', { name: 'is between' }));
    await user.type(dialog.getByLabelText('Condition 1 from'), '500');
    await user.type(dialog.getByLabelText('Action 1 value'), 'Treats');
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));
    expect(dialog.getByLabelText('Condition 1 from')).toHaveAccessibleDescription('Enter a value');
    await user.type(dialog.getByLabelText('Condition 1 to'), '900.5');
    await user.click(dialog.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((api.writes()[0]?.body as { conditions: unknown }).conditions).toEqual([
      { field: 'amount', op: 'between', value: [500, 900.5] },
    ]);
  });

  it('edits a rule in place', async () => {
    const api = serveRules([netflix, rent]);
    const user = userEvent.setup();
    showRulesPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Netflix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit rule' }));
    expect(dialog.getByLabelText('Condition 1 value')).toHaveValue('netflix');
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Films');
    await user.click(dialog.getByRole('button', { name: 'Remove action 2' }));
    await user.click(dialog.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Films')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: `/api/rules/${netflix._id}`,
        body: {
          name: 'Films',
          match: 'all',
          conditions: netflix.conditions,
          actions: [netflix.actions[0]],
        },
      },
    ]);
    expect(rows()[0]).toMatch(/^Films/);
  });

  it('deletes a rule after asking', async () => {
    const api = serveRules([netflix, rent]);
    const user = userEvent.setup();
    showRulesPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Netflix' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete rule' }));
    expect(dialog.getByText(/Delete the rule ‘Netflix’\?/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Netflix')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      { method: 'DELETE', url: `/api/rules/${netflix._id}`, body: undefined },
    ]);
  });

  it('moves a rule up and down with the buttons, saving the new order', async () => {
    const api = serveRules([netflix, rent, coffee]);
    const user = userEvent.setup();
    showRulesPage();
    expect(await screen.findByRole('button', { name: 'Move Netflix up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Coffee down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Rent up' }));
    await waitFor(() => expect(rows()[0]).toMatch(/^Rent/));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Move Netflix down' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes().map((w) => w.body)).toEqual([
      { ids: [rent._id, netflix._id, coffee._id] },
      { ids: [rent._id, coffee._id, netflix._id] },
    ]);
    expect(api.writes().every((w) => w.method === 'PUT' && w.url === '/api/rules/order')).toBe(
      true,
    );
    await waitFor(() =>
      expect(rows().map((t) => t?.slice(0, 4))).toEqual(['Rent', 'Coff', 'Netf']),
    );
  });

  it('shows a viewer the rules without any write button', async () => {
    serveRules([netflix, rent], 'viewer');
    const { queryClient } = showRulesPage();
    expect(await screen.findByText('Netflix')).toBeInTheDocument();
    await roleRendered(queryClient);
    expect(screen.queryByRole('button', { name: 'Add rule' })).not.toBeInTheDocument();
    for (const name of [/^Edit/, /^Delete/, /^Move/, /^Apply/, /^Drag/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getSelectedLedgerId, setSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { LedgersPage } from './ledgers-page.tsx';

beforeEach(() => clearCsrfToken());

const me = '64b000000000000000000001';
const gus = '64b000000000000000000009';
const family = '64b000000000000000000002';

function serve(role: 'owner' | 'editor') {
  const ledgers = [
    { _id: me, name: 'Personal', role: 'owner', personal: true, monthStartDay: 1 },
    { _id: family, name: 'Family', role, personal: false, monthStartDay: 1 },
  ];
  const members = [
    {
      userId: role === 'owner' ? me : gus,
      name: role === 'owner' ? 'Ann' : 'Gus',
      role: 'owner',
      email: null as string | null,
    },
    {
      userId: role === 'owner' ? gus : me,
      name: role === 'owner' ? 'Gus' : 'Ann',
      role: 'editor',
      // Gus shows his address; Ann (the caller) does not, until she turns it on.
      email: role === 'owner' ? 'gus@example.com' : null,
    },
  ];
  setSelectedLedgerId(family);
  const fake = installFakeFetch((call) => {
    const path = call.url;
    if (path.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/ledgers') return { status: 200, body: { ledgers } };
    if (path.endsWith('/members') && call.method === 'GET')
      return { status: 200, body: { members } };
    if (path.endsWith('/invitations')) return { status: 200, body: { invitations: [] } };
    if (path.includes('/activity?')) return { status: 200, body: { events: [] } };
    if (path.includes('/members/')) return { status: 200, body: { members, success: true } };
    if (path.endsWith('/membership')) {
      const shown = (call.body as { showEmail: boolean }).showEmail;
      for (const member of members) {
        if (member.userId === me) member.email = shown ? 'ann@example.com' : null;
      }
      return { status: 200, body: { members } };
    }
    return undefined;
  });
  renderWithProviders(
    <MemoryRouter>
      <LedgersPage />
    </MemoryRouter>,
  );
  return fake.calls;
}

describe('ledger page', { timeout: 20_000 }, () => {
  it('hands the ledger over only after a clear confirmation', async () => {
    const calls = serve('owner');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('combobox', { name: 'Role of Gus' }, { timeout: 5_000 }),
    );
    await user.click(screen.getByRole('option', { name: 'Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Gus the owner?' });
    expect(dialog).toHaveTextContent('you become an editor');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    // The dialog closes once the server has answered.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.url, call.body])).toEqual([
      [`/api/ledgers/${family}/members/${gus}`, { role: 'owner' }],
    ]);
  });

  it('lets a member leave after confirming, and goes back to the personal ledger', async () => {
    const calls = serve('editor');
    const user = userEvent.setup();
    expect(await screen.findByText('Ann (you)')).toBeInTheDocument();
    // Not the owner: no role selects, no invitations.
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite someone' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave ledger' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Family?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await screen.findByText('Your personal ledger', { exact: false });
    const deletes = calls.filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => call.url)).toEqual([`/api/ledgers/${family}/members/${me}`]);
    expect(getSelectedLedgerId()).toBeNull();
  });

  it("shows another member's address only if shown, and turns the caller's own on", async () => {
    const calls = serve('owner');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Members' }, { timeout: 5_000 });
    expect(await within(list).findByText('gus@example.com')).toBeInTheDocument();
    const own = screen.getByRole('switch', { name: 'Show my e-mail address to the other members' });
    expect(own).not.toBeChecked();
    expect(screen.getByText('They see your name only. Your address stays private.')).toBeVisible();

    await user.click(own);
    expect(await screen.findByText('They see ann@example.com.')).toBeInTheDocument();
    expect(own).toBeChecked();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.url, call.body])).toEqual([
      [`/api/ledgers/${family}/membership`, { showEmail: true }],
    ]);
  });
});

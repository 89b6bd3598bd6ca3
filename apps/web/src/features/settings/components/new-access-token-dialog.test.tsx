import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_ACCESS_TOKEN_NAME_LENGTH } from '@elevate/shared/schemas/access-tokens';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { expiryDay } from '../access-token-dates.ts';
import { AccessTokensCard } from './access-tokens-card.tsx';
import { family, personal, secret, tokensApi } from '../test/fake-access-tokens-api.ts';

const posts = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/tokens');
const listFetches = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url === '/api/tokens').length;

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<AccessTokensCard />);
  await screen.findByText('No access tokens yet.');
  await user.click(screen.getByRole('button', { name: 'New access token' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'New access token' }) };
}

beforeEach(() => clearCsrfToken());

describe('creating an access token', { timeout: 20_000 }, () => {
  it('sends the choices with the password, shows the secret once and lists the new token', async () => {
    const { calls } = installFakeFetch(tokensApi([]));
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveAttribute('maxlength', String(MAX_ACCESS_TOKEN_NAME_LENGTH));
    const create = within(dialog).getByRole('button', { name: 'Create token' });
    await user.type(name, ' Deploy script ');
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Read and write' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Expiry' }));
    await user.click(screen.getByRole('option', { name: '90 days' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Ledger' }));
    await user.click(screen.getByRole('option', { name: family.name }));
    await user.type(within(dialog).getByLabelText(/Current password/), 'Str0ng!Pass');
    const before = listFetches(calls);
    await user.click(create);

    const shown = await screen.findByRole('dialog', {
      name: 'Access token ‘Deploy script’ created',
    });
    expect(within(shown).getByLabelText('Your new access token')).toHaveValue(secret);
    expect(shown).toHaveTextContent(
      'Copy it now: Elevate keeps only its hash and cannot show it again.',
    );
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        name: 'Deploy script',
        scope: 'read-write',
        expiresAt: expiryDay('90d', ''),
        ledgerId: family._id,
        password: 'Str0ng!Pass',
      },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByText('The token is on your clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(secret);

    // The list is asked for again after the write; the secret is never in it.
    await waitFor(() => expect(listFetches(calls)).toBeGreaterThan(before));
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Your access tokens' })).toHaveTextContent(
      'Deploy script',
    );
    expect(screen.queryByDisplayValue(secret)).toBeNull();
  });

  it("shows the server's refusal of the name under the field, not above it", async () => {
    const refused = { errors: [{ param: 'name', msg: 'Name must be on one line' }] };
    installFakeFetch(tokensApi([], { refuseCreate: { status: 400, body: refused } }));
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByLabelText(/^Name/);
    await user.type(name, 'Deploy');
    await user.type(within(dialog).getByLabelText(/Current password/), 'Str0ng!Pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name must be on one line'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a wrong password in the dialog, and no ledger choice to someone with one ledger', async () => {
    const wrong = { status: 401, body: { msg: 'Password is incorrect' } };
    installFakeFetch(tokensApi([], { refuseCreate: wrong, ledgers: [personal] }));
    const { user, dialog } = await openDialog();
    expect(within(dialog).queryByRole('combobox', { name: 'Ledger' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Deploy');
    await user.type(within(dialog).getByLabelText(/Current password/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is incorrect');
  });

  it('asks an account without a password to sign in with Google again instead', async () => {
    const { calls } = installFakeFetch(tokensApi([], { hasPassword: false }));
    const { user, dialog } = await openDialog();
    expect(
      await within(dialog).findByRole('link', { name: 'Sign in with Google again' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Current password/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Deploy');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await screen.findByRole('dialog', { name: 'Access token ‘Deploy’ created' });
    expect(posts(calls)[0]?.body).toEqual({
      name: 'Deploy',
      scope: 'read',
      expiresAt: expiryDay('30d', ''),
      ledgerId: null,
    });
  });

  it('sends a date of its own, and says so when the clipboard refuses the secret', async () => {
    const { calls } = installFakeFetch(tokensApi([]));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Deploy');
    await user.click(within(dialog).getByRole('combobox', { name: 'Expiry' }));
    await user.click(screen.getByRole('option', { name: 'Choose a date' }));
    const day = within(dialog).getByLabelText(/^Expires after/);
    fireEvent.change(day, { target: { value: '2099-06-30' } });
    await user.type(within(dialog).getByLabelText(/Current password/), 'Str0ng!Pass');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Access token ‘Deploy’ created' });
    expect(posts(calls)[0]?.body).toMatchObject({ expiresAt: '2099-06-30' });

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(
      await within(shown).findByText('Could not copy: select the token and copy it yourself.'),
    ).toBeInTheDocument();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { expiryDate, shortDate } from '../access-token-dates.ts';
import { accessTokenMessages } from '../security-messages.ts';
import { AccessTokensCard } from './access-tokens-card.tsx';
import { family, personal, sampleToken, tokensApi } from '../test/fake-access-tokens-api.ts';

const deploy = sampleToken();
const backup = sampleToken({
  _id: '7d9f0c1e-0000-4000-8000-0000000000b2',
  name: 'Nightly backup',
  scope: 'read-write',
  ledgerId: family._id,
  lastUsedAt: '2026-04-02T08:00:00.000Z',
  expiresAt: '2026-04-30T23:59:59.999Z',
});
const future = sampleToken({
  _id: '7d9f0c1e-0000-4000-8000-0000000000b3',
  name: 'Phone shortcut',
  expiresAt: '2099-12-31T23:59:59.999Z',
});
const rows = () =>
  within(screen.getByRole('list', { name: 'Your access tokens' })).getAllByRole('listitem');

beforeEach(() => clearCsrfToken());

describe('the Access tokens card of Settings', { timeout: 20_000 }, () => {
  it('lists each token with its scope, its ledger and its dates, marking an expired one', async () => {
    installFakeFetch(tokensApi([deploy, backup, future]));
    renderWithProviders(<AccessTokensCard />);
    const card = screen.getByRole('region', { name: 'Access tokens' });
    expect(card).toHaveTextContent(accessTokenMessages.intro);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Deploy script');
    expect(first).toHaveTextContent(
      `Read only · All your ledgers` +
        `Created ${shortDate(deploy.createdAt)} · Never used · Never expires`,
    );
    await waitFor(() => expect(second).toHaveTextContent('Read and write · Family budget'));
    expect(second).toHaveTextContent(
      `Last used ${shortDate(backup.lastUsedAt!)} · Expired ${expiryDate(backup.expiresAt!)}`,
    );
    expect(within(second!).getByText('Expired')).toBeInTheDocument();
    expect(third).toHaveTextContent(`Expires ${expiryDate(future.expiresAt!)}`);
    expect(within(third!).queryByText('Expired')).toBeNull();
    expect(screen.getByRole('button', { name: 'Revoke Nightly backup' })).toBeInTheDocument();
  });

  it('shows the day chosen, not the next one, for the end of a UTC day', () => {
    expect(expiryDate('2026-04-30T23:59:59.999Z')).toBe(expiryDate('2026-05-01T00:00:00.000Z'));
    expect(expiryDate('2026-04-30T23:59:59.999Z')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-04-30T12:00:00.000Z'),
      ),
    );
  });

  it('says when there are no tokens yet', async () => {
    installFakeFetch(tokensApi([], { ledgers: [personal] }));
    renderWithProviders(<AccessTokensCard />);
    expect(await screen.findByText('No access tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New access token' })).toBeEnabled();
  });

  it('revokes a token only after asking, then lists the others', async () => {
    const { calls } = installFakeFetch(tokensApi([deploy, backup]));
    const user = userEvent.setup();
    renderWithProviders(<AccessTokensCard />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Deploy script' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke access token' });
    expect(confirm).toHaveTextContent(
      'Revoke ‘Deploy script’? Scripts using it stop working at once.',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke Deploy script' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Nightly backup');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/tokens/${deploy._id}`,
    ]);
  });
});

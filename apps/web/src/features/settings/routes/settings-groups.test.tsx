import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { FAKE_ACCOUNT_EMAIL, installAccountApi } from '../test/fake-account-api.ts';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { SettingsPage } from './settings-page.tsx';

const email = FAKE_ACCOUNT_EMAIL;

beforeEach(() => clearCsrfToken());

describe('settings groups', () => {
  it('groups the sections in order with in-page links to each, and shows the e-mail once', async () => {
    installAccountApi();
    renderWithProviders(<SettingsPage />);
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const titles = ['Profile', 'Security', 'Sessions', 'Your data', 'Tags', 'E-mail', 'Appearance'];
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
    for (const title of titles) {
      const link = within(nav).getByRole('link', { name: title });
      const group = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(group).toHaveAccessibleName(title);
    }
    const groupOf = (name: string) => screen.getByRole('group', { name });
    expect(await within(groupOf('Profile')).findByText('Account Settings')).toBeInTheDocument();
    expect(within(groupOf('Profile')).getByText('E-mail address')).toBeInTheDocument();
    expect(
      within(groupOf('Security')).getByRole('heading', { name: 'Change Password' }),
    ).toBeInTheDocument();
    expect(within(groupOf('Appearance')).getByLabelText('Dark Mode')).toBeInTheDocument();
    await screen.findByDisplayValue('Ada');
    expect(screen.getAllByText(email, { exact: false })).toHaveLength(1);
  });

  it('edits the display name: the shared rule first, then the server, then the new name', async () => {
    const { calls } = installAccountApi();
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    const field = await screen.findByDisplayValue('Ada');
    const save = screen.getByRole('button', { name: 'Save Name' });
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '   ');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '  Ada Lovelace ');
    await user.click(save);
    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { name: 'Ada Lovelace' },
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it("shows the server's refusal in the form", async () => {
    installAccountApi({
      status: 400,
      body: { errors: [{ param: 'name', msg: 'Name must be on one line' }] },
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />);
    const field = await screen.findByDisplayValue('Ada');
    await user.type(field, ' B');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    const nameCard = screen.getByRole('region', { name: 'Display name' });
    expect(await within(nameCard).findByRole('alert')).toHaveTextContent(
      'Name must be on one line',
    );
    expect(field).toHaveValue('Ada B');
  });
});

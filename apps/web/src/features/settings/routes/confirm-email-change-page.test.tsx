import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ConfirmEmailChangePage } from './confirm-email-change-page.tsx';

beforeEach(() => clearCsrfToken());

const confirmPath = '/api/account/email/confirm';
const page = (url: string) =>
  renderApp(url, {
    routeObjects: [{ path: '/confirm-email-change', element: <ConfirmEmailChangePage /> }],
  });

describe('confirm e-mail change page', () => {
  it('changes nothing as it loads; the account moves only on the button', async () => {
    const { calls } = installFakeFetch((call) => {
      if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
      if (call.url.endsWith(confirmPath)) {
        return {
          status: 200,
          body: { message: 'Your email address is now new@example.com.', email: 'new@example.com' },
        };
      }
      return undefined;
    });
    page('/confirm-email-change?token=link-1');
    const button = await screen.findByRole('button', { name: 'Confirm new email address' });
    // A scanner that opens the page and runs its scripts stops here.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.url.endsWith(confirmPath))).toEqual([]);

    await userEvent.setup().click(button);
    expect(
      await screen.findByText('Your email address is now new@example.com.'),
    ).toBeInTheDocument();
    const sent = calls.filter((call) => call.url.endsWith(confirmPath));
    expect(sent.map((call) => call.body)).toEqual([{ token: 'link-1' }]);
    expect(screen.queryByRole('button', { name: 'Confirm new email address' })).toBeNull();
  });

  it("shows the server's refusal after the click", async () => {
    installFakeFetch((call) => {
      if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
      if (call.url.endsWith(confirmPath)) {
        return { status: 400, body: { msg: 'Invalid or expired email change link' } };
      }
      return undefined;
    });
    page('/confirm-email-change?token=old');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Confirm new email address' }));
    expect(await screen.findByText('Invalid or expired email change link')).toBeInTheDocument();
  });

  it('says the token is missing and offers no button without one', async () => {
    const { calls } = installFakeFetch(() => undefined);
    page('/confirm-email-change');
    expect(await screen.findByText('The link is missing its token.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm new email address' })).toBeNull();
    expect(calls.filter((call) => call.url.endsWith(confirmPath))).toEqual([]);
  });
});

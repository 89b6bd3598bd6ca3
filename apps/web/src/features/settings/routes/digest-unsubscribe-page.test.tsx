import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DIGEST_MESSAGES } from '@elevate/shared/schemas/digest';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DigestUnsubscribePage } from './digest-unsubscribe-page.tsx';

beforeEach(() => clearCsrfToken());

const unsubscribePath = '/api/digest/unsubscribe';
const posts = (calls: FakeCall[]) =>
  calls.filter((call) => new URL(call.url, 'http://localhost').pathname === unsubscribePath);
const page = (url: string) =>
  renderApp(url, { routeObjects: [{ path: '/unsubscribe', element: <DigestUnsubscribePage /> }] });

/** The unsubscribe endpoint answering `reply`; /api/auth/verify accepts a stored token. */
function installDigestApi(reply: { status: number; body: unknown }) {
  return installFakeFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/auth/verify') return { status: 200, body: {} };
    if (path === unsubscribePath) return reply;
    return undefined;
  });
}

const unsubscribed = {
  status: 200,
  body: { success: true, message: DIGEST_MESSAGES.unsubscribed },
};

describe('digest unsubscribe page', () => {
  it('changes nothing as it loads; the digest stops only on the button, once', async () => {
    const { calls } = installDigestApi(unsubscribed);
    page('/unsubscribe?token=link-1');
    expect(await screen.findByRole('heading', { name: 'Weekly digest' })).toBeInTheDocument();
    expect(screen.getByText('Stop the weekly digest e-mails for this address?')).toBeVisible();
    expect(document.title).toBe('Weekly digest | Elevate');
    const button = screen.getByRole('button', { name: 'Stop the weekly digest' });
    // A mail scanner that opens the page and runs its scripts stops here.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(calls)).toEqual([]);

    await userEvent.setup().click(button);
    expect(await screen.findByText(DIGEST_MESSAGES.unsubscribed)).toBeInTheDocument();
    const sent = posts(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(new URL(sent[0]!.url, 'http://localhost').searchParams.get('token')).toBe('link-1');
    // No session and no CSRF token: the link works from any browser.
    expect(sent[0]?.headers['x-csrf-token']).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Stop the weekly digest' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Elevate' })).toHaveAttribute('href', '/');
  });

  it("shows the server's answer to an unknown link", async () => {
    installDigestApi({ status: 404, body: { msg: DIGEST_MESSAGES.invalidLink } });
    page('/unsubscribe?token=unknown');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Stop the weekly digest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DIGEST_MESSAGES.invalidLink);
    expect(screen.queryByRole('button', { name: 'Stop the weekly digest' })).toBeNull();
  });

  it('says the link is not valid and offers no button without a token', async () => {
    const { calls } = installFakeFetch(() => undefined);
    page('/unsubscribe');
    expect(
      await screen.findByText(
        'This unsubscribe link is not valid. Turn the weekly digest off in Settings instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop the weekly digest' })).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it.each([
    ['signed out', undefined],
    ['signed in', 'tok'],
  ])('opens at /unsubscribe in the real routes, %s', async (_, token) => {
    installDigestApi(unsubscribed);
    const { router } = renderApp('/unsubscribe?token=link-1', { token });
    expect(
      await screen.findByRole('button', { name: 'Stop the weekly digest' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unsubscribe');
  });
});

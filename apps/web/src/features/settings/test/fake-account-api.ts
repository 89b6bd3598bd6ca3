import { installFakeFetch } from '../../../test/fake-fetch.ts';

export const FAKE_ACCOUNT_EMAIL = 'ada@example.com';

/**
 * GET and PATCH /api/account (and the signed-in user) for Settings tests: a PATCH changes
 * the account it answers afterwards, or is refused with `refusal` when one is given.
 */
export function installAccountApi(refusal?: { status: number; body?: unknown }) {
  const account = {
    email: FAKE_ACCOUNT_EMAIL,
    name: 'Ada',
    hasPassword: true,
    providerLinked: false,
    checklistDismissed: false,
    weeklyDigest: false,
  };
  return installFakeFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/auth/user') {
      return {
        status: 200,
        body: {
          id: 'u1',
          email: account.email,
          name: account.name,
          isVerified: true,
          hasCompletedOnboarding: true,
        },
      };
    }
    if (path === '/api/account' && call.method === 'PATCH') {
      if (refusal) return refusal;
      Object.assign(account, call.body);
      return { status: 200, body: { success: true } };
    }
    if (path === '/api/account') return { status: 200, body: account };
    return undefined;
  });
}

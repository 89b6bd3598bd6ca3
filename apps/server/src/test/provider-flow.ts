import { expect } from 'vitest';
import { csrfHeaders, type TestApp } from './app.ts';
import { freshAddress } from './auth.ts';
import type { TestOidcProvider } from './oidc-provider.ts';

export interface ProviderReturn {
  /** Where our callback sent the browser. */
  location: URL;
  /** The browser's `oidc_flow` cookie after the callback (`name=value`), or '' when cleared. */
  browserCookie: string;
}

/** The `oidc_flow` cookie a response sets, as a Cookie header pair; '' when it clears it. */
function flowCookieOf(setCookie: string | string[] | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = lines.find((candidate) => candidate.startsWith('oidc_flow='));
  const pair = line?.split(';')[0] ?? '';
  return pair === 'oidc_flow=' ? '' : pair;
}

/** One browser through a provider sign-in: our start route, the provider, our callback. */
export function providerFlow(t: TestApp, provider: TestOidcProvider) {
  async function signIn(
    subject: string,
    tamper: (url: URL) => void = () => {},
  ): Promise<ProviderReturn> {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const cookie = flowCookieOf(start.headers['set-cookie']);
    const back = await provider.signIn(String(start.headers.location), subject);
    tamper(back);
    const callback = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie },
    });
    expect(callback.statusCode).toBe(302);
    return {
      location: new URL(String(callback.headers.location)),
      browserCookie: flowCookieOf(callback.headers['set-cookie']),
    };
  }

  /** POST /api/auth/google/exchange as the web app sends it, with the given browser cookie. */
  async function exchangeRaw(payload: object, browserCookie: string) {
    const csrf = await csrfHeaders(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/google/exchange',
      payload,
      headers: {
        ...csrf,
        cookie: [csrf.cookie, browserCookie].filter(Boolean).join('; '),
      },
      remoteAddress: freshAddress(),
    });
  }
  const exchange = (code: string, browserCookie: string) => exchangeRaw({ code }, browserCookie);

  const codeOf = (back: ProviderReturn) => back.location.searchParams.get('token') ?? '';

  /** The whole sign-in: provider, callback, code exchange; the session token. */
  async function sessionFor(subject: string): Promise<string> {
    const back = await signIn(subject);
    const res = await exchange(codeOf(back), back.browserCookie);
    expect(res.statusCode).toBe(200);
    return (res.json() as { token: string }).token;
  }

  return { signIn, exchange, exchangeRaw, codeOf, sessionFor };
}

import { endpointPath, openToTokens, type Endpoint } from '@elevate/shared/contract/endpoint';
import { ACCESS_TOKEN_MESSAGES as MSG } from '@elevate/shared/schemas/access-tokens';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/app.ts';
import { bearer, send, STRONG_PASSWORD } from '../../test/auth.ts';
import { contractEndpoints } from '../../test/contract-endpoints.ts';
import { signedInUserPerFile } from '../../test/per-file.ts';
import { hashPassword } from '../auth/passwords.ts';

/**
 * Every endpoint of the contract, called with a personal access token (decision 0057):
 * those of ledger data answer within the token's scope, and every other signed-in
 * endpoint (password, e-mail, two-factor, passkeys, sessions, tokens, ledgers, export,
 * restore, deletion, live updates) refuses it before reading anything.
 */

const { t } = signedInUserPerFile();
const tokens = { read: '', readWrite: '' };
let endpoints: Endpoint[];

beforeAll(async () => {
  const user = await createTestUser(t, { passwordHash: await hashPassword(STRONG_PASSWORD) });
  for (const [key, scope] of [
    ['read', 'read'],
    ['readWrite', 'read-write'],
  ] as const) {
    const res = await send(
      t,
      'POST',
      '/api/tokens',
      { name: key, scope, password: STRONG_PASSWORD },
      { headers: user.headers },
    );
    expect(res.statusCode, res.body).toBe(201);
    tokens[key] = res.json().token;
  }
  endpoints = (await contractEndpoints()).filter((e) => e.auth === 'session');
});

const ID = '00000000-0000-4000-8000-000000000000';
const call = (endpoint: Endpoint, token: string) =>
  t.app.inject({
    method: endpoint.method,
    url: endpointPath(endpoint.path, new Proxy({}, { get: () => ID }) as Record<string, string>),
    headers: bearer(token),
    ...(endpoint.method === 'GET' ? {} : { payload: {} }),
  });

describe('what a personal access token reaches', () => {
  it('covers the contract: some endpoints are open to tokens and the security ones are not', () => {
    const open = endpoints.filter(openToTokens).map((e) => `${e.method} ${e.path}`);
    const closed = endpoints.filter((e) => !openToTokens(e)).map((e) => `${e.method} ${e.path}`);
    expect(open).toEqual(
      expect.arrayContaining([
        'GET /api/transactions',
        'POST /api/transactions',
        'GET /api/budgets',
        'POST /api/imports',
      ]),
    );
    expect(closed).toEqual(
      expect.arrayContaining([
        'POST /api/auth/change-password',
        'DELETE /api/account',
        'GET /api/account/export',
        'POST /api/account/restore',
        'GET /api/tokens',
        'POST /api/tokens',
        'GET /api/auth/passkeys',
        'GET /api/events',
      ]),
    );
  });

  it('refuses every endpoint not open to tokens, whatever the scope', async () => {
    for (const endpoint of endpoints.filter((e) => !openToTokens(e))) {
      for (const token of [tokens.read, tokens.readWrite]) {
        const res = await call(endpoint, token);
        expect([res.statusCode, res.body], `${endpoint.method} ${endpoint.path}`).toEqual([
          403,
          JSON.stringify({ msg: MSG.notForTokens }),
        ]);
      }
    }
  });

  it('lets a read token read ledger data and refuses its writes before anything is read', async () => {
    for (const endpoint of endpoints.filter(openToTokens)) {
      const res = await call(endpoint, tokens.read);
      const name = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.ledger === 'read') expect([401, 403], name).not.toContain(res.statusCode);
      else expect([res.statusCode, res.json()], name).toEqual([403, { msg: MSG.readOnly }]);
    }
  });

  it('lets a read-write token through to every endpoint of ledger data', async () => {
    for (const endpoint of endpoints.filter(openToTokens)) {
      const res = await call(endpoint, tokens.readWrite);
      expect([401, 403], `${endpoint.method} ${endpoint.path}: ${res.body}`).not.toContain(
        res.statusCode,
      );
    }
  });
});

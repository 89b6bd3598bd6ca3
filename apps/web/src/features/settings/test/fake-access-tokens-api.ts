import type { AccessToken } from '@elevate/shared/schemas/access-tokens';
import type { Ledger } from '@elevate/shared/schemas/ledgers';
import type { FakeCall } from '../../../test/fake-fetch.ts';

type Reply = { status: number; body?: unknown };

export const personal: Ledger = {
  _id: '7d9f0c1e-0000-4000-8000-0000000000a1',
  name: 'Personal',
  role: 'owner',
  personal: true,
  monthStartDay: 1,
};
export const family: Ledger = {
  _id: '7d9f0c1e-0000-4000-8000-0000000000a2',
  name: 'Family budget',
  role: 'editor',
  personal: false,
  monthStartDay: 1,
};
export const secret = 'elv_Zm9yIHRlc3RzIG9ubHksIG5ldmVyIGEgcmVhbCBzZWNyZXQ';

export const sampleToken = (overrides: Partial<AccessToken> = {}): AccessToken => ({
  _id: '7d9f0c1e-0000-4000-8000-0000000000b1',
  name: 'Deploy script',
  scope: 'read',
  ledgerId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  ...overrides,
});

type Options = {
  hasPassword?: boolean;
  ledgers?: Ledger[];
  /** An answer to POST /api/tokens instead of making the token. */
  refuseCreate?: Reply;
};

/** The token endpoints as the server answers them; a create or revoke changes `tokens`. */
export function tokensApi(tokens: AccessToken[], options: Options = {}) {
  const { hasPassword = true, ledgers = [personal, family], refuseCreate } = options;
  return (call: FakeCall): Reply | undefined => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/csrf-token') return { status: 200, body: { csrfToken: 'c' } };
    if (path === '/api/auth/2fa') {
      return { status: 200, body: { totpEnabled: false, recoveryCodesLeft: 0, hasPassword } };
    }
    if (path === '/api/ledgers') return { status: 200, body: { ledgers } };
    if (path === '/api/tokens' && call.method === 'GET') return { status: 200, body: { tokens } };
    if (path === '/api/tokens' && call.method === 'POST') {
      if (refuseCreate) return refuseCreate;
      const body = call.body as { name: string; scope: AccessToken['scope'] } & {
        expiresAt?: string | null;
        ledgerId?: string | null;
      };
      const token = sampleToken({
        _id: `7d9f0c1e-0000-4000-8000-00000000${String(tokens.length).padStart(4, '0')}`,
        name: body.name,
        scope: body.scope,
        ledgerId: body.ledgerId ?? null,
        createdAt: new Date().toISOString(),
        expiresAt: body.expiresAt ? `${body.expiresAt}T23:59:59.999Z` : null,
      });
      tokens.unshift(token);
      return { status: 201, body: { ...token, token: secret } };
    }
    if (path.startsWith('/api/tokens/') && call.method === 'DELETE') {
      const index = tokens.findIndex((token) => path.endsWith(token._id));
      if (index < 0) return { status: 404, body: { msg: 'Access token not found' } };
      tokens.splice(index, 1);
      return { status: 200, body: { success: true } };
    }
    return undefined;
  };
}

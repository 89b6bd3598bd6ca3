import { sessionApi } from '@elevate/shared/contract/auth';
import { callEndpoint } from '../../lib/call-endpoint.ts';

/** Only the status matters to these calls: their bodies are taken as they come, unchecked. */
const unchecked = { parse: () => undefined };

/**
 * GET /api/auth/verify: is the stored token still a session? Its body is not read
 * (docs/product/web-client.md). A 401 or 423 is the session provider's to handle, so neither ends the
 * session from here. Not a query: the answer is not data, and the provider throttles it.
 */
export async function verifySession(): Promise<void> {
  await callEndpoint(sessionApi.verify, { schema: unchecked, ignore401: true, ignore423: true });
}

/**
 * POST /api/auth/logout, revoking the session on the server too. The token goes with the
 * call explicitly because the caller removes it before the call is sent; no 429 retries
 * (the user has already left).
 */
export async function logout(token: string | null): Promise<void> {
  await callEndpoint(sessionApi.logout, {
    schema: unchecked,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ignore401: true,
    ignore423: true,
    retries429: 0,
  });
}

import { z } from 'zod';
import { providerCodeExchangeBody } from '../schemas/auth.ts';
import { signInResponse } from '../schemas/two-factor.ts';
import { AUTH_ERRORS } from './auth.ts';
import { area } from './endpoint.ts';

const provider = area('auth', AUTH_ERRORS);

/** What the provider sends back: a code and the state, or an error. */
export const providerCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/**
 * Sign-in with Google or another OpenID Connect provider (decision 0047). The
 * browser is redirected to the provider and back, so those two calls document
 * no answer body; the app then trades a one-time code for the session.
 */
export const providerSignInApi = {
  start: provider.get('/api/auth/google', {
    auth: 'none',
    summary: 'Start sign-in with Google (redirect)',
    responses: {},
    errors: [],
  }),
  callback: provider.get('/api/auth/google/callback', {
    auth: 'none',
    summary: 'Return point of the provider sign-in',
    query: providerCallbackQuery,
    responses: {},
    errors: [],
  }),
  /** The browser key cookie set on the way back binds the code to this browser. */
  exchange: provider.post('/api/auth/google/exchange', {
    auth: 'none',
    summary: 'Trade the one-time code of a provider sign-in for a session token (or a challenge)',
    body: providerCodeExchangeBody,
    responses: { 200: signInResponse },
  }),
};

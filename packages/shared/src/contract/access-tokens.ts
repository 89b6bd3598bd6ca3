import { idParams, successResponse } from '../schemas/common.ts';
import {
  accessTokenListResponse,
  createAccessTokenBody,
  createdAccessTokenResponse,
} from '../schemas/access-tokens.ts';
import { AUTH_ERRORS, AUTH_ERRORS_WITH_404 } from './auth.ts';
import { area } from './endpoint.ts';

const tokens = area('auth', AUTH_ERRORS);

/** Personal access tokens for scripts (decision 0057); only a signed-in session manages them. */
export const accessTokensApi = {
  list: tokens.get('/api/tokens', {
    summary: "The user's access tokens, newest first (never their secrets)",
    responses: { 200: accessTokenListResponse },
  }),
  create: tokens.post('/api/tokens', {
    summary:
      'Create an access token; needs the password or a fresh provider sign-in, and mails a notice. The secret is answered once.',
    body: createAccessTokenBody,
    responses: { 201: createdAccessTokenResponse },
  }),
  revoke: tokens.delete('/api/tokens/:id', {
    summary: "Revoke an access token at once (another user's id answers 404)",
    params: idParams,
    responses: { 200: successResponse },
    errors: AUTH_ERRORS_WITH_404,
  }),
};

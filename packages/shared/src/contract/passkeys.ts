import { tokenResponse } from '../schemas/auth.ts';
import { idParams, successResponse } from '../schemas/common.ts';
import {
  optionsResponse,
  passkeyListResponse,
  passkeyRegisterBody,
  passkeyRegistrationOptionsBody,
  passkeySchema,
  passkeySignInBody,
} from '../schemas/two-factor.ts';
import { AUTH_ERRORS, AUTH_ERRORS_WITH_404 } from './auth.ts';
import { area } from './endpoint.ts';

const passkeys = area('auth', AUTH_ERRORS);

/** Registering, listing and removing passkeys, and signing in with one. */
export const passkeysApi = {
  list: passkeys.get('/api/auth/passkeys', {
    summary: "The user's passkeys, newest first",
    responses: { 200: passkeyListResponse },
  }),
  registrationOptions: passkeys.post('/api/auth/passkeys/registration-options', {
    summary:
      'Options for navigator.credentials.create() (a discoverable credential); needs the password or a fresh provider sign-in',
    body: passkeyRegistrationOptionsBody,
    responses: { 200: optionsResponse },
  }),
  register: passkeys.post('/api/auth/passkeys', {
    summary: 'Register a passkey under a name',
    body: passkeyRegisterBody,
    responses: { 201: passkeySchema },
  }),
  remove: passkeys.delete('/api/auth/passkeys/:id', {
    summary: "Remove a passkey (another user's id answers 404)",
    params: idParams,
    responses: { 200: successResponse },
    errors: AUTH_ERRORS_WITH_404,
  }),
  signInOptions: passkeys.post('/api/auth/passkeys/sign-in-options', {
    auth: 'none',
    summary: "Options for 'Sign in with a passkey' (no account named)",
    responses: { 200: optionsResponse },
  }),
  signIn: passkeys.post('/api/auth/passkeys/sign-in', {
    auth: 'none',
    summary: 'Sign in with a passkey, without a password',
    body: passkeySignInBody,
    responses: { 200: tokenResponse },
  }),
};

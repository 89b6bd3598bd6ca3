import { revokeOthersResponse, sessionsResponse } from '../schemas/account.ts';
import {
  changePasswordBody,
  changePasswordResponse,
  completeOnboardingResponse,
  loginBody,
  logoutResponse,
  passwordResetBody,
  passwordResetRequestBody,
  passwordResetRequestResponse,
  passwordResetResponse,
  passwordResetVerifyBody,
  passwordResetVerifyResponse,
  registerBody,
  sendVerificationBody,
  sendVerificationResponse,
  tokenResponse,
  userResponse,
  verifyEmailBody,
  verifyEmailResponse,
  verifySessionResponse,
} from '../schemas/auth.ts';
import { idParams, successResponse } from '../schemas/common.ts';
import { signInResponse } from '../schemas/two-factor.ts';
import { area, type ErrorStatus } from './endpoint.ts';

/** Every auth call documents the same errors; the ones naming an id add 404. */
export const AUTH_ERRORS: readonly ErrorStatus[] = [400, 401, 403, 409, 423, 429];
export const AUTH_ERRORS_WITH_404: readonly ErrorStatus[] = [400, 401, 403, 404, 409, 423, 429];

const auth = area('auth', AUTH_ERRORS);

/** Registering, signing in and out, and the signed-in user (decision 0047). */
export const sessionApi = {
  register: auth.post('/api/auth/register', {
    auth: 'none',
    summary: 'Create an account; mails a verification link',
    body: registerBody,
    responses: { 201: tokenResponse },
  }),
  login: auth.post('/api/auth/login', {
    auth: 'none',
    summary: 'Sign in with e-mail and password (with two-factor on: a challenge, no session)',
    body: loginBody,
    responses: { 200: signInResponse },
  }),
  /** Works without a live session too: the client clears its token either way. */
  logout: auth.post('/api/auth/logout', {
    auth: 'token',
    summary: 'Revoke the presented session',
    responses: { 200: logoutResponse },
  }),
  verify: auth.get('/api/auth/verify', {
    summary: 'Check the session',
    responses: { 200: verifySessionResponse },
  }),
  user: auth.get('/api/auth/user', {
    summary: 'The signed-in user',
    responses: { 200: userResponse },
  }),
  completeOnboarding: auth.post('/api/auth/complete-onboarding', {
    summary: 'Mark the tour as done',
    responses: { 200: completeOnboardingResponse },
  }),
};

/** Proving an e-mail address after registering. */
export const verificationApi = {
  verifyEmail: auth.post('/api/auth/verification/verify-email', {
    auth: 'none',
    summary: 'Verify an e-mail address with the mailed token',
    body: verifyEmailBody,
    responses: { 200: verifyEmailResponse },
  }),
  sendVerification: auth.post('/api/auth/verification/send-verification', {
    auth: 'none',
    summary: 'Mail a new verification link',
    body: sendVerificationBody,
    responses: { 200: sendVerificationResponse },
  }),
};

/** A forgotten password reset by mail, and a known one changed while signed in. */
export const passwordApi = {
  resetRequest: auth.post('/api/auth/password-reset/request', {
    auth: 'none',
    summary: 'Mail a password reset link',
    body: passwordResetRequestBody,
    responses: { 200: passwordResetRequestResponse },
  }),
  resetVerify: auth.post('/api/auth/password-reset/verify', {
    auth: 'none',
    summary: 'Check a reset token without using it',
    body: passwordResetVerifyBody,
    responses: { 200: passwordResetVerifyResponse },
  }),
  reset: auth.post('/api/auth/password-reset/reset', {
    auth: 'none',
    summary: 'Set a new password with a reset token',
    body: passwordResetBody,
    responses: { 200: passwordResetResponse },
  }),
  change: auth.post('/api/auth/change-password', {
    summary: 'Change the password; ends every session and answers a new token',
    body: changePasswordBody,
    responses: { 200: changePasswordResponse },
  }),
};

/** Signed-in devices: the user's sessions, and signing them out. */
export const devicesApi = {
  list: auth.get('/api/auth/sessions', {
    summary: 'The signed-in devices: live sessions with browser and system',
    responses: { 200: sessionsResponse },
    errors: AUTH_ERRORS_WITH_404,
  }),
  revoke: auth.delete('/api/auth/sessions/:id', {
    summary: "Sign out one of the user's sessions (404 for any other id)",
    params: idParams,
    responses: { 200: successResponse },
    errors: AUTH_ERRORS_WITH_404,
  }),
  revokeOthers: auth.post('/api/auth/sessions/revoke-others', {
    summary: 'Sign out every other session of the user',
    responses: { 200: revokeOthersResponse },
    errors: AUTH_ERRORS_WITH_404,
  }),
};

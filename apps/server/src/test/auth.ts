import type { InjectOptions } from 'fastify';
import { csrfHeaders, type TestApp } from './app.ts';
import { tokenFromMail, type SmtpCapture } from './smtp-capture.ts';

export const STRONG_PASSWORD = 'Str0ng!Pass';

let sequence = 0;
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now()}-${(sequence += 1)}@example.com`;

let addressCounter = 0;
/** A fresh client address per call, so the per-IP limits only bite the tests that aim at them. */
export const freshAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** A non-GET API call as the browser client makes it: CSRF cookie and header, JSON body. */
export async function send(
  t: TestApp,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  extra: Partial<Pick<InjectOptions, 'headers' | 'remoteAddress'>> = {},
) {
  const headers = { ...(await csrfHeaders(t.app)), ...extra.headers };
  return t.app.inject({
    method,
    url,
    payload,
    headers,
    remoteAddress: extra.remoteAddress ?? freshAddress(),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers through the API and reads the verification token from the captured mail. */
export async function registerUser(
  t: TestApp,
  smtp: SmtpCapture,
  email: string,
  password = STRONG_PASSWORD,
) {
  const res = await send(t, 'POST', '/api/auth/register', {
    name: 'Ada Lovelace',
    email,
    password,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Verify'));
  return {
    sessionToken: (res.json() as { token: string }).token,
    verifyToken: tokenFromMail(mail, '/verify-email'),
  };
}

/** A verified account with a password, signed in through the login endpoint. */
export async function signedUpUser(t: TestApp, smtp: SmtpCapture, email = uniqueEmail()) {
  const { verifyToken } = await registerUser(t, smtp, email);
  await send(t, 'POST', '/api/auth/verification/verify-email', { token: verifyToken });
  const res = await send(t, 'POST', '/api/auth/login', { email, password: STRONG_PASSWORD });
  return { email, token: (res.json() as { token: string }).token };
}

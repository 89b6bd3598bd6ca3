import { describe, expect, it } from 'vitest';
import { bearer, send, uniqueEmail } from '../../../test/auth.ts';
import { totpCode } from '../../../test/totp.ts';
import { appWithProviderPerFile } from '../../../test/per-file.ts';

const { t, provider, flow } = appWithProviderPerFile();

const withBearer = (token: string) => ({ headers: bearer(token) });

describe('provider sign-in with two-factor on', () => {
  it('stops at the challenge; the session comes only with a code', async () => {
    const subject = `sub-${uniqueEmail('p')}`;
    provider.accounts.set(subject, { email: uniqueEmail('p2fa'), email_verified: true });
    const token = await flow.sessionFor(subject);
    const { secret } = (
      await send(t, 'POST', '/api/auth/2fa/totp/setup', {}, withBearer(token))
    ).json();
    const enable = await send(
      t,
      'POST',
      '/api/auth/2fa/totp/enable',
      { code: totpCode(secret) },
      withBearer(token),
    );
    expect(enable.statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/auth/2fa', ...withBearer(token) });
    expect(status.json()).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, hasPassword: false });

    const back = await flow.signIn(subject);
    const exchanged = await flow.exchange(flow.codeOf(back), back.browserCookie);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      passkey: false,
    });
    const { challenge } = exchanged.json();
    const wrong = await send(t, 'POST', '/api/auth/2fa/verify', {
      challenge,
      code: totpCode(secret, 1) === '111111' ? '111112' : '111111',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await send(t, 'POST', '/api/auth/2fa/verify', {
      challenge,
      code: totpCode(secret, 1),
    });
    expect(right.statusCode).toBe(200);

    // A password-less account turns it off with a code alone.
    const off = await send(
      t,
      'POST',
      '/api/auth/2fa/totp/disable',
      { code: enable.json().recoveryCodes[0] },
      withBearer(right.json().token),
    );
    expect(off.statusCode).toBe(200);
    const again = await flow.signIn(subject);
    expect((await flow.exchange(flow.codeOf(again), again.browserCookie)).json()).toEqual({
      token: expect.any(String),
    });
  });
});

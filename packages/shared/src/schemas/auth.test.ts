import { describe, expect, it } from 'vitest';
import {
  changePasswordBody,
  loginBody,
  passwordResetBody,
  registerBody,
  verifyEmailBody,
} from './auth.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('register body', () => {
  it('trims the name and trims and lowercases the email', () => {
    expect(
      registerBody.parse({ name: '  Ada ', email: ' Ada@Example.COM ', password: 'Abcdef1!' }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'Abcdef1!',
    });
  });

  it('names each unmet password rule', () => {
    const result = registerBody.safeParse({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'abcdefgh',
    });
    expect(messages(result)).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (@$!%*?&)',
    ]);
    expect(result.error?.issues.every((issue) => issue.path[0] === 'password')).toBe(true);
  });

  it('accepts 128 characters and refuses 129 rather than truncating', () => {
    const base = 'Abcdef1!';
    expect(
      registerBody.safeParse({ name: 'A', email: 'a@b.co', password: base.padEnd(128, 'x') })
        .success,
    ).toBe(true);
    const result = registerBody.safeParse({
      name: 'A',
      email: 'a@b.co',
      password: base.padEnd(129, 'x'),
    });
    expect(messages(result)).toEqual(['Password must be at most 128 characters']);
  });

  it.each([
    [{ email: 'a@b.co', password: 'Abcdef1!' }, 'Name is required'],
    [{ name: '   ', email: 'a@b.co', password: 'Abcdef1!' }, 'Name is required'],
    [
      { name: 'A'.repeat(101), email: 'a@b.co', password: 'Abcdef1!' },
      'Name must be at most 100 characters',
    ],
    [
      { name: 'A', email: 'not-an-email', password: 'Abcdef1!' },
      'Please provide a valid email address',
    ],
    [{ name: 'A', email: '', password: 'Abcdef1!' }, 'Email is required'],
    [{ name: 'A', email: 'a@b.co' }, 'Password is required'],
  ])('refuses %j with %s', (body, message) => {
    expect(messages(registerBody.safeParse(body))).toEqual([message]);
  });

  it('refuses unknown keys, __proto__ included', () => {
    const body = JSON.parse(
      '{"name":"A","email":"a@b.co","password":"Abcdef1!","__proto__":{"isVerified":true}}',
    );
    const result = registerBody.safeParse(body);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['__proto__'],
    });
    expect(
      registerBody.safeParse({ name: 'A', email: 'a@b.co', password: 'Abcdef1!', isVerified: true })
        .success,
    ).toBe(false);
  });
});

describe('other auth bodies', () => {
  it('checks sign-in passwords only for presence', () => {
    expect(loginBody.safeParse({ email: 'a@b.co', password: 'weak' }).success).toBe(true);
    expect(messages(loginBody.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'Password is required',
    ]);
  });

  it('applies the rules to a new password only', () => {
    expect(
      changePasswordBody.safeParse({ currentPassword: 'old', newPassword: 'Abcdef1!' }).success,
    ).toBe(true);
    const result = changePasswordBody.safeParse({ currentPassword: '', newPassword: 'Abcdefg1' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'currentPassword',
      'newPassword',
    ]);
    expect(passwordResetBody.safeParse({ token: 't', password: 'short' }).success).toBe(false);
  });

  it('needs a token', () => {
    expect(messages(verifyEmailBody.safeParse({}))).toEqual(['Token is required']);
    expect(messages(verifyEmailBody.safeParse({ token: '  ' }))).toEqual(['Token is required']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (user: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/account',
    headers: user.headers,
    payload: payload as object,
  });
const account = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/account', headers: user.headers })).json();
const userName = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).json().name;

describe('PATCH /api/account', () => {
  it('changes the display name, trimmed, and both account answers show it', async () => {
    const user = await createTestUser(t, { name: 'Old Name' });
    const res = await patch(user, { name: '  Ada Lovelace  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await account(user)).name).toBe('Ada Lovelace');
    expect(await userName(user)).toBe('Ada Lovelace');
  });

  it.each([
    ['an empty name', { name: '' }, 'Name is required'],
    ['a name of spaces only', { name: '   ' }, 'Name is required'],
    [
      'a name over 100 characters',
      { name: 'x'.repeat(101) },
      'Name must be at most 100 characters',
    ],
    ['a name with a line break', { name: 'Ada\nBcc: x@example.com' }, 'Name must be on one line'],
    ['a name that is not a string', { name: 42 }, 'Name'],
  ])('refuses %s with 400 in the errors shape and keeps the old name', async (_, body, msg) => {
    const user = await createTestUser(t, { name: 'Kept' });
    const res = await patch(user, body);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { param: string; msg: string }[];
    expect(errors[0]).toMatchObject({ param: 'name' });
    expect(errors[0]!.msg).toContain(msg);
    expect(await userName(user)).toBe('Kept');
  });

  it('accepts exactly 100 characters', async () => {
    const user = await createTestUser(t);
    expect((await patch(user, { name: 'y'.repeat(100) })).statusCode).toBe(200);
    expect(await userName(user)).toBe('y'.repeat(100));
  });

  it('refuses an empty body, unknown fields and un-dismissing the checklist', async () => {
    const user = await createTestUser(t, { name: 'Kept' });
    for (const body of [{}, { email: 'other@example.com' }, { checklistDismissed: false }]) {
      const res = await patch(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await account(user)).toMatchObject({ name: 'Kept', checklistDismissed: false });
  });

  it('changes only the caller: another account keeps its name and checklist', async () => {
    const alice = await createTestUser(t, { name: 'Alice' });
    const bob = await createTestUser(t, { name: 'Bob' });
    expect((await patch(alice, { name: 'Alice B', checklistDismissed: true })).statusCode).toBe(
      200,
    );
    expect(await account(alice)).toMatchObject({ name: 'Alice B', checklistDismissed: true });
    expect(await account(bob)).toMatchObject({ name: 'Bob', checklistDismissed: false });
  });

  it('remembers a dismissed checklist without touching the name', async () => {
    const user = await createTestUser(t, { name: 'Same' });
    expect((await account(user)).checklistDismissed).toBe(false);
    expect((await patch(user, { checklistDismissed: true })).statusCode).toBe(200);
    expect(await account(user)).toMatchObject({ name: 'Same', checklistDismissed: true });
  });

  it('needs a session and a CSRF token', async () => {
    const user = await createTestUser(t, { name: 'Kept' });
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { ...user.headers, authorization: '' },
      payload: { name: 'Hijack' },
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { authorization: user.headers.authorization },
      payload: { name: 'Hijack' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await userName(user)).toBe('Kept');
  });
});

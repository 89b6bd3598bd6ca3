import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgers } from '../../db/schema.ts';
import { apiClient, type ApiClient } from '../../test/api-client.ts';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
const as = (user: TestUser): ApiClient => apiClient(t.app, user);

beforeAll(async () => {
  t = await createTestApp();
  [owner, editor, viewer, stranger] = await Promise.all([
    createTestUser(t),
    createTestUser(t),
    createTestUser(t),
    createTestUser(t),
  ]);
});
afterAll(() => t.close());

describe('ledgers', () => {
  it('lists the personal ledger first, creates, renames and deletes a ledger', async () => {
    const api = as(owner);
    expect((await api.get('/api/ledgers')).body).toEqual({
      ledgers: [
        { _id: owner.id, name: 'Personal', role: 'owner', personal: true, monthStartDay: 1 },
      ],
    });

    const created = await api.post('/api/ledgers', { name: '  Household  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      _id: expect.any(String),
      name: 'Household',
      role: 'owner',
      personal: false,
      monthStartDay: 1,
    });
    const id = created.body._id as string;
    expect(id).not.toBe(owner.id);
    await api.post('/api/ledgers', { name: 'Allotment' });
    const names = (await api.get('/api/ledgers')).body.ledgers.map((l: { name: string }) => l.name);
    expect(names).toEqual(['Personal', 'Allotment', 'Household']);

    const renamed = await api.put(`/api/ledgers/${id}`, { name: 'Home' });
    expect(renamed).toEqual({
      status: 200,
      body: { _id: id, name: 'Home', role: 'owner', personal: false, monthStartDay: 1 },
    });
    const personalRenamed = await api.put(`/api/ledgers/${owner.id}`, { name: 'Mine' });
    expect(personalRenamed.body).toMatchObject({ name: 'Mine', personal: true, monthStartDay: 1 });

    expect((await api.del(`/api/ledgers/${id}`)).status).toBe(200);
    expect(await t.database.db.select().from(ledgers).where(eq(ledgers.id, id))).toEqual([]);
    expect((await api.put(`/api/ledgers/${id}`, { name: 'Gone' })).status).toBe(404);
  });

  it('keeps the personal ledger: it cannot be deleted', async () => {
    const res = await as(owner).del(`/api/ledgers/${owner.id}`);
    expect(res).toEqual({ status: 409, body: { msg: 'Your personal ledger cannot be deleted.' } });
    expect((await as(owner).get('/api/ledgers')).body.ledgers[0]).toMatchObject({
      _id: owner.id,
      personal: true,
    });
  });

  it('refuses names that are empty, too long or not strings', async () => {
    const api = as(owner);
    for (const name of ['', '   ', 'x'.repeat(101), 42]) {
      const res = await api.post('/api/ledgers', { name });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].param).toBe('name');
    }
    expect((await api.post('/api/ledgers', { name: 'x'.repeat(100) })).status).toBe(201);
    expect((await api.post('/api/ledgers', { name: 'A', extra: 1 })).status).toBe(400);
  });

  it('another member sees the ledger with their own role, and not as their personal one', async () => {
    const id = await createSharedLedger(t.database.db, owner, [{ user: viewer, role: 'viewer' }]);
    const mine = (await as(viewer).get('/api/ledgers')).body.ledgers;
    expect(mine).toContainEqual({
      _id: id,
      name: 'Household',
      role: 'viewer',
      personal: false,
      monthStartDay: 1,
    });
    expect(mine[0]).toEqual({
      _id: viewer.id,
      name: 'Personal',
      role: 'owner',
      personal: true,
      monthStartDay: 1,
    });
    const theirs = (await as(stranger).get('/api/ledgers')).body.ledgers;
    expect(theirs.map((l: { _id: string }) => l._id)).toEqual([stranger.id]);
  });
});

describe('roles on every ledger endpoint', () => {
  let ledgerId: string;
  let invitationId: string;
  beforeAll(async () => {
    ledgerId = await createSharedLedger(t.database.db, owner, [
      { user: editor, role: 'editor' },
      { user: viewer, role: 'viewer' },
    ]);
    const invited = await as(owner).post(`/api/ledgers/${ledgerId}/invitations`, {
      email: 'friend@example.com',
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    invitationId = invited.body._id;
  });

  // `target`: the member a membership call is about (another one than the caller).
  const calls = (id: string, target = viewer) => [
    { name: 'rename', call: (api: ApiClient) => api.put(`/api/ledgers/${id}`, { name: 'X' }) },
    { name: 'delete', call: (api: ApiClient) => api.del(`/api/ledgers/${id}`) },
    {
      name: 'invite',
      call: (api: ApiClient) =>
        api.post(`/api/ledgers/${id}/invitations`, { email: 'x@example.com', role: 'editor' }),
    },
    {
      name: 'list invitations',
      call: (api: ApiClient) => api.get(`/api/ledgers/${id}/invitations`),
    },
    {
      name: 'revoke invitation',
      call: (api: ApiClient) => api.del(`/api/ledgers/${id}/invitations/${invitationId}`),
    },
    {
      name: 'change a role',
      call: (api: ApiClient) =>
        api.put(`/api/ledgers/${id}/members/${target.id}`, { role: 'editor' }),
    },
    {
      name: 'hand over',
      call: (api: ApiClient) =>
        api.put(`/api/ledgers/${id}/members/${target.id}`, { role: 'owner' }),
    },
    {
      name: 'remove a member',
      call: (api: ApiClient) => api.del(`/api/ledgers/${id}/members/${target.id}`),
    },
  ];

  it('an editor and a viewer get 403 on every owner-only call, and nothing changes', async () => {
    for (const [member, other] of [
      [editor, viewer],
      [viewer, editor],
    ] as const) {
      for (const { name, call } of calls(ledgerId, other)) {
        const res = await call(as(member));
        expect({ name, ...res }).toEqual({
          name,
          status: 403,
          body: { msg: "Only the ledger's owner can do this." },
        });
      }
    }
    const members = (await as(owner).get(`/api/ledgers/${ledgerId}/members`)).body.members;
    expect(members.map((m: { role: string }) => m.role)).toEqual(['owner', 'editor', 'viewer']);
    expect(
      (await as(owner).get(`/api/ledgers/${ledgerId}/invitations`)).body.invitations,
    ).toHaveLength(1);
  });

  it('a non-member gets the 404 of a missing ledger on every call, members list included', async () => {
    const missing = randomUUID();
    const everything = (id: string) => [
      ...calls(id),
      { name: 'members', call: (api: ApiClient) => api.get(`/api/ledgers/${id}/members`) },
      {
        name: 'leave',
        call: (api: ApiClient) => api.del(`/api/ledgers/${id}/members/${stranger.id}`),
      },
    ];
    for (const id of [ledgerId, missing]) {
      for (const { name, call } of everything(id)) {
        const res = await call(as(stranger));
        expect({ name, ...res }).toEqual({ name, status: 404, body: { msg: 'Ledger not found' } });
      }
    }
    expect((await as(stranger).get('/api/ledgers/not-a-uuid/members')).status).toBe(400);
  });

  it('every member reads the members by name and role, never an address', async () => {
    for (const member of [owner, editor, viewer]) {
      const res = await as(member).get(`/api/ledgers/${ledgerId}/members`);
      expect(res.status).toBe(200);
      expect(res.body.members).toEqual([
        { userId: owner.id, name: 'Test User', role: 'owner', email: null },
        { userId: editor.id, name: 'Test User', role: 'editor', email: null },
        { userId: viewer.id, name: 'Test User', role: 'viewer', email: null },
      ]);
      expect(JSON.stringify(res.body)).not.toContain('@');
    }
  });

  it('writes need the CSRF pair', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ledgers',
      headers: { authorization: owner.headers.authorization! },
      payload: { name: 'No CSRF' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/ledgers' })).statusCode).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerMembers } from '../../db/schema.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';

const { t, smtp } = appWithMailPerFile();
const as = (user: TestUser) => apiClient(t.app, user);
const newUser = (name: string) => createTestUser(t, { name });

async function rolesOf(ledgerId: string) {
  const rows = await t.database.db
    .select({ userId: ledgerMembers.userId, role: ledgerMembers.role })
    .from(ledgerMembers)
    .where(eq(ledgerMembers.ledgerId, ledgerId));
  return Object.fromEntries(rows.map((r) => [r.userId, r.role]));
}

describe('roles and hand-over', () => {
  it("the owner changes a member's role", async () => {
    const [owner, ann] = [await newUser('Olive'), await newUser('Ann')];
    const id = await createSharedLedger(t.database.db, owner, [{ user: ann, role: 'viewer' }]);
    const res = await as(owner).put(`/api/ledgers/${id}/members/${ann.id}`, { role: 'editor' });
    expect(res).toEqual({
      status: 200,
      body: {
        members: [
          { userId: owner.id, name: 'Olive', role: 'owner', email: null },
          { userId: ann.id, name: 'Ann', role: 'editor', email: null },
        ],
      },
    });
    const bad = await as(owner).put(`/api/ledgers/${id}/members/${ann.id}`, { role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({
      param: 'role',
      msg: 'Role must be owner, editor or viewer',
    });
  });

  it('hands the ledger over: the new owner is mailed, the old one becomes an editor', async () => {
    const [owner, ann] = [await newUser('Olive'), await newUser('Ann')];
    const id = await createSharedLedger(
      t.database.db,
      owner,
      [{ user: ann, role: 'viewer' }],
      'Holiday fund',
    );
    const res = await as(owner).put(`/api/ledgers/${id}/members/${ann.id}`, { role: 'owner' });
    expect(res.status).toBe(200);
    expect(await rolesOf(id)).toEqual({ [owner.id]: 'editor', [ann.id]: 'owner' });
    expect((await as(ann).get('/api/ledgers')).body.ledgers).toContainEqual({
      _id: id,
      name: 'Holiday fund',
      role: 'owner',
      personal: false,
      monthStartDay: 1,
    });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(ann.email) && m.subject === 'You now own a ledger on Elevate',
    );
    expect(mail.text).toContain('Olive made you the owner of the ledger "Holiday fund"');
    // The old owner is an editor now: owner-only calls are refused.
    const again = await as(owner).put(`/api/ledgers/${id}/members/${ann.id}`, { role: 'viewer' });
    expect(again.status).toBe(403);
  });

  it("refuses a change of the owner's own role, a non-member target and a personal ledger hand-over", async () => {
    const [owner, ann, stranger] = [await newUser('O'), await newUser('A'), await newUser('S')];
    const id = await createSharedLedger(t.database.db, owner, [{ user: ann, role: 'editor' }]);
    const own = await as(owner).put(`/api/ledgers/${id}/members/${owner.id}`, { role: 'editor' });
    expect(own.status).toBe(400);
    expect(own.body.msg).toContain('make another member the owner');
    const notMember = await as(owner).put(`/api/ledgers/${id}/members/${stranger.id}`, {
      role: 'viewer',
    });
    expect(notMember).toEqual({ status: 404, body: { msg: 'Member not found' } });

    // The personal ledger shared with someone stays its owner's.
    await t.database.db
      .insert(ledgerMembers)
      .values({ ledgerId: owner.id, userId: ann.id, role: 'editor' });
    const personal = await as(owner).put(`/api/ledgers/${owner.id}/members/${ann.id}`, {
      role: 'owner',
    });
    expect(personal.status).toBe(409);
    expect(personal.body.msg).toContain('cannot be handed over');
    expect(await rolesOf(owner.id)).toEqual({ [owner.id]: 'owner', [ann.id]: 'editor' });
    expect(await rolesOf(id)).toEqual({ [owner.id]: 'owner', [ann.id]: 'editor' });
  });

  it('two hand-overs at once leave exactly one owner', async () => {
    const [owner, ann, bob] = [await newUser('O'), await newUser('A'), await newUser('B')];
    const id = await createSharedLedger(t.database.db, owner, [
      { user: ann, role: 'editor' },
      { user: bob, role: 'viewer' },
    ]);
    const answers = await Promise.all([
      as(owner).put(`/api/ledgers/${id}/members/${ann.id}`, { role: 'owner' }),
      as(owner).put(`/api/ledgers/${id}/members/${bob.id}`, { role: 'owner' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    const roles = await rolesOf(id);
    expect(Object.values(roles).filter((r) => r === 'owner')).toHaveLength(1);
    expect(roles[owner.id]).toBe('editor');
    const winner = answers[0]!.status === 200 ? ann : bob;
    expect(roles[winner.id]).toBe('owner');
  });
});

describe('leaving and removing', () => {
  it('a member leaves; the owner cannot leave without handing over', async () => {
    const [owner, ann] = [await newUser('O'), await newUser('A')];
    const id = await createSharedLedger(t.database.db, owner, [{ user: ann, role: 'viewer' }]);
    const stay = await as(owner).del(`/api/ledgers/${id}/members/${owner.id}`);
    expect(stay.status).toBe(409);
    expect(stay.body.msg).toContain('Make another member the owner first');

    const left = await as(ann).del(`/api/ledgers/${id}/members/${ann.id}`);
    expect(left).toEqual({ status: 200, body: { success: true, message: 'You left the ledger' } });
    expect(await rolesOf(id)).toEqual({ [owner.id]: 'owner' });
    // Gone for the one who left: the ledger answers like a missing one.
    expect((await as(ann).get(`/api/ledgers/${id}/members`)).status).toBe(404);
    expect((await as(ann).get('/api/ledgers')).body.ledgers).toHaveLength(1);

    // After a hand-over the old owner may leave.
    const [bob] = [await newUser('B')];
    await t.database.db
      .insert(ledgerMembers)
      .values({ ledgerId: id, userId: bob.id, role: 'editor' });
    await as(owner).put(`/api/ledgers/${id}/members/${bob.id}`, { role: 'owner' });
    expect((await as(owner).del(`/api/ledgers/${id}/members/${owner.id}`)).status).toBe(200);
    expect(await rolesOf(id)).toEqual({ [bob.id]: 'owner' });
  });

  it('the owner removes a member; an editor cannot; a non-member target is 404', async () => {
    const [owner, ann, bob, stranger] = [
      await newUser('O'),
      await newUser('A'),
      await newUser('B'),
      await newUser('S'),
    ];
    const id = await createSharedLedger(t.database.db, owner, [
      { user: ann, role: 'editor' },
      { user: bob, role: 'viewer' },
    ]);
    const byEditor = await as(ann).del(`/api/ledgers/${id}/members/${bob.id}`);
    expect(byEditor.status).toBe(403);
    const missing = await as(owner).del(`/api/ledgers/${id}/members/${stranger.id}`);
    expect(missing).toEqual({ status: 404, body: { msg: 'Member not found' } });
    const removed = await as(owner).del(`/api/ledgers/${id}/members/${bob.id}`);
    expect(removed).toEqual({ status: 200, body: { success: true, message: 'Member removed' } });
    expect(await rolesOf(id)).toEqual({ [owner.id]: 'owner', [ann.id]: 'editor' });
    const [row] = await t.database.db
      .select()
      .from(ledgerMembers)
      .where(and(eq(ledgerMembers.ledgerId, id), eq(ledgerMembers.userId, bob.id)));
    expect(row).toBeUndefined();
  });
});

describe('membership changes in the activity log', () => {
  it('role changes, removals and leaving are logged for every member to read, newest first', async () => {
    const [owner, ann, bob] = [await newUser('Olive'), await newUser('Ann'), await newUser('Bob')];
    const id = await createSharedLedger(t.database.db, owner, [
      { user: ann, role: 'viewer' },
      { user: bob, role: 'editor' },
    ]);
    expect(
      (await as(owner).put(`/api/ledgers/${id}/members/${ann.id}`, { role: 'editor' })).status,
    ).toBe(200);
    expect((await as(owner).del(`/api/ledgers/${id}/members/${bob.id}`)).status).toBe(200);
    expect((await as(ann).del(`/api/ledgers/${id}/members/${ann.id}`)).status).toBe(200);
    const log = await as(owner).get(`/api/ledgers/${id}/activity?entity=member`);
    expect(log.status).toBe(200);
    expect(
      log.body.events.map(
        (e: { action: string; actor: { name: string }; entityId: string; summary: string }) => [
          e.action,
          e.actor.name,
          e.entityId,
          e.summary,
        ],
      ),
    ).toEqual([
      ['left', 'Ann', ann.id, ''],
      ['removed', 'Olive', bob.id, ''],
      ['role-changed', 'Olive', ann.id, 'editor'],
    ]);
  });
});

describe("a member's address", () => {
  it('stays hidden from the others until its member shows it, per ledger; they can hide it again', async () => {
    const [owner, ann] = [await newUser('Olive'), await newUser('Ann')];
    const household = await createSharedLedger(t.database.db, owner, [
      { user: ann, role: 'viewer' },
    ]);
    const trip = await createSharedLedger(t.database.db, owner, [{ user: ann, role: 'editor' }]);
    const addressOf = async (viewer: TestUser, ledgerId: string, memberId: string) =>
      (await as(viewer).get(`/api/ledgers/${ledgerId}/members`)).body.members.find(
        (m: { userId: string }) => m.userId === memberId,
      ).email;
    expect(await addressOf(owner, household, ann.id)).toBeNull();

    // A viewer may make this choice too: it is about themself, not the ledger's data.
    const shown = await as(ann).put(`/api/ledgers/${household}/membership`, { showEmail: true });
    expect(shown.status).toBe(200);
    expect(await addressOf(owner, household, ann.id)).toBe(ann.email);
    expect(await addressOf(ann, household, ann.id)).toBe(ann.email);
    // Only in that ledger; and the owner's own stays hidden.
    expect(await addressOf(owner, trip, ann.id)).toBeNull();
    expect(await addressOf(ann, household, owner.id)).toBeNull();

    await as(ann).put(`/api/ledgers/${household}/membership`, { showEmail: false });
    expect(await addressOf(owner, household, ann.id)).toBeNull();
  });

  it('is a choice of members only: a stranger gets a missing ledger, a bad body a 400', async () => {
    const [owner, stranger] = [await newUser('Olive'), await newUser('Sam')];
    const id = await createSharedLedger(t.database.db, owner);
    const refused = await as(stranger).put(`/api/ledgers/${id}/membership`, { showEmail: true });
    expect(refused).toEqual({ status: 404, body: { msg: 'Ledger not found' } });
    const bad = await as(owner).put(`/api/ledgers/${id}/membership`, { showEmail: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({
      param: 'showEmail',
      msg: 'showEmail must be true or false',
    });
    const extra = await as(owner).put(`/api/ledgers/${id}/membership`, {
      showEmail: true,
      role: 'owner',
    });
    expect(extra.status).toBe(400);
  });
});

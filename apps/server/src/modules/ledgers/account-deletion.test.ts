import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goals, ledgerMembers, ledgers } from '../../db/schema.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';

const { t, smtp } = appWithMailPerFile();
const as = (user: TestUser) => apiClient(t.app, user);

// Test users sign in through a provider a moment ago, so their e-mail confirms the deletion.
const deleteAccount = (user: TestUser) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: user.headers,
    payload: { email: user.email },
  });

async function addGoal(ledgerId: string, name: string) {
  await t.database.db
    .insert(goals)
    .values({ ledgerId, name, targetCents: 100_000, category: 'Savings' });
}
const goalsIn = async (ledgerId: string) =>
  (
    await t.database.db.select({ name: goals.name }).from(goals).where(eq(goals.ledgerId, ledgerId))
  ).map((g) => g.name);
const ledgerExists = async (id: string) =>
  (await t.database.db.select().from(ledgers).where(eq(ledgers.id, id))).length === 1;

describe('account deletion and ledgers', () => {
  it('is refused while the user owns a ledger others are members of, and goes through after handing it over', async () => {
    const owner = await createTestUser(t, { name: 'Olive' });
    const ann = await createTestUser(t, { name: 'Ann' });
    const shared = await createSharedLedger(
      t.database.db,
      owner,
      [{ user: ann, role: 'editor' }],
      'Household',
    );
    const alone = await createSharedLedger(t.database.db, owner, [], 'Side project');
    await addGoal(shared, 'Roof');
    await addGoal(alone, 'Boat');
    await addGoal(owner.id, 'Personal goal');

    const refused = await deleteAccount(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(
      'You own ledgers that others are members of ("Household"). Make another member the owner of each, or remove its members, before deleting your account.',
    );
    // Nothing went: the account, its ledgers and their data are all there.
    expect((await as(owner).get('/api/ledgers')).body.ledgers).toHaveLength(3);
    expect(await goalsIn(alone)).toEqual(['Boat']);

    expect(
      (await as(owner).put(`/api/ledgers/${shared}/members/${ann.id}`, { role: 'owner' })).status,
    ).toBe(200);
    const done = await deleteAccount(owner);
    expect(done.statusCode).toBe(200);

    // Ann keeps the ledger and its data, as its only member and owner.
    expect((await as(ann).get(`/api/ledgers/${shared}/members`)).body.members).toEqual([
      { userId: ann.id, name: 'Ann', role: 'owner', email: null },
    ]);
    expect(await goalsIn(shared)).toEqual(['Roof']);
    // What the user held alone went with the account.
    expect(await ledgerExists(alone)).toBe(false);
    expect(await ledgerExists(owner.id)).toBe(false);
    expect(await goalsIn(alone)).toEqual([]);
    expect(await goalsIn(owner.id)).toEqual([]);
    await smtp.waitFor(
      (m) => m.to.includes(owner.email) && m.subject === 'Your Elevate account was deleted',
    );
  });

  it("a member's account goes; the ledgers they joined stay with their owners", async () => {
    const owner = await createTestUser(t);
    const ann = await createTestUser(t);
    const shared = await createSharedLedger(t.database.db, owner, [{ user: ann, role: 'viewer' }]);
    await addGoal(shared, 'Car');
    expect((await deleteAccount(ann)).statusCode).toBe(200);
    const members = await t.database.db
      .select({ userId: ledgerMembers.userId })
      .from(ledgerMembers)
      .where(eq(ledgerMembers.ledgerId, shared));
    expect(members).toEqual([{ userId: owner.id }]);
    expect(await goalsIn(shared)).toEqual(['Car']);
  });

  it('is refused while others are members of the personal ledger', async () => {
    const owner = await createTestUser(t);
    const ann = await createTestUser(t);
    await t.database.db
      .insert(ledgerMembers)
      .values({ ledgerId: owner.id, userId: ann.id, role: 'viewer' });
    const refused = await deleteAccount(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('("Personal")');
    // Once the member is removed, the account and its personal ledger go.
    expect((await as(owner).del(`/api/ledgers/${owner.id}/members/${ann.id}`)).status).toBe(200);
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    expect(await ledgerExists(owner.id)).toBe(false);
    expect((await as(ann).get('/api/ledgers')).body.ledgers).toHaveLength(1);
  });
});

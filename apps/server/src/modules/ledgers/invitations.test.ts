import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_PENDING_INVITATIONS } from '@elevate/shared/schemas/ledgers';
import { ledgerInvitations, ledgerMembers } from '../../db/schema.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';
import { tokenFromMail } from '../../test/smtp-capture.ts';
import { INVITE_LIMIT } from './routes.ts';

const { t, smtp } = appWithMailPerFile({ APP_URL: 'http://localhost:5173' });
const as = (user: TestUser) => apiClient(t.app, user);
let sequence = 0;
const address = (label: string) => `${label}-${(sequence += 1)}-${Date.now()}@example.com`;

/** An owner with a shared ledger and a second account at `email` that has not joined. */
async function setup(inviteeFields: { isVerified?: boolean } = {}) {
  const owner = await createTestUser(t, { name: 'Olive' });
  const invitee = await createTestUser(t, { name: 'Ann', email: address('ann'), ...inviteeFields });
  const ledgerId = await createSharedLedger(t.database.db, owner, [], 'Household');
  return { owner, invitee, ledgerId };
}

/** Invites `email` and reads the token from the mail this invitation sent (not an earlier one). */
async function invite(owner: TestUser, ledgerId: string, email: string, role = 'editor') {
  const earlier = new Set(smtp.mails);
  const res = await as(owner).post(`/api/ledgers/${ledgerId}/invitations`, { email, role });
  expect(res.status).toBe(201);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && !earlier.has(m));
  return { invitation: res.body, mail, token: tokenFromMail(mail, '/invitations/accept') };
}

const accept = (user: TestUser, token: string) =>
  as(user).post('/api/invitations/accept', { token });

describe('invitations', () => {
  it('mails a link; the invited address accepts and joins with the role, once', async () => {
    const { owner, invitee, ledgerId } = await setup();
    const res = await as(owner).post(`/api/ledgers/${ledgerId}/invitations`, {
      email: `  ${invitee.email.toUpperCase()} `,
      role: 'viewer',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      email: invitee.email,
      role: 'viewer',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const mail = await smtp.waitFor((m) => m.to.includes(invitee.email));
    expect(mail.subject).toBe('You are invited to a ledger on Elevate');
    expect(mail.text).toContain('Olive invited you to the ledger "Household"');
    expect(mail.text).toContain('http://localhost:5173/invitations/accept?token=');
    const token = tokenFromMail(mail, '/invitations/accept');
    // Only the hash is kept.
    const [stored] = await t.database.db
      .select({ tokenHash: ledgerInvitations.tokenHash })
      .from(ledgerInvitations)
      .where(eq(ledgerInvitations.id, res.body._id));
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(res.body)).not.toContain(token);

    const listed = await as(owner).get(`/api/ledgers/${ledgerId}/invitations`);
    expect(listed.body).toEqual({ invitations: [res.body] });

    const joined = await accept(invitee, token);
    expect(joined).toEqual({
      status: 200,
      body: {
        ledger: {
          _id: ledgerId,
          name: 'Household',
          role: 'viewer',
          personal: false,
          monthStartDay: 1,
        },
      },
    });
    const members = (await as(invitee).get(`/api/ledgers/${ledgerId}/members`)).body.members;
    expect(members).toEqual([
      { userId: owner.id, name: 'Olive', role: 'owner', email: null },
      { userId: invitee.id, name: 'Ann', role: 'viewer', email: null },
    ]);
    // Accepted: no longer pending, and the link is spent.
    expect((await as(owner).get(`/api/ledgers/${ledgerId}/invitations`)).body.invitations).toEqual(
      [],
    );
    expect(await accept(invitee, token)).toEqual({
      status: 400,
      body: { msg: 'This invitation has already been used.' },
    });
  });

  it('refuses another account, keeping the invitation for the invited one', async () => {
    const { owner, invitee, ledgerId } = await setup();
    const { token } = await invite(owner, ledgerId, invitee.email);
    const other = await createTestUser(t);
    const res = await accept(other, token);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('sent to another email address');
    expect(JSON.stringify(res.body)).not.toContain(invitee.email);
    expect((await as(other).get(`/api/ledgers/${ledgerId}/members`)).status).toBe(404);
    expect((await accept(invitee, token)).status).toBe(200);
  });

  it('refuses an account whose address is not verified', async () => {
    const { owner, invitee, ledgerId } = await setup({ isVerified: false });
    const { token } = await invite(owner, ledgerId, invitee.email);
    const res = await accept(invitee, token);
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('Verify your email address');
    expect((await as(invitee).get(`/api/ledgers/${ledgerId}/members`)).status).toBe(404);
  });

  it('refuses an expired, a withdrawn and an unknown token', async () => {
    const { owner, invitee, ledgerId } = await setup();
    const expired = await invite(owner, ledgerId, invitee.email);
    await t.database.db
      .update(ledgerInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(ledgerInvitations.id, expired.invitation._id));
    expect(await accept(invitee, expired.token)).toEqual({
      status: 400,
      body: { msg: 'This invitation has expired. Ask the ledger owner for a new one.' },
    });
    expect((await as(owner).get(`/api/ledgers/${ledgerId}/invitations`)).body.invitations).toEqual(
      [],
    );

    const withdrawn = await invite(owner, ledgerId, invitee.email);
    const revoked = await as(owner).del(
      `/api/ledgers/${ledgerId}/invitations/${withdrawn.invitation._id}`,
    );
    expect(revoked).toEqual({
      status: 200,
      body: { success: true, message: 'Invitation withdrawn' },
    });
    const invalid = {
      status: 404,
      body: {
        msg: 'This invitation link is not valid. It may have been withdrawn; ask the ledger owner for a new one.',
      },
    };
    expect(await accept(invitee, withdrawn.token)).toEqual(invalid);
    expect(await accept(invitee, generateToken())).toEqual(invalid);
    expect((await as(invitee).post('/api/invitations/accept', { token: '' })).status).toBe(400);
    const again = await as(owner).del(
      `/api/ledgers/${ledgerId}/invitations/${withdrawn.invitation._id}`,
    );
    expect(again).toEqual({ status: 404, body: { msg: 'Invitation not found' } });
    expect(
      await t.database.db.select().from(ledgerMembers).where(eq(ledgerMembers.ledgerId, ledgerId)),
    ).toHaveLength(1);
  });

  it('inviting the address again replaces the earlier link', async () => {
    const { owner, invitee, ledgerId } = await setup();
    const first = await invite(owner, ledgerId, invitee.email);
    const second = await invite(owner, ledgerId, invitee.email, 'viewer');
    expect(second.token).not.toBe(first.token);
    const pending = (await as(owner).get(`/api/ledgers/${ledgerId}/invitations`)).body.invitations;
    expect(pending.map((i: { _id: string }) => i._id)).toEqual([second.invitation._id]);
    expect((await accept(invitee, first.token)).status).toBe(404);
    expect((await accept(invitee, second.token)).body.ledger.role).toBe('viewer');
  });

  it('refuses inviting a member, an invitation to another ledger, and bad input', async () => {
    const { owner, invitee, ledgerId } = await setup();
    const ownAddress = await as(owner).post(`/api/ledgers/${ledgerId}/invitations`, {
      email: owner.email,
      role: 'editor',
    });
    expect(ownAddress.status).toBe(409);
    expect(ownAddress.body.msg).toContain('already a member');
    for (const body of [
      { email: 'not-an-address', role: 'editor' },
      { email: invitee.email, role: 'owner' },
      { email: invitee.email },
    ]) {
      expect((await as(owner).post(`/api/ledgers/${ledgerId}/invitations`, body)).status).toBe(400);
    }
    // An invitation id of another ledger answers like a missing one.
    const { invitation } = await invite(owner, ledgerId, invitee.email);
    const otherLedger = await createSharedLedger(t.database.db, owner, [], 'Other');
    const cross = await as(owner).del(`/api/ledgers/${otherLedger}/invitations/${invitation._id}`);
    expect(cross.status).toBe(404);
    expect(
      (await as(owner).del(`/api/ledgers/${ledgerId}/invitations/${randomUUID()}`)).status,
    ).toBe(404);
  });

  it('an unverified owner cannot invite', async () => {
    const owner = await createTestUser(t, { isVerified: false });
    const res = await as(owner).post(`/api/ledgers/${owner.id}/invitations`, {
      email: address('x'),
      role: 'viewer',
    });
    expect(res.status).toBe(403);
  });

  it(`caps a ledger at ${MAX_PENDING_INVITATIONS} pending invitations`, async () => {
    const { owner, ledgerId } = await setup();
    await t.database.db.insert(ledgerInvitations).values(
      Array.from({ length: MAX_PENDING_INVITATIONS }, (_, i) => ({
        ledgerId,
        email: `pending-${i}@example.com`,
        role: 'viewer' as const,
        tokenHash: hashToken(generateToken()),
        expiresAt: sql`now() + interval '1 day'`,
      })),
    );
    const res = await as(owner).post(`/api/ledgers/${ledgerId}/invitations`, {
      email: address('one-more'),
      role: 'viewer',
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain(`at most ${MAX_PENDING_INVITATIONS} pending invitations`);
    // An expired one makes room.
    await t.database.db
      .update(ledgerInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(ledgerInvitations.email, 'pending-0@example.com'));
    const after = await as(owner).post(`/api/ledgers/${ledgerId}/invitations`, {
      email: address('one-more'),
      role: 'viewer',
    });
    expect(after.status).toBe(201);
  });

  it(`limits an owner to ${INVITE_LIMIT.max} invitations an hour, across ledgers`, async () => {
    const owner = await createTestUser(t);
    const second = await createSharedLedger(t.database.db, owner, [], 'Second');
    for (let i = 0; i < INVITE_LIMIT.max; i += 1) {
      const ledger = i % 2 === 0 ? owner.id : second;
      const res = await as(owner).post(`/api/ledgers/${ledger}/invitations`, {
        email: address('limit'),
        role: 'viewer',
      });
      expect(res.status).toBe(201);
    }
    const over = await as(owner).post(`/api/ledgers/${second}/invitations`, {
      email: address('limit'),
      role: 'viewer',
    });
    expect(over).toEqual({
      status: 429,
      body: { msg: 'Too many invitations sent. Please try again later.' },
    });
  });
});

import { addDays } from '@elevate/shared';
import { DIGEST_MESSAGES as MSG } from '@elevate/shared/schemas/digest';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestUser } from '../../test/app.ts';
import { appWithMailPerFile } from '../../test/per-file.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { sendDueDigests } from './digest-sender.ts';
import { digestWeek, weekDoneAtOptIn } from './digest-week.ts';

const APP_URL = 'http://localhost:3000';
const { t, smtp } = appWithMailPerFile({ APP_URL });

describe('the digest calendar', () => {
  it('opens on Monday at 06:00 UTC and covers the week before', () => {
    const early = digestWeek(new Date('2026-11-23T05:59:59Z'));
    expect(early).toMatchObject({ monday: '2026-11-23', open: false });
    const sunday = digestWeek(new Date('2026-11-29T23:00:00Z'));
    expect(sunday).toMatchObject({ monday: '2026-11-23', open: true });
    expect([sunday.from.toISOString(), sunday.to.toISOString()]).toEqual([
      '2026-11-16T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
    expect(weekDoneAtOptIn(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-23');
    expect(weekDoneAtOptIn(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-16');
  });
});

/** This week's Monday, and a `now` at 07:00 on the next one, when its digest is due. */
function nextDigest() {
  const thisMonday = digestWeek(new Date()).monday;
  const nextMonday = addDays(thisMonday, 7);
  return { thisMonday, nextMonday, now: new Date(`${nextMonday}T07:00:00Z`) };
}

const deps = (mails: MailMessage[] | null = null) => ({
  db: t.database.db,
  mailer: mails
    ? { send: async (m: MailMessage) => void mails.push(m), close: () => {} }
    : t.app.mailer,
  appUrl: APP_URL,
  log: t.app.log,
});

describe('the weekly digest', () => {
  it('goes out once on the Monday after opting in, with the week, the budget, payments and goals', async () => {
    const user = await createTestUser(t);
    const api = apiClient(t.app, user);
    const { thisMonday, nextMonday, now } = nextDigest();
    expect((await api.get('/api/account')).body.weeklyDigest).toBe(false);
    expect((await api.patch('/api/account', { weeklyDigest: true })).status).toBe(200);
    expect((await api.get('/api/account')).body.weeklyDigest).toBe(true);
    // Opting in mid-week sends nothing about the week already under way.
    const none: MailMessage[] = [];
    await sendDueDigests(deps(none), new Date(`${thisMonday}T12:00:00Z`));
    expect(none).toEqual([]);

    const month = `${nextMonday.slice(0, 7)}-01T00:00:00.000Z`;
    await api.post('/api/budgets', {
      month,
      categories: [
        { name: 'Groceries', type: 'expense', budgetedAmount: 100 },
        { name: 'Rent', type: 'expense', budgetedAmount: 1000 },
      ],
    });
    const expense = (date: string, description: string, amount: number, category: string) =>
      api.post('/api/transactions', { date, description, amount, type: 'expense', category });
    await expense(thisMonday, 'Dinner out', 40, 'Dining');
    await expense(nextMonday, 'Market', 95, 'Groceries');
    await api.post('/api/recurring', {
      description: 'Rent',
      amount: 1000,
      type: 'expense',
      category: 'Rent',
      frequency: 'monthly',
      interval: 1,
      startDate: addDays(nextMonday, 2),
      auto: false,
    });
    await api.post('/api/goals', {
      name: 'Holiday <i>Rome</i>',
      targetAmount: 500,
      category: 'Trips',
    });

    const before = smtp.mails.length;
    await sendDueDigests(deps(), now);
    await sendDueDigests(deps(), now);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject.startsWith('Your week'),
    );
    expect(smtp.mails.slice(before).filter((m) => m.to.includes(user.email))).toHaveLength(1);
    expect(mail.text).toContain('Spent $40.00.');
    expect(mail.text).toContain('of $1,100.00 budgeted');
    expect(mail.text).toContain('- Groceries: $95.00 of $100.00');
    expect(mail.text).toMatch(/- \w{3}, \w{3} \d+: Rent, \$1,000\.00 \(expense\)/);
    expect(mail.text).toContain('- Holiday <i>Rome</i>: $0.00 of $500.00 (0 %)');
    // Names are the user's own text: escaped in the HTML.
    expect(mail.html).toContain('Holiday &lt;i&gt;Rome&lt;/i&gt;');
    expect(mail.html).not.toContain('<i>Rome');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(mail.text).toContain(`${APP_URL}/unsubscribe?token=${row!.digestToken}`);
    expect(mail.listUnsubscribe).toBe(
      `<${APP_URL}/api/digest/unsubscribe?token=${row!.digestToken}>`,
    );
  });

  it('gives its claim back when the mail fails, and is sent by a later run that week', async () => {
    const user = await createTestUser(t);
    await apiClient(t.app, user).patch('/api/account', { weeklyDigest: true });
    const { now } = nextDigest();
    const failing = {
      ...deps(),
      mailer: { send: async () => Promise.reject(new Error('SMTP down')), close: () => {} },
      log: { warn: () => {}, error: () => {} },
    };
    await sendDueDigests(failing, now);
    const sent: MailMessage[] = [];
    await sendDueDigests(deps(sent), new Date(now.getTime() + 3_600_000));
    expect(sent.filter((m) => m.to === user.email)).toHaveLength(1);
    expect(sent.find((m) => m.to === user.email)!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('skips users who did not opt in or never proved their address', async () => {
    const quiet = await createTestUser(t);
    const unproven = await createTestUser(t, { isVerified: false });
    await t.database.db.update(users).set({ weeklyDigest: true }).where(eq(users.id, unproven.id));
    const sent: MailMessage[] = [];
    await sendDueDigests(deps(sent), nextDigest().now);
    expect(sent.map((m) => m.to)).not.toContain(quiet.email);
    expect(sent.map((m) => m.to)).not.toContain(unproven.email);
  });
});

describe('the unsubscribe link', () => {
  it('stops the digest without signing in, by a form post as mail programs send', async () => {
    const user = await createTestUser(t);
    await apiClient(t.app, user).patch('/api/account', { weeklyDigest: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/digest/unsubscribe?token=${row!.digestToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MSG.unsubscribed });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.weeklyDigest).toBe(false);
    // Opting in again keeps the same link.
    await apiClient(t.app, user).patch('/api/account', { weeklyDigest: true });
    const [again] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(again!.digestToken).toBe(row!.digestToken);
  });

  it('answers 404 for an unknown token and 400 without one, changing nothing', async () => {
    const optedIn = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from users where weekly_digest`),
      );
    const before = await optedIn();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/digest/unsubscribe?token=not-a-token',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: MSG.invalidLink });
    const missing = await t.app.inject({ method: 'POST', url: '/api/digest/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(await optedIn()).toEqual(before);
  });
});

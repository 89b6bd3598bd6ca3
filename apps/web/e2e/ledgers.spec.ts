import { apiFor } from './fixtures/api.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { signUpAndVerify, type SignedInUser } from './fixtures/accounts.ts';
import { expect, test, type AppUnderTest } from './fixtures/test.ts';
import type { Page } from '@playwright/test';

type Person = { page: Page; user: SignedInUser };

/** A new ledger of the owner's, shared with the guest in `role` through the mailed invitation: its id. */
async function shareNewLedger(
  app: AppUnderTest,
  name: string,
  owner: Person,
  guest: Person,
  role: 'editor' | 'viewer',
): Promise<string> {
  const asOwner = apiFor(owner.page, owner.user.token);
  const ledger = await asOwner.post<{ _id: string }>('/api/ledgers', { name });
  const mailsBefore = app.mailCountTo(guest.user.email);
  await asOwner.post(`/api/ledgers/${ledger._id}/invitations`, { email: guest.user.email, role });
  const mail = await app.lastMailTo(guest.user.email, { after: mailsBefore });
  const token = new URL(
    mail.links.find((l) => l.includes('/invitations/accept?')) ?? '',
  ).searchParams.get('token');
  await apiFor(guest.page, guest.user.token).post('/api/invitations/accept', { token });
  return ledger._id;
}

/** A write of the person's in the ledger, through the API. */
async function postIn(person: Person, ledgerId: string, url: string, data: object) {
  const { csrfToken } = (await (await person.page.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const res = await person.page.request.post(url, {
    data,
    headers: {
      Authorization: `Bearer ${person.user.token}`,
      'x-csrf-token': csrfToken,
      'x-ledger-id': ledgerId,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const firstOfMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1)).toISOString();
};
/** This month's Groceries budget in the ledger, and a purchase in it when `bought` is given. */
async function seedGroceries(
  person: Person,
  ledgerId: string,
  bought?: { description: string; amount: number },
) {
  const month = firstOfMonth();
  const categories = [{ name: 'Groceries', type: 'expense', budgetedAmount: 300 }];
  await postIn(person, ledgerId, '/api/budgets', { month, categories });
  if (!bought) return month;
  await postIn(person, ledgerId, '/api/transactions', {
    date: month,
    type: 'expense',
    category: 'Groceries',
    ...bought,
  });
  return month;
}

// A shared ledger from both sides (decision 0049): the owner invites by mail, the invited
// person opens the mailed link, joins, and both work in the same ledger.
test('an invitation by mail shares a ledger between two people', async ({ app, browser }) => {
  // Two accounts, two browsers and a mail round trip.
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ baseURL: app.baseURL });
  const guestContext = await browser.newContext({ baseURL: app.baseURL });
  const owner = await ownerContext.newPage();
  const guest = await guestContext.newPage();
  const olive = await signUpAndVerify(app, owner, { name: 'Olive Owner' });
  const invited = await signUpAndVerify(app, guest, { name: 'Gus Guest' });

  await owner.goto('/dashboard');
  await owner.getByRole('button', { name: /^Ledger: / }).click();
  await owner.getByRole('menuitem', { name: 'New ledger…' }).click();
  await owner.getByLabel('Ledger name').fill('Household');
  await owner.getByRole('button', { name: 'Create' }).click();
  await expect(owner.getByRole('button', { name: 'Ledger: Household' })).toBeVisible();

  await owner.getByRole('button', { name: 'Ledger: Household' }).click();
  await owner.getByRole('menuitem', { name: 'Manage ledger' }).click();
  const mailsBefore = app.mailCountTo(invited.email);
  await owner.getByLabel('Email').fill(invited.email);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${invited.email}.`)).toBeVisible();
  await expect(owner.getByText(invited.email, { exact: true })).toBeVisible();

  const mail = await app.lastMailTo(invited.email, { after: mailsBefore });
  const link = mail.links.find((candidate) => candidate.includes('/invitations/accept?'));
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link ?? '');
  await guest.goto(`${url.pathname}${url.search}`);
  await guest.getByRole('button', { name: 'Join ledger' }).click();
  await expect(guest.getByText('You joined Household.')).toBeVisible();
  await guest.getByRole('link', { name: 'Open Household' }).click();
  await expect(guest.getByRole('button', { name: 'Ledger: Household' })).toBeVisible();

  await guest.goto('/ledgers');
  const guestsMembers = guest.getByRole('list', { name: 'Members' });
  await expect(guestsMembers.getByText('Olive Owner')).toBeVisible();
  await expect(guestsMembers.getByText('Gus Guest (you)')).toBeVisible();
  // Every member reads the ledger's log: who did what.
  const log = guest.getByRole('list', { name: 'Activity' });
  await expect(log).toContainText('You joined as editor');
  await expect(log).toContainText('Olive Owner invited someone as editor');
  await owner.reload();
  await expect(
    owner.getByRole('list', { name: 'Members' }).getByText('Gus Guest', { exact: true }),
  ).toBeVisible();
  await expect(owner.getByRole('combobox', { name: 'Role of Gus Guest' })).toHaveText('Editor');

  // Live updates: what one member adds shows on the other's open page, no reload needed.
  const { ledgers } = await apiFor(owner, olive.token).get<{
    ledgers: { _id: string; name: string }[];
  }>('/api/ledgers');
  const household = ledgers.find((ledger) => ledger.name === 'Household')?._id ?? '';
  const streamOpen = guest.waitForResponse((res) => res.url().endsWith('/api/events'));
  await guest.goto('/transactions');
  await expect(guest.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await streamOpen;
  await seedGroceries({ page: owner, user: olive }, household, {
    description: 'Bakery on the corner',
    amount: 12,
  });
  await expect(guest.getByText('Bakery on the corner')).toBeVisible();
  // Another member's change is announced by name.
  await expect(guest.getByText(/^Olive Owner changed a (budget|transaction)$/)).toBeVisible();

  await ownerContext.close();
  await guestContext.close();
});

// A viewer reads the shared ledger and finds no way to change it (decision 0049).
test('a viewer sees the shared ledger without write controls', async ({ app, browser }) => {
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ baseURL: app.baseURL });
  const viewerContext = await browser.newContext({ baseURL: app.baseURL });
  const owner = await ownerContext.newPage();
  const viewer = await viewerContext.newPage();
  const olive = await signUpAndVerify(app, owner, { name: 'Olive Owner' });
  const vera = await signUpAndVerify(app, viewer, { name: 'Vera Viewer' });

  const ledgerId = await shareNewLedger(
    app,
    'Family',
    { page: owner, user: olive },
    { page: viewer, user: vera },
    'viewer',
  );

  // The owner's transaction in the shared ledger.
  const month = await seedGroceries({ page: owner, user: olive }, ledgerId, {
    description: 'Market stall',
    amount: 9,
  });

  await viewer.goto('/dashboard');
  await viewer.getByRole('button', { name: /^Ledger: / }).click();
  await viewer.getByRole('menuitem', { name: /Family/ }).click();
  await expect(viewer.getByRole('button', { name: 'Ledger: Family' })).toBeVisible();
  await expect(viewer.getByText('Market stall')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Add New Transaction' })).toHaveCount(0);

  await viewer.goto('/transactions');
  await expect(viewer.getByText('Market stall')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'New Transaction' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Edit Market stall' })).toHaveCount(0);

  // The server says the same to a viewer who tries anyway.
  const { csrfToken: viewerCsrf } = (await (
    await viewer.request.get('/api/csrf-token')
  ).json()) as {
    csrfToken: string;
  };
  const refused = await viewer.request.post('/api/transactions', {
    data: { date: month, description: 'Sneaky', amount: 1, type: 'expense', category: 'Groceries' },
    headers: {
      Authorization: `Bearer ${vera.token}`,
      'x-csrf-token': viewerCsrf,
      'x-ledger-id': ledgerId,
    },
  });
  expect(refused.status()).toBe(403);

  await ownerContext.close();
  await viewerContext.close();
});

// Both members at work in their own browsers (a phone in light, a desktop in dark): each
// one's change shows on the other's open page without a reload, and both screens pass axe.
test('two members edit the shared ledger and each sees the other’s change live', async ({
  app,
  browser,
}) => {
  // Two accounts, two browsers, a mail round trip and four axe scans.
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext({
    baseURL: app.baseURL,
    viewport: { width: 1440, height: 1000 },
    colorScheme: 'dark',
  });
  const guestContext = await browser.newContext({
    baseURL: app.baseURL,
    viewport: { width: 375, height: 812 },
    colorScheme: 'light',
  });
  const owner = await ownerContext.newPage();
  const guest = await guestContext.newPage();
  const olive = await signUpAndVerify(app, owner, { name: 'Olive Owner' });
  const gus = await signUpAndVerify(app, guest, { name: 'Gus Guest' });

  const ownerSide = { page: owner, user: olive };
  const guestSide = { page: guest, user: gus };
  const ledgerId = await shareNewLedger(app, 'Household', ownerSide, guestSide, 'editor');
  const month = await seedGroceries(ownerSide, ledgerId);

  // Each picks the shared ledger on their own device and opens Transactions.
  for (const [page, theme] of [
    [owner, 'dark'],
    [guest, 'light'],
  ] as const) {
    await page.goto(`/dashboard?theme=${theme}`);
    await page.getByRole('button', { name: /^Ledger: / }).click();
    await page.getByRole('menuitem', { name: /Household/ }).click();
    await expect(page.getByRole('button', { name: 'Ledger: Household' })).toBeVisible();
    const streamOpen = page.waitForResponse((res) => res.url().endsWith('/api/events'));
    await page.goto(`/transactions?theme=${theme}`);
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await streamOpen;
  }

  // The guest, on the phone, adds a transaction; the owner's desktop shows it.
  await guest.getByRole('button', { name: 'New Transaction' }).click();
  const add = guest.getByRole('dialog', { name: 'Add New Transaction' });
  await add.getByLabel('Date').fill(month.slice(0, 10));
  await add.getByLabel('Description').fill('Farmers market');
  await add.getByLabel('Amount').fill('20');
  await add.getByLabel('Category').click();
  await guest.getByRole('option', { name: 'Groceries' }).click();
  await add.getByRole('button', { name: 'Add Transaction' }).click();
  await expect(add).toBeHidden();
  await expect(owner.getByText('Farmers market')).toBeVisible();
  await expect(owner.getByText('Gus Guest changed a transaction')).toBeVisible();

  // The owner edits it on the desktop; the guest's phone shows the new text.
  await owner.getByRole('button', { name: 'Edit Farmers market' }).click();
  const edit = owner.getByRole('dialog', { name: 'Edit Transaction' });
  await edit.getByLabel('Description').fill('Farmers market, weekly');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(guest.getByText('Farmers market, weekly')).toBeVisible();
  await expect(guest.getByText('Olive Owner changed a transaction')).toBeVisible();

  // Both screens and the shared ledger's page, as each member sees them.
  const problems: string[] = [];
  for (const [who, page, theme] of [
    ['owner', owner, 'dark'],
    ['editor', guest, 'light'],
  ] as const) {
    problems.push(...(await seriousFindings(page)).map((f) => `${who} /transactions: ${f}`));
    await page.goto(`/ledgers?theme=${theme}`);
    await expect(page.getByRole('list', { name: 'Members' })).toContainText('Gus Guest');
    problems.push(...(await seriousFindings(page)).map((f) => `${who} /ledgers: ${f}`));
  }
  expect(problems).toEqual([]);

  await ownerContext.close();
  await guestContext.close();
});

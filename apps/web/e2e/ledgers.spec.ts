import { signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

// A shared ledger from both sides (decision 0049): the owner invites by mail, the invited
// person opens the mailed link, joins, and both work in the same ledger.
test('an invitation by mail shares a ledger between two people', async ({ app, browser }) => {
  // Two accounts, two browsers and a mail round trip.
  test.setTimeout(90_000);
  const ownerContext = await browser.newContext({ baseURL: app.baseURL });
  const guestContext = await browser.newContext({ baseURL: app.baseURL });
  const owner = await ownerContext.newPage();
  const guest = await guestContext.newPage();
  await signUpAndVerify(app, owner, { name: 'Olive Owner' });
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
  await expect(guest.getByText('Olive Owner')).toBeVisible();
  await expect(guest.getByText('Gus Guest (you)')).toBeVisible();
  await owner.reload();
  await expect(owner.getByText('Gus Guest', { exact: true })).toBeVisible();
  await expect(owner.getByRole('combobox', { name: 'Role of Gus Guest' })).toHaveText('Editor');

  await ownerContext.close();
  await guestContext.close();
});

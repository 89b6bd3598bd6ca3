import { signUpAndVerify } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const supportEmail = 'support@elevate.local';

test('searches the FAQs by text and category', async ({ app, page }) => {
  await signUpAndVerify(app, page);
  await page.goto('/support');
  await expect(page.getByText('Showing 26 of 26 questions')).toBeVisible();
  await expect(page.getByTestId('support-email-line')).toContainText(supportEmail);

  const search = page.getByLabel('Search FAQs');
  await search.fill('DRAG AND DROP');
  await expect(page.getByText('Showing 1 of 26 questions')).toBeVisible();
  await page
    .getByRole('button', { name: 'How do I move a transaction to another category?' })
    .click();
  await expect(page.getByText('drop it on a category of the same type')).toBeVisible();

  await search.fill('');
  await page.getByRole('button', { name: 'Troubleshooting' }).click();
  await expect(page.getByText('Showing 2 of 26 questions')).toBeVisible();
  await search.fill('qwertyuiop');
  await expect(page.getByText('Showing 0 of 26 questions')).toBeVisible();
  await expect(
    page.getByText(
      'No FAQs found matching your search criteria. Try different keywords or select a different category.',
    ),
  ).toBeVisible();
});

test('sends the contact form, showing server errors line by line first', async ({ app, page }) => {
  const user = await signUpAndVerify(app, page);
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Contact Support' });
  await expect(form.getByLabel('Email')).toHaveValue(user.email);

  await form.getByLabel('Subject').fill('Hi');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toBeVisible();
  expect(await alert.innerText()).toBe(
    'Subject must be at least 5 characters long\nMessage must be at least 10 characters long',
  );

  const before = app.mailCountTo(supportEmail);
  await form.getByLabel('Subject').fill('Question about <b>budgets</b>');
  await form.getByLabel('Message').fill('How do I copy last month’s categories into a new budget?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    form.getByText("Thank you for contacting us! We'll get back to you within 24 hours."),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send Message' })).toHaveCount(0);

  const mail = await app.lastMailTo(supportEmail, { after: before });
  expect(mail.subject).toContain('Question about <b>budgets</b>');
  expect(mail.text).toContain('How do I copy last month’s categories into a new budget?');
  expect(mail.text).toContain(`From: ${user.email}`);
  expect(mail.html).toBe('');
});

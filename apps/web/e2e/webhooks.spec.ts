import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiFor } from './fixtures/api.ts';
import { E2E_PASSWORD, signUpAndVerify } from './fixtures/accounts.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { networkQuiet } from './fixtures/quiet.ts';
import { expect, test } from './fixtures/test.ts';

/** A receiver on this machine (the e2e server allows private addresses) that keeps what it gets. */
async function startReceiver() {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/elevate`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a webhook added in Settings hears a new transaction, signed, and its log shows it', async ({
  app,
  page,
}) => {
  const receiver = await startReceiver();
  try {
    const user = await signUpAndVerify(app, page);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Webhooks' });
    await expect(card.getByText('No webhooks yet.')).toBeVisible();
    const mailsBefore = app.mailCountTo(user.email);

    await card.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('URL').fill(receiver.url);
    await expect(dialog.getByLabel('Transaction added')).toBeChecked();
    await dialog.getByLabel('Current password').fill(E2E_PASSWORD);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secretField = page.getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    const notice = await app.lastMailTo(user.email, { after: mailsBefore });
    expect(notice.subject).toBe('A webhook was added to your Elevate account');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText(receiver.url)).toBeVisible();

    await apiFor(page, user.token).post('/api/transactions', {
      date: '2026-03-02',
      description: 'Coffee heard by a webhook',
      amount: 3.5,
      type: 'expense',
      category: 'Food',
    });
    await expect.poll(() => receiver.received.length).toBe(1);
    const [delivery] = receiver.received;
    const timestamp = String(delivery!.headers['x-elevate-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`);
    expect(delivery!.headers['x-elevate-signature']).toBe(`sha256=${expected.digest('hex')}`);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'transaction.created',
      data: { description: 'Coffee heard by a webhook' },
    });

    await card.getByRole('button', { name: 'Send test event' }).click();
    const log = card.getByRole('list', { name: 'Deliveries' });
    await expect.poll(() => receiver.received.length).toBe(2);
    await expect(log.getByText('webhook.test')).toBeVisible();
    await expect(log.getByText('transaction.created')).toBeVisible();
    await expect(log.getByText('Delivered').first()).toBeVisible();

    await card.getByRole('button', { name: `Delete the webhook to ${receiver.url}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete webhook' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(card.getByText('No webhooks yet.')).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('axe finds nothing serious on the webhooks card, its dialog and log, 375 and 1440 px, light and dark', async ({
  app,
  page,
}) => {
  test.setTimeout(180_000);
  const receiver = await startReceiver();
  try {
    await signUpAndVerify(app, page);
    const problems: string[] = [];
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of ['light', 'dark']) {
        await page.goto(`/settings?theme=${theme}`);
        const card = page.getByRole('region', { name: 'Webhooks' });
        await card.getByRole('button', { name: 'Add webhook' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add webhook' });
        await dialog.getByLabel('URL').fill(`${receiver.url}/${theme}-${width}`);
        await dialog.getByLabel('Category over budget').check();
        await dialog.getByLabel('Current password').fill(E2E_PASSWORD);
        await page.waitForTimeout(350);
        for (const finding of await seriousFindings(page))
          problems.push(`form ${theme} ${width} px: ${finding}`);
        await page.screenshot({ path: test.info().outputPath(`form-${theme}-${width}.png`) });
        await dialog.getByRole('button', { name: 'Add webhook' }).click();
        await expect(page.getByLabel('Signing secret')).toHaveValue(/^whsec_/);
        for (const finding of await seriousFindings(page))
          problems.push(`secret ${theme} ${width} px: ${finding}`);
        await page.getByRole('button', { name: 'Done' }).click();
        await card.getByRole('button', { name: 'Send test event' }).first().click();
        await expect(card.getByText('Delivered').first()).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await networkQuiet(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0)
          problems.push(`card ${theme} ${width} px scrolls sideways by ${overflow} px`);
        for (const finding of await seriousFindings(page))
          problems.push(`card ${theme} ${width} px: ${finding}`);
        await card.screenshot({ path: test.info().outputPath(`card-${theme}-${width}.png`) });
      }
    }
    expect(problems).toEqual([]);
  } finally {
    await receiver.close();
  }
});

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpAndVerify } from './fixtures/accounts.ts';
import { seriousFindings } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * Bank import (docs/product/import.md): a CSV with a mapping, an OFX file and a QIF file imported through
 * the UI, one of them undone, with screenshots at 375 and 1440 px in light and dark.
 */
const shotsDir = process.env.IMPORT_SHOTS_DIR ?? '/tmp/shots/H4';

// Day and month both ≤ 12: the dates fit day-month-year and month-day-year alike.
const csv = [
  'Date,Payee,Reference,Debit,Credit',
  '01/09/2026,CORNER BAKERY,Card 1234,4.50,',
  '03/09/2026,ACME PAYROLL,Salary September,,2500.00',
  '05/09/2026,CITY WATER,Bill 77,61.20,',
  '10/09/2026,AMAZON MKTPLACE,Order 111,23.99,',
].join('\r\n');

const ofx = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260930120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>000111222<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20260901<DTEND>20260930
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260912<TRNAMT>-45.10<FITID>E2E-0912<NAME>MOBILE PHONE CO<MEMO>Bill payment</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260915<TRNAMT>300.00<FITID>E2E-0915<NAME>SIDE GIG LLC</STMTTRN>
<STMTTRN><TRNTYPE>POS<DTPOSTED>20260921<TRNAMT>-23.50<FITID>E2E-0921<NAME>CAFE ZURICH</STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>1721.41<DTASOF>20260930</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>
</OFX>
`;

const qif = [
  '!Type:Bank',
  "D9/22'26",
  'T-80.00',
  'PGAS STATION',
  '^',
  'D09/25/2026',
  'T-15.25',
  'PBOOK SHOP',
  '^',
  '',
].join('\n');

async function seedBudget(page: Page, token: string) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const res = await page.request.post('/api/budgets', {
    headers: { Authorization: `Bearer ${token}`, 'x-csrf-token': csrfToken },
    data: {
      month: '2026-09-01T00:00:00.000Z',
      categories: [{ name: 'Groceries', type: 'expense', budgetedAmount: 400 }],
    },
  });
  expect(res.ok(), `POST /api/budgets → ${res.status()}`).toBe(true);
}

const file = (name: string, text: string, mimeType = 'application/octet-stream') => ({
  name,
  mimeType,
  buffer: Buffer.from(text, 'utf8'),
});

async function chooseFile(page: Page, name: string, text: string) {
  await page.getByTestId('import-file-input').setInputFiles(file(name, text));
}

async function confirmPreview(page: Page, count: number) {
  await page.getByRole('button', { name: `Import ${count} transactions` }).click();
}

async function shoot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

test('imports a mapped CSV, an OFX and a dropped QIF file, then undoes one', async ({
  app,
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signUpAndVerify(app, page);
  await seedBudget(page, user.token);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/transactions');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import transactions', level: 1 })).toBeVisible();

  // CSV: the mapping step, with two description columns, debit/credit and a date format.
  await chooseFile(page, 'first-bank.csv', csv);
  await expect(
    page.getByRole('heading', { name: 'Map the columns of first-bank.csv' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'First lines of the file' })).toContainText(
    'CORNER BAKERY',
  );
  await page.getByRole('checkbox', { name: 'Payee' }).check();
  await page.getByRole('checkbox', { name: 'Reference' }).check();
  await page.getByRole('radio', { name: 'Debit and credit columns' }).check();
  await page.getByLabel('Debit column (money out)').selectOption({ label: 'Debit' });
  await page.getByLabel('Credit column (money in)').selectOption({ label: 'Credit' });
  await page.getByLabel('Date format').selectOption('dmy');
  // A change to the detected mapping: the file goes up again with the mapping field.
  await page.getByLabel('Notes column (optional)').selectOption({ label: 'Reference' });
  await page.getByRole('button', { name: 'Preview rows' }).click();
  const rows = page.getByRole('table', { name: 'Rows to import' });
  await expect(rows).toContainText('CORNER BAKERY Card 1234');
  await expect(rows).toContainText('Sep 3, 2026');
  await expect(rows).toContainText('+$2,500.00');
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toContainText(
    '4 rows · 0 duplicates · 4 selected',
  );
  await confirmPreview(page, 4);
  await expect(page.getByText('4 imported, 0 duplicates skipped')).toBeVisible();

  // OFX: no mapping step.
  await page.getByRole('button', { name: 'Import more files' }).click();
  await chooseFile(page, 'checking.ofx', ofx);
  await expect(rows).toContainText('SIDE GIG LLC');
  await confirmPreview(page, 3);
  await expect(page.getByText('3 imported, 0 duplicates skipped')).toBeVisible();

  // QIF dropped on the Transactions page opens the import with it.
  await page.goto('/transactions');
  await page.getByTestId('import-drop-zone').evaluate((zone, text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'card.qif'));
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
      );
    }
  }, qif);
  await expect(page).toHaveURL(/\/transactions\/import$/);
  await expect(rows).toContainText('GAS STATION');
  await expect(rows).toContainText('Sep 22, 2026');
  await confirmPreview(page, 2);
  await expect(page.getByText('2 imported, 0 duplicates skipped')).toBeVisible();

  const history = page.getByRole('list', { name: 'Past imports' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  for (const format of ['CSV', 'OFX', 'QIF']) await expect(history).toContainText(format);

  // Undo the QIF import: asks first, then its two rows are gone from the Transactions page.
  await page.getByRole('button', { name: 'Undo import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo import of card.qif' });
  await expect(dialog).toContainText('This removes the 2 transactions it created.');
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText('Import undone: 2 transactions removed.')).toBeVisible();
  await expect(history.getByText('Undone')).toBeVisible();

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Filter All Transactions' }).click();
  const list = page.getByRole('table', { name: 'Transactions' });
  await expect(list).toContainText('SIDE GIG LLC');
  await expect(list).toContainText('CORNER BAKERY Card 1234');
  await expect(list).not.toContainText('GAS STATION');

  // The same OFX again adds nothing: every row is a duplicate, unticked.
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await chooseFile(page, 'checking.ofx', ofx);
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toContainText(
    '3 rows · 3 duplicates · 0 selected',
  );
  await expect(rows.getByText('Duplicate')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Import 0 transactions' })).toBeDisabled();
});

test('the import page at 375 and 1440 px in light and dark: screenshots, no axe findings', async ({
  app,
  page,
}) => {
  test.setTimeout(180_000);
  const user = await signUpAndVerify(app, page);
  await seedBudget(page, user.token);
  // One confirmed import so the history and the duplicate marks have something to show.
  await page.goto('/transactions/import');
  await chooseFile(page, 'checking.ofx', ofx);
  await confirmPreview(page, 3);
  await expect(page.getByText('3 imported, 0 duplicates skipped')).toBeVisible();

  const problems: string[] = [];
  for (const width of [375, 1440]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 1000 });
      await page.goto(`/transactions?theme=${theme}`);
      await expect(page.getByRole('link', { name: 'Import', exact: true })).toBeVisible();
      await shoot(page, `transactions-${width}-${theme}`);

      await page.goto(`/transactions/import?theme=${theme}`);
      await chooseFile(page, 'first-bank.csv', csv);
      await expect(page.getByRole('button', { name: 'Preview rows' })).toBeVisible();
      await shoot(page, `mapping-${width}-${theme}`);
      problems.push(...(await seriousFindings(page)).map((f) => `mapping ${width} ${theme}: ${f}`));

      await page.getByRole('button', { name: 'Cancel' }).click();
      await chooseFile(page, 'checking.ofx', ofx);
      await expect(page.getByRole('table', { name: 'Rows to import' })).toContainText('Duplicate');
      await shoot(page, `preview-${width}-${theme}`);
      problems.push(...(await seriousFindings(page)).map((f) => `preview ${width} ${theme}: ${f}`));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0)
        problems.push(`preview ${width} ${theme} scrolls sideways by ${overflow} px`);
    }
  }
  expect(problems).toEqual([]);
});

async function seedHandEntered(page: Page, token: string) {
  const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as {
    csrfToken: string;
  };
  const res = await page.request.post('/api/transactions', {
    headers: { Authorization: `Bearer ${token}`, 'x-csrf-token': csrfToken },
    data: {
      date: '2026-09-10',
      description: 'Phone bill',
      amount: 45.1,
      type: 'expense',
      category: 'Groceries',
    },
  });
  expect(res.ok(), `POST /api/transactions → ${res.status()}`).toBe(true);
}

test('a possible match is shown beside its row and linked, not counted twice; undo gives it back', async ({
  app,
  page,
}) => {
  test.setTimeout(240_000);
  const user = await signUpAndVerify(app, page);
  await seedBudget(page, user.token);
  await seedHandEntered(page, user.token);
  const problems: string[] = [];
  const rows = page.getByRole('table', { name: 'Rows to import' });
  for (const width of [375, 1440]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 1000 });
      await page.goto(`/transactions/import?theme=${theme}`);
      await chooseFile(page, 'checking.ofx', ofx);
      await expect(rows.getByTestId('possible-match')).toContainText(
        'Possible match: Phone bill · Sep 10, 2026 · Groceries',
      );
      await shoot(page, `possible-match-${width}-${theme}`);
      mkdirSync('/tmp/shots-import', { recursive: true });
      await page.screenshot({ path: `/tmp/shots-import/preview-${width}-${theme}.png` });
      problems.push(...(await seriousFindings(page)).map((f) => `${width} ${theme}: ${f}`));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) problems.push(`${width} ${theme} scrolls sideways by ${overflow} px`);
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  expect(problems).toEqual([]);

  await chooseFile(page, 'checking.ofx', ofx);
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toContainText(
    '1 possible match',
  );
  await expect(page.getByLabel('Possible match of row 1: Phone bill')).toHaveValue('bank');
  // The category is picked from the month's categories; a new one is an explicit choice.
  const category = page.getByLabel('Category of row 3');
  await category.click();
  await category.fill('groc');
  await expect(page.getByRole('option', { name: 'Create category "groc"' })).toBeVisible();
  await page.getByRole('option', { name: 'Groceries' }).click();
  await expect(category).toHaveValue('Groceries');
  await page.getByRole('button', { name: 'Import 2 transactions, link 1' }).click();
  await expect(
    page.getByText('2 imported, 0 duplicates skipped, 1 linked to an existing transaction'),
  ).toBeVisible();

  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Filter All Transactions' }).click();
  const list = page.getByRole('table', { name: 'Transactions' });
  await expect(list).toContainText('MOBILE PHONE CO');
  await expect(list).not.toContainText('Phone bill');
  await expect(list.getByText('MOBILE PHONE CO')).toHaveCount(1);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Import transactions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Undo checking.ofx' }).click();
  await page
    .getByRole('dialog', { name: 'Undo import of checking.ofx' })
    .getByRole('button', { name: 'Undo import' })
    .click();
  await expect(page.getByRole('list', { name: 'Past imports' }).getByText('Undone')).toBeVisible();
  await page.goto('/transactions');
  await page.getByRole('button', { name: 'Filter All Transactions' }).click();
  await expect(list).toContainText('Phone bill');
  await expect(list).not.toContainText('MOBILE PHONE CO');
});

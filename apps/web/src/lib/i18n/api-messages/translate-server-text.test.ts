import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changePasswordBody, loginBody, registerBody } from '@elevate/shared/schemas/auth';
import { updateAccountBody } from '@elevate/shared/schemas/account';
import { createBudgetBody } from '@elevate/shared/schemas/budgets';
import { createTransactionBody } from '@elevate/shared/schemas/transactions';
import { contactBody } from '@elevate/shared/schemas/support';
import { createWebhookBody } from '@elevate/shared/schemas/webhooks';
import { ApiError } from '../../api-error.ts';
import { createAppIntl, setCurrentIntl } from '../app-intl.ts';
import { englishMessages, loadMessages } from '../catalogues.ts';
import { translateServerText } from './translate-server-text.ts';

const german = async () => createAppIntl('de', await loadMessages('de'), 'de-DE');

afterEach(() => setCurrentIntl(createAppIntl('en', englishMessages, 'en-US')));

describe('translateServerText', () => {
  it('leaves English as the server wrote it', () => {
    expect(translateServerText('Invalid email or password')).toBe('Invalid email or password');
  });

  it('translates a known text word for word', async () => {
    const de = await german();
    expect(translateServerText('Invalid email or password', de)).toBe(
      'Ungültige E-Mail-Adresse oder ungültiges Passwort',
    );
    expect(translateServerText('Name is required', de)).toBe('Der Name ist erforderlich');
  });

  it('finds a text with a number by its pattern, the number written the reader’s way', async () => {
    const de = await german();
    expect(translateServerText('Name must be at most 100 characters', de)).toBe(
      'Der Name darf höchstens 100 Zeichen lang sein',
    );
    expect(
      translateServerText(
        'A ledger can hold at most 1,200 budgets. Delete an old budget to create a new one.',
        de,
      ),
    ).toBe(
      'Ein Haushaltsbuch kann höchstens 1.200 Budgets enthalten. Lösche ein altes Budget, um ein neues zu erstellen.',
    );
    expect(translateServerText('Date must be between 1900 and 2200', de)).toBe(
      'Das Datum muss zwischen 1900 und 2200 liegen',
    );
  });

  it('keeps names the user typed and names their category type', async () => {
    const de = await german();
    expect(translateServerText("Category 'Food' (expense) already exists in this budget", de)).toBe(
      'Die Kategorie „Food“ (Ausgaben) gibt es in diesem Budget bereits',
    );
  });

  it('returns a text it does not know unchanged', async () => {
    expect(translateServerText('Something new from the server', await german())).toBe(
      'Something new from the server',
    );
  });

  it('knows every message the forms’ shared schemas give for common mistakes', async () => {
    const de = await german();
    const cases: [z.ZodType, unknown][] = [
      [registerBody, {}],
      [registerBody, { name: ' ', email: 'nope', password: 'short' }],
      [registerBody, { name: 'a\nb', email: 'x'.repeat(260), password: 'x'.repeat(129) }],
      [loginBody, { email: '', password: '' }],
      [changePasswordBody, { currentPassword: '', newPassword: 'alllowercase' }],
      [updateAccountBody, { name: 'x'.repeat(101) }],
      [updateAccountBody, { locale: 'it' }],
      [createBudgetBody, { month: '2026-13', categories: [{ name: '', type: 'x' }] }],
      [createTransactionBody, { date: 'soon', description: '', amount: 0, type: 'expense' }],
      [createTransactionBody, { date: '1800-01-01', description: 'x', amount: 1.234 }],
      [contactBody, { email: 'x', subject: 'Hi', message: 'Short' }],
      [createWebhookBody, { url: '', events: [] }],
    ];
    const unknown = new Set<string>();
    for (const [schema, input] of cases) {
      const result = schema.safeParse(input);
      for (const issue of result.error?.issues ?? []) {
        if (translateServerText(issue.message, de) === issue.message) unknown.add(issue.message);
      }
    }
    expect([...unknown]).toEqual([]);
  });
});

describe('ApiError', () => {
  it('speaks the app’s language and keeps the server’s text for code that compares it', async () => {
    setCurrentIntl(await german());
    const error = new ApiError(404, { msg: 'Ledger not found' });
    expect(error.msg).toBe('Haushaltsbuch nicht gefunden');
    expect(error.message).toBe('Haushaltsbuch nicht gefunden');
    expect(error.serverMsg).toBe('Ledger not found');
    const refused = new ApiError(400, { errors: [{ param: 'name', msg: 'Name is required' }] });
    expect(refused.errors).toEqual([{ param: 'name', msg: 'Der Name ist erforderlich' }]);
  });
});

import { z } from 'zod';
import {
  accountResponse,
  changeEmailBody,
  confirmEmailChangeBody,
  confirmEmailChangeResponse,
  deleteAccountBody,
  updateAccountBody,
} from '../schemas/account.ts';
import { accountExport, restoreResponse } from '../schemas/account-export.ts';
import { messageResponse, successResponse } from '../schemas/common.ts';
import { area } from './endpoint.ts';

const account = area('account', [400, 401, 403, 404, 409, 413, 415, 423, 429, 503]);

/** Your data and your address: export, restore, e-mail change, deletion (decision 0047). */
export const accountApi = {
  get: account.get('/api/account', {
    summary: 'How the account signs in',
    responses: { 200: accountResponse },
  }),
  update: account.patch('/api/account', {
    summary:
      'Change the display name, language or weekly digest, or dismiss the first-run checklist',
    body: updateAccountBody,
    responses: { 200: successResponse },
  }),
  remove: account.delete('/api/account', {
    summary: 'Delete the account and everything it holds; signs out every device',
    body: deleteAccountBody,
    responses: { 200: successResponse },
  }),
  /** Streamed by the route; the web app downloads it as a file rather than parsing it. */
  exportJson: account.get('/api/account/export', {
    ledger: 'read',
    // The whole account's data leaves or arrives only with a signed-in person.
    tokens: false,
    summary: 'Everything the account holds as one JSON file (format in README), streamed',
    responses: { 200: z.unknown() },
  }),
  exportCsv: account.get('/api/account/export.csv', {
    ledger: 'read',
    tokens: false,
    summary: 'Every transaction as CSV (date, description, category, type, amount, notes, account)',
    responses: { 200: z.string() },
  }),
  restore: account.post('/api/account/restore', {
    ledger: 'write',
    tokens: false,
    summary: 'Restore an export file into this account, which must hold no data yet',
    body: accountExport,
    responses: { 200: restoreResponse },
  }),
};

/** Moving the account to another address: asked while signed in, confirmed from the mail. */
export const emailChangeApi = {
  request: account.post('/api/account/email', {
    summary: 'Mail a confirmation link to a new address (password or a fresh provider sign-in)',
    body: changeEmailBody,
    responses: { 200: messageResponse },
  }),
  confirm: account.post('/api/account/email/confirm', {
    auth: 'none',
    summary: 'Open an e-mail change link: the account moves to the new address',
    body: confirmEmailChangeBody,
    responses: { 200: confirmEmailChangeResponse },
  }),
};

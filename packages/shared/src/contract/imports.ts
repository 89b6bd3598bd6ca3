import {
  confirmImportBody,
  confirmImportResponse,
  importDetailResponse,
  importHistoryResponse,
  importIdParams,
  importPreviewResponse,
  importRowsQuery,
  importRowsResponse,
  undoImportResponse,
} from '../schemas/imports.ts';
import { area } from './endpoint.ts';

const imports = area('imports', [400, 401, 403, 404, 409, 429], { ledger: true });

/** Bank import (decision 0024); every call reads or writes only the request's ledger's imports (decision 0049). */
export const importsApi = {
  /** A multipart upload: the file and an optional mapping are read by the route, not a schema. */
  upload: imports.post('/api/imports', {
    summary: 'Upload a bank file (CSV, OFX, QFX, QIF, CAMT.053) and get its preview',
    description:
      'multipart/form-data: the file in field `file` (a CSV at most 20 MB, another format 4 MB; 200,000 rows), for a CSV an optional JSON field `mapping` (csvMapping), and an optional field `accountId`, the account the rows go into (404 for an account the ledger has not got). Without a mapping, the one remembered for the header or a detected one is used and answered. Without an account, the one this file’s bank account id (OFX ACCTID, CAMT.053 IBAN) was last imported into is used and answered as suggestedAccountId, else the default account. 413 for a larger file; 400 saying what and where for a malformed one. Nothing is saved until confirmed; a preview expires after 24 hours.',
    consumes: ['multipart/form-data'],
    responses: { 201: importPreviewResponse },
    errors: [400, 401, 403, 404, 409, 413, 429, 503],
  }),
  history: imports.get('/api/imports', {
    summary: 'Import history: confirmed and undone imports, newest first (200 at most)',
    responses: { 200: importHistoryResponse },
  }),
  detail: imports.get('/api/imports/:importId', {
    summary: 'One import, with how many of its transactions remain and were edited since',
    params: importIdParams,
    responses: { 200: importDetailResponse },
  }),
  rows: imports.get('/api/imports/:importId/rows', {
    summary: 'A page of an import’s rows in file order',
    params: importIdParams,
    query: importRowsQuery,
    responses: { 200: importRowsResponse },
  }),
  confirm: imports.post('/api/imports/:importId/confirm', {
    summary: 'Save a previewed import in one database transaction (all rows or none)',
    description:
      'Optional body: exclude (rows left out), include (duplicates to save anyway), changes (a row’s type and/or category). The rows go into the preview’s account (404 Account not found when it was deleted meanwhile, nothing saved). Categories missing from a month’s budget are added to it, budgeted 0.',
    params: importIdParams,
    body: confirmImportBody,
    responses: { 200: confirmImportResponse },
  }),
  undo: imports.delete('/api/imports/:importId', {
    summary: 'Undo an import: remove exactly the transactions it created, in one transaction',
    description:
      'Edited ones go too; GET /api/imports/{importId} tells how many were edited beforehand.',
    params: importIdParams,
    responses: { 200: undoImportResponse },
  }),
};

import {
  csvMapping,
  IMPORT_INLINE_ROWS,
  type CsvMapping,
  type ImportPreviewResponse,
} from '@elevate/shared/schemas/imports';
import { fromCents } from '@elevate/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import { importMappings } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND } from '../transactions/transaction-rows.ts';
import { checkImportAccount, chooseImportAccount } from './import-account.ts';
import { stageImport, toImportRow } from './import-store.ts';
import { loadKnown } from './known.ts';
import { parseFile } from './parsers/index.ts';
import { rowPreparer, type StagedRow } from './prepare-rows.ts';

async function rememberedMapping(db: Db, ledgerId: string, headerKey: string) {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.ledgerId, ledgerId), eq(importMappings.headerKey, headerKey)));
  const parsed = csvMapping.safeParse(row?.mapping);
  return parsed.success ? parsed.data : null;
}

/** What the upload chose besides the file: a CSV's mapping, the account (decision 0052). */
export interface UploadChoices {
  mapping?: CsvMapping | undefined;
  accountId?: string | undefined;
}

/**
 * POST /api/imports: parse, categorise, mark duplicates, stage. A named
 * account the ledger has not got is a 404 and parsing a 400, both before
 * anything is written; staging is one transaction. `file.bytes` is emptied
 * once the file is parsed: the caller still holds the upload, and the bytes
 * of a large file are not needed past that point.
 */
export async function previewImport(
  db: Db,
  ledgerId: string,
  file: { name: string; bytes: Uint8Array },
  { mapping, accountId: named }: UploadChoices = {},
): Promise<ImportPreviewResponse> {
  if (named) await checkImportAccount(db, ledgerId, named);
  const parsed = await parseFile(file.bytes, file.name, mapping, (key) =>
    rememberedMapping(db, ledgerId, key),
  );
  file.bytes = new Uint8Array(0);
  const { key, balance } = parsed.account;
  const { accountId, suggestedAccountId } = await chooseImportAccount(db, ledgerId, named, key);
  // Duplicates and possible matches are the account's own transactions.
  const known = await loadKnown(db, ledgerId, accountId, parsed.facts);
  // 100,000 normalised descriptions, needed only to look the payees up.
  parsed.facts.descriptions.clear();
  const prepare = rowPreparer(known);
  // Rows are read, prepared and staged a chunk at a time; the first ones are
  // kept for the answer.
  const count = parsed.count;
  const inline: StagedRow[] = [];
  const rows = (from: number, to: number) =>
    parsed.read(from, to).map((parsedRow, n) => {
      const row = prepare(parsedRow, from + n);
      if (from + n < IMPORT_INLINE_ROWS) inline.push(row);
      return row;
    });
  const csv = parsed.csv;
  const staged = await stageImport(db, ledgerId, {
    fileName: file.name,
    format: parsed.format,
    mapping: csv?.mapping ?? null,
    headerKey: csv?.headerKey ?? null,
    accountId,
    accountKey: key,
    count,
    rows,
  }).catch((err: unknown) => {
    // The account was deleted since it was read.
    if (isForeignKeyViolation(err)) throw notFound(ACCOUNT_NOT_FOUND);
    throw err;
  });
  return {
    importId: staged.id,
    fileName: file.name,
    format: parsed.format,
    accountId,
    suggestedAccountId,
    statementBalance: balance && { amount: fromCents(balance.cents), date: balance.date },
    // Without a mapping (no date or amount column found) the preview is empty
    // and the layout shows the columns for the user to map.
    ...(csv?.mapping ? { mapping: csv.mapping } : {}),
    ...(csv ? { layout: { ...csv.layout, remembered: parsed.remembered } } : {}),
    count,
    duplicates: staged.duplicates,
    matches: staged.matches,
    ignored: parsed.ignored,
    rows: inline.map(toImportRow),
    expiresAt: staged.expiresAt.toISOString(),
  };
}

import { z } from 'zod';
import { categoryName, categoryType } from './budgets.ts';
import { isoDateTimeString, objectId, pageFromQuery } from './common.ts';
import { splitPartResponse } from './splits.ts';

/**
 * Bank import (docs/product/import.md, decision 0024). POST /api/imports parses a file into
 * a pending preview; GET .../rows pages through it; POST .../confirm saves it
 * in one database transaction; DELETE /api/imports/{importId} undoes it.
 */
export const IMPORT_FORMATS = ['csv', 'ofx', 'qfx', 'qif', 'camt053'] as const;
export const importFormat = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormat>;

/** Upload limits: a larger file answers 413, more rows 400. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/**
 * OFX, QFX, QIF and CAMT.053 are parsed whole, not a piece at a time like a
 * CSV: a lower limit (about 20,000 OFX transactions) bounds their memory.
 */
export const MAX_IMPORT_STATEMENT_BYTES = 4 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 200_000;
/** Columns of a CSV (a mapping names columns 0 to 199); a wider row answers 400. */
export const MAX_CSV_COLUMNS = 200;
/** Rows answered inline by POST /api/imports; the rest through GET .../rows. */
export const IMPORT_INLINE_ROWS = 1000;
export const MAX_IMPORT_ROWS_PAGE_SIZE = 1000;
/** What a row without a rule, a remembered payee or a file category gets. */
export const UNCATEGORIZED = 'Uncategorized';

/** 0-based column number of the CSV (after the skipped preamble). */
const columnIndex = z
  .number({ error: 'Column must be a whole number' })
  .int('Column must be a whole number')
  .min(0, 'Column must be 0 or more')
  .max(MAX_CSV_COLUMNS - 1, `Column must be at most ${MAX_CSV_COLUMNS - 1}`);

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export const CSV_ENCODINGS = ['utf-8', 'windows-1252'] as const;
/**
 * Order of day, month and year in the date column; any of '-', '/', '.' may
 * separate them and the year may have 2 digits (`2026-03-01`, `01/03/2026`,
 * `3/1/26`, `01.03.2026`).
 */
export const CSV_DATE_ORDERS = ['ymd', 'dmy', 'mdy'] as const;
export const csvDateOrder = z.enum(CSV_DATE_ORDERS, {
  error: 'Date format must be ymd, dmy or mdy',
});
export type CsvDateOrder = z.infer<typeof csvDateOrder>;

/**
 * How a signed or split amount becomes money in (income) or out (expense).
 * signed: a negative value is money out (invert: true for card exports where
 * a positive value is a charge). debitCredit: one column of money out, one of
 * money in, either may be blank.
 */
export const csvAmountMapping = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('signed'),
      column: columnIndex,
      invert: z.boolean().optional(),
    }),
    z.strictObject({ kind: z.literal('debitCredit'), debit: columnIndex, credit: columnIndex }),
  ],
  { error: 'Amount must be a signed column or debit and credit columns' },
);
export type CsvAmountMapping = z.infer<typeof csvAmountMapping>;

/** The JSON field `mapping` of POST /api/imports for a CSV; answered back as detected. */
export const csvMapping = z.strictObject({
  delimiter: z.enum(CSV_DELIMITERS, { error: 'Delimiter must be , ; or tab' }),
  encoding: z.enum(CSV_ENCODINGS, { error: 'Encoding must be utf-8 or windows-1252' }),
  /** Preamble rows before the header (or the data when there is none), blank lines not counted. */
  skipRows: z.number().int().min(0).max(1000),
  hasHeader: z.boolean(),
  date: columnIndex,
  dateOrder: csvDateOrder,
  /** Joined with a space, blanks left out. */
  description: z.array(columnIndex).min(1, 'Choose a description column').max(10),
  amount: csvAmountMapping,
  /** The decimal mark; the other of '.' and ',' plus spaces and ' are thousands separators. */
  decimal: z.enum(['.', ','], { error: 'Decimal mark must be . or ,' }),
  category: columnIndex.optional(),
  notes: columnIndex.optional(),
});
export type CsvMapping = z.infer<typeof csvMapping>;

/** What the mapping step shows: the columns, a few raw rows, the date orders the data allows. */
export const csvLayout = z.object({
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  /** Every date order all dates of the file fit; more than one means the user should choose. */
  dateOrders: z.array(csvDateOrder),
  /** True when the mapping is the one remembered for this header. */
  remembered: z.boolean(),
});
export type CsvLayout = z.infer<typeof csvLayout>;

export const CATEGORY_SOURCES = ['rule', 'payee', 'file', 'none'] as const;

/** How many days apart a row and an existing transaction of its amount may be to possibly match. */
export const POSSIBLE_MATCH_DAYS = 3;

/**
 * The user's existing transaction a row possibly matches (decision 0042): the
 * same amount and direction, at most POSSIBLE_MATCH_DAYS apart, another text.
 */
export const possibleMatch = z.object({
  _id: z.string(),
  date: isoDateTimeString,
  description: z.string(),
  amount: z.number(),
  type: categoryType,
  /** null when the transaction is split (its parts have the categories). */
  category: z.string().nullable(),
});
export type PossibleMatch = z.infer<typeof possibleMatch>;

/**
 * A row as it will be saved. amount is positive dollars; type says in (income) or out (expense).
 * A split row (decision 0055: the file's own split, as a QIF record's split lines, else a
 * rule's split) has its parts in `splits` and category '' (its parts have the categories);
 * confirm saves it as a split transaction. A change of its category at confirm files it under
 * that one category instead (no longer split).
 */
export const importRow = z.object({
  index: z.number().int(),
  date: isoDateTimeString,
  description: z.string(),
  amount: z.number(),
  type: categoryType,
  /** '' when the row is split. */
  category: z.string(),
  categorySource: z.enum(CATEGORY_SOURCES),
  notes: z.string().nullable(),
  /** The tags the rules give the row (decision 0054), [] when none. */
  tags: z.array(z.string()),
  /**
   * The rule that set the row's category or split it (else the first that set anything), null
   * when none.
   */
  ruleId: z.string().nullable(),
  /** The row's split parts, each of the row's type, adding up to its amount; [] when not split. */
  splits: z.array(splitPartResponse).optional(),
  duplicate: z.boolean(),
  /** Linked on confirm unless the user keeps both; null when none. */
  match: possibleMatch.nullable().optional(),
});
export type ImportRow = z.infer<typeof importRow>;

/**
 * The closing balance an OFX (LEDGERBAL) or CAMT.053 (Bal of type CLBD) statement states,
 * in dollars (negative when overdrawn or owed) on a YYYY-MM-DD day: what the client offers
 * to reconcile the account with once the import is confirmed (POST /api/accounts/{id}/reconcile).
 */
export const statementBalance = z.object({ amount: z.number(), date: z.string() });
export type StatementBalance = z.infer<typeof statementBalance>;

/** 201 of POST /api/imports. */
export const importPreviewResponse = z.object({
  importId: z.string(),
  fileName: z.string(),
  format: importFormat,
  /**
   * The account the rows go into on confirm (decision 0052): the upload's `accountId`,
   * else the account this file's bank account id was last imported into, else the default.
   */
  accountId: z.string(),
  /**
   * When the upload named no account and the file's bank account id (OFX ACCTID, CAMT.053
   * IBAN) was imported before: the account it went into, which is then `accountId`.
   */
  suggestedAccountId: z.string().nullable(),
  /** The statement's closing balance; null when the file states none (or several accounts'). */
  statementBalance: statementBalance.nullable(),
  mapping: csvMapping.optional(),
  layout: csvLayout.optional(),
  count: z.number().int(),
  duplicates: z.number().int(),
  /** Rows with a possible match (decision 0042), linked on confirm unless the user keeps both. */
  matches: z.number().int(),
  /** Lines with no amount or an amount of 0, left out of the preview. */
  ignored: z.number().int(),
  rows: z.array(importRow),
  expiresAt: isoDateTimeString,
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;

export const importIdParams = z.strictObject({ importId: objectId });

export const importRowsQuery = z.strictObject({
  page: pageFromQuery('Page', 1_000_000).default(1),
  limit: pageFromQuery('Limit', MAX_IMPORT_ROWS_PAGE_SIZE).default(IMPORT_INLINE_ROWS),
});
export type ImportRowsQuery = z.input<typeof importRowsQuery>;

export const importRowsResponse = z.object({
  rows: z.array(importRow),
  page: z.number().int(),
  limit: z.number().int(),
  count: z.number().int(),
  totalPages: z.number().int(),
});
export type ImportRowsResponse = z.infer<typeof importRowsResponse>;

const rowIndex = z
  .number({ error: 'Row must be a whole number' })
  .int('Row must be a whole number')
  .min(0, 'Row must be 0 or more')
  .max(MAX_IMPORT_ROWS - 1, `Row must be below ${MAX_IMPORT_ROWS}`);

/** 'bank' takes the imported row's date or text for the linked transaction, 'existing' keeps its own. */
const linkSide = z.enum(['bank', 'existing'], { error: 'Choose bank or existing' });

/**
 * POST /api/imports/{importId}/confirm, all optional. exclude: rows left out;
 * include: duplicates to save anyway (they are unticked by default);
 * changes: a row's new type and/or category; matches: what to do with a row's
 * possible match, link (the default, with the bank's date and text) or keepBoth.
 */
export const confirmImportBody = z
  .strictObject({
    exclude: z.array(rowIndex).max(MAX_IMPORT_ROWS).optional(),
    include: z.array(rowIndex).max(MAX_IMPORT_ROWS).optional(),
    changes: z
      .array(
        z.strictObject({
          index: rowIndex,
          type: categoryType.optional(),
          category: categoryName.optional(),
        }),
      )
      .max(MAX_IMPORT_ROWS)
      .optional(),
    matches: z
      .array(
        z.strictObject({
          index: rowIndex,
          action: z.enum(['link', 'keepBoth'], { error: 'Action must be link or keepBoth' }),
          date: linkSide.optional(),
          text: linkSide.optional(),
        }),
      )
      .max(MAX_IMPORT_ROWS)
      .optional(),
  })
  .optional();
export type ConfirmImportBody = z.input<typeof confirmImportBody>;

export const confirmImportResponse = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  /** Rows linked to an existing transaction instead of added (counted in skipped too). */
  linked: z.number().int(),
});
export type ConfirmImportResponse = z.infer<typeof confirmImportResponse>;

export const IMPORT_STATUSES = ['pending', 'confirmed', 'undone'] as const;

/** One line of the history (GET /api/imports) and GET /api/imports/{importId}. */
export const importSummary = z.object({
  importId: z.string(),
  fileName: z.string(),
  format: importFormat,
  status: z.enum(IMPORT_STATUSES),
  createdAt: isoDateTimeString,
  confirmedAt: isoDateTimeString.nullable(),
  undoneAt: isoDateTimeString.nullable(),
  count: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  /** The account its rows went into; null once that account is deleted. */
  accountId: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const importHistoryResponse = z.object({ imports: z.array(importSummary) });
export type ImportHistoryResponse = z.infer<typeof importHistoryResponse>;

/**
 * GET /api/imports/{importId}: the summary plus what an undo would do now:
 * remaining is how many of its transactions still exist, edited how many of
 * those were changed since (the undo dialog says so before they go).
 */
export const importDetailResponse = importSummary.extend({
  remaining: z.number().int(),
  edited: z.number().int(),
});
export type ImportDetailResponse = z.infer<typeof importDetailResponse>;

/** 200 of DELETE /api/imports/{importId}. */
export const undoImportResponse = z.object({
  removed: z.number().int(),
  edited: z.number().int(),
  /** Linked transactions given back their date and text. */
  restored: z.number().int(),
});
export type UndoImportResponse = z.infer<typeof undoImportResponse>;

/**
 * An import rule of a file written before they became rules (decision 0054): 'description
 * contains X → category' (case-insensitive); type null keeps the row's type. Only a restore
 * reads it, turning it into a rule.
 */
export const importRuleBody = z.strictObject({
  contains: z
    .string({ error: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(100, 'Text must be at most 100 characters'),
  category: categoryName,
  type: categoryType.nullable().optional(),
});

/** How many import rules a ledger could hold: an older file holds no more. */
export const MAX_IMPORT_RULES = 500;

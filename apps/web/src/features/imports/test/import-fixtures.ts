import type {
  CsvLayout,
  CsvMapping,
  ImportPreviewResponse,
  ImportRow,
} from '@elevate/shared/schemas/imports';

/** Row i of a made-up statement: every 10th is a duplicate, odd rows are money in. */
export function makeRow(index: number): ImportRow {
  return {
    index,
    date: new Date(Date.UTC(2026, 2, 1 + (index % 28))).toISOString(),
    description: `Payee ${index}`,
    amount: 10 + (index % 50),
    type: index % 2 === 1 ? 'income' : 'expense',
    category: 'Uncategorized',
    categorySource: 'none',
    notes: null,
    tags: [],
    ruleId: null,
    duplicate: index % 10 === 0,
  };
}

export function makeRows(from: number, to: number): ImportRow[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => makeRow(from + i));
}

export const detectedMapping: CsvMapping = {
  delimiter: ',',
  encoding: 'utf-8',
  skipRows: 0,
  hasHeader: true,
  date: 0,
  dateOrder: 'dmy',
  description: [1],
  amount: { kind: 'signed', column: 3 },
  decimal: '.',
};

export const layout: CsvLayout = {
  columns: ['Date', 'Payee', 'Memo', 'Amount', 'Debit', 'Credit'],
  sample: [['01/03/2026', 'AMAZON', 'Books', '-12.50', '12.50', '']],
  dateOrders: ['dmy', 'mdy'],
  remembered: false,
};

/** The default account of the made-up ledger (a ledger's first account has the ledger's id). */
export const MAIN_ACCOUNT_ID = '0f0f0f0f-0000-4000-8000-00000000000a';

export function makePreview(count: number, extra: Partial<ImportPreviewResponse> = {}) {
  const preview: ImportPreviewResponse = {
    importId: '65f0c0ffee0000000000abcd',
    fileName: 'statement.csv',
    format: 'csv',
    accountId: MAIN_ACCOUNT_ID,
    suggestedAccountId: null,
    statementBalance: null,
    count,
    duplicates: Math.ceil(count / 10),
    matches: 0,
    ignored: 0,
    rows: makeRows(0, Math.min(count, 1000)),
    expiresAt: new Date(Date.UTC(2026, 2, 2)).toISOString(),
    ...extra,
  };
  return preview;
}

import { BENCH_RULES } from './seed-bench.ts';

/**
 * Bank import (docs/product/import.md): preview and confirm of a 100,000-row CSV through the API, as the
 * web client does it (multipart upload, then confirm), then its undo. The
 * target is under 10 s for preview + confirm on PostgreSQL with the server
 * under its 300 MB cap.
 */
export const IMPORT_ROWS = 100_000;
export const IMPORT_TARGET_MS = 10_000;

export interface ImportTiming {
  rows: number;
  bytes: number;
  previewMs: number;
  confirmMs: number;
  undoMs: number;
  imported: number;
}

/** A bank-like CSV: header, m/d/y dates over 2031, signed amounts, a few thousand payees. */
export function benchCsv(rows = IMPORT_ROWS): string {
  const lines = ['Date,Description,Amount,Reference'];
  for (let i = 0; i < rows; i += 1) {
    const day = new Date(Date.UTC(2031, 0, 1 + (i % 365)));
    const date = `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()}`;
    const cents = ((i * 7919) % 250_000) + 1;
    const sign = i % 10 === 0 ? '' : '-';
    const amount = `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    lines.push(`${date},"PAYEE ${i % 4000} STORE ${i}",${amount},REF${i}`);
  }
  return `${lines.join('\n')}\n`;
}

async function call(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

export async function importScenario(
  url: string,
  token: string,
  csrfToken: string,
  rows = IMPORT_ROWS,
): Promise<ImportTiming> {
  const headers = {
    authorization: `Bearer ${token}`,
    cookie: `csrf_token=${csrfToken}`,
    'x-csrf-token': csrfToken,
  };
  const csv = benchCsv(rows);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-100k.csv');
  const started = performance.now();
  const preview = (await call(`${url}/api/imports`, { method: 'POST', headers, body: form })) as {
    importId: string;
    count: number;
  };
  const previewed = performance.now();
  if (preview.count !== rows) throw new Error(`preview read ${preview.count} of ${rows} rows`);
  const confirm = (await call(`${url}/api/imports/${preview.importId}/confirm`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  })) as { imported: number };
  const confirmed = performance.now();
  await call(`${url}/api/imports/${preview.importId}`, { method: 'DELETE', headers });
  return {
    rows,
    bytes: Buffer.byteLength(csv),
    previewMs: Math.round(previewed - started),
    confirmMs: Math.round(confirmed - previewed),
    undoMs: Math.round(performance.now() - confirmed),
    imported: confirm.imported,
  };
}

export function describeImport(timing: ImportTiming, rssMb: number): string {
  const total = timing.previewMs + timing.confirmMs;
  const verdict = total < IMPORT_TARGET_MS ? 'within' : 'OVER';
  return `Import of a ${timing.rows.toLocaleString('en-US')}-row CSV (${(timing.bytes / 1e6).toFixed(1)} MB) with ${BENCH_RULES} rules in the ledger: preview ${(timing.previewMs / 1000).toFixed(1)} s + confirm ${(timing.confirmMs / 1000).toFixed(1)} s = ${(total / 1000).toFixed(1)} s (${verdict} the 10 s target), ${timing.imported.toLocaleString('en-US')} imported; undo ${(timing.undoMs / 1000).toFixed(1)} s; server RSS ≤ ${rssMb} MB.`;
}

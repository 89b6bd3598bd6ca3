import {
  csvMapping,
  IMPORT_INLINE_ROWS,
  type CsvMapping,
  type ImportPreviewResponse,
} from '@elevate/shared/schemas/imports';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importMappings } from '../../db/schema.ts';
import { stageImport, toImportRow } from './import-store.ts';
import { loadKnown } from './known.ts';
import { parseFile } from './parsers/index.ts';
import { prepareRows } from './prepare-rows.ts';

async function rememberedMapping(db: Db, userId: string, headerKey: string) {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.userId, userId), eq(importMappings.headerKey, headerKey)));
  const parsed = csvMapping.safeParse(row?.mapping);
  return parsed.success ? parsed.data : null;
}

/**
 * POST /api/imports: parse, categorise, mark duplicates, stage. Parsing
 * throws a 400 before anything is written; staging is one transaction.
 */
export async function previewImport(
  db: Db,
  userId: string,
  file: { name: string; bytes: Uint8Array },
  mapping: CsvMapping | undefined,
): Promise<ImportPreviewResponse> {
  const parsed = await parseFile(file.bytes, file.name, mapping, (key) =>
    rememberedMapping(db, userId, key),
  );
  const known = await loadKnown(db, userId, parsed.rows);
  const rows = prepareRows(parsed.rows, known);
  parsed.rows.length = 0; // the parsed copies are no longer needed; let them go
  const csv = parsed.csv;
  const staged = await stageImport(db, userId, {
    fileName: file.name,
    format: parsed.format,
    mapping: csv?.mapping ?? null,
    headerKey: csv?.headerKey ?? null,
    rows,
  });
  return {
    importId: staged.id,
    fileName: file.name,
    format: parsed.format,
    // Without a mapping (no date or amount column found) the preview is empty
    // and the layout shows the columns for the user to map.
    ...(csv?.mapping ? { mapping: csv.mapping } : {}),
    ...(csv ? { layout: { ...csv.layout, remembered: parsed.remembered } } : {}),
    count: rows.length,
    duplicates: rows.filter((row) => row.duplicate).length,
    ignored: parsed.ignored,
    rows: rows.slice(0, IMPORT_INLINE_ROWS).map(toImportRow),
    expiresAt: staged.expiresAt.toISOString(),
  };
}

import { Readable } from 'node:stream';
import { EXPORT_FORMAT, EXPORT_VERSION } from '@elevate/shared/schemas/account-export';
import type { Db } from '../../db/client.ts';
import { untilStalled, type FullListLimits } from '../transactions/full-list-slots.ts';
import { csvLine } from './csv.ts';
import { ACCOUNT_SECTIONS } from './sections/index.ts';
import type { BatchSizes } from './sections/section.ts';
import { transactionBatches } from './sections/transactions.ts';

async function* exportJson(db: Db, userId: string, sizes: BatchSizes) {
  const header = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
  };
  yield JSON.stringify(header).slice(0, -1);
  for (const section of ACCOUNT_SECTIONS) {
    yield `,${JSON.stringify(section.key)}:`;
    yield* section.write(db, userId, sizes);
  }
  yield '}\n';
}

export const CSV_HEADER = ['date', 'description', 'category', 'type', 'amount', 'notes'];

/** Dollars from cents by integer arithmetic: '-12.05', never binary noise. */
function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

async function* exportCsv(db: Db, userId: string, sizes: BatchSizes) {
  yield csvLine(CSV_HEADER);
  for await (const batch of transactionBatches(db, userId, sizes.transactions)) {
    yield batch
      .map((t) =>
        csvLine(
          [
            t.date.slice(0, 10),
            t.description,
            t.category,
            t.type,
            dollars(t.amountCents),
            t.notes ?? '',
          ],
          {
            numeric: [4],
          },
        ),
      )
      .join('');
  }
}

/**
 * The export as a stream read batch by batch as the client reads (backpressure), so
 * the server's memory stays flat whatever the account holds. Like a full list it
 * takes one of the process's slots first (one per account), so a 429 or 503 is an
 * ordinary answer, and a client that stops reading is cut off.
 */
export async function exportStream(
  db: Db,
  userId: string,
  kind: 'json' | 'csv',
  limits: FullListLimits,
  sizes: BatchSizes,
): Promise<Readable> {
  const release = await limits.slots.take(userId);
  const source = kind === 'json' ? exportJson(db, userId, sizes) : exportCsv(db, userId, sizes);
  const chunks = untilStalled(source, limits.stallMs, () =>
    stream.destroy(new Error(`export not read for ${limits.stallMs} ms`)),
  );
  const stream = Readable.from(chunks, { objectMode: false });
  stream.once('end', release);
  stream.once('close', release);
  return stream;
}

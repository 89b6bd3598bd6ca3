import { randomBytes, randomUUID } from 'node:crypto';

/** The id of a transaction written on its own (a create, a recurring occurrence). */
export const newTransactionId = (): string => randomUUID();

/**
 * Transaction ids for rows `from` to `from + count - 1` of one batch made at
 * `baseMs`: UUIDv7 (RFC 9562: 48 bits of milliseconds, version 7, a 12-bit
 * sequence, the variant, 62 random bits), increasing with the row's position.
 * A batch's transactions then land at the end of the primary key instead of
 * on thousands of random pages: an import's insertion measured a third
 * faster (decision 0033). Row i's time is baseMs + floor(i / 4096), so a
 * batch cut into calls (an import's chunks) stays in order across them.
 */
export function orderedIds(baseMs: number, from: number, count: number): string[] {
  const random = randomBytes(8 * count);
  const bytes = Buffer.alloc(16);
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const i = from + n;
    bytes.writeUIntBE(baseMs + Math.floor(i / 4096), 0, 6);
    const sequence = i % 4096;
    bytes[6] = 0x70 | (sequence >> 8);
    bytes[7] = sequence & 0xff;
    random.copy(bytes, 8, 8 * n, 8 * n + 8);
    bytes[8] = 0x80 | (bytes[8]! & 0x3f);
    const hex = bytes.toString('hex');
    ids.push(
      `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    );
  }
  return ids;
}

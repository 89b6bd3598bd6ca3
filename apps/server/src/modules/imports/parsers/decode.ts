/**
 * Bytes to text: a UTF-8 BOM or valid UTF-8 is read as UTF-8; anything else
 * as Windows-1252 (a superset of Latin-1 for every printable byte), which is
 * what older bank exports in Europe and the US use.
 */
export type TextEncoding = 'utf-8' | 'windows-1252';

export function detectEncoding(bytes: Uint8Array): TextEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The BOM, if any, is dropped, and so are NUL characters (PostgreSQL text cannot hold them). */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  const text = new TextDecoder(encoding).decode(bytes);
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

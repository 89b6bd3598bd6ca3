import type { ImportFormat } from '@elevate/shared/schemas/imports';
import { badRequest } from '../../../lib/errors.ts';

export const UNSUPPORTED_FILE =
  'This file is not a CSV, OFX, QFX, QIF or CAMT.053 file. Download your statement from your bank in one of these formats.';

/** The format from the first kilobytes (the name's extension only tells OFX from QFX). */
export function detectFormat(bytes: Uint8Array, fileName: string): ImportFormat {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  if (head.includes('\u0000')) throw badRequest(UNSUPPORTED_FILE);
  const text = head.replace(/^\uFEFF|^ï»¿/, '').trimStart();
  if (/^OFXHEADER|<OFX>/i.test(text) || /<\?OFX /i.test(text)) {
    return /\.qfx$/i.test(fileName) || /<INTU\.BID>/i.test(head) ? 'qfx' : 'ofx';
  }
  if (/camt\.053|<BkToCstmrStmt/i.test(text)) return 'camt053';
  if (/^!(type|account|option)/i.test(text)) return 'qif';
  if (/^<\?xml|^<[a-z]/i.test(text)) throw badRequest(UNSUPPORTED_FILE);
  return 'csv';
}

import { objectId } from '@elevate/shared/schemas/common';
import {
  csvMapping,
  MAX_IMPORT_FILE_BYTES,
  type CsvMapping,
} from '@elevate/shared/schemas/imports';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

export const FILE_TOO_LARGE = `A file may be at most ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB. Split it into smaller files.`;
export const NO_FILE = 'Send the file in the multipart field "file".';
export const NOT_MULTIPART = 'Send the file as multipart/form-data.';

const tooLarge = () => new AppError(413, FILE_TOO_LARGE);

/** The mapping field as JSON, checked against the shared schema; its errors name the field. */
function readMapping(value: unknown): CsvMapping {
  let json: unknown;
  try {
    json = JSON.parse(String(value));
  } catch {
    throw badRequest('mapping must be JSON');
  }
  const parsed = csvMapping.safeParse(json);
  if (!parsed.success) {
    throw badRequest(
      'Invalid mapping',
      parsed.error.issues.map((issue) => ({
        param: ['mapping', ...issue.path].join('.'),
        msg: issue.message,
      })),
    );
  }
  return parsed.data;
}

/** The accountId field: an id (the route checks it is the ledger's), or a 400 naming the field. */
function readAccountId(value: unknown, truncated: boolean): string {
  const parsed = objectId.safeParse(truncated ? '' : String(value).trim());
  if (!parsed.success) {
    const msg = parsed.error.issues[0]?.message ?? 'Invalid id';
    throw badRequest('Invalid accountId', [{ param: 'accountId', msg }]);
  }
  return parsed.data;
}

/**
 * The file (buffered up to the limit, a 413 past it) and the optional
 * mapping and accountId fields, in whichever order the client sent them.
 */
export async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
  let file: { name: string; bytes: Uint8Array } | null = null;
  let mapping: CsvMapping | undefined;
  let accountId: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badRequest(NO_FILE);
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        // Control characters (NUL above all) cannot be stored in a text column.
        const name = [...part.filename]
          .filter((c) => c >= ' ' && c !== '\u007f')
          .join('')
          .trim();
        file = { name: (name || 'upload').slice(0, 200), bytes };
      } else if (part.fieldname === 'mapping') {
        if (part.valueTruncated) throw badRequest('mapping is too long');
        mapping = readMapping(part.value);
      } else if (part.fieldname === 'accountId') {
        accountId = readAccountId(part.value, part.valueTruncated);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code?.startsWith('FST_'))
      throw badRequest(`The upload could not be read: ${(err as Error).message}`);
    throw err;
  }
  if (!file) throw badRequest(NO_FILE);
  if (file.bytes.length === 0) throw badRequest('The file is empty.');
  return { file, mapping, accountId };
}

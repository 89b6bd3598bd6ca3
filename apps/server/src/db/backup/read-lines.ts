import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { BackupError } from './format.ts';

/**
 * The lines of a gzip file, one at a time (memory stays that of one chunk
 * and one line). A missing file, a file that is not gzip and a truncated one
 * each end in a BackupError that says so.
 */
export async function* readLines(file: string): AsyncGenerator<string, void, undefined> {
  try {
    await fs.promises.access(file, fs.constants.R_OK);
  } catch {
    throw new BackupError('not-found', `Cannot read the backup file ${file}.`);
  }
  const source = fs.createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip).setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      yield* parts;
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (
      code === 'Z_BUF_ERROR' ||
      code === 'Z_DATA_ERROR' ||
      code === 'ERR_ZLIB_INITIALIZATION_FAILED'
    ) {
      throw new BackupError(
        'corrupt',
        `The backup file ${file} is damaged or incomplete (${(err as Error).message}).`,
      );
    }
    throw err;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (rest) yield rest;
}

/**
 * Writes .br and .gz copies beside every compressible file of the web build, so the
 * server sends pre-compressed bytes at maximum quality instead of compressing per request.
 * Usage: node scripts/precompress.ts [distDir]
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json']);
/** Below this, compression overhead outweighs the saving (same threshold as the server). */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(distDir: string): Promise<number> {
  let written = 0;
  for await (const file of files(distDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await stat(file)).size <= MIN_BYTES) continue;
    const source = await readFile(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const count = await precompress(distDir);
console.info(
  `precompress: wrote .br and .gz for ${count} files in ${path.relative(root, distDir) || distDir}`,
);

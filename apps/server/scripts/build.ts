/**
 * npm run build --workspace apps/server: the production server as ES modules
 * in dist/ (decision 0034). Elevate's own code (the server's and the shared
 * package's) is bundled and its types dropped here, so the running server
 * loads no TypeScript and no type stripper; npm packages stay imports, loaded
 * from node_modules as in development. Any warning fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
// The workspace package ships TypeScript source: it is bundled, every other package is not.
const external = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.optionalDependencies ?? {}),
].filter((name) => name !== '@elevate/shared');

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/server.ts'],
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  // Error classes and functions keep their names: logs and `instanceof`-free checks read them.
  keepNames: true,
  charset: 'ascii',
  logLevel: 'silent',
  write: false,
});
if (result.errors.length > 0 || result.warnings.length > 0) {
  for (const message of [...result.errors, ...result.warnings]) console.error(message.text);
  process.exit(1);
}
// esbuild escapes strings but leaves comments and regular expressions as they
// are. V8 keeps each module's source, two bytes per character as soon as one
// character is not Latin-1: \u escapes keep the bundle at one byte each (they
// mean the same in a comment, a regular expression or an identifier).
const ascii = (code: string) =>
  code.replace(/[^\t\n\r\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
fs.mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) fs.writeFileSync(file.path, ascii(file.text));

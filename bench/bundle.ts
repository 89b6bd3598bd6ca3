import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleSize {
  jsKb: number;
  cssKb: number;
}

/** Route modules whose chunks a page needs besides the entry (see apps/web/src/app/routes.tsx). */
const PAGES = {
  login: ['src/features/auth/routes/login-page.tsx'],
  dashboard: ['src/app/shell/app-shell.tsx', 'src/features/dashboard/routes/dashboard-page.tsx'],
} as const;

/**
 * Gzipped bytes of every JS and CSS file a page needs: the entry of
 * index.html, the page's lazy route chunks, and everything they import
 * statically, read from the Vite manifest of the build.
 */
export async function bundleSizes(distDir: string): Promise<Record<keyof typeof PAGES, BundleSize>> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the Vite manifest names no entry');
  const result = {} as Record<keyof typeof PAGES, BundleSize>;
  for (const [page, modules] of Object.entries(PAGES) as [keyof typeof PAGES, readonly string[]][]) {
    const files = new Set<string>();
    for (const key of [entry, ...modules]) collect(manifest, key, files);
    result[page] = await measureFiles(distDir, files);
  }
  return result;
}

function collect(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the Vite manifest has no chunk for ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
}

async function measureFiles(distDir: string, files: Set<string>): Promise<BundleSize> {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const gzipped = gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += gzipped;
    else if (file.endsWith('.js')) js += gzipped;
  }
  return { jsKb: js / 1024, cssKb: css / 1024 };
}

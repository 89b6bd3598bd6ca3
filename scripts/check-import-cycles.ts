import fs from 'node:fs';
import path from 'node:path';
import { findCycles, importGraph } from './import-cycles.ts';

// Part of `npm run lint` (decision 0048): no file may import itself back through
// others, at run time or through types only. Reads each source once (about 3 s of CPU
// on this tree), where an ESLint cycle rule would resolve and walk the graph per linted file.

const repo = path.resolve(import.meta.dirname, '..');
const roots = [
  'apps/server/src',
  'apps/server/scripts',
  'apps/web/src',
  'apps/web/e2e',
  'packages/shared/src',
];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = roots.flatMap((root) => sources(path.join(repo, root)));
const read = (file: string) => fs.readFileSync(file, 'utf8');
const cycles = [
  ...findCycles(importGraph(files, read)).map((cycle) => ({ cycle, kind: 'run-time' })),
  ...findCycles(importGraph(files, read, { types: true })).map((cycle) => ({
    cycle,
    kind: 'type',
  })),
];
// A run-time cycle is also a cycle of all imports: print it once.
const printed = new Set<string>();
for (const { cycle, kind } of cycles) {
  const key = [...new Set(cycle)].sort().join('\n');
  if (printed.has(key)) continue;
  printed.add(key);
  console.error(
    `Import cycle (${kind}):\n  ${cycle.map((f) => path.relative(repo, f)).join('\n  → ')}`,
  );
}
if (printed.size > 0) {
  console.error(
    `\n${printed.size} import cycle(s): see docs/decisions/0048-one-way-dependencies.md.`,
  );
  process.exit(1);
}
console.info(`No import cycles in ${files.length} files.`);

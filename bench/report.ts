import { readFile, writeFile } from 'node:fs/promises';
import type { Machine } from './machine.ts';

export interface Row {
  measure: string;
  result: string;
  target: string;
  /** true met, false missed, null when the figure has no target. */
  met: boolean | null;
}

const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : '**missed**');

export function markdownTable(rows: Row[]): string {
  const lines = ['| Measure | Result | Target | |', '|---|---|---|---|'];
  for (const row of rows)
    lines.push(`| ${row.measure} | ${row.result} | ${row.target} | ${verdict(row.met)} |`);
  return lines.join('\n');
}

export interface Section {
  kind: string;
  databaseVersion: string;
  machine: Machine;
  rows: Row[];
  notes: string[];
  totalSeconds: number;
}

const HEADER = `# Benchmarks

Written by \`npm run bench\`: the embedded default (PostgreSQL started by the server in a temporary DATA_DIR;
PGlite with \`EMBEDDED_ENGINE=pglite\`) and, when \`DATABASE_URL=postgres://…\` is set, a fresh database on that
server too (dropped afterwards); each engine's run replaces its own section and keeps the others.
Data: one user with 100,000 transactions over 10 years (120 monthly budgets) and 1,000 users with 1,000
transactions each. Load: autocannon, 50 connections, 10 s per endpoint after a 2 s warm-up, the
authenticated load spread over 8 sessions of the 100k user, against the production server
(\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, \`DATA_RATE_LIMIT_PER_MINUTE\` lifted) on the same machine.
Throughput is also given as a share of the bare route (\`GET /api/ping\`: no auth, no database) of the same run.
`;

function sectionText(s: Section): string {
  const m = s.machine;
  return [
    `<!-- bench:${s.kind} -->`,
    `## ${s.kind}`,
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC in ${Math.round(s.totalSeconds)} s on ${m.cpu}, ` +
      `${m.cores} cores, ${m.ramGb} GB RAM; Node ${m.node}; ${s.databaseVersion}; ${m.chromium}; ` +
      `load average at start ${m.loadAverage}.`,
    '',
    markdownTable(s.rows),
    '',
    ...s.notes.map((note) => `- ${note}`),
    `<!-- /bench:${s.kind} -->`,
  ].join('\n');
}

/** Replaces this database kind's section of docs/benchmarks.md, keeping the other kind's. */
export async function writeSection(file: string, section: Section): Promise<void> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    text = HEADER;
  }
  const block = new RegExp(
    `<!-- bench:${section.kind} -->[\\s\\S]*?<!-- /bench:${section.kind} -->`,
  );
  const body = sectionText(section);
  text = block.test(text) ? text.replace(block, () => body) : `${text.trimEnd()}\n\n${body}\n`;
  await writeFile(file, text.endsWith('\n') ? text : `${text}\n`);
}

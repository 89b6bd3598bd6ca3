/**
 * npm run bench — PGlite in a temporary directory; with DATABASE_URL, a fresh
 * database on that PostgreSQL server. Prints one table and writes it to docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserTimings } from './browser-timings.ts';
import { bundleSizes } from './bundle.ts';
import { freshDatabase } from './database.ts';
import { runLighthouse } from './lighthouse-run.ts';
import { measure, type LoadResult } from './load.ts';
import { describeMachine } from './machine.ts';
import { markdownTable, writeSection } from './report.ts';
import { tableRows } from './rows.ts';
import { describeImport, importScenario } from './import-scenario.ts';
import { fetchContext } from './run-context.ts';
import { describeRuleApply, ruleApplyScenario } from './rule-apply-scenario.ts';
import { READ_SCENARIOS, scenarios } from './scenarios.ts';
import { BIG_USER, seedBench } from './seed-bench.ts';
import { startSlowReceiver } from './slow-receiver.ts';
import { startServer } from './server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const step = (text: string) =>
  console.info(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${text}`);
const machine = describeMachine();

function notes(failedAudits: string[]): string[] {
  const list: string[] = [];
  if (failedAudits.length > 0)
    list.push(`Lighthouse audits not passed: ${failedAudits.join(', ')}.`);
  const busy = os.loadavg()[0] ?? 0;
  if (busy > os.cpus().length) {
    list.push(
      `The machine was busy with other work (load average ${busy.toFixed(1)} at the end): figures are pessimistic.`,
    );
  }
  return list;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

// A private build, so a concurrent `npm run build` cannot change what is measured.
const work = await mkdtemp(path.join(os.tmpdir(), 'elevate-bench-web-'));
const distDir = path.join(work, 'dist');
step('building the web app and the server');
run('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], path.join(root, 'apps/web'));
run(process.execPath, [path.join(root, 'scripts/precompress.ts'), distDir], root);
// The server runs from apps/server/dist as `npm start` runs it (decision 0034).
run(process.execPath, [path.join(root, 'apps/server/scripts/build.ts')], root);

const database = await freshDatabase(process.env.DATABASE_URL);
const receiver = await startSlowReceiver();
try {
  step(`seeding ${database.kind}`);
  const seed = await seedBench({ ...database.options, webhookUrl: receiver.url });
  step(`seeded in ${seed.seconds.toFixed(1)} s; starting the production server`);
  const server = await startServer({
    ...database.env,
    WEB_DIST: distDir,
    // The bench's webhook receiver is on this machine.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  try {
    const context = await fetchContext(server.url, seed.tokens, seed);
    const all = scenarios(context);
    const load: LoadResult[] = [];
    const rssByPhase: string[] = [];
    const phaseRss = (phase: string) => {
      const mb = Math.round(server.phasePeakRssMb());
      rssByPhase.push(`${phase} ${mb} MB`);
      return mb;
    };
    const loadStep = async (count: number) => {
      for (const scenario of all.slice(load.length, load.length + count)) {
        const result = await measure(server.url, scenario);
        step(
          `${result.name}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failures} failed, RSS ≤ ${phaseRss(result.name)} MB`,
        );
        load.push(result);
      }
    };
    await loadStep(READ_SCENARIOS.length);

    step('bundle sizes and Lighthouse on /login');
    const bundles = await bundleSizes(distDir, server.url, context.tokens[0] ?? '');
    const lighthouse = await runLighthouse(`${server.url}/login`);
    step('browser timings (sign-in, Filter All Transactions)');
    const browser = await browserTimings(server.url, BIG_USER.email, BIG_USER.password);
    step(
      `browser phases done, RSS ≤ ${phaseRss('bundle sizes, Lighthouse and browser timings')} MB`,
    );
    // Writes last, so the browser saw exactly 100,000 transactions.
    await loadStep(all.length - load.length);
    step('import: preview, confirm and undo of a 100,000-row CSV');
    const imported = await importScenario(server.url, context.tokens[0] ?? '', context.csrfToken);
    const importNote = describeImport(imported, phaseRss('import'));
    step(importNote);
    step('rules: a rule applied to the 100,000 transactions (dry run, apply, undo)');
    const ruleApply = await ruleApplyScenario(
      server.url,
      context.tokens[0] ?? '',
      context.csrfToken,
    );
    const ruleApplyNote = describeRuleApply(ruleApply, phaseRss('rule apply'));
    step(ruleApplyNote);

    const rows = tableRows({
      kind: database.kind,
      seedSeconds: seed.seconds,
      load,
      bundles,
      lighthouse,
      browser,
      peakRssMb: server.peakRssMb(),
      ruleApply,
    });
    const totalSeconds = (performance.now() - started) / 1000;
    console.info(
      `\n${database.kind} (${seed.databaseVersion}), ${Math.round(totalSeconds)} s\n${markdownTable(rows)}\n`,
    );
    await writeSection(path.join(root, 'docs/benchmarks.md'), {
      kind: database.kind,
      databaseVersion:
        database.kind === 'PGlite' ? `PGlite (${seed.databaseVersion})` : seed.databaseVersion,
      machine,
      rows,
      notes: [
        ...notes(lighthouse.failedAudits),
        importNote,
        ruleApplyNote,
        `Server peak RSS by phase: ${rssByPhase.join('; ')}.`,
      ],
      totalSeconds,
    });
    step('wrote docs/benchmarks.md');
  } finally {
    await server.stop();
  }
} finally {
  await receiver.close();
  await database.drop();
  await rm(work, { recursive: true, force: true });
}

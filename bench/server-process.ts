import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseMemory } from './database-memory.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RSS_SAMPLE_MS = 250;

/**
 * The environment assignments and node flags of the server's `npm start`
 * (e.g. `NODE_ENV=production MALLOC_ARENA_MAX=2 node --max-semi-space-size=8 …`),
 * so the bench measures the server as it runs.
 */
function startScript(): { env: Record<string, string>; flags: string[]; entry: string } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const words = (pkg.scripts?.start ?? '').split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words
      .slice(0, node)
      .map((word) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word))
      .flatMap((match) => (match ? [[match[1], match[2]]] : [])),
  ) as Record<string, string>;
  const args = words.slice(node + 1);
  const entry = args.find((word) => !word.startsWith('--')) ?? 'dist/server.js';
  return {
    env,
    flags: args.filter((word) => word.startsWith('--')),
    entry: path.join(root, 'apps/server', entry),
  };
}

export interface BenchServer {
  url: string;
  /** Highest resident set seen so far, in MB. */
  peakRssMb(): number;
  /** Highest resident set since the previous call, in MB: one phase's peak. */
  phasePeakRssMb(): number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The production server as a child process, its memory sampled every 250 ms;
 * on the embedded default (no DATABASE_URL) the PostgreSQL processes it
 * started in DATA_DIR count too.
 */
export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const dataDir = env.DATABASE_URL || env.EMBEDDED_ENGINE === 'pglite' ? undefined : env.DATA_DIR;
  const port = await freePort();
  const script = startScript();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...script.flags, script.entry], {
    env: {
      ...process.env,
      ...script.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      // Per-request info logs would measure the logger; warnings still show.
      LOG_LEVEL: 'warn',
      // The per-user data-call limit (600/min) would answer 429 to a load test.
      DATA_RATE_LIMIT_PER_MINUTE: '1000000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = child.pid;
  if (!pid) throw new Error('could not start the server');
  let peak = 0;
  let phasePeak = 0;
  const database = dataDir ? databaseMemory(dataDir) : () => 0;
  const memoryMb = () => rssMb(pid) + database();
  const sampler = setInterval(() => {
    const rss = memoryMb();
    peak = Math.max(peak, rss);
    phasePeak = Math.max(phasePeak, rss);
  }, RSS_SAMPLE_MS);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await waitForHealth(url, exited);
  return {
    url,
    peakRssMb: () => Math.max(peak, memoryMb()),
    phasePeakRssMb: () => {
      const value = Math.max(phasePeak, memoryMb());
      phasePeak = 0;
      return value;
    },
    stop: async () => {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForHealth(url: string, exited: Promise<void>): Promise<void> {
  let dead = false;
  void exited.then(() => (dead = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !dead) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    dead ? 'the server exited during start-up' : 'the server did not become healthy in 60 s',
  );
}

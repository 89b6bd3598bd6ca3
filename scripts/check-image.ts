/**
 * node scripts/check-image.ts <DATABASE_URL>, after `npm run build`: the container image's
 * run stage laid out from this checkout as the Dockerfile copies it, its command started
 * there with the image's environment against that PostgreSQL database, and its health
 * check run until it passes; then GET /login, and SIGTERM must end it with 0. The build
 * stage itself (npm ci, npm prune) and Docker are not exercised: node_modules is this
 * checkout's, linked in.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStage } from './image-stage.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: node scripts/check-image.ts <DATABASE_URL>');

const stage = runStage(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const expect = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`Dockerfile: ${what}`);
};
expect(!['root', '0', ''].includes(stage.user), `runs as ${stage.user}, not its own user`);
expect(stage.volumes.includes(stage.env.DATA_DIR ?? ''), 'DATA_DIR is not a volume');
expect(stage.expose.includes(stage.env.PORT ?? ''), 'PORT is not exposed');
expect(stage.healthcheck.join(' ').includes('/api/health'), 'no health check on /api/health');
expect(stage.cmd[0] === 'node', 'the command is not node');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-image-'));
for (const { from, to } of stage.copies) {
  expect(from.startsWith('/app/'), `copies ${from} from outside the build's /app`);
  const source = path.join(root, from.slice('/app/'.length));
  const target = path.resolve(dir, to);
  const into = to.endsWith('/') ? path.join(target, path.basename(source)) : target;
  fs.mkdirSync(path.dirname(into), { recursive: true });
  if (path.basename(source) === 'node_modules') fs.symlinkSync(source, into, 'dir');
  else fs.cpSync(source, into, { recursive: true });
}

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const env = {
  ...stage.env,
  PATH: process.env.PATH ?? '',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
  DATA_DIR: path.join(dir, 'data'),
  LOG_LEVEL: 'warn',
};
const server = spawn(process.execPath, stage.cmd.slice(1), { cwd: dir, env, stdio: 'inherit' });
const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

// The image's health check, aimed at this run's port.
const check = stage.healthcheck.map((part) => part.replace(`:${stage.env.PORT}/`, `:${port}/`));
let healthy = false;
for (let i = 0; i < 150 && !healthy && server.exitCode === null; i += 1) {
  healthy = spawnSync(process.execPath, check.slice(1), { cwd: dir, env }).status === 0;
  if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
}
try {
  expect(healthy, "the image's command did not pass its health check within 30 s");
  const login = await fetch(`http://127.0.0.1:${port}/login`);
  expect(
    login.status === 200,
    `GET /login answered ${login.status}: the web app is not in the image`,
  );
  console.info(
    `image run stage: healthy on PostgreSQL, /login served (${stage.copies.length} copies)`,
  );
} finally {
  server.kill('SIGTERM');
  const code = await exited;
  fs.rmSync(dir, { recursive: true, force: true });
  // A server that never became healthy has already said why; its exit code adds nothing.
  if (healthy) expect(code === 0, `the server exited with ${code} on SIGTERM`);
}

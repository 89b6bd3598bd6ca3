import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node scripts/<name>.ts …args` as `npm run <name> -- …args` runs it, with `env` added. */
export function runScript(
  name: 'backup' | 'restore' | 'seed',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const child = spawn(process.execPath, [`scripts/${name}.ts`, ...args], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', INIT_CWD: serverDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

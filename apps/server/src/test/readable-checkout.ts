import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(serverDir, '../..');

/** What `node src/server.ts` reads: the server, the shared package and the installed modules. */
const NEEDED = ['package.json', 'node_modules', 'packages/shared', 'apps/server'];

export interface OtherUser {
  uid: number;
  gid: number;
  /** A node binary the user can run. */
  node: string;
}

function canRead(user: OtherUser, file: string): boolean {
  try {
    execFileSync(user.node, ['-e', `require('node:fs').accessSync(${JSON.stringify(file)}, 4)`], {
      uid: user.uid,
      gid: user.gid,
      cwd: '/',
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

function copyInto(target: string, entry: string): void {
  const parent = path.dirname(path.join(target, entry));
  fs.mkdirSync(parent, { recursive: true, mode: 0o755 });
  try {
    // Hard links: instant, and the files keep their modes; only across file systems a copy.
    execFileSync('cp', ['-al', path.join(repoRoot, entry), parent], { stdio: 'ignore' });
  } catch {
    execFileSync('cp', ['-a', path.join(repoRoot, entry), parent], { stdio: 'ignore' });
  }
}

/**
 * The server directory `user` can run the server from. A clone may sit in a folder other
 * users cannot enter (root's home, `mktemp -d`): then what the server needs is linked or
 * copied under `into`, a folder open to everyone. Throws with the reason when neither works.
 */
export function serverDirReadableBy(user: OtherUser, into: string): string {
  if (canRead(user, path.join(serverDir, 'src/server.ts'))) return serverDir;
  const target = path.join(into, 'checkout');
  fs.mkdirSync(target, { mode: 0o755 });
  fs.chmodSync(target, 0o755);
  try {
    for (const entry of NEEDED) copyInto(target, entry);
  } catch (err) {
    throw new Error(`could not copy the checkout to ${target}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const copied = path.join(target, 'apps/server');
  if (!canRead(user, path.join(copied, 'src/server.ts'))) {
    throw new Error(`the copy at ${target} is not readable by uid ${user.uid} either`);
  }
  return copied;
}

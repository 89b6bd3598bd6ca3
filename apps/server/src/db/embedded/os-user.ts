import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EngineUnavailableError } from './errors.ts';

const run = promisify(execFile);

/** The unprivileged account the database runs as when the server runs as root. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

async function lookUp(name: string): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

async function createSystemUser(name: string): Promise<void> {
  const common = ['--system', '--no-create-home', '--home-dir', '/nonexistent'];
  const shell = ['--shell', '/usr/sbin/nologin', name];
  try {
    await run('useradd', [...common, '--user-group', ...shell]);
  } catch {
    // The group may exist without the user (a removed PostgreSQL package leaves it).
    await run('useradd', [...common, '--gid', name, ...shell]);
  }
}

/**
 * initdb and postgres refuse to run as root. As root the database runs as
 * `name` (created as a system account without a home or shell if missing);
 * as anyone else, as the server's own user (undefined here).
 */
export async function databaseUser(
  name: string,
  onCreated: (name: string) => void,
): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  if (name === 'root') throw new EngineUnavailableError('EMBEDDED_POSTGRES_USER may not be root');
  const existing = await lookUp(name);
  if (existing) return existing;
  try {
    await createSystemUser(name);
  } catch (err) {
    throw new EngineUnavailableError(
      `the server runs as root, PostgreSQL refuses to, and the user ${name} to run it as ` +
        `does not exist and could not be created (${String(err).split('\n')[0]})`,
    );
  }
  const created = await lookUp(name);
  if (!created) throw new EngineUnavailableError(`the user ${name} could not be looked up`);
  onCreated(name);
  return created;
}

/** Whether `user` can run the PostgreSQL binary at `postgres`. */
export async function canRun(user: RunAs, postgres: string): Promise<boolean> {
  try {
    await run(postgres, ['--version'], { uid: user.uid, gid: user.gid });
    return true;
  } catch {
    return false;
  }
}

/** Whether `user` can reach `dir`: under /root (mode 700) it cannot. */
export async function canReach(user: RunAs, dir: string): Promise<boolean> {
  try {
    await run('sh', ['-c', 'test -x "$1"', 'sh', dir], { uid: user.uid, gid: user.gid });
    return true;
  } catch {
    return false;
  }
}

import { openDatabase } from '../db/client.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { createSession } from '../modules/auth/session-store.ts';
import { uniqueEmail } from './auth.ts';
import {
  createPostgresDatabase,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

/** Two server processes on one new PostgreSQL database, and a connection of the test's own to it. */
export interface TwoServers {
  a: ServerProcess;
  b: ServerProcess;
  database: Database;
  /** A verified user written directly, with a session token (as after a provider's sign-in). */
  person(name: string): Promise<{ id: string; token: string }>;
  stop(): Promise<void>;
}

export async function startTwoServers(adminUrl: string): Promise<TwoServers> {
  const created = await createPostgresDatabase(adminUrl);
  const env = { DATABASE_URL: created.url, APP_URL: 'http://127.0.0.1:5173' };
  // The first migrates; the second waits on the migration lock, then finds it done.
  const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    a,
    b,
    database,
    async person(name) {
      const [user] = await database.db
        .insert(users)
        .values({ email: uniqueEmail('two-servers'), name, isVerified: true })
        .returning({ id: users.id });
      const token = await createSession(database.db, user!.id, { viaProvider: true });
      return { id: user!.id, token };
    },
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await database.close();
      await created.drop();
    },
  };
}

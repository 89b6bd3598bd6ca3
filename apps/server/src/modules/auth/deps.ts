import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { shortReads } from '../../db/short-reads.ts';

/** Work that must not hold up, or show its duration in, the answer (mail, enumeration-safe lookups). */
export interface Background {
  run(name: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done = task()
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export interface AuthDeps {
  db: Db;
  /** Short index-bounded reads (decision 0012). */
  reads: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  background: Background;
}

/** One background queue per app, drained when the app closes so no mail is cut off. */
export function authDeps(app: FastifyInstance): AuthDeps {
  const background = createBackground(app.log);
  app.addHook('onClose', () => background.drain());
  return {
    db: app.db,
    reads: shortReads(app),
    mailer: app.mailer,
    appUrl: app.config.APP_URL,
    log: app.log,
    background,
  };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createBackground, type Background } from '../auth/deps.ts';

/** What the ledger services need besides the database: mail, sent after the answer. */
export interface LedgerDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  background: Background;
}

/** One background queue per app, drained when the app closes so no mail is cut off. */
export function ledgerDeps(app: FastifyInstance): LedgerDeps {
  const background = createBackground(app.log);
  app.addHook('onClose', () => background.drain());
  return { db: app.db, mailer: app.mailer, appUrl: app.config.APP_URL, background };
}

import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema } from './lib/trust-proxy.ts';
import { requireSmtpOffLoopback } from './mail/delivery.ts';
import { requireTotpKeyOffLoopback } from './modules/auth/two-factor/secret-box.ts';
import { serverDir } from './server-dir.ts';

/**
 * Connections per server process. postgres.js pipelines queries on busy
 * connections, so a few suffice: on this 2-core machine 4 served the hot
 * reads with less CPU per request than 6, 10 or 20 (decision 0011).
 */
export const DEFAULT_POOL_SIZE = 4;

/** npm runs workspace scripts inside the workspace; relative paths mean the caller's directory. */
const callerDir = process.env.INIT_CWD ?? process.cwd();

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const configFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((v) => path.resolve(callerDir, v)),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** PostgreSQL connections per server process; ignored on PGlite. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
  /** Without DATABASE_URL: PostgreSQL started by the app in DATA_DIR, or PGlite (decision 0021). */
  EMBEDDED_ENGINE: z.enum(['postgres', 'pglite']).default('postgres'),
  /** The OS user the embedded PostgreSQL runs as when the server runs as root (created if missing). */
  EMBEDDED_POSTGRES_USER: z
    .string()
    .regex(/^[a-z_][a-z0-9_-]{0,31}$/, 'must be a plain user name')
    .default('postgres'),
  /** Automatic backups (decision 0022); unset: on for the embedded database, off on DATABASE_URL. */
  BACKUP_ENABLED: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
  /** Where automatic backups go and `npm run backup` writes by default; unset: DATA_DIR/backups. */
  BACKUP_DIR: optionalString.transform((v) => (v ? path.resolve(callerDir, v) : undefined)),
  BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(1000).default(4),
  APP_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((v) => v.replace(/\/+$/, '')),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Elevate <no-reply@elevate.local>'),
  /** Write mails to the log even though APP_URL is not a loopback address (decision 0017). */
  MAIL_LOG: booleanFlag,
  /** Webhooks may reach private and loopback addresses, over http:// too (decision 0060). */
  WEBHOOK_ALLOW_PRIVATE: booleanFlag,
  /** A failed webhook delivery is tried again after this, then after twice as long each time, up to an hour. */
  WEBHOOK_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  SUPPORT_EMAIL: z.email().default('support@elevate.local'),
  /** A support mail that failed is tried again after this, then after twice as long each time, up to an hour (decision 0040). */
  SUPPORT_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  TRUST_PROXY: trustProxySchema,
  /** Budget and transaction calls per signed-in user per minute; the benchmark lifts it. */
  DATA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** PostgreSQL statement_timeout of the app's connections; 0 turns it off (decision 0016). */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** How long a full list waits for one of the process's stream slots before a 503. */
  FULL_LIST_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  /** A full list whose client reads nothing for this long is ended. */
  FULL_LIST_STALL_MS: z.coerce.number().int().min(100).default(30_000),
  /** Bearer token for GET /api/vitals/summary; unset, the endpoint answers 404. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  /** Key material for the authenticator-app secrets (AES-256-GCM, decision 0028); required off loopback (0035). */
  TOTP_ENCRYPTION_KEY: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z
    .string()
    .default(path.resolve(serverDir, '../web/dist'))
    .transform((v) => path.resolve(callerDir, v)),
});

export const configSchema = configFields.superRefine((config, ctx) => {
  requireSmtpOffLoopback(config, ctx);
  requireTotpKeyOffLoopback(config, ctx);
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment once at start-up; the message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * npm run seed [-- --transactions N] [--seed S] [--months M] [--email E]
 * Creates (or re-creates) the demo user in whichever database is configured.
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { seedUser } from '../src/seed/seed-user.ts';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string' },
    seed: { type: 'string', default: '42' },
    months: { type: 'string', default: '24' },
    email: { type: 'string', default: 'demo@elevate.local' },
    password: { type: 'string', default: 'Demo@2026!' },
  },
});

const transactions = values.transactions === undefined ? undefined : Number(values.transactions);
if (transactions !== undefined && (!Number.isInteger(transactions) || transactions < 0)) {
  console.error('--transactions must be a whole number');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const started = performance.now();
  await database.db.delete(users).where(eq(sql`lower(${users.email})`, values.email.toLowerCase()));
  const result = await seedUser(database.db, {
    email: values.email,
    name: 'Demo User',
    passwordHash: await hashPassword(values.password),
    months: Number(values.months),
    transactions,
    seed: Number(values.seed),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `Seeded ${result.transactions} transactions over ${values.months} months in ${seconds} s.\n` +
      `Sign in with  e-mail: ${values.email}  password: ${values.password}`,
  );
} finally {
  await database.close();
}

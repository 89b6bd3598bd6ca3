import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { createSession } from '../apps/server/src/modules/auth/session-store.ts';
import { seedUser } from '../apps/server/src/seed/seed-user.ts';
import { rowsOf as rows } from '../apps/server/src/db/rows.ts';

export const BIG_USER = { email: 'bench-100k@elevate.local', password: 'Bench@2026!' };
export const BIG_TRANSACTIONS = 100_000;
export const OTHER_USERS = 1_000;
export const OTHER_TRANSACTIONS = 1_000;
/** The authenticated load is spread over this many sessions of the 100k user. */
const SESSIONS = 8;
/** People besides the 100k user who are editors of that user's ledger (decision 0049). */
const LEDGER_MEMBERS = 7;

export interface SeedResult {
  userId: string;
  tokens: string[];
  /** The 100k user's ledger, shared with LEDGER_MEMBERS editors. */
  ledgerId: string;
  /** One session each of the ledger's 8 members, the 100k user first. */
  memberTokens: string[];
  /** A session of the last member, whose own ledger has a webhook to `webhookUrl`. */
  webhookToken: string;
  seconds: number;
  /** e.g. 'PostgreSQL 15.18'. */
  databaseVersion: string;
}

/**
 * One user with 100,000 transactions over 10 years, then 1,000 users with
 * 1,000 each: the first is seeded like any demo user and copied 999 times
 * inside the database, which is far faster than sending a million rows.
 * Every bench user shares one precomputed argon2id hash.
 */
export async function seedBench(options: {
  databaseUrl?: string;
  dataDir?: string;
  engine?: 'postgres' | 'pglite';
  /** Where the webhook of the last member's own ledger posts its events. */
  webhookUrl: string;
}): Promise<SeedResult> {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    const db = database.db;
    const passwordHash = await hashPassword(BIG_USER.password);
    const restoreIndexes = await dropTransactionIndexes(db);
    const big = await seedUser(db, {
      email: BIG_USER.email,
      name: 'Bench 100k',
      passwordHash,
      months: 120,
      transactions: BIG_TRANSACTIONS,
      seed: 100_000,
    });
    const template = await seedUser(db, {
      email: 'bench-0000@elevate.local',
      name: 'Bench user',
      passwordHash,
      months: 24,
      transactions: OTHER_TRANSACTIONS,
      seed: 1_000,
    });
    await copyUser(db, template.userId, template.ledgerId, OTHER_USERS - 1);
    await restoreIndexes();
    await spreadOverAccounts(db, big.ledgerId);
    await splitSome(db, big.ledgerId);
    await addRules(db, big.ledgerId);
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i++) tokens.push(await createSession(db, big.userId));
    const memberTokens = [await createSession(db, big.userId)];
    let lastMember = '';
    for (let i = 1; i <= LEDGER_MEMBERS; i++) {
      const [member] = rows<{ id: string }>(
        await db.execute(sql`
          insert into users (email, name, password_hash, is_verified)
          values (${`bench-member-${i}@elevate.local`}, ${`Member ${i}`}, ${passwordHash}, true)
          returning id`),
      );
      if (!member) throw new Error('member insert returned nothing');
      await db.execute(sql`
        insert into ledger_members (ledger_id, user_id, role) values (${big.ledgerId}, ${member.id}, 'editor')`);
      memberTokens.push(await createSession(db, member.id));
      lastMember = member.id;
    }
    // Written directly: the API would refuse a receiver on this machine without
    // WEBHOOK_ALLOW_PRIVATE, which the bench server sets.
    await db.execute(sql`
      insert into webhooks (user_id, ledger_id, url, events, secret)
      select ${lastMember}, l.id, ${options.webhookUrl},
        array['transaction.created', 'transaction.updated', 'transaction.deleted'], 'whsec_bench'
      from ledgers l where l.personal_user_id = ${lastMember}`);
    const webhookToken = await createSession(db, lastMember);
    await db.execute(sql`analyze`);
    const [version] = rows<{ v: string }>(await db.execute(sql`select version() as v`));
    return {
      userId: big.userId,
      tokens,
      ledgerId: big.ledgerId,
      memberTokens,
      webhookToken,
      seconds: (performance.now() - started) / 1000,
      databaseVersion: /^PostgreSQL [\d.]+/.exec(version?.v ?? '')?.[0] ?? 'PostgreSQL',
    };
  } finally {
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/**
 * The 100k user keeps money where people do: four accounts besides the first
 * (its id is the ledger's), holding four tenths of the transactions.
 */
async function spreadOverAccounts(db: Db, ledgerId: string): Promise<void> {
  await db.execute(sql`
    insert into accounts (ledger_id, name, type, on_budget, opening_balance_cents) values
      (${ledgerId}, 'Savings', 'savings', true, 500000),
      (${ledgerId}, 'Credit card', 'credit_card', true, 0),
      (${ledgerId}, 'Cash', 'cash', true, 10000),
      (${ledgerId}, 'Joint checking', 'checking', true, 0)`);
  await db.execute(sql`
    update transactions t set account_id = a.id
    from (select id, row_number() over (order by name) as n from accounts
      where ledger_id = ${ledgerId} and not is_default) a
    where t.ledger_id = ${ledgerId} and abs(hashtext(t.id::text)) % 10 = a.n`);
}

/**
 * One in a hundred of the 100k user's rows is split in two (decision 0055): a third of it
 * under 'Household', the rest under its own category, as a receipt would be. The category
 * searches then read split rows' parts beside the texts, and the month totals count parts.
 */
async function splitSome(db: Db, ledgerId: string): Promise<void> {
  await db.execute(sql`
    update transactions set category = '', parts = jsonb_build_array(
        jsonb_build_object('category', category, 'amountCents', amount_cents - amount_cents / 3,
          'notes', null),
        jsonb_build_object('category', 'Household', 'amountCents', amount_cents / 3, 'notes', null))
    where ledger_id = ${ledgerId} and transfer_id is null and abs(amount_cents) >= 3
      and abs(hashtext(id::text)) % 100 = 7`);
}

/** Rules the 100k user keeps, as a ledger that has automated a lot would (decision 0054). */
export const BENCH_RULES = 200;

/**
 * BENCH_RULES rules, every one checked on each imported row: most name a payee of the
 * import's file (a tenth of them also rename it and tag it), the rest an amount and a day.
 */
async function addRules(db: Db, ledgerId: string): Promise<void> {
  await db.execute(sql`
    insert into rules (ledger_id, position, name, match, conditions, actions)
    select ${ledgerId}, k, 'Bench rule ' || k,
      case when k % 20 = 19 then 'any' else 'all' end,
      case when k % 20 = 19 then jsonb_build_array(
          jsonb_build_object('field', 'amount', 'op', 'between', 'value', jsonb_build_array(k, k + 1)),
          jsonb_build_object('field', 'dayOfMonth', 'op', 'equals', 'value', k % 28 + 1))
        else jsonb_build_array(jsonb_build_object('field', 'description', 'op', 'contains',
          'value', 'payee ' || (k * 20) || ' store')) end,
      jsonb_build_array(jsonb_build_object('type', 'setCategory', 'value', 'Shops ' || (k % 10)))
        || case when k % 10 = 0 then jsonb_build_array(
          jsonb_build_object('type', 'setDescription', 'value', 'Payee ' || k),
          jsonb_build_object('type', 'addTag', 'value', 'bench')) else '[]'::jsonb end
    from generate_series(0, ${BENCH_RULES - 1}) as k`);
}

/**
 * Copies the template user's budgets, categories and transactions to `copies`
 * new users, each into the personal ledger their account was made with.
 */
async function copyUser(
  db: Db,
  templateId: string,
  templateLedger: string,
  copies: number,
): Promise<void> {
  // Materialised CTEs: the planner must read the template's rows once, not once per copy.
  const copiesOf = sql`copies as materialized (select l.id from users u
    join ledgers l on l.personal_user_id = u.id
    where u.email like 'bench-%@elevate.local' and u.id <> ${templateId} and u.email <> ${BIG_USER.email})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, name, password_hash, is_verified, has_completed_onboarding)
      select 'bench-' || lpad(g::text, 4, '0') || '@elevate.local', u.name, u.password_hash, true, true
      from users u, generate_series(1, ${copies}) g where u.id = ${templateId}`);
    await tx.execute(sql`
      with ${copiesOf}, tpl as materialized (select * from budgets where ledger_id = ${templateLedger})
      insert into budgets (ledger_id, month, to_be_budgeted_rollover_cents)
      select c.id, b.month, b.to_be_budgeted_rollover_cents from tpl b cross join copies c`);
    await tx.execute(sql`
      with ${copiesOf}, tpl as materialized (
        select b.month, bc.* from budgets b
        join budget_categories bc on bc.ledger_id = b.ledger_id and bc.budget_id = b.id
        where b.ledger_id = ${templateLedger})
      insert into budget_categories (ledger_id, budget_id, name, type, budgeted_cents, sort_order, position)
      select nb.ledger_id, nb.id, t.name, t.type, t.budgeted_cents, t.sort_order, t.position
      from copies c join budgets nb on nb.ledger_id = c.id join tpl t on t.month = nb.month`);
    await tx.execute(sql`
      with ${copiesOf}, tpl as materialized (select * from transactions where ledger_id = ${templateLedger})
      insert into transactions (ledger_id, account_id, date, description, amount_cents, type, category, notes)
      select c.id, c.id, t.date, t.description, t.amount_cents, t.type, t.category, t.notes
      from tpl t cross join copies c`);
  });
}

/**
 * Building an index once over 1.1 million rows is many times faster than
 * updating it per row, so the keys and indexes of transactions are dropped for
 * the load and rebuilt from their own definitions (whatever the migrations made).
 */
async function dropTransactionIndexes(db: Db): Promise<() => Promise<void>> {
  const constraints = rows<{ name: string; def: string }>(
    await db.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = 'transactions'::regclass and contype in ('p', 'f', 'u')
      order by contype = 'f' desc`),
  );
  const indexes = rows<{ name: string; def: string }>(
    await db.execute(sql`
      select indexname as name, indexdef as def from pg_indexes where tablename = 'transactions'
      and indexname not in (select conname from pg_constraint where conrelid = 'transactions'::regclass)`),
  );
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.name}"`));
  for (const c of constraints)
    await db.execute(sql.raw(`alter table transactions drop constraint "${c.name}"`));
  return async () => {
    // Foreign keys went first (one refers to the primary key): they come back last.
    for (const c of [...constraints].reverse()) {
      await db.execute(sql.raw(`alter table transactions add constraint "${c.name}" ${c.def}`));
    }
    for (const i of indexes) await db.execute(sql.raw(i.def));
  };
}

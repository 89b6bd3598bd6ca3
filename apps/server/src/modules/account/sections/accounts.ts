import { and, eq, sql } from 'drizzle-orm';
import type { AccountExport } from '@elevate/shared/schemas/account-export';
import { FIRST_ACCOUNT_NAME } from '@elevate/shared/schemas/accounts';
import { rowsOf } from '../../../db/rows.ts';
import { accounts } from '../../../db/schema.ts';
import { INSTANT_FORMAT, type AccountSection } from './section.ts';

const FORMAT = sql.raw(INSTANT_FORMAT);

/** A file's account as the table stores it; the creation time to the microsecond, as exported. */
const columnsOf = (entry: AccountExport['accounts'][number]) => ({
  name: entry.name,
  type: entry.type,
  onBudget: entry.onBudget,
  openingBalanceCents: entry.openingBalanceCents,
  openingDate: entry.openingDate,
  closed: entry.closed,
  reconciledAt: entry.reconciledAt,
  createdAt: sql`${entry.createdAt}::timestamptz`,
});

/**
 * The ledger's accounts (decision 0052), oldest first, rendered by the database
 * (cents and dates exactly as stored). Ids are the restore's: transactions name
 * their account by its name, unique in a ledger.
 */
export const accountsSection: AccountSection<'accounts'> = {
  key: 'accounts',
  async *write(db, { ledgerId }) {
    const [row] = rowsOf<{ json: string }>(
      await db.execute(sql`
        select coalesce(json_agg(json_build_object(
            'name', a.name, 'type', a.type, 'onBudget', a.on_budget,
            'openingBalanceCents', a.opening_balance_cents, 'openingDate', a.opening_date,
            'closed', a.closed, 'isDefault', a.is_default, 'reconciledAt', a.reconciled_at,
            'createdAt', to_char(a.created_at at time zone 'UTC', ${FORMAT}),
            'importKeys', (select coalesce(json_agg(k.key order by k.key), '[]')
              from account_import_keys k where k.ledger_id = a.ledger_id and k.account_id = a.id)
          ) order by a.created_at, a.id), '[]')::text as "json"
        from accounts a where a.ledger_id = ${ledgerId}`),
    );
    yield row?.json ?? '[]';
  },
  /**
   * Every ledger is born with its first account (the default 'Main account', checking,
   * on budget, no opening balance, never reconciled), so that one alone is no data:
   * anything else is, a second account or that one changed, since the restore would
   * overwrite it. A closed default cannot exist (accounts_default_open).
   */
  async holdsData(db, { ledgerId }) {
    const [row] = rowsOf<{ held: boolean }>(
      await db.execute(sql`
        select exists (select 1 from accounts where ledger_id = ${ledgerId}
          and not (is_default and name = ${FIRST_ACCOUNT_NAME} and type = 'checking' and on_budget
            and opening_balance_cents = 0 and opening_date is null and reconciled_at is null)
        ) as "held"`),
    );
    return row?.held === true;
  },
  /**
   * The file's default takes over the ledger's default account, keeping its id (a
   * personal ledger's first account has the ledger's); the others join it. A file
   * without accounts (older ones) leaves the first account as it is. The default is
   * renamed first, so another of the file's accounts may take its old name.
   */
  async restore(tx, { ledgerId }, list) {
    const first = list.find((entry) => entry.isDefault);
    if (first) {
      await tx
        .update(accounts)
        .set(columnsOf(first))
        .where(and(eq(accounts.ledgerId, ledgerId), eq(accounts.isDefault, true)));
    }
    const others = list.filter((entry) => !entry.isDefault);
    if (others.length > 0) {
      await tx.insert(accounts).values(others.map((entry) => ({ ...columnsOf(entry), ledgerId })));
    }
    // The remembered bank accounts follow their account by name (unique in a ledger). An
    // undone import may have left a key behind in this ledger: the file's wins.
    const keys = list.flatMap((entry) =>
      entry.importKeys.map((key) => ({ name: entry.name, key })),
    );
    if (keys.length > 0) {
      await tx.execute(sql`
        insert into account_import_keys (ledger_id, key, account_id)
        select ${ledgerId}::uuid, k.key, a.id
        from json_to_recordset(${JSON.stringify(keys)}::json) as k(name text, key text)
        join accounts a on a.ledger_id = ${ledgerId} and lower(a.name) = lower(k.name)
        on conflict (ledger_id, key)
        do update set account_id = excluded.account_id, updated_at = now()`);
    }
    return list.length;
  },
};

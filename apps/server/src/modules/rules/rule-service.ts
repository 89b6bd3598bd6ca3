import { MAX_RULES, type Rule, type RuleBody } from '@elevate/shared/schemas/rules';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rules } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';

export const RULE_NOT_FOUND = 'Rule not found';
export const RULE_LIMIT = `A ledger can hold at most ${MAX_RULES} rules. Delete one to add another.`;
/** Every write that moves positions (add, delete, reorder) takes it, so they stay 0..n-1. */
const RULE_ORDER_LOCK = 727_054;

type RuleRow = typeof rules.$inferSelect;

export const presentRule = (row: RuleRow): Rule => ({
  _id: row.id,
  name: row.name,
  order: row.position,
  match: row.match,
  conditions: row.conditions,
  actions: row.actions,
});

/** Serialises the writes that change a ledger's positions or count, until the transaction ends. */
export async function lockRuleOrder(tx: Db, ledgerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RULE_ORDER_LOCK}, hashtext(${ledgerId}))`);
}

export async function listRules(db: Db, ledgerId: string): Promise<{ rules: Rule[] }> {
  const rows = await db
    .select()
    .from(rules)
    .where(eq(rules.ledgerId, ledgerId))
    .orderBy(asc(rules.position));
  return { rules: rows.map(presentRule) };
}

/** Appends the rule after the others; the count is checked under the lock, so a burst cannot pass it. */
export function createRule(db: Db, ledgerId: string, body: RuleBody): Promise<Rule> {
  return db.transaction(async (tx) => {
    await lockRuleOrder(tx, ledgerId);
    const [held] = await tx.select({ n: count() }).from(rules).where(eq(rules.ledgerId, ledgerId));
    const position = held?.n ?? 0;
    if (position >= MAX_RULES) throw conflict(RULE_LIMIT);
    const [row] = await tx
      .insert(rules)
      .values({ ledgerId, position, ...fieldsOf(body) })
      .returning();
    if (!row) throw new Error('rule insert returned nothing');
    return presentRule(row);
  });
}

/** Replaces the rule's fields; its place in the order stays. */
export async function updateRule(
  db: Db,
  ledgerId: string,
  id: string,
  body: RuleBody,
): Promise<Rule> {
  const [row] = await db
    .update(rules)
    .set({ ...fieldsOf(body), updatedAt: sql`now()` })
    .where(and(eq(rules.ledgerId, ledgerId), eq(rules.id, id)))
    .returning();
  if (!row) throw notFound(RULE_NOT_FOUND);
  return presentRule(row);
}

/** Deletes the rule and moves the later ones up one place, leaving no gap. */
export function deleteRule(db: Db, ledgerId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await lockRuleOrder(tx, ledgerId);
    const [gone] = await tx
      .delete(rules)
      .where(and(eq(rules.ledgerId, ledgerId), eq(rules.id, id)))
      .returning({ position: rules.position });
    if (!gone) throw notFound(RULE_NOT_FOUND);
    await tx
      .update(rules)
      .set({ position: sql`${rules.position} - 1` })
      .where(and(eq(rules.ledgerId, ledgerId), gt(rules.position, gone.position)));
  });
}

/** The stored fields, exactly as the shared ruleBody validated them. */
const fieldsOf = (body: RuleBody) => ({
  name: body.name,
  match: body.match,
  conditions: body.conditions,
  actions: body.actions,
});

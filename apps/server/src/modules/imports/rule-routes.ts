import { importRulesApi } from '@elevate/shared/contract/imports';
import { MAX_IMPORT_RULES, type ImportRule } from '@elevate/shared/schemas/imports';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importRules } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { contractRoutes } from '../../lib/route.ts';

export const RULE_NOT_FOUND = 'Rule not found';
export const RULE_LIMIT = `You can keep at most ${MAX_IMPORT_RULES} rules.`;
// An arbitrary constant: the first key of each ledger's lock on adding rules.
const RULE_COUNT_LOCK = 727_124;

const toRule = (row: typeof importRules.$inferSelect): ImportRule => ({
  _id: row.id,
  contains: row.contains,
  category: row.category,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
});

/** 'description contains X → category' rules, checked in this order (oldest first) on import. */
export async function importRuleRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);
  const own = (ledgerId: string, id: string) =>
    and(eq(importRules.ledgerId, ledgerId), eq(importRules.id, id));

  on(importRulesApi.list, async (request) => {
    const rows = await app.db
      .select()
      .from(importRules)
      .where(eq(importRules.ledgerId, request.ledgerId))
      .orderBy(asc(importRules.createdAt), asc(importRules.id));
    return { rules: rows.map(toRule) };
  });

  on(importRulesApi.create, async (request, reply) => {
    const { ledgerId } = request;
    const rule = await app.db.transaction(async (tx) => {
      // One ledger's adds wait for each other (its members' too), so a burst
      // cannot pass the limit.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${RULE_COUNT_LOCK}, hashtext(${ledgerId}))`,
      );
      const [held] = await tx
        .select({ n: count() })
        .from(importRules)
        .where(eq(importRules.ledgerId, ledgerId));
      if ((held?.n ?? 0) >= MAX_IMPORT_RULES) throw conflict(RULE_LIMIT);
      const [row] = await tx
        .insert(importRules)
        .values({
          ledgerId,
          contains: request.body.contains,
          category: request.body.category,
          type: request.body.type ?? null,
        })
        .returning();
      if (!row) throw new Error('rule insert returned nothing');
      return row;
    });
    return reply.code(201).send(toRule(rule));
  });

  on(importRulesApi.update, async (request) => {
    const [row] = await app.db
      .update(importRules)
      .set({
        contains: request.body.contains,
        category: request.body.category,
        type: request.body.type ?? null,
      })
      .where(own(request.ledgerId, request.params.id))
      .returning();
    if (!row) throw notFound(RULE_NOT_FOUND);
    return toRule(row);
  });

  on(importRulesApi.remove, async (request) => {
    const gone = await app.db
      .delete(importRules)
      .where(own(request.ledgerId, request.params.id))
      .returning({ id: importRules.id });
    if (gone.length === 0) throw notFound(RULE_NOT_FOUND);
    return { success: true as const };
  });
}

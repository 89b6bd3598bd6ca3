import {
  errorMessage,
  idParams,
  successResponse,
  validationErrors,
} from '@elevate/shared/schemas/common';
import {
  importRule,
  importRuleBody,
  importRuleListResponse,
  MAX_IMPORT_RULES,
  type ImportRule,
} from '@elevate/shared/schemas/imports';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importRules } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/session.ts';

const errors = {
  400: z.union([validationErrors, errorMessage]),
  401: errorMessage,
  403: errorMessage,
  404: errorMessage,
  409: errorMessage,
  429: errorMessage,
};
const tags = ['imports'];
const read = { tags, security: [{ bearerAuth: [] }] };
const write = { tags, security: [{ bearerAuth: [], csrfToken: [] }] };

export const RULE_NOT_FOUND = 'Rule not found';
export const RULE_LIMIT = `You can keep at most ${MAX_IMPORT_RULES} rules.`;

const toRule = (row: typeof importRules.$inferSelect): ImportRule => ({
  _id: row.id,
  contains: row.contains,
  category: row.category,
  type: row.type,
  createdAt: row.createdAt.toISOString(),
});

/** 'description contains X → category' rules, checked in this order (oldest first) on import. */
export async function importRuleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.authenticate, app.userRateLimit];
  const own = (userId: string, id: string) =>
    and(eq(importRules.id, id), eq(importRules.userId, userId));

  r.get(
    '/api/import-rules',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'The import rules, in the order they are tried',
        response: { 200: importRuleListResponse, ...errors },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(importRules)
        .where(eq(importRules.userId, currentUser(request).id))
        .orderBy(asc(importRules.createdAt), asc(importRules.id));
      return { rules: rows.map(toRule) };
    },
  );

  r.post(
    '/api/import-rules',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Add a rule (tried after the existing ones)',
        body: importRuleBody,
        response: { 201: importRule, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const rule = await app.db.transaction(async (tx) => {
        // One user's adds wait for each other, so a burst cannot pass the limit.
        const [held] = await tx
          .select({ n: count() })
          .from(importRules)
          .where(eq(importRules.userId, userId));
        if ((held?.n ?? 0) >= MAX_IMPORT_RULES) throw conflict(RULE_LIMIT);
        const [row] = await tx
          .insert(importRules)
          .values({
            userId,
            contains: request.body.contains,
            category: request.body.category,
            type: request.body.type ?? null,
          })
          .returning();
        if (!row) throw new Error('rule insert returned nothing');
        return row;
      });
      return reply.code(201).send(toRule(rule));
    },
  );

  r.put(
    '/api/import-rules/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Change a rule',
        params: idParams,
        body: importRuleBody,
        response: { 200: importRule, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(importRules)
        .set({
          contains: request.body.contains,
          category: request.body.category,
          type: request.body.type ?? null,
        })
        .where(own(currentUser(request).id, request.params.id))
        .returning();
      if (!row) throw notFound(RULE_NOT_FOUND);
      return toRule(row);
    },
  );

  r.delete(
    '/api/import-rules/:id',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Delete a rule',
        params: idParams,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      const gone = await app.db
        .delete(importRules)
        .where(own(currentUser(request).id, request.params.id))
        .returning({ id: importRules.id });
      if (gone.length === 0) throw notFound(RULE_NOT_FOUND);
      return { success: true as const };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountResponse,
  changeEmailBody,
  confirmEmailChangeBody,
  confirmEmailChangeResponse,
  deleteAccountBody,
  updateAccountBody,
} from '@elevate/shared/schemas/account';
import {
  accountExport,
  RESTORE_MAX_BYTES,
  restoreResponse,
} from '@elevate/shared/schemas/account-export';
import { errorMessage, messageResponse, successResponse } from '@elevate/shared/schemas/common';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/session.ts';
import { requireVerified } from '../auth/credential-state.ts';
import { authDeps } from '../auth/deps.ts';
import { docs, errorResponses } from '../auth/openapi.ts';
import { authRateLimits } from '../auth/rate-limits.ts';
import { fullListSlots } from '../transactions/full-list-slots.ts';
import { deleteAccount } from './delete-account.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { exportStream } from './export-stream.ts';
import { restoreAccount } from './restore-account.ts';
import { restoreGuard } from './restore-guard.ts';
import { batchSizesFor } from './sections/section.ts';

const tags = ['account'];
const read = { ...docs.read, tags };
const write = { ...docs.write, tags };
const errors = {
  ...errorResponses,
  404: errorMessage,
  413: errorMessage,
  415: errorMessage,
  503: errorMessage,
};

const fileName = (ext: string) => `elevate-export-${new Date().toISOString().slice(0, 10)}.${ext}`;

/** Your data and your address (docs/product/api-account.md): export, restore, e-mail change, deletion. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { ...authDeps(app), supportEmail: app.config.SUPPORT_EMAIL };
  const onRequest = [app.authenticate];
  const limits = {
    slots: fullListSlots(app.config.FULL_LIST_WAIT_MS),
    stallMs: app.config.FULL_LIST_STALL_MS,
  };
  const sizes = batchSizesFor(app.database);

  app.get(
    '/api/account',
    {
      onRequest,
      schema: {
        ...read,
        summary: 'How the account signs in',
        response: { 200: accountResponse, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({
          email: users.email,
          name: users.name,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
          providerLinked: sql<boolean>`${users.googleSubject} is not null`,
          checklistDismissed: users.checklistDismissed,
        })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      if (!row) throw unauthorized();
      return row;
    },
  );

  app.patch(
    '/api/account',
    {
      onRequest,
      schema: {
        ...write,
        summary: 'Change the display name or dismiss the first-run checklist',
        body: updateAccountBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => {
      const { name, checklistDismissed } = request.body;
      // Only the caller's own row: the session decides whose account this is, never the body.
      await app.db
        .update(users)
        .set({ name, checklistDismissed, updatedAt: sql`now()` })
        .where(eq(users.id, currentUser(request).id));
      return { success: true as const };
    },
  );

  app.post(
    '/api/account/email',
    {
      onRequest,
      preHandler: authRateLimits.changePassword,
      schema: {
        ...write,
        summary: 'Mail a confirmation link to a new address (password or a fresh provider sign-in)',
        body: changeEmailBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => ({
      message: await requestEmailChange(deps, currentUser(request), request.body),
    }),
  );

  app.post(
    '/api/account/email/confirm',
    {
      preHandler: authRateLimits.verify,
      schema: {
        ...docs.publicWrite,
        tags,
        summary: 'Open an e-mail change link: the account moves to the new address',
        body: confirmEmailChangeBody,
        response: { 200: confirmEmailChangeResponse, ...errors },
      },
    },
    async (request) => confirmEmailChange(deps, request.body.token),
  );

  app.delete(
    '/api/account',
    {
      onRequest,
      preHandler: authRateLimits.changePassword,
      schema: {
        ...write,
        summary: 'Delete the account and everything it holds; signs out every device',
        body: deleteAccountBody,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: await deleteAccount(deps, currentUser(request), request.body),
    }),
  );

  for (const kind of ['json', 'csv'] as const) {
    app.get(
      kind === 'json' ? '/api/account/export' : '/api/account/export.csv',
      {
        onRequest,
        schema: {
          ...read,
          summary:
            kind === 'json'
              ? 'Everything the account holds as one JSON file (format in README), streamed'
              : 'Every transaction as CSV (date, description, category, type, amount, notes)',
          response: { 200: kind === 'json' ? z.unknown() : z.string(), ...errors },
        },
        // The body is a stream built by our own code; only error bodies are objects.
        serializerCompiler: () => (data) =>
          typeof data === 'string' ? data : JSON.stringify(data),
      },
      async (request, reply) => {
        const stream = await exportStream(app.db, currentUser(request).id, kind, limits, sizes);
        return reply
          .type(kind === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName(kind)}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  }

  const restoreHooks = restoreGuard(app.config.FULL_LIST_WAIT_MS);
  app.post(
    '/api/account/restore',
    {
      onRequest: [...onRequest, restoreHooks.onRequest],
      onResponse: restoreHooks.onResponse,
      onRequestAbort: restoreHooks.onRequestAbort,
      bodyLimit: RESTORE_MAX_BYTES,
      schema: {
        ...write,
        summary: 'Restore an export file into this account, which must hold no data yet',
        body: accountExport,
        response: { 200: restoreResponse, ...errors },
      },
    },
    async (request) => {
      // An unproven registrant's data would be waiting in the real owner's account.
      await requireVerified(app.db, currentUser(request).id);
      return restoreAccount(app.db, currentUser(request).id, request.body);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { accountApi as api, emailChangeApi } from '@elevate/shared/contract/account';
import { RESTORE_MAX_BYTES } from '@elevate/shared/schemas/account-export';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { unauthorized } from '../../lib/errors.ts';
import { generateToken } from '../../lib/tokens.ts';
import { contractRoutes } from '../../lib/route.ts';
import { requireVerified } from '../auth/credential-state.ts';
import { authDeps } from '../auth/deps.ts';
import { authRateLimits } from '../auth/rate-limits.ts';
import { weekDoneAtOptIn } from '../digest/digest-week.ts';
import { fullListSlots } from '../transactions/full-list-slots.ts';
import { deleteAccount } from './delete-account.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { exportStream } from './export-stream.ts';
import { restoreAccount } from './restore-account.ts';
import { restoreGuard } from './restore-guard.ts';
import { batchSizesFor } from './sections/section.ts';

const fileName = (ext: string) => `elevate-export-${new Date().toISOString().slice(0, 10)}.${ext}`;

/** Your data and your address (docs/product/api-account.md): export, restore, e-mail change, deletion. */
export async function accountRoutes(app: FastifyInstance) {
  const deps = { ...authDeps(app), supportEmail: app.config.SUPPORT_EMAIL };
  // No per-user data limit here: the writes that prove a credential share the
  // change-password budget, the export and restore their own slots.
  const on = contractRoutes(app, []);
  const credentialLimit = { preHandler: authRateLimits.changePassword };
  const limits = {
    slots: fullListSlots(app.config.FULL_LIST_WAIT_MS),
    stallMs: app.config.FULL_LIST_STALL_MS,
  };
  const sizes = batchSizesFor(app.database);

  on(api.get, async (request) => {
    const [row] = await app.db
      .select({
        email: users.email,
        name: users.name,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
        providerLinked: sql<boolean>`${users.googleSubject} is not null`,
        checklistDismissed: users.checklistDismissed,
        weeklyDigest: users.weeklyDigest,
      })
      .from(users)
      .where(eq(users.id, request.userId));
    if (!row) throw unauthorized();
    return row;
  });

  on(api.update, async (request) => {
    const { name, checklistDismissed, weeklyDigest, locale } = request.body;
    // Only the caller's own row: the session decides whose account this is, never the body.
    await app.db
      .update(users)
      .set({
        name,
        checklistDismissed,
        weeklyDigest,
        // Not a credential: a stolen session gains nothing by it, so no password is asked.
        locale,
        // The digest's unsubscribe link is made with the first opt-in (decision 0058).
        ...(weeklyDigest && {
          digestToken: sql`coalesce(${users.digestToken}, ${generateToken()})`,
          digestWeek: sql`case when ${users.weeklyDigest} then ${users.digestWeek}
            else ${weekDoneAtOptIn(new Date())}::date end`,
        }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, request.userId));
    return { success: true as const };
  });

  on(
    emailChangeApi.request,
    async (request) => ({ message: await requestEmailChange(deps, request.user, request.body) }),
    credentialLimit,
  );

  on(emailChangeApi.confirm, async (request) => confirmEmailChange(deps, request.body.token), {
    preHandler: authRateLimits.verify,
  });

  on(
    api.remove,
    async (request) => ({
      success: true as const,
      message: await deleteAccount(deps, request.user, request.body),
    }),
    credentialLimit,
  );

  for (const kind of ['json', 'csv'] as const) {
    on(
      kind === 'json' ? api.exportJson : api.exportCsv,
      async (request, reply) => {
        const scope = { userId: request.userId, ledgerId: request.ledgerId };
        const stream = await exportStream(app.db, scope, kind, limits, sizes);
        return reply
          .type(kind === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName(kind)}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
      {
        // The body is a stream built by our own code; only error bodies are objects.
        serializerCompiler: () => (data) =>
          typeof data === 'string' ? data : JSON.stringify(data),
      },
    );
  }

  const restoreHooks = restoreGuard(app.config.FULL_LIST_WAIT_MS);
  on(
    api.restore,
    async (request) => {
      // An unproven registrant's data would be waiting in the real owner's account.
      await requireVerified(app.db, request.userId);
      const scope = { userId: request.userId, ledgerId: request.ledgerId };
      return restoreAccount(app.db, scope, request.body);
    },
    {
      onRequest: [restoreHooks.onRequest],
      onResponse: restoreHooks.onResponse,
      onRequestAbort: restoreHooks.onRequestAbort,
      bodyLimit: RESTORE_MAX_BYTES,
    },
  );
}

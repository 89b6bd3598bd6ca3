import { ledgersApi as api } from '@elevate/shared/contract/ledgers';
import type { FastifyInstance } from 'fastify';
import { contractRoutes } from '../../lib/route.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { currentUser } from '../../plugins/session.ts';
import { requireVerified } from '../auth/credential-state.ts';
import { authRateLimits } from '../auth/rate-limits.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { ledgerDeps } from './deps.ts';
import { inviteMember, listInvitations, revokeInvitation } from './invitation-service.ts';
import { createLedger, deleteLedger, listLedgers } from './ledger-service.ts';
import { updateLedger } from './ledger-update.ts';
import { previewMonthStart } from './month-start-preview.ts';
import { listMembers, removeMember, setEmailShown, setMemberRole } from './member-service.ts';
import { LEDGER_MESSAGES as MSG } from './messages.ts';
import { recordActivity } from '../activity/activity-service.ts';
import type { ActivityAction, ActivityEntity } from '@elevate/shared/schemas/activity';

/**
 * Each invitation mails an address the sender chooses, so the owner's sending is
 * counted per person, whatever ledger or IP it comes from.
 */
export const INVITE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
const inviteLimit = rateLimit({
  name: 'ledger-invite',
  ...INVITE_LIMIT,
  msg: MSG.inviteRateLimit,
  key: (request) => currentUser(request).id,
});

/** Ledgers, members and invitations (decision 0049); each checks the caller's role in the path's ledger. */
export async function ledgerRoutes(app: FastifyInstance) {
  const deps = ledgerDeps(app);
  const { db } = deps;
  const on = contractRoutes(app);

  /**
   * A change to the ledger itself or its members: into the activity log and out to
   * every open stream of the ledger, like the data writes the route layer records.
   * Summaries carry roles and names members see anyway, never an invitee's address.
   */
  async function logged(
    actorId: string,
    ledgerId: string,
    change: { action: ActivityAction; entity: ActivityEntity; entityId?: string; summary?: string },
  ) {
    try {
      const { actorName } = await recordActivity(db, { ledgerId, actorId, ...change });
      await app.ledgerEvents.publish({
        ledgerId,
        resource: change.entity,
        ids: change.entityId ? [change.entityId] : [],
        actorId,
        actorName,
      });
    } catch (err) {
      // The change itself is committed; a lost log line must not turn it into an error.
      app.log.error({ err, ledgerId, action: change.action }, 'ledger activity not recorded');
    }
  }

  on(api.list, async (request) => ({ ledgers: await listLedgers(db, request.userId) }));

  on(api.create, async (request, reply) =>
    reply.code(201).send(await createLedger(db, request.userId, request.body.name)),
  );

  on(api.rename, async (request) => {
    const { id } = request.params;
    const { ledger, renamed, monthStart } = await updateLedger(
      db,
      id,
      request.userId,
      request.body,
    );
    if (renamed) {
      await logged(request.userId, id, {
        action: 'renamed',
        entity: 'ledger',
        summary: ledger.name,
      });
    }
    // Every member's month pages change with the day: the log line also tells their streams.
    if (monthStart) {
      await logged(request.userId, id, {
        action: 'updated',
        entity: 'ledger',
        summary: `Budget month starts on day ${monthStart.to} (was ${monthStart.from})`,
      });
    }
    return ledger;
  });

  on(api.monthStartPreview, async (request) =>
    previewMonthStart(db, request.params.id, request.userId, request.query.day),
  );

  on(api.remove, async (request) => {
    const { id } = request.params;
    await deleteLedger(db, id, request.userId);
    // No log line (the log went with the ledger); the open streams of its members end.
    await app.ledgerEvents.publish({
      ledgerId: id.toLowerCase(),
      resource: 'ledger',
      ids: [id.toLowerCase()],
      actorId: request.userId,
      actorName: null,
    });
    return { success: true as const, message: MSG.deleted };
  });

  on(
    api.invite,
    async (request, reply) => {
      // An unproven account must not mail strangers in the product's name.
      await requireVerified(db, request.userId);
      const invitation = await inviteMember(deps, request.params.id, request.userId, request.body);
      await logged(request.userId, request.params.id, {
        action: 'invited',
        entity: 'invitation',
        entityId: invitation._id,
        summary: `as ${request.body.role}`,
      });
      return reply.code(201).send(invitation);
    },
    { preHandler: inviteLimit },
  );

  on(api.invitations, async (request) => ({
    invitations: await listInvitations(db, request.params.id, request.userId),
  }));

  on(api.revokeInvitation, async (request) => {
    const { id, invitationId } = request.params;
    await revokeInvitation(db, id, request.userId, invitationId);
    await logged(request.userId, id, {
      action: 'deleted',
      entity: 'invitation',
      entityId: invitationId,
    });
    return { success: true as const, message: MSG.invitationRevoked };
  });

  // Guessing tokens is hopeless (256 bits), but each try costs lookups: the verify budget bounds it.
  on(
    api.acceptInvitation,
    async (request) => {
      const ledger = await acceptInvitation(db, request.userId, request.body.token);
      await logged(request.userId, ledger._id, {
        action: 'joined',
        entity: 'member',
        entityId: request.userId,
        summary: ledger.role,
      });
      return { ledger };
    },
    { preHandler: authRateLimits.verify },
  );

  on(api.members, async (request) => ({
    members: await listMembers(db, request.params.id, request.userId),
  }));

  on(api.setRole, async (request) => {
    const members = await setMemberRole(
      deps,
      request.params.id,
      request.userId,
      request.params.userId,
      request.body.role,
    );
    await logged(request.userId, request.params.id, {
      action: 'role-changed',
      entity: 'member',
      entityId: request.params.userId,
      summary: request.body.role,
    });
    return { members };
  });

  on(api.membership, async (request) => {
    const { id } = request.params;
    const members = await setEmailShown(db, id, request.userId, request.body.showEmail);
    // Not a change of the ledger's data: no log line, but the others' member lists refresh.
    await app.ledgerEvents.publish({
      ledgerId: id.toLowerCase(),
      resource: 'member',
      ids: [request.userId],
      actorId: request.userId,
      actorName: members.find((member) => member.userId === request.userId)?.name ?? null,
    });
    return { members };
  });

  on(api.removeMember, async (request) => {
    const outcome = await removeMember(
      db,
      request.params.id,
      request.userId,
      request.params.userId,
    );
    await logged(request.userId, request.params.id, {
      action: outcome,
      entity: 'member',
      entityId: request.params.userId,
    });
    return { success: true as const, message: outcome === 'left' ? MSG.left : MSG.removed };
  });
}

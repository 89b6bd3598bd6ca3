import { tagsApi } from '@elevate/shared/contract/tags';
import type { FastifyInstance } from 'fastify';
import { shortReads } from '../../db/short-reads.ts';
import { contractRoutes } from '../../lib/route.ts';
import { deleteTag, renameTag } from './tag-edits.ts';
import { listTags } from './tag-reads.ts';

/** The ledger's tags (decision 0053); every call is scoped to the request's ledger. */
export async function tagRoutes(app: FastifyInstance) {
  const on = contractRoutes(app);

  // A ledger has a few dozen tags: a short read of their kept counts.
  on(tagsApi.list, async (request) => listTags(shortReads(app), request.ledgerId));

  on(tagsApi.rename, async (request) =>
    renameTag(app.db, request.ledgerId, request.params.name, request.body.name),
  );

  on(tagsApi.remove, async (request) => {
    await deleteTag(app.db, request.ledgerId, request.params.name);
    return { success: true as const };
  });
}

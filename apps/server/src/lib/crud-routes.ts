import { successResponse } from '@elevate/shared/schemas/common';
import type { Endpoint, EndpointBody, EndpointResponse } from '@elevate/shared/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contractRoutes } from './route.ts';

type Database = FastifyInstance['db'];
type IdEndpoint = Endpoint & { params: z.ZodType<{ id: string }> };

/** The four calls of a resource a ledger lists, creates, replaces and deletes by id. */
export type CrudApi = {
  list: Endpoint;
  create: Endpoint;
  update: IdEndpoint;
  remove: IdEndpoint & { responses: { 200: typeof successResponse } };
};

export type CrudService<A extends CrudApi> = {
  /** Absent when the caller answers the list itself (from a kept answer). */
  list?: (db: Database, ledgerId: string) => Promise<EndpointResponse<A['list']>>;
  create: (
    db: Database,
    ledgerId: string,
    body: EndpointBody<A['create']>,
  ) => Promise<EndpointResponse<A['create']>>;
  update: (
    db: Database,
    ledgerId: string,
    id: string,
    body: EndpointBody<A['update']>,
  ) => Promise<EndpointResponse<A['update']>>;
  remove: (db: Database, ledgerId: string, id: string) => Promise<unknown>;
};

// In this generic body TypeScript cannot resolve the contract's body type, hence the casts.
/** Goals and recurring rules answer these four calls the same way: 201 on create, success on delete. */
export function crudRoutes<A extends CrudApi>(
  app: FastifyInstance,
  api: A,
  service: CrudService<A>,
) {
  const on = contractRoutes(app);
  const { list } = service;
  if (list) on(api.list, async (request) => list(app.db, request.ledgerId));
  on(api.create, async (request, reply) =>
    reply
      .code(201)
      .send(
        await service.create(app.db, request.ledgerId, request.body as EndpointBody<A['create']>),
      ),
  );
  on(api.update, async (request) =>
    service.update(
      app.db,
      request.ledgerId,
      request.params.id,
      request.body as EndpointBody<A['update']>,
    ),
  );
  on(api.remove, async (request) => {
    await service.remove(app.db, request.ledgerId, request.params.id);
    return { success: true as const };
  });
  return on;
}

import {
  errorSchemas,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@elevate/shared/contract/endpoint';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionUser } from '../modules/auth/session-user.ts';

/** The request with its parsed params, query and body typed from the contract. */
export type ContractRequest<E extends Endpoint> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'user'
> & {
  /** Set by `app.authenticate`, so never null on a signed-in endpoint. */
  user: E['auth'] extends 'session' ? SessionUser : SessionUser | null;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
};

type Answer<E extends Endpoint> = EndpointResponse<E> | FastifyReply;

export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E>> | Answer<E>;

/** What a route adds to its contract: its own hooks, serializer, compression or config. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'> & {
  /** Replaces the area's rate limit hooks; authentication still runs first. */
  onRequest?: onRequestHookHandler[];
};

function security(endpoint: Endpoint) {
  const scheme = {
    ...(endpoint.auth === 'none' ? {} : { bearerAuth: [] }),
    ...(endpoint.csrf ? { csrfToken: [] } : {}),
  };
  return Object.keys(scheme).length > 0 ? { security: [scheme] } : {};
}

/** A redirect documents no answer at all, so it gets no response schema. */
function responseSchema(endpoint: Endpoint) {
  const response = { ...endpoint.responses, ...errorSchemas(endpoint) };
  return Object.keys(response).length > 0 ? { response } : {};
}

/** The OpenAPI and validation schema of an endpoint, with the error bodies it documents. */
function routeSchema(endpoint: Endpoint) {
  return {
    ...(endpoint.tag ? { tags: [endpoint.tag] } : {}),
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
    ...security(endpoint),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...responseSchema(endpoint),
  };
}

/**
 * Registers endpoints of the shared contract (decision 0047). A signed-in
 * endpoint runs `app.authenticate` and then the area's limits (the per-user
 * data limit unless told otherwise), and its handler reads `request.userId`. An
 * endpoint of ledger data then resolves its ledger (`request.ledgerId`, decision 0049).
 */
export function contractRoutes(
  app: FastifyInstance,
  limits: onRequestHookHandler[] = [app.userRateLimit],
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  return function on<E extends Endpoint>(
    endpoint: E,
    handler: ContractHandler<NoInfer<E>>,
    extras: RouteExtras = {},
  ): void {
    const { onRequest = limits, ...options } = extras;
    // After the limits: a caller probing ledger ids spends their budget first.
    const ledger = endpoint.ledger ? [app.ledgerAccess(endpoint.ledger)] : [];
    r.route({
      ...options,
      method: endpoint.method,
      url: endpoint.path,
      onRequest:
        endpoint.auth === 'session' ? [app.authenticate, ...onRequest, ...ledger] : onRequest,
      schema: routeSchema(endpoint),
      handler: handler as never,
    });
  };
}

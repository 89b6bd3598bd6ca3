import {
  errorSchemas,
  openToTokens,
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
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preSerializationAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionUser } from '../modules/auth/session-user.ts';
import {
  idempotencyHooks,
  isReplay,
  takesIdempotencyKey,
} from '../modules/idempotency/idempotency-hooks.ts';
import { tokenRouteKey } from './token-routes.ts';

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

/**
 * The request headers an endpoint documents beside its schemas (decision 0061): only in
 * the OpenAPI document (openApiTransform), never validated by a schema (the hooks and
 * handlers read them).
 */
function documentedHeaders(endpoint: Endpoint) {
  const properties: Record<string, object> = {};
  if (takesIdempotencyKey(endpoint)) {
    properties['Idempotency-Key'] = {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description:
        'Optional, 1-200 printable ASCII characters (400 otherwise). A repeat with the same key and request within 24 hours answers the first answer (with Idempotent-Replayed: true) without writing again; 422 for the key with another request, 409 while the first still runs. A 5xx lets the key go.',
    };
  }
  if (endpoint.ifMatch) {
    properties['If-Match'] = {
      type: 'string',
      description:
        'Optional: the ETag the transaction was last seen with ("<tag>", or the shared transactionTag of a listed row). 409 when it changed since, and nothing is written.',
    };
  }
  return Object.keys(properties).length > 0
    ? { documentedHeaders: { type: 'object', properties } }
    : {};
}

/** The OpenAPI document's transform: the zod schemas as JSON Schema, the documented headers as header parameters. */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const { documentedHeaders: headers, ...schema } = out.schema as Record<string, unknown>;
  return headers ? { ...out, schema: { ...schema, headers } } : out;
};

/** The OpenAPI and validation schema of an endpoint, with the error bodies it documents. */
function routeSchema(endpoint: Endpoint) {
  return {
    ...documentedHeaders(endpoint),
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

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Called once a ledger write answered 2xx, with the answer's body before
     * serialisation (undefined for a stream or text): records it in the ledger's
     * activity log and tells the ledger's live streams (decision 0049). Defined by
     * the activity module; it must not slow or fail the request.
     */
    recordLedgerWrite: (
      request: FastifyRequest,
      reply: FastifyReply,
      endpoint: Endpoint,
      payload: unknown,
    ) => void;
    /** Resolves once every ledger write answered so far is in the activity log (for tests). */
    ledgerWritesLogged: () => Promise<void>;
  }
}

const answers = new WeakMap<FastifyRequest, unknown>();
/** A prebuilt JSON answer longer than this is not read back for the log. */
const MAX_TEXT_ANSWER = 64 * 1024;

/** An answer sent as prebuilt JSON text (a transaction's stored row), read back. */
function parsed(answer: unknown): unknown {
  if (typeof answer !== 'string') return answer;
  try {
    return JSON.parse(answer) as unknown;
  } catch {
    return undefined;
  }
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** A ledger write's hooks: keep the answer's body, then report a success after it was sent. */
function writeHooks(app: FastifyInstance, endpoint: Endpoint, options: RouteExtras) {
  if (endpoint.ledger !== 'write') return {};
  const keep: preSerializationAsyncHookHandler<unknown> = async (request, _reply, payload) => {
    answers.set(request, payload);
    return payload;
  };
  // Text a handler built itself skips serialisation; compressed text is not read back.
  const keepText: onSendAsyncHookHandler<unknown> = async (request, _reply, payload) => {
    if (!answers.has(request) && typeof payload === 'string' && payload.length <= MAX_TEXT_ANSWER) {
      answers.set(request, payload);
    }
    return payload;
  };
  const report: onResponseAsyncHookHandler = async (request, reply) => {
    // A repeat answered from its key's kept answer wrote nothing (decision 0061).
    if (isReplay(request)) return;
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      const answer = parsed(answers.get(request));
      app.recordLedgerWrite(request, reply, endpoint, answer);
      app.queueLedgerWebhooks(request, endpoint, answer);
    }
  };
  return {
    preSerialization: [...asList(options.preSerialization), keep],
    onSend: [...asList(options.onSend), keepText],
    onResponse: [...asList(options.onResponse), report],
  };
}

/**
 * Registers endpoints of the shared contract (decision 0047). A signed-in
 * endpoint runs `app.authenticate` and then the area's limits (the per-user
 * data limit unless told otherwise), and its handler reads `request.userId`. An
 * endpoint of ledger data then resolves its ledger (`request.ledgerId`, decision 0049),
 * and each successful write of it is reported to `app.recordLedgerWrite` and `app.queueLedgerWebhooks`.
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
    if (endpoint.auth === 'session' && openToTokens(endpoint)) {
      app.tokenRoutes.set(tokenRouteKey(endpoint.method, endpoint.path), endpoint);
    }
    const writes = writeHooks(app, endpoint, options);
    // A write that takes an Idempotency-Key (decision 0061) claims it after the CSRF check
    // (an app-wide preValidation hook) and keeps its answer before the answer goes out.
    const idempotency = idempotencyHooks(app, endpoint);
    r.route({
      ...options,
      method: endpoint.method,
      url: endpoint.path,
      onRequest:
        endpoint.auth === 'session' ? [app.authenticate, ...onRequest, ...ledger] : onRequest,
      ...writes,
      ...(idempotency
        ? {
            preValidation: [...asList(options.preValidation), idempotency.preValidation],
            onSend: [...asList(writes.onSend ?? options.onSend), idempotency.onSend],
            onResponse: [
              idempotency.onResponse,
              ...asList(writes.onResponse ?? options.onResponse),
            ],
          }
        : {}),
      schema: routeSchema(endpoint),
      handler: handler as never,
    });
  };
}

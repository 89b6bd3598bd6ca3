import type { Endpoint } from '@elevate/shared/contract/endpoint';
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import {
  claimKey,
  IDEMPOTENCY_HEADER,
  idempotencyKey,
  keepAnswer,
  releaseKey,
  REPLAYED_HEADER,
  requestHash,
  type KeyOwner,
} from './idempotency-service.ts';

/** A claimed key of a request under way, until its answer is kept or the key let go. */
interface Pending {
  owner: KeyOwner;
  hash: string;
  settled: boolean;
}

const pending = new WeakMap<FastifyRequest, Pending>();
const replays = new WeakSet<FastifyRequest>();

/** Whether the request was answered from a kept answer (nothing ran: nothing to report). */
export const isReplay = (request: FastifyRequest): boolean => replays.has(request);

/**
 * The writes that take an Idempotency-Key: every write to ledger data with a JSON body
 * (an upload's multipart file is read by its handler, after the hooks, so it cannot be
 * compared; and an upload only previews).
 */
export const takesIdempotencyKey = (endpoint: Endpoint): boolean =>
  endpoint.ledger !== undefined &&
  endpoint.auth === 'session' &&
  endpoint.method !== 'GET' &&
  !endpoint.consumes?.includes('multipart/form-data');

/**
 * A kept answer: every success and every client error but a request to wait (429, 408),
 * which a retry should not meet again. A 5xx lets the key go.
 */
const keeps = (status: number) => status >= 200 && status < 500 && status !== 408 && status !== 429;

function answerText(payload: unknown): { text: string | null } | null {
  if (payload === undefined || payload === null) return { text: null };
  if (typeof payload === 'string') return { text: payload };
  if (Buffer.isBuffer(payload)) return { text: payload.toString('utf8') };
  // A stream cannot be read back here.
  return null;
}

/**
 * Decision 0061. The hooks of a ledger write: after authentication, the limits, the ledger
 * and the CSRF check (app-wide preValidation, which runs first), a request with a key
 * claims it or is answered from the kept answer; its own answer is kept before it is sent,
 * so a retry that follows it finds it.
 */
export function idempotencyHooks(app: FastifyInstance, endpoint: Endpoint) {
  if (!takesIdempotencyKey(endpoint)) return null;

  const claim: preValidationAsyncHookHandler = async (request, reply) => {
    const key = idempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
    if (key === null) return;
    const owner = { userId: request.userId, ledgerId: request.ledgerId, key };
    const hash = requestHash({
      method: request.method,
      route: endpoint.path,
      params: request.params,
      query: request.query,
      ledgerId: request.ledgerId,
      body: request.body,
    });
    const claimed = await claimKey(app.db, owner, hash);
    if (claimed.claimed) {
      pending.set(request, { owner, hash, settled: false });
      return;
    }
    const { answer } = claimed;
    replays.add(request);
    reply.code(answer.status).header(REPLAYED_HEADER, 'true');
    if (answer.contentType) reply.header('content-type', answer.contentType);
    return reply.send(answer.body ?? undefined);
  };

  const settle = async (
    request: FastifyRequest,
    answer: { status: number; contentType: string | null; payload: unknown },
  ) => {
    const claim = pending.get(request);
    if (!claim || claim.settled) return;
    claim.settled = true;
    const text = keeps(answer.status) ? answerText(answer.payload) : null;
    try {
      if (text) {
        await keepAnswer(app.db, claim.owner, claim.hash, {
          status: answer.status,
          contentType: answer.contentType,
          body: text.text,
        });
      } else {
        await releaseKey(app.db, claim.owner, claim.hash);
      }
    } catch (err) {
      // The key stays claimed until it counts as abandoned; the answer still goes out.
      request.log.error({ err }, 'keeping an idempotent answer failed');
    }
  };

  const keep: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    await settle(request, {
      status: reply.statusCode,
      contentType: typeof type === 'string' ? type : null,
      payload,
    });
    return payload;
  };

  // An answer that never passed onSend (the connection went first): let the key go.
  const release: onResponseAsyncHookHandler = async (request) => {
    await settle(request, { status: 500, contentType: null, payload: undefined });
  };

  return { preValidation: claim, onSend: keep, onResponse: release };
}

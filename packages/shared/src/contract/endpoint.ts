import { z } from 'zod';
import { errorMessage, validationErrors } from '../schemas/common.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * 'session': a live bearer session, checked before the handler; 'none': a public call
 * (sign-in, the contact form); 'token': a bearer token the route reads itself, so
 * signing out works with a dead session and the operators' metrics take their own token.
 */
export type EndpointAuth = 'none' | 'session' | 'token';
/**
 * An endpoint on a ledger's data: 'read' is open to every member, 'write' to owners
 * and editors. The ledger is the X-Ledger-Id header's, else the caller's personal
 * ledger; one the caller is not a member of answers 404, a viewer's write 403.
 */
export type LedgerAccess = 'read' | 'write';
export { LEDGER_HEADER } from './ledger-header.ts';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 503;
type Schema = z.ZodType;

/**
 * One API call as both sides see it: the server registers it, the web client
 * calls it, so its path, input and answer cannot drift apart (decision 0047).
 */
export type Endpoint = {
  method: HttpMethod;
  /** Fastify's form: `/api/goals/:id`. */
  path: string;
  auth: EndpointAuth;
  /** Whether a write needs the x-csrf-token header (the contact form and beacons do not). */
  csrf: boolean;
  /** The OpenAPI tag; null for the untagged infrastructure calls (health, CSRF token). */
  tag: string | null;
  summary?: string;
  description?: string;
  /** Request content types other than JSON (a multipart upload). */
  consumes?: readonly string[];
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The successful answers by status; errors are listed apart. */
  responses: { [status: number]: Schema };
  errors: readonly ErrorStatus[];
  /** An error body with more than `msg` (a reconcile's 409 with its difference). */
  errorBodies?: Partial<Record<ErrorStatus, Schema>>;
  /** Set on an endpoint of ledger data. */
  ledger?: LedgerAccess;
  /**
   * Whether a personal access token may call it (decision 0057): every endpoint of ledger
   * data unless it says false here, and never any other.
   */
  tokens?: false;
  /**
   * Whether the write takes If-Match with the ETag its resource was read with, and answers
   * 409 when the resource changed since (decision 0061).
   */
  ifMatch?: true;
};

type Definition = Partial<
  Pick<
    Endpoint,
    'auth' | 'csrf' | 'summary' | 'description' | 'consumes' | 'ledger' | 'tokens' | 'ifMatch'
  >
> & {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  responses: { [status: number]: Schema };
  errors?: readonly ErrorStatus[];
  errorBodies?: Partial<Record<ErrorStatus, Schema>>;
};

type Defined<M extends HttpMethod, P extends string, D extends Definition> = D & {
  method: M;
  path: P;
  auth: D['auth'] extends EndpointAuth ? D['auth'] : 'session';
  csrf: boolean;
  tag: string | null;
  errors: readonly ErrorStatus[];
};

/** Whether a personal access token may call the endpoint (decision 0057). */
export const openToTokens = (endpoint: Pick<Endpoint, 'ledger' | 'tokens'>): boolean =>
  endpoint.ledger !== undefined && endpoint.tokens !== false;

/** The statuses a ledger endpoint may answer besides its own: not a member, a viewer's write. */
const LEDGER_ERRORS: readonly ErrorStatus[] = [403, 404];
/**
 * And a write of it with an Idempotency-Key (decision 0061): 409 while the key's first
 * request runs, 422 for the key with another request.
 */
const IDEMPOTENT_WRITE_ERRORS: readonly ErrorStatus[] = [409, 422];

/** The header a ledger write may carry so that a retry is never applied twice (decision 0061). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer repeated from its Idempotency-Key's kept answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The endpoints of one area share an OpenAPI tag and the error statuses they
 * document; signed-in and CSRF-checked writes are the default. In an area of
 * ledger data (`ledger: true`) a GET reads the ledger and any other method writes
 * it, unless the endpoint says otherwise.
 */
export function area(
  tag: string | null,
  errors: readonly ErrorStatus[],
  options: { ledger?: boolean } = {},
) {
  const define =
    <M extends HttpMethod>(method: M) =>
    <const P extends string, const D extends Definition>(path: P, definition: D) =>
      ({
        tag,
        errors: withLedgerErrors(
          errors,
          definition.ledger ?? (options.ledger ? ledgerAccess(method) : undefined),
          method !== 'GET' && !definition.consumes?.includes('multipart/form-data'),
        ),
        auth: 'session',
        csrf: method !== 'GET',
        ...(options.ledger ? { ledger: ledgerAccess(method) } : {}),
        ...definition,
        method,
        path,
      }) as Defined<M, P, D>;
  return {
    get: define('GET'),
    post: define('POST'),
    put: define('PUT'),
    patch: define('PATCH'),
    delete: define('DELETE'),
  };
}

const ledgerAccess = (method: HttpMethod): LedgerAccess => (method === 'GET' ? 'read' : 'write');

function withLedgerErrors(
  errors: readonly ErrorStatus[],
  ledger: LedgerAccess | undefined,
  write: boolean,
) {
  if (!ledger) return errors;
  const more = write ? [...LEDGER_ERRORS, ...IDEMPOTENT_WRITE_ERRORS] : LEDGER_ERRORS;
  return [...new Set([...errors, ...more])].sort((a, b) => a - b);
}

const badInput = z.union([validationErrors, errorMessage]);

/** The error bodies an endpoint documents: field errors or a message on 400, a message otherwise. */
export function errorSchemas(
  endpoint: Pick<Endpoint, 'errors' | 'errorBodies'>,
): Record<number, Schema> {
  return Object.fromEntries(
    endpoint.errors.map((status) => [
      status,
      endpoint.errorBodies?.[status] ?? (status === 400 ? badInput : errorMessage),
    ]),
  );
}

/** The path with its `:name` parts filled in, each encoded. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

type Output<S> = S extends Schema ? z.output<S> : undefined;
type Input<S> = S extends Schema ? z.input<S> : undefined;

export type EndpointParams<E extends Endpoint> = Output<E['params']>;
export type EndpointQuery<E extends Endpoint> = Output<E['query']>;
export type EndpointBody<E extends Endpoint> = Output<E['body']>;
export type EndpointParamsInput<E extends Endpoint> = Input<E['params']>;
export type EndpointBodyInput<E extends Endpoint> = Input<E['body']>;
export type EndpointQueryInput<E extends Endpoint> = Input<E['query']>;
/** The parsed body of any successful answer. */
export type EndpointResponse<E extends Endpoint> = Output<E['responses'][keyof E['responses']]>;

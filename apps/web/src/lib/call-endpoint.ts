import {
  endpointPath,
  type Endpoint,
  type EndpointBodyInput,
  type EndpointQueryInput,
  type EndpointResponse,
} from '@elevate/shared/contract/endpoint';
import { request, type QueryValue, type RequestOptions } from './api-client.ts';

type PathParams = Record<string, string | number>;

/** Only the parts the endpoint declares: params, query and body are typed from its schemas. */
type Input<E extends Endpoint> = (E extends { params: object }
  ? { params: PathParams }
  : { params?: undefined }) &
  (E extends { query: object }
    ? { query?: { [K in keyof EndpointQueryInput<E>]?: QueryValue } }
    : { query?: undefined }) &
  (E extends { body: object } ? { body: EndpointBodyInput<E> } : { body?: undefined });

export type CallOptions<E extends Endpoint, T> = Input<E> &
  Omit<RequestOptions<T>, 'query'> & {
    /** A body the web app builds itself where the endpoint declares none (an empty object). */
    rawBody?: unknown;
  };

/** The schema of the endpoint's successful answer (each declares one). */
function successSchema(endpoint: Endpoint) {
  const status = Object.keys(endpoint.responses).find((key) => key.startsWith('2'));
  return status ? endpoint.responses[Number(status)] : undefined;
}

/**
 * Calls one endpoint of the shared contract (decision 0047): its method, path
 * and CSRF rule come from the declaration, and the answer is parsed with its
 * success schema unless the caller reads it otherwise.
 */
export function callEndpoint<E extends Endpoint, T = EndpointResponse<E>>(
  endpoint: E,
  options: CallOptions<E, T>,
): Promise<T> {
  const { params, body, rawBody, ...rest } = options;
  const path = endpointPath(endpoint.path, params);
  const schema = rest.schema ?? (rest.readBody ? undefined : successSchema(endpoint));
  return request<T>(endpoint.method, path, body ?? rawBody, {
    ...rest,
    schema: schema as RequestOptions<T>['schema'],
    skipCsrf: !endpoint.csrf,
  });
}

import type { FastifyInstance } from 'fastify';
import type { TestUser } from './app.ts';

export interface ApiResponse {
  status: number;
  // Tests assert on whatever shape came back.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** inject() as a signed-in user with the CSRF pair, JSON in and out. */
export function apiClient(app: FastifyInstance, user: TestUser) {
  const call = async (method: Method, url: string, payload?: unknown): Promise<ApiResponse> => {
    const res = await app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload, headers: { ...user.headers, 'content-type': 'application/json' } }
          : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

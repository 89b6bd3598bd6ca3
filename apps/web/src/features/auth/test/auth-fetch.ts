import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';

type Reply = { status: number; body?: unknown } | Error;

/**
 * A fake API: the CSRF token is always served, `routes` answer by 'METHOD /path',
 * and anything else is the fake fetch's 404.
 */
export function installAuthApi(routes: Record<string, Reply | ((call: FakeCall) => Reply)>) {
  return installFakeFetch((call) => {
    if (call.url === '/api/csrf-token') return { status: 200, body: { csrfToken: 'csrf-test' } };
    const route = routes[`${call.method} ${call.url}`];
    return typeof route === 'function' ? route(call) : route;
  });
}

/** The calls to one endpoint (the CSRF fetches left out). */
export function callsTo(calls: FakeCall[], methodAndPath: string): FakeCall[] {
  return calls.filter((call) => `${call.method} ${call.url}` === methodAndPath);
}

import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase, type TestApp } from './app.ts';

/** A test app listening on a loopback port; its log lines are kept as parsed JSON. */
export interface HttpTestApp extends TestApp {
  url: string;
  logs: Record<string, unknown>[];
}

/**
 * The real server on a real socket, for what inject() cannot show: the peer
 * address a proxy setting is checked against, and parallel requests on the wire.
 */
export async function startHttpApp(env: Record<string, string> = {}): Promise<HttpTestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line)) };
  const app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    database,
    url: `http://127.0.0.1:${port}`,
    logs,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export interface HttpAnswer {
  status: number;
  // Tests assert on whatever shape came back.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A browser-like client: one CSRF cookie/header pair, JSON bodies, optional bearer token. */
export async function httpClient(url: string, token?: string) {
  const res = await fetch(`${url}/api/csrf-token`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const base: Record<string, string> = { cookie, 'x-csrf-token': csrfToken };
  if (token) base.authorization = `Bearer ${token}`;
  return async function post(
    path: string,
    body: object,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const answer = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...base, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : undefined };
  };
}

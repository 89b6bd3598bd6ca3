import autocannon, { type Request } from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const WARMUP_S = 2;
/** Heavy answers (a year of rows) queue for seconds at 50 connections; count them, not time them out. */
const TIMEOUT_S = 30;

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus socket errors and timeouts. */
  failures: number;
}

export interface Scenario {
  name: string;
  /** Requests cycled by each connection; several sessions keep one token from standing for all. */
  requests: Request[];
}

/** Adds a bearer token per request, rotating through the sessions. */
export function withSessions(
  tokens: string[],
  request: Request,
  extraHeaders: Record<string, string> = {},
): Request {
  let next = 0;
  return {
    ...request,
    setupRequest: (req) => ({
      ...req,
      headers: {
        ...req.headers,
        ...extraHeaders,
        authorization: `Bearer ${tokens[next++ % tokens.length]}`,
      },
    }),
  };
}

/** A short untimed warm-up (JIT, caches, pool), then the measured run. */
export async function measure(url: string, scenario: Scenario): Promise<LoadResult> {
  const base = { url, connections: CONNECTIONS, timeout: TIMEOUT_S, requests: scenario.requests };
  await autocannon({ ...base, duration: WARMUP_S });
  await drained(url);
  const result = await autocannon({ ...base, duration: DURATION_S });
  await drained(url);
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * autocannon stops sending at the deadline, but the server may still hold a
 * queue of slow requests; the next measurement starts once a health check,
 * which queues behind them for the database, gets through.
 */
async function drained(url: string): Promise<void> {
  const res = await fetch(`${url}/api/health`);
  await res.arrayBuffer();
}

import autocannon, { type Request } from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = 10;
const WARMUP_S = 2;
/** Heavy answers (a year of rows) queue for seconds at 50 connections; count them, not time them out. */
const TIMEOUT_S = 30;

/** What a row must reach to be marked met (all given bounds; the issue sets them for PostgreSQL). */
export interface Target {
  /** Throughput as a share of the bare route of the same run, in %. */
  minShare?: number;
  maxP99?: number;
  minRps?: number;
  /** Median of sequential single requests, each alone on the server. */
  maxSingleP50?: number;
}

export interface LoadResult {
  name: string;
  target?: Target | undefined;
  /** With a maxSingleP50 target: the median of 21 sequential requests, in ms. */
  singleP50?: number | undefined;
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
  target?: Target;
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
  const singleP50 =
    scenario.target?.maxSingleP50 === undefined ? undefined : await singleMedian(url, scenario);
  const base = { url, connections: CONNECTIONS, timeout: TIMEOUT_S, requests: scenario.requests };
  await autocannon({ ...base, duration: WARMUP_S });
  await drained(url);
  const result = await autocannon({ ...base, duration: DURATION_S });
  await drained(url);
  return {
    name: scenario.name,
    target: scenario.target,
    singleP50,
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

/** One request at a time (GETs only): the latency a person sees on an idle server. */
async function singleMedian(url: string, scenario: Scenario): Promise<number> {
  const request = scenario.requests[0];
  if (!request?.path || (request.method ?? 'GET') !== 'GET') throw new Error('single: GET only');
  const prepared = request.setupRequest?.({ ...request, headers: {} }, {}) ?? request;
  const headers = (prepared.headers ?? {}) as Record<string, string>;
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${request.path}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${request.path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[10] ?? NaN) * 10) / 10;
}

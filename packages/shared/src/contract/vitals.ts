import { z } from 'zod';
import { vitalBody, vitalsSummary } from '../schemas/vitals.ts';
import { area } from './endpoint.ts';

const vitals = area('vitals', []);

/** Real-user metrics and the operators' view of them (decision 0047). */
export const vitalsApi = {
  /** Sent by navigator.sendBeacon, which cannot set headers: no CSRF token. */
  record: vitals.post('/api/vitals', {
    auth: 'none',
    csrf: false,
    summary: 'Record one web-vitals measurement (CLS, FCP, INP, LCP or TTFB)',
    body: vitalBody,
    responses: { 204: z.null() },
    errors: [400, 429],
  }),
  /** The operators' token, not a user's session: the route checks it. */
  summary: vitals.get('/api/vitals/summary', {
    auth: 'token',
    summary: '75th percentile of each metric over the last 7 days (Bearer METRICS_TOKEN)',
    responses: { 200: vitalsSummary },
    errors: [401],
  }),
  /** The ceiling of the stack for the benchmark: no auth, no database, no cookie. */
  ping: vitals.get('/api/ping', {
    auth: 'none',
    responses: { 200: z.object({ pong: z.literal(true) }) },
  }),
};

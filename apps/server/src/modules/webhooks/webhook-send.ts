import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkWebhookUrl, resolveWebhookHost, type Resolve } from './webhook-address.ts';

/** A receiver gets this long to answer, from connecting to the end of its headers. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The receiver's answer is read no further than this (it only has to say 2xx). */
const MAX_ANSWER_BYTES = 1024;

export interface Delivery {
  url: string;
  secret: string;
  eventId: string;
  event: string;
  payload: string;
}

export interface SendOptions {
  allowPrivate: boolean;
  resolve: Resolve;
  timeoutMs?: number;
  now?: () => Date;
}

export type SendOutcome =
  { ok: true; status: number } | { ok: false; status: number | null; error: string };

/** `sha256=` and the HMAC-SHA256 of `timestamp.body` under the webhook's secret. */
export function signDelivery(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * One attempt of one delivery: the host is resolved and checked here, at each attempt
 * (a name may point somewhere else since the webhook was added), and the connection
 * goes to the address checked, never to a second lookup's answer. A redirect is not
 * followed: it could lead anywhere, and a receiver has no reason to send one.
 */
export async function sendDelivery(delivery: Delivery, options: SendOptions): Promise<SendOutcome> {
  const url = checkWebhookUrl(delivery.url, options.allowPrivate);
  if (typeof url === 'string') return { ok: false, status: null, error: url };
  const target = await resolveWebhookHost(url.hostname, options.allowPrivate, options.resolve);
  if ('refused' in target) return { ok: false, status: null, error: target.refused };

  const timestamp = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const body = Buffer.from(delivery.payload, 'utf8');
  const pinned: LookupFunction = (_host, opts, callback) => {
    if (opts.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendOutcome>((resolve) => {
    const req = send(url, {
      method: 'POST',
      lookup: pinned,
      signal: AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'content-length': body.length,
        'user-agent': 'Elevate-Webhook/1',
        'x-elevate-event': delivery.event,
        'x-elevate-delivery': delivery.eventId,
        'x-elevate-timestamp': String(timestamp),
        'x-elevate-signature': signDelivery(delivery.secret, timestamp, delivery.payload),
      },
    });
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      const settle = () => {
        if (status >= 200 && status < 300) resolve({ ok: true, status });
        else if (status >= 300 && status < 400) {
          resolve({
            ok: false,
            status,
            error: 'The receiver answered with a redirect, which is not followed',
          });
        } else resolve({ ok: false, status, error: `The receiver answered ${status}` });
      };
      res.on('end', settle);
      res.on('close', settle);
      res.on('error', settle);
    });
    req.on('error', (err: Error) => {
      const timedOut = err.name === 'AbortError' || err.name === 'TimeoutError';
      resolve({
        ok: false,
        status: null,
        error: timedOut
          ? `The receiver did not answer within ${Math.round((options.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000)} s`
          : `The receiver could not be reached (${(err as NodeJS.ErrnoException).code ?? err.message})`,
      });
    });
    req.end(body);
  });
}

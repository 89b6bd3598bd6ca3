import { negotiate } from '@fastify/accept-negotiator';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Encodings a kept answer is sent in, in the server's order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** As @fastify/compress: smaller answers are not worth compressing. */
const THRESHOLD = 1024;

/**
 * A JSON answer kept for answering again (decision 0031), with each encoding
 * made the first time a client asks for it: a kept 10-year summary is 143 KB
 * of JSON and 10 KB compressed, and compressing it again for every request
 * cost more than everything else the request did.
 */
export interface KeptJson {
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export const keptJson = (json: string): KeptJson => ({ json, encoded: {} });

/** What a kept answer holds in memory: the text and, at most, its two encodings. */
export const keptJsonSize = (kept: KeptJson) => Math.ceil(kept.json.length * 1.25);

function encode(json: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(json, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      })
    : zlib.gzipSync(json, { level: 6 });
}

/**
 * Sends a kept answer in the encoding the request accepts, made once; the
 * compression plugin leaves an answer that already has a Content-Encoding alone.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    kept.json.length >= THRESHOLD && accepted
      ? negotiate<Encoding>(accepted, [...ENCODINGS])
      : null;
  if (!encoding) return reply.send(kept.json);
  const body = (kept.encoded[encoding] ??= encode(kept.json, encoding));
  return reply.header('content-encoding', encoding).send(body);
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes: a database leak exposes no live token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

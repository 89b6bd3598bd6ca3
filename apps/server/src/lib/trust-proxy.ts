import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's named ranges: loopback, link-local and private (10/8, 172.16/12, 192.168/16, fc00::/7). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For entries are believed, as Fastify's
 * `trustProxy` list; off when unset. The client is the right-most address that is
 * not one of them. `true` is refused: it would believe the left-most entry, which
 * the client writes itself (decision 0015).
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): string[] | false => {
    if (!v || v === 'false' || v === '0') return false;
    if (v === 'true' || v === '1') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust any X-Forwarded-For a client writes; list the proxy addresses or CIDR ranges instead, e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8',
      });
      return z.NEVER;
    }
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an IP address or CIDR range: ${bad.map((e) => JSON.stringify(e)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

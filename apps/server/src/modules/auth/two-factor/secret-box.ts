import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { isLoopbackUrl } from '../../../lib/loopback.ts';

/**
 * Used when TOTP_ENCRYPTION_KEY is unset, which only a loopback APP_URL may leave it.
 * It keeps secrets out of plain sight in a dump or a query result, but anyone with this
 * source can decrypt them: the variable protects them against a database leak
 * (decisions 0028, 0035).
 */
const FALLBACK_KEY_MATERIAL = 'elevate-totp-secret-fallback-key';
const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string, userId: string): string;
  /** Null when the text was sealed under another key or altered. */
  open(sealed: string, userId: string): string | null;
}

/**
 * Like SMTP_URL (decision 0017): a local newcomer runs without it, but a server others
 * reach refuses to start with authenticator secrets any reader of the source could open.
 */
export function requireTotpKeyOffLoopback(
  config: { APP_URL: string; TOTP_ENCRYPTION_KEY?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (config.TOTP_ENCRYPTION_KEY || isLoopbackUrl(config.APP_URL)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['TOTP_ENCRYPTION_KEY'],
    message:
      `is required when APP_URL (${config.APP_URL}) is not a loopback address: ` +
      '32 characters or more, e.g. TOTP_ENCRYPTION_KEY=$(openssl rand -hex 32); ' +
      'keep it: authenticator apps set up under one key do not open under another',
  });
}

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from TOTP_ENCRYPTION_KEY. The user id
 * is the additional data, so a sealed secret copied onto another account opens nowhere.
 */
export function createSecretBox(keyMaterial: string | undefined): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', keyMaterial ?? FALLBACK_KEY_MATERIAL, 'elevate', 'totp-secret-v1', 32),
  );
  return {
    seal(plain, userId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(userId));
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, userId) {
      const [version, iv, body] = sealed.split('.');
      if (version !== VERSION || !iv || !body) return null;
      try {
        const bytes = Buffer.from(body, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(userId));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        return Buffer.concat([
          decipher.update(bytes.subarray(0, bytes.length - 16)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

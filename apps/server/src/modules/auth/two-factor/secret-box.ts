import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Used when TOTP_ENCRYPTION_KEY is unset. It keeps secrets out of plain sight in a
 * dump or a query result, but anyone with this source can decrypt them: set the
 * variable to protect them against a database leak (decision 0028).
 */
const FALLBACK_KEY_MATERIAL = 'elevate-totp-secret-fallback-key';
const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string, userId: string): string;
  /** Null when the text was sealed under another key or altered. */
  open(sealed: string, userId: string): string | null;
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

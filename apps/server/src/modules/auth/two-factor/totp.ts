import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_S = 30;
/** A code of the step before or after the server's clock is accepted; two steps off is not. */
export const TOTP_WINDOW = 1;
const ISSUER = 'Elevate';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended size), base32 as apps expect it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, email: string): string =>
  totpOf(secret, email).toString();

/**
 * The 30-second step the code belongs to, if it is right within the window; null
 * otherwise. The caller refuses a step at or before the last one used.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

import { isIP } from 'node:net';

/**
 * Whether a URL points at this machine only: localhost (and *.localhost, which
 * browsers resolve to loopback), 127.0.0.0/8 or ::1. Such an APP_URL is the
 * newcomer's local install, where mails in the log and plain http are expected.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1';
  return false;
}

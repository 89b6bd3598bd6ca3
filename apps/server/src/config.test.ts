import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATA_DIR.endsWith('data')).toBe(true);
  });

  it('rejects a non-numeric PORT naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('treats an empty optional variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '', DATABASE_URL: '' }).SMTP_URL).toBeUndefined();
  });
});

describe('where mails go (decision 0017)', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
    'http://elevate.localhost',
  ])('writes mails to the log without SMTP_URL when APP_URL is the loopback %s', (url) => {
    expect(loadConfig({ APP_URL: url }).SMTP_URL).toBeUndefined();
  });

  it.each(['https://example.com', 'http://192.168.1.20:3000', 'http://127.example.com'])(
    'refuses to start on %s without SMTP_URL, naming SMTP_URL and MAIL_LOG',
    (url) => {
      expect(() => loadConfig({ APP_URL: url })).toThrow(ConfigError);
      expect(() => loadConfig({ APP_URL: url })).toThrow(/SMTP_URL: is required.*MAIL_LOG=true/s);
    },
  );

  it('starts off loopback with SMTP_URL, or with the explicit MAIL_LOG=true', () => {
    const key = { TOTP_ENCRYPTION_KEY: 'k'.repeat(32) };
    const smtp = loadConfig({ APP_URL: 'https://example.com', SMTP_URL: 'smtp://mail:25', ...key });
    expect(smtp.SMTP_URL).toBe('smtp://mail:25');
    const logged = loadConfig({ APP_URL: 'https://example.com', MAIL_LOG: 'true', ...key });
    expect(logged.MAIL_LOG).toBe(true);
    expect(() => loadConfig({ APP_URL: 'https://example.com', MAIL_LOG: 'false', ...key })).toThrow(
      /SMTP_URL/,
    );
  });
});

describe('TOTP_ENCRYPTION_KEY (decision 0035)', () => {
  it('may stay unset on a loopback APP_URL', () => {
    expect(loadConfig({ APP_URL: 'http://localhost:3000' }).TOTP_ENCRYPTION_KEY).toBeUndefined();
  });

  it('refuses to start off loopback without it, naming the variable and how to make one', () => {
    const env = { APP_URL: 'https://example.com', SMTP_URL: 'smtp://mail:25' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      /TOTP_ENCRYPTION_KEY: is required when APP_URL \(https:\/\/example\.com\).*openssl rand -hex 32/,
    );
    const key = 'k'.repeat(32);
    expect(loadConfig({ ...env, TOTP_ENCRYPTION_KEY: key }).TOTP_ENCRYPTION_KEY).toBe(key);
    expect(() => loadConfig({ ...env, TOTP_ENCRYPTION_KEY: 'short' })).toThrow(
      /TOTP_ENCRYPTION_KEY: must be at least 32 characters/,
    );
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default and refuses a short token', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).METRICS_TOKEN).toBe('a'.repeat(32));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health with ok while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // The database part: modules/health/health.test.ts.
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sends security headers and no-store on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('msg');
  });

  it('rejects malformed JSON with 400 and an oversized body with 413', async () => {
    const headers = { ...(await csrfHeaders(t.app)), 'content-type': 'application/json' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers,
      payload: '{bad',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('msg');
    const big = JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) });
    const large = await t.app.inject({ method: 'POST', url: '/api/health', headers, payload: big });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ msg: expect.any(String) });
  });

  it('sets the CSRF cookie HttpOnly and SameSite=Strict', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(res.json().csrfToken).toHaveLength(43);
  });
});

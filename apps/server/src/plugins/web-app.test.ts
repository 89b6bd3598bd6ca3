import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { webApp } from './web-app.ts';

const shell = '<!doctype html><div id="root"></div>';
const prerenderedLogin = '<!doctype html><div id="root" data-prerendered="/login">Sign In</div>';

let app: FastifyInstance | undefined;
let distDir: string | undefined;

async function serve(files: Record<string, string>): Promise<FastifyInstance> {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'web-app-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, name)), { recursive: true });
    await writeFile(path.join(distDir, name), content);
  }
  app = Fastify();
  await app.register(webApp, { distDir });
  return app;
}

afterEach(async () => {
  await app?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
  app = undefined;
  distDir = undefined;
});

describe('web app', () => {
  it('sends the prerendered sign-in page for /login, uncached', async () => {
    const server = await serve({ 'index.html': shell, 'login.html': prerenderedLogin });
    const response = await server.inject('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(prerenderedLogin);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the plain shell for /login with a query string and for other pages', async () => {
    const server = await serve({ 'index.html': shell, 'login.html': prerenderedLogin });
    for (const url of ['/login?error=account_locked', '/register', '/budgets']) {
      const response = await server.inject(url);
      expect(response.body, url).toBe(shell);
    }
  });

  it('falls back to the shell for /login when the build has no prerendered page', async () => {
    const server = await serve({ 'index.html': shell });
    expect((await server.inject('/login')).body).toBe(shell);
  });

  it('caches hashed assets for a year and answers a missing one with 404', async () => {
    const server = await serve({ 'index.html': shell, 'static/js/index.abc.js': 'export {};' });
    const asset = await server.inject('/static/js/index.abc.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.inject('/static/js/gone.abc.js')).statusCode).toBe(404);
  });

  it('sends the service worker and the precached shell uncached, compressed or not', async () => {
    // The worker must be checked for updates on every load (decision 0059); its precache
    // asks for /index.html with a revision parameter and must get the file itself.
    const worker = 'self.addEventListener("fetch", () => {});';
    const server = await serve({ 'index.html': shell, 'sw.js': worker, 'sw.js.br': 'brotli' });
    const plain = await server.inject('/sw.js');
    expect(plain.body).toBe(worker);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    const compressed = await server.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    const revisioned = await server.inject('/index.html?__WB_REVISION__=abc');
    expect(revisioned.body).toBe(shell);
    expect(revisioned.headers['cache-control']).toBe('no-cache');
  });
});

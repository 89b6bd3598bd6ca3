import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HASHED_ASSET = /\/static\//;
/** Pages the build prerendered (see docs/decisions/0008): path → file beside index.html. */
const PRERENDERED: Record<string, string> = { '/login': 'login.html' };

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz
 * when the build made them), index.html uncached for every non-API path so client
 * routing works. Unknown /api paths answer a JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const prerendered = new Map(
    Object.entries(PRERENDERED).filter(([, file]) => fs.existsSync(path.join(opts.distDir, file))),
  );
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must 404, or a stale tab would parse HTML as a script.
    const isPage = !pathname.startsWith('/api') && !pathname.startsWith('/static/');
    if (isPage && wantsPage && hasBuild) {
      reply.header('Cache-Control', 'no-cache');
      // The prerender shows the page without query parameters (the client hydrates only that).
      const page = request.url.includes('?') ? undefined : prerendered.get(pathname);
      return reply.sendFile(page ?? 'index.html');
    }
    return reply.code(404).send({ msg: `Route ${request.method} ${pathname} not found` });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runStage } from './image-stage.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');

describe("the container image's run stage", () => {
  const stage = runStage(dockerfile);

  it('runs the built server as its own user, data in a volume, checked on /api/health', () => {
    expect(stage.user).toBe('node');
    expect(stage.env).toMatchObject({ NODE_ENV: 'production', PORT: '3000', DATA_DIR: '/data' });
    expect(stage.volumes).toEqual(['/data']);
    expect(stage.expose).toEqual(['3000']);
    expect(stage.healthcheck.join(' ')).toContain('http://127.0.0.1:3000/api/health');
    expect(stage.cmd).toEqual([
      'node',
      '--max-semi-space-size=4',
      '--max-old-space-size=512',
      'apps/server/dist/server.js',
    ]);
  });

  it('takes the built app, the migrations and the production dependencies, no sources', () => {
    const copied = stage.copies.map((copy) => copy.from);
    expect(copied).toEqual(
      expect.arrayContaining([
        '/app/node_modules',
        '/app/apps/server/dist',
        '/app/apps/server/src/db/migrations',
        '/app/apps/web/dist',
      ]),
    );
    expect(copied.filter((from) => /\/src\/(?!db\/migrations)/.test(from))).toEqual([]);
  });

  it('refuses a run stage that copies from anywhere but the build stage', () => {
    expect(() => runStage('FROM a AS build\nFROM b\nCOPY . .\n')).toThrow(/only from the build/);
  });
});

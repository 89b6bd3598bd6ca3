import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { DatabaseStartError } from './errors.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'elevate-choice-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('EMBEDDED_ENGINE=pglite', () => {
  it('is refused on a DATA_DIR that holds an embedded PostgreSQL database, which it would hide', async () => {
    fs.mkdirSync(path.join(dir, 'postgres'));
    fs.writeFileSync(path.join(dir, 'postgres/PG_VERSION'), '18\n');
    const opening = openDatabase({ dataDir: dir, engine: 'pglite' });
    await expect(opening).rejects.toBeInstanceOf(DatabaseStartError);
    await expect(opening).rejects.toThrow('EMBEDDED_ENGINE=pglite would serve an empty PGlite one');
    expect(fs.existsSync(path.join(dir, 'pgdata'))).toBe(false);
  });
});

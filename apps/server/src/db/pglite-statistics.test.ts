import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStatistics } from './pglite-statistics.ts';

let client: PGlite;

beforeAll(async () => {
  client = new PGlite();
  await client.query('create table big (id int primary key, note text)');
  await client.query('create table small (id int primary key)');
});
afterAll(() => client.close());

const estimate = async (table: string) =>
  (
    await client.query<{ n: number }>(
      `select reltuples::int as n from pg_class where relname = '${table}'`,
    )
  ).rows[0]?.n;

describe('PGlite statistics', () => {
  it('analyses a table once it has grown, and not again until it grows by a tenth', async () => {
    await client.query(
      "insert into big select i, repeat('x', 50) from generate_series(1, 20000) as i",
    );
    expect(await estimate('big')).toBeLessThan(1);
    expect(await refreshStatistics(client)).toBe(1);
    expect(await estimate('big')).toBe(20000);
    expect(await refreshStatistics(client)).toBe(0);

    await client.query(
      "insert into big select i, repeat('x', 50) from generate_series(20001, 30000) as i",
    );
    expect(await refreshStatistics(client)).toBe(1);
    expect(await estimate('big')).toBe(30000);
  });

  it('leaves tiny tables alone: the planner does well without their statistics', async () => {
    await client.query('insert into small select generate_series(1, 20)');
    expect(await refreshStatistics(client)).toBe(0);
  });
});

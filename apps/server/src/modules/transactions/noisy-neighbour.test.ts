import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthRangeUTC } from '@elevate/shared';
import { MAX_BUDGETS_PER_USER } from '@elevate/shared/schemas/budgets';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/app.ts';
import { insertBudgets, insertFatTransactions } from '../../test/bulk-rows.ts';
import { FULL_LIST_BUSY, FULL_LIST_IN_PROGRESS } from './full-list-slots.ts';

// A real server on a port: a stalled reader is a socket that is never read.
const STALL_MS = 20_000;
const WAIT_MS = 1_000;
/** Rows per stalling account: ~1.3 kB each, far more than the socket buffers hold. */
const FAT_ROWS = 8_000;
/** What a dashboard read may take while the abuse goes on (PGlite shares one thread). */
const DASHBOARD_BOUND_MS = 5_000;
/** Resident memory the whole abuse may add to the server (npm start caps the heap at 512 MB). */
const MEMORY_BOUND = 150 * 1024 * 1024;

let t: TestApp;
let base: string;
let victim: TestUser;
let abuser: TestUser;
let others: TestUser[];
const now = new Date();
const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
const monthStart = `${month}-01T00:00:00.000Z`;

beforeAll(async () => {
  t = await createTestApp({
    FULL_LIST_STALL_MS: String(STALL_MS),
    FULL_LIST_WAIT_MS: String(WAIT_MS),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  victim = await createTestUser(t);
  abuser = await createTestUser(t);
  others = await Promise.all([1, 2, 3].map(() => createTestUser(t)));
  const db = t.database.db;
  await insertBudgets(db, abuser.id, MAX_BUDGETS_PER_USER, 20);
  for (const user of [abuser, ...others]) await insertFatTransactions(db, user.id, FAT_ROWS);
  const budget = await call(victim, '/api/budgets', 'POST', {
    month: monthStart,
    categories: [{ name: 'Food', type: 'expense', budgetedAmount: 300 }],
  });
  expect(budget.status).toBe(201);
  for (let day = 1; day <= 20; day += 1) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    const tx = { date, description: 'Lunch', amount: 12.5, type: 'expense', category: 'Food' };
    expect((await call(victim, '/api/transactions', 'POST', tx)).status).toBe(201);
  }
}, 120_000);
afterAll(() => t.close());

async function call(user: TestUser, path: string, method = 'GET', body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...user.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

interface StalledList {
  /** The status line and headers, read before the socket was left unread. */
  head: string;
  /** Reads the rest, until the server ends the connection. */
  drain(): Promise<string>;
}

/** A full list asked for on a raw socket that takes the first chunk and then reads nothing. */
function stalledFullList(user: TestUser): Promise<StalledList> {
  const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
  socket.write(
    `GET /api/transactions?getAllForFilters=true HTTP/1.1\r\nHost: x\r\n` +
      `Authorization: ${user.headers.authorization}\r\n\r\n`,
  );
  return new Promise((resolve, reject) => {
    socket.on('error', reject); // after the answer began, a reset is one way for the server to end it
    socket.once('data', (first: Buffer) => {
      socket.pause();
      const drain = () =>
        new Promise<string>((done) => {
          const chunks: Buffer[] = [first];
          socket.on('data', (chunk: Buffer) => chunks.push(chunk));
          socket.once('close', () => done(Buffer.concat(chunks).toString('latin1')));
          socket.resume();
        });
      resolve({ head: first.toString('latin1').split('\r\n\r\n')[0] ?? '', drain });
    });
  });
}

/** GET month budget + first transactions page, as the dashboard loads them, each timed. */
async function dashboardReads(user: TestUser) {
  const range = new URLSearchParams({ ...monthRangeUTC(monthStart), page: '1', limit: '50' });
  const reads = [`/api/budgets?month=${monthStart}`, `/api/transactions?${range}`];
  return Promise.all(
    reads.map(async (path) => {
      const started = performance.now();
      const res = await call(user, path);
      return { ...res, ms: performance.now() - started };
    }),
  );
}

let stalled: StalledList;
let stalledAt = 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one abusive account cannot hurt the others', () => {
  it('a second full list of the same account answers 429 { msg } while its first streams', async () => {
    stalled = await stalledFullList(abuser);
    stalledAt = performance.now();
    expect(stalled.head).toMatch(/^HTTP\/1\.1 200/);
    const second = await call(abuser, '/api/transactions?getAllForFilters=true');
    expect(second).toEqual({ status: 429, body: { msg: FULL_LIST_IN_PROGRESS } });
  });

  it('with every stream slot held by stalled readers, a full list waits 1 s and answers 503 { msg }', async () => {
    const held = await Promise.all(others.slice(0, 3).map(stalledFullList));
    for (const list of held) expect(list.head).toMatch(/^HTTP\/1\.1 200/);
    const started = performance.now();
    const res = await call(victim, '/api/transactions?getAllForFilters=true');
    expect(res).toEqual({ status: 503, body: { msg: FULL_LIST_BUSY } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
  }, 30_000);

  it("searches at the limit, the budget list and stalled streams leave another account's dashboard answering, and memory bounded", async () => {
    const rssBefore = process.memoryUsage().rss;
    // The account is full, and its list answers a page of it.
    const more = { month: '2150-01-01', categories: [] };
    expect((await call(abuser, '/api/budgets', 'POST', more)).status).toBe(409);
    expect((await call(abuser, '/api/budgets')).body).toHaveLength(120);
    let limited = false;
    const abuse = async () => {
      // Eight at a time, as a browser's connections would, until the per-user limit answers.
      while (!limited) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            call(abuser, i % 4 ? `/api/transactions?description=item%20${i}` : '/api/budgets'),
          ),
        );
        for (const answer of answers) expect([200, 429]).toContain(answer.status);
        limited = answers.some((answer) => answer.status === 429);
      }
    };
    const watch = async () => {
      const timings: number[] = [];
      while (!limited || timings.length < 4) {
        for (const read of await dashboardReads(victim)) {
          expect(read.status).toBe(200);
          timings.push(read.ms);
        }
        await sleep(250);
      }
      return timings;
    };
    const [, timings] = await Promise.all([abuse(), watch()]);
    expect(Math.max(...timings)).toBeLessThan(DASHBOARD_BOUND_MS);
    const [budget, page] = await dashboardReads(victim);
    expect(budget?.body[0].month).toBe(monthStart);
    expect(page?.body.pagination.totalCount).toBe(20);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(MEMORY_BOUND);
  }, 120_000);

  it(
    'a full list whose client stopped reading is ended after FULL_LIST_STALL_MS and frees its slot',
    async () => {
      // Read again only once the server has had its time to give up on the reader.
      await sleep(stalledAt + STALL_MS + 3_000 - performance.now());
      const body = await stalled.drain();
      // Cut off: the list never reached its closing pagination.
      expect(body).not.toContain('"pagination"');
      // Another stalled account's list was ended too: its next full list gets a slot.
      const again = await call(
        others[0] as TestUser,
        '/api/transactions?getAllForFilters=true&type=income',
      );
      expect(again.status).toBe(200);
      expect(again.body.transactions).toEqual([]);
    },
    STALL_MS + 30_000,
  );
});

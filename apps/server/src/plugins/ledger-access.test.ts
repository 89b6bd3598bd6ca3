import { randomUUID } from 'node:crypto';
import { LEDGER_HEADER, type Endpoint } from '@elevate/shared/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test/app.ts';
import { contractEndpoints } from '../test/contract-endpoints.ts';
import { createSharedLedger } from '../test/shared-ledger.ts';
import { LEDGER_NOT_FOUND, VIEWER_CANNOT_WRITE } from './ledger-access.ts';

/**
 * Every endpoint of ledger data, read off the shared contract, against a shared
 * ledger as its owner, an editor, a viewer and a stranger (decision 0049).
 */

/** Paths of financial data: every endpoint under them must declare its ledger access. */
const LEDGER_PATHS =
  /^\/api\/(budgets|transactions|accounts|transfers|tags|imports|rules|rule-applications|reports|insights|recurring|goals|account\/(export|restore))/;

let t: TestApp;
let all: Endpoint[];
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let ledgerId: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_RATE_LIMIT_PER_MINUTE: '100000' });
  all = await contractEndpoints();
  [owner, editor, viewer, stranger] = [
    await createTestUser(t),
    await createTestUser(t),
    await createTestUser(t),
    await createTestUser(t),
  ] as [TestUser, TestUser, TestUser, TestUser];
  ledgerId = await createSharedLedger(t.database.db, owner, [
    { user: editor, role: 'editor' },
    { user: viewer, role: 'viewer' },
  ]);
});
afterAll(() => t.close());

const url = (e: Endpoint) => e.path.replace(/:([A-Za-z]+)/g, () => randomUUID());

async function call(e: Endpoint, user: TestUser, ledger: string | undefined) {
  const res = await t.app.inject({
    method: e.method,
    url: url(e),
    headers: { ...user.headers, ...(ledger === undefined ? {} : { [LEDGER_HEADER]: ledger }) },
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
  });
  const body = res.body.startsWith('{') ? (res.json() as { msg?: string }) : {};
  return { status: res.statusCode, msg: body.msg };
}

describe('ledger access on every endpoint of ledger data', () => {
  it('the contract marks every financial endpoint, and only those', () => {
    const financial = all.filter((e) => LEDGER_PATHS.test(e.path));
    expect(financial.length).toBeGreaterThan(30);
    expect(financial.filter((e) => !e.ledger).map((e) => `${e.method} ${e.path}`)).toEqual([]);
    const marked = all.filter((e) => e.ledger);
    expect(marked.filter((e) => !LEDGER_PATHS.test(e.path)).map((e) => e.path)).toEqual([]);
    // Reads are reads: a GET never needs write access.
    expect(marked.filter((e) => e.method === 'GET' && e.ledger === 'write')).toEqual([]);
  });

  it('a stranger gets 404 Ledger not found everywhere, before any input is read', async () => {
    for (const e of all.filter((x) => x.ledger)) {
      const res = await call(e, stranger, ledgerId);
      expect({ endpoint: `${e.method} ${e.path}`, ...res }).toEqual({
        endpoint: `${e.method} ${e.path}`,
        status: 404,
        msg: LEDGER_NOT_FOUND,
      });
    }
  });

  it('a viewer reads but every write answers 403; an editor and the owner pass the ledger check', async () => {
    for (const e of all.filter((x) => x.ledger)) {
      const name = `${e.method} ${e.path}`;
      const asViewer = await call(e, viewer, ledgerId);
      if (e.ledger === 'write') {
        expect({ name, ...asViewer }).toEqual({ name, status: 403, msg: VIEWER_CANNOT_WRITE });
      } else {
        expect({ name, status: asViewer.status < 500, msg: asViewer.msg }).not.toMatchObject({
          msg: LEDGER_NOT_FOUND,
        });
        expect({ name, status: asViewer.status }).not.toEqual({ name, status: 403 });
      }
      for (const member of [editor, owner]) {
        const res = await call(e, member, ledgerId);
        expect({ name, serverError: res.status >= 500 }).toEqual({ name, serverError: false });
        expect({ name, msg: res.msg }).not.toEqual({ name, msg: LEDGER_NOT_FOUND });
        expect({ name, msg: res.msg }).not.toEqual({ name, msg: VIEWER_CANNOT_WRITE });
      }
    }
  });

  it('a malformed or unknown ledger id answers like a missing one; no header means the personal ledger', async () => {
    const list = all.find((e) => e.method === 'GET' && e.path === '/api/transactions')!;
    for (const bad of ['not-a-uuid', randomUUID(), `${ledgerId}x`]) {
      expect(await call(list, owner, bad)).toEqual({ status: 404, msg: LEDGER_NOT_FOUND });
    }
    expect((await call(list, stranger, undefined)).status).toBe(200);
    expect((await call(list, stranger, stranger.id)).status).toBe(200);
    // Someone else's personal ledger is a ledger like any other.
    expect(await call(list, stranger, owner.id)).toEqual({ status: 404, msg: LEDGER_NOT_FOUND });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../test/app.ts';
import { openEventStream, type EventStream } from '../../test/event-stream.ts';
import { startHttpApp, type HttpTestApp } from '../../test/http.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';
import { MAX_STREAMS_PER_USER } from './streams.ts';

/** A rule body: any write of the ledger would do; a rule is the smallest. */
const ruleOn = (text: string, category: string) => ({
  name: text,
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: text }],
  actions: [{ type: 'setCategory', value: category }],
});

/** A change reaches the other members' streams within this (the product's promise). */
const WITHIN_MS = 2_000;

let t: HttpTestApp;
let owner: TestUser;
let editor: TestUser;
let stranger: TestUser;
let ledgerId: string;
const opened: EventStream[] = [];

beforeAll(async () => {
  t = await startHttpApp();
  owner = await createTestUser(t, { name: 'Olga' });
  editor = await createTestUser(t, { name: 'Eddie' });
  stranger = await createTestUser(t, { name: 'Sam' });
  ledgerId = await createSharedLedger(t.database.db, owner, [{ user: editor, role: 'editor' }]);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

const inLedger = (user: TestUser, ledger = ledgerId) => ({
  ...user.headers,
  'x-ledger-id': ledger,
});

async function stream(headers: Record<string, string>, query = '') {
  const s = await openEventStream(t.url, headers, query);
  opened.push(s);
  return s;
}

async function write(user: TestUser, path: string, body: object, ledger = ledgerId) {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { ...inLedger(user, ledger), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { _id: string } };
}

describe('live updates of a ledger', () => {
  it("reaches another member's stream, and the writer's other device, within 2 s", async () => {
    const ownersTab = await stream(inLedger(owner));
    const editorsPhone = await stream(inLedger(editor));
    expect(ownersTab.status).toBe(200);
    const rule = await write(editor, '/api/rules', ruleOn('bakery', 'Food'));
    expect(rule.status).toBe(201);
    const expected = {
      type: 'change',
      resource: 'rule',
      ids: [rule.body._id],
      actor: { userId: editor.id, name: 'Eddie' },
    };
    expect(await ownersTab.next(WITHIN_MS)).toEqual(expected);
    expect(await editorsPhone.next(WITHIN_MS)).toEqual(expected);
  });

  it("tells nothing of another ledger's writes; the ledger may be named in the query", async () => {
    const viaQuery = await stream(
      { authorization: owner.headers.authorization! },
      `?ledger=${ledgerId}`,
    );
    const personal = await stream({ authorization: stranger.headers.authorization! });
    const elsewhere = await write(stranger, '/api/rules', ruleOn('x', 'Y'), stranger.id);
    expect(elsewhere.status).toBe(201);
    expect(await personal.next(WITHIN_MS)).toMatchObject({ ids: [elsewhere.body._id] });
    const here = await write(owner, '/api/rules', ruleOn('rent', 'Home'));
    // The next change the shared ledger's stream tells is its own ledger's.
    expect(await viaQuery.next(WITHIN_MS)).toMatchObject({
      ids: [here.body._id],
      actor: { userId: owner.id, name: 'Olga' },
    });
  });

  it('answers a stranger like a missing ledger, and refuses no session or a bad ledger id', async () => {
    const byHeader = await stream(inLedger(stranger));
    expect(byHeader.status).toBe(404);
    expect(JSON.parse(byHeader.body)).toEqual({ msg: 'Ledger not found' });
    const byQuery = await stream(
      { authorization: stranger.headers.authorization! },
      `?ledger=${ledgerId}`,
    );
    expect(byQuery.status).toBe(404);
    expect((await stream(inLedger(stranger, 'not-a-ledger'))).status).toBe(404);
    expect((await stream({ authorization: '' }, `?ledger=${ledgerId}`)).status).toBe(401);
    const malformed = await stream({ authorization: owner.headers.authorization! }, '?ledger=nope');
    expect(malformed.status).toBe(400);
  });

  it(`caps one person's streams at ${MAX_STREAMS_PER_USER}; a closed one frees its place`, async () => {
    const person = await createTestUser(t);
    const mine: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) {
      const s = await stream({ authorization: person.headers.authorization! });
      expect(s.status).toBe(200);
      mine.push(s);
    }
    const refused = await stream({ authorization: person.headers.authorization! });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ msg: 'Too many live streams open' });
    // A stream of another person still opens.
    expect((await stream(inLedger(editor))).status).toBe(200);
    mine[0]!.close();
    let again = refused;
    for (let i = 0; i < 100 && again.status !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await stream({ authorization: person.headers.authorization! });
    }
    expect(again.status).toBe(200);
  });
});

describe('losing access ends the stream', () => {
  const call = (user: TestUser, method: string, path: string) =>
    fetch(`${t.url}${path}`, { method, headers: user.headers }).then((res) => res.status);

  it("a removed member's stream ends at once, not at the next heartbeat; the others' go on", async () => {
    const household = await createSharedLedger(t.database.db, owner, [
      { user: editor, role: 'editor' },
    ]);
    const editors = await stream(inLedger(editor, household));
    const owners = await stream(inLedger(owner, household));
    expect(await call(owner, 'DELETE', `/api/ledgers/${household}/members/${editor.id}`)).toBe(200);
    // Each hears of the removal; the removed member's stream then ends.
    expect(await editors.next(WITHIN_MS)).toMatchObject({ resource: 'member', ids: [editor.id] });
    expect(await editors.ended(WITHIN_MS)).toBe(true);
    expect(await owners.next(WITHIN_MS)).toMatchObject({ resource: 'member', ids: [editor.id] });
    expect(await owners.ended(300)).toBe(false);
    const rule = await write(owner, '/api/rules', ruleOn('tea', 'Food'), household);
    expect(await owners.next(WITHIN_MS)).toMatchObject({ ids: [rule.body._id] });
  });

  it('every stream of a deleted ledger ends at once', async () => {
    const trip = await createSharedLedger(t.database.db, owner, [{ user: editor, role: 'editor' }]);
    const editors = await stream(inLedger(editor, trip));
    const owners = await stream(inLedger(owner, trip));
    expect(await call(owner, 'DELETE', `/api/ledgers/${trip}`)).toBe(200);
    expect(await editors.ended(WITHIN_MS)).toBe(true);
    expect(await owners.ended(WITHIN_MS)).toBe(true);
  });
});

describe('shutdown with streams open', () => {
  it('ends every stream and closes without waiting on them', async () => {
    const other = await startHttpApp();
    try {
      const user = await createTestUser(other);
      const s = await openEventStream(other.url, user.headers);
      expect(s.status).toBe(200);
      await other.app.close();
      expect(await s.ended(WITHIN_MS)).toBe(true);
    } finally {
      await other.database.close();
    }
  });
});

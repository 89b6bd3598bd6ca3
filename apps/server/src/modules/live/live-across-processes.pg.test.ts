import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from '../../test/event-stream.ts';
import { httpClient } from '../../test/http.ts';
import type { ServerProcess } from '../../test/server-process.ts';
import { createSharedLedger } from '../../test/shared-ledger.ts';
import { startTwoServers, type TwoServers } from '../../test/two-servers.ts';

/** A rule body: any write of the ledger would do; a rule is the smallest. */
const ruleOn = (text: string, category: string) => ({
  name: text,
  match: 'all',
  conditions: [{ field: 'description', op: 'contains', value: text }],
  actions: [{ type: 'setCategory', value: category }],
});

// Several processes share one database only on PostgreSQL: vitest.config.ts picks up
// *.pg.test.ts files only when TEST_DATABASE_URL is set. On PGlite there is one process,
// whose streams hear its writes directly (live.test.ts).
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
if (!adminUrl) throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');

const WITHIN_MS = 2_000;

describe('live updates across server processes (PostgreSQL only)', () => {
  let servers: TwoServers;
  let a: ServerProcess;
  let b: ServerProcess;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    servers = await startTwoServers(adminUrl);
    ({ a, b } = servers);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await servers?.stop();
  });

  const member = (name: string) => servers.person(name);

  it('a write answered by A reaches a member streaming from B within 2 s', async () => {
    const owner = await member('Olga');
    const editor = await member('Eddie');
    const ledgerId = await createSharedLedger(servers.database.db, owner, [
      { user: editor, role: 'editor' },
    ]);
    const onB = await openEventStream(b.url, {
      authorization: `Bearer ${owner.token}`,
      'x-ledger-id': ledgerId,
    });
    streams.push(onB);
    expect(onB.status).toBe(200);
    const post = await httpClient(a.url, editor.token);
    const rule = await post('/api/rules', ruleOn('bakery', 'Food'), { 'x-ledger-id': ledgerId });
    expect(rule.status).toBe(201);
    expect(await onB.next(WITHIN_MS)).toEqual({
      type: 'change',
      resource: 'rule',
      ids: [rule.body._id],
      actor: { userId: editor.id, name: 'Eddie' },
    });
    // And the activity log, read on B, has the write A answered.
    const log = await fetch(`${b.url}/api/ledgers/${ledgerId}/activity`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(((await log.json()) as { events: unknown[] }).events).toMatchObject([
      { action: 'created', entity: 'rule', actor: { userId: editor.id, name: 'Eddie' } },
    ]);
  });
});

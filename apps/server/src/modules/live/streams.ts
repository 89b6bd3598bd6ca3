import { PassThrough } from 'node:stream';
import type { ActivityEntity } from '@elevate/shared/schemas/activity';
import type { LiveChange } from '@elevate/shared/schemas/live';
import type { FastifyBaseLogger } from 'fastify';
import type { LedgerChange, LedgerEvents } from './ledger-events.ts';

/** A comment line this often keeps proxies and the server's idle-socket limit (60 s) from closing it. */
export const HEARTBEAT_MS = 25_000;
/** A person's open tabs and devices; past this a new stream answers 429. */
export const MAX_STREAMS_PER_USER = 10;
/** All streams of this process: each holds a socket and a little memory. */
export const MAX_STREAMS = 2_000;

export interface StreamOwner {
  ledgerId: string;
  userId: string;
  /** Asked at each heartbeat and after a change of members: false (no longer a member, session gone) ends the stream. */
  stillAllowed(): Promise<boolean>;
}

const line = (change: LedgerChange): string => {
  const data: LiveChange = {
    type: 'change',
    resource: change.resource,
    ids: change.ids,
    actor: { userId: change.actorId, name: change.actorName },
  };
  return `data: ${JSON.stringify(data)}\n\n`;
};

/** Changes after which a stream's owner may no longer be a member: checked at once, not at the next heartbeat. */
const ACCESS_CHANGES: ReadonlySet<ActivityEntity> = new Set(['member', 'ledger']);

/** The open event streams of this process, counted per user, ended together on shutdown. */
export function streamHub(events: LedgerEvents, log: FastifyBaseLogger) {
  const open = new Set<() => void>();
  const perUser = new Map<string, number>();

  return {
    /** Whether one more stream of this user fits. */
    hasRoom(userId: string): boolean {
      return open.size < MAX_STREAMS && (perUser.get(userId) ?? 0) < MAX_STREAMS_PER_USER;
    },

    /** A stream of the ledger's changes; it ends on `end`, on shutdown, or when the owner's access does. */
    open(owner: StreamOwner): { stream: PassThrough; end: () => void } {
      const stream = new PassThrough();
      perUser.set(owner.userId, (perUser.get(owner.userId) ?? 0) + 1);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        const left = (perUser.get(owner.userId) ?? 1) - 1;
        if (left > 0) perUser.set(owner.userId, left);
        else perUser.delete(owner.userId);
        stream.end();
      };
      const check = (then: () => void) =>
        owner.stillAllowed().then(
          (allowed) => (allowed ? then() : end()),
          (err: unknown) => log.warn({ err }, 'live stream check failed'),
        );
      const unsubscribe = events.subscribe(owner.ledgerId, (change) => {
        if (ended) return;
        // A removed member hears of their own removal, and the stream ends right after.
        stream.write(line(change));
        if (ACCESS_CHANGES.has(change.resource)) void check(() => {});
      });
      const heartbeat = setInterval(() => {
        void check(() => {
          if (!ended) stream.write(': ping\n\n');
        });
      }, HEARTBEAT_MS);
      heartbeat.unref();
      open.add(end);
      stream.on('close', end);
      // Tells the client the stream is live, so it refetches once for what it may have missed.
      stream.write(': open\n\n');
      return { stream, end };
    },

    /** On shutdown, before the server waits for its connections. */
    endAll(): void {
      for (const end of [...open]) end();
    },

    get size(): number {
      return open.size;
    },
  };
}

export type StreamHub = ReturnType<typeof streamHub>;

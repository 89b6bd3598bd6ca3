import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@elevate/shared/schemas/live';
import { installFakeEventStream } from '../test/fake-event-stream.ts';
import { connectLive, reconnectDelay } from './live-connection.ts';
import { setToken } from './storage.ts';

const change: LiveChange = {
  type: 'change',
  resource: 'goal',
  ids: ['g1'],
  actor: { userId: 'u2', name: 'Ann' },
};

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function connect() {
  const changes: LiveChange[] = [];
  const onReconnect = vi.fn();
  stop = connectLive({ onChange: (c) => changes.push(c), onReconnect });
  return { changes, onReconnect };
}

const eventCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.endsWith('/api/events')).length;

describe('connectLive', () => {
  it('waits 1 s doubling to 30 s between failed attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('streams with the bearer token and hands over changes, skipping unknown events', async () => {
    setToken('tok-1');
    const { streams } = installFakeEventStream(() => undefined);
    const { changes } = connect();
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(streams[0]?.headers.accept).toBe('text/event-stream');
    streams[0]?.write('data: {"type":"something-new"}\n\ndata: not json\n\n');
    streams[0]?.send(change);
    await vi.waitFor(() => expect(changes).toEqual([change]));
  });

  it('backs off while the server is unreachable and says so once a stream opens again', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const { calls, streams } = installFakeEventStream(
      () => undefined,
      () => (reachable ? undefined : new TypeError('Failed to fetch')),
    );
    const { onReconnect } = connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(eventCalls(calls)).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(eventCalls(calls)).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(eventCalls(calls)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(eventCalls(calls)).toBe(3);
    reachable = true;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(streams).toHaveLength(1);
    expect(onReconnect).toHaveBeenCalledOnce();

    // Once open, an end is retried after 1 s again.
    streams[0]?.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams).toHaveLength(2);
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('drops a connection silent for a minute (no heartbeat) and opens another', async () => {
    vi.useFakeTimers();
    const { streams } = installFakeEventStream(() => undefined);
    const { onReconnect } = connect();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(59_000);
    streams[0]?.write(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(streams[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streams).toHaveLength(2);
    expect(onReconnect).toHaveBeenCalledOnce();
  });

  it('closes the stream when stopped and never reconnects', async () => {
    vi.useFakeTimers();
    const { streams } = installFakeEventStream(() => undefined);
    connect();
    await vi.advanceTimersByTimeAsync(0);
    stop?.();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(streams).toHaveLength(1);
    expect(streams[0]?.aborted).toBe(true);
  });
});

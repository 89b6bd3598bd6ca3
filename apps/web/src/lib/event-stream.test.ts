import { describe, expect, it } from 'vitest';
import { readEventStream } from './event-stream.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function eventsOf(chunks: string[]) {
  const events: string[] = [];
  let chunksSeen = 0;
  await readEventStream(
    streamOf(chunks),
    (data) => events.push(data),
    () => chunksSeen++,
  );
  return { events, chunksSeen };
}

describe('readEventStream', () => {
  it("hands over each event's data and skips heartbeats and other fields", async () => {
    const { events, chunksSeen } = await eventsOf([
      ': heartbeat\n\n',
      'event: change\ndata: {"a":1}\n\n',
      'id: 7\ndata:{"b":2}\n\n',
    ]);
    expect(events).toEqual(['{"a":1}', '{"b":2}']);
    expect(chunksSeen).toBe(3);
  });

  it('joins an event cut anywhere between chunks, CRLF line ends included', async () => {
    const { events } = await eventsOf(['da', 'ta: one\r', '\ndata: two\r\n', '\r', '\ndata: x\n']);
    // The last event has no blank line after it: the stream ended mid-event.
    expect(events).toEqual(['one\ntwo']);
  });

  it('decodes characters whose bytes are split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: Zoë\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 9));
        controller.enqueue(bytes.slice(9));
        controller.close();
      },
    });
    const events: string[] = [];
    await readEventStream(body, (data) => events.push(data));
    expect(events).toEqual(['Zoë']);
  });
});

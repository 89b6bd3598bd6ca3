/**
 * Reads a text/event-stream body and hands each event's data to `onData` (fetch-based:
 * EventSource cannot send the bearer header). Comment lines (heartbeats) and fields
 * other than `data` are skipped; `onBytes` hears every chunk, heartbeats included.
 * Resolves when the stream ends; rejects when it is aborted or fails.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
  onBytes?: () => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];

  const readLine = (line: string) => {
    if (line === '') {
      // A blank line ends an event; its data lines are joined with newlines.
      if (data.length > 0) onData(data.join('\n'));
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1);
    if (field === 'data') data.push(value.startsWith(' ') ? value.slice(1) : value);
  };

  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onBytes?.();
    buffer += decoder.decode(value, { stream: true });
    // Split on \n only: a \r\n cut between two chunks still ends its line once.
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) readLine(line.endsWith('\r') ? line.slice(0, -1) : line);
  }
}

/** One server-sent event as a reader sees it. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream response body event by event (the parts of the format our streams
 * use: `event:`, `data:`, comment lines and blank-line separators).
 */
export class EventStreamReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** The next event for which `wanted` holds; throws when the stream ends or the time is up. */
  async next(wanted: (event: ServerSentEvent) => boolean = () => true, timeoutMs = 15_000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const separator = this.buffer.indexOf('\n\n');
      if (separator >= 0) {
        const block = this.buffer.slice(0, separator);
        this.buffer = this.buffer.slice(separator + 2);
        const event: ServerSentEvent = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) event.event = line.slice(7);
          else if (line.startsWith('data: ')) event.data += line.slice(6);
        }
        if (event.data && wanted(event)) return event;
        continue;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no such event in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no such event in time')), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the stream ended');
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

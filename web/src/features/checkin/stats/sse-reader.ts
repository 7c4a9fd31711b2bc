/**
 * Server-sent events from a fetch body. EventSource cannot send an Authorization header, and the
 * stats stream needs the station's token, so the page reads the stream itself.
 */
export class SseParser {
  private buffer = "";

  /** The data of each complete message in this chunk (multi-line data joined with newlines). */
  push(chunk: string): string[] {
    this.buffer += chunk.replaceAll("\r\n", "\n");
    const messages: string[] = [];
    let end = this.buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).replace(/^ /, ""));
      if (data.length > 0) messages.push(data.join("\n"));
      end = this.buffer.indexOf("\n\n");
    }
    return messages;
  }
}

/** Calls `onData` with each message's data until the stream ends (an aborted request ends it with an error). */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (const data of parser.push(decoder.decode(value, { stream: true }))) onData(data);
  }
}

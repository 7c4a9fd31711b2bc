/** The stream moved on since the caller read it: another writer won. */
export class ConcurrencyError extends Error {
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  constructor(streamId: string, expected: ExpectedVersion) {
    super(`stream ${streamId} is not at the expected version ${String(expected)}`);
    this.name = "ConcurrencyError";
    this.streamId = streamId;
    this.expected = expected;
  }
}

/** A number is the exact version; `no_stream` means the stream must not exist; `any` skips the check. */
export type ExpectedVersion = number | "no_stream" | "any";

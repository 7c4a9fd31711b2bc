/** An error the gateway handles itself (not a service's domain error): a code from a fixed set, and a message. */
export class CodedError<Code extends string> extends Error {
  readonly code: Code;
  constructor(code: Code, message: string) {
    super(message);
    this.code = code;
  }
}

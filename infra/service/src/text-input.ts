import { Transform } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { NOT_TEXT_ADDRESS } from "./error-handler.ts";
import { ValidationError } from "./errors.ts";

const NOT_TEXT = "Contains characters that are not text";
const BODY_NOT_UTF8 = "The request body is not UTF-8 text";

/**
 * A string no person types: a NUL (PostgreSQL cannot store one in text and refuses the whole
 * statement) or half of a UTF-16 surrogate pair (which no UTF-8 encodes).
 */
const isBrokenText = (value: string) => value.includes("\u0000") || !value.isWellFormed();

/** The dotted path of the first string in `value` (a key or a value) that is broken text, or null. */
function brokenTextAt(value: unknown, path: string): string | null {
  if (typeof value === "string") return isBrokenText(value) ? path || "_" : null;
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isBrokenText(key)) return at;
    const found = brokenTextAt(item, at);
    if (found) return found;
  }
  return null;
}

/** Whether every percent-encoding in the request target decodes to UTF-8 text without a NUL. */
function isTextUrl(url: string): boolean {
  if (!url.includes("%")) return true;
  if (/%00/.test(url)) return false;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

const isJson = (request: FastifyRequest) => /\bjson\b/i.test(request.headers["content-type"] ?? "");

/** The body's bytes as they come, failing on the first that is not UTF-8. */
function utf8Only(): Transform {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.decode(chunk, { stream: true });
        done(null, chunk);
      } catch {
        done(new ValidationError(BODY_NOT_UTF8));
      }
    },
    flush(done) {
      try {
        decoder.decode();
        done();
      } catch {
        done(new ValidationError(BODY_NOT_UTF8));
      }
    },
  });
}

/**
 * Input is text or it is refused with a 400, before any handler sees it: a request target whose
 * percent-encodings are not UTF-8 or hold a NUL, a JSON body that is not UTF-8 (Fastify would
 * quietly turn the bytes into U+FFFD and store that), and JSON strings with a NUL or a lone
 * surrogate. Bodies are JSON or nothing: Fastify's text/plain parser is removed, so a text body is
 * a 415 instead of a string that a handler expecting an object reads as one. Fastify's own JSON
 * parser stays (and its refusal of `__proto__`), so a route that needs a body's raw bytes (a
 * provider's signed webhook) can still replace it inside its own plugin.
 */
export function installTextInput(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!isTextUrl(request.url)) throw new ValidationError(NOT_TEXT_ADDRESS);
  });
  app.removeContentTypeParser("text/plain");
  app.addHook("preParsing", async (request, _reply, payload) => {
    if (!isJson(request)) return payload;
    const checked = utf8Only();
    payload.on("error", (error) => checked.destroy(error));
    return payload.pipe(checked);
  });
  app.addHook("preValidation", async (request) => {
    const at = brokenTextAt(request.body, "");
    if (at) throw new ValidationError(NOT_TEXT, { [at]: NOT_TEXT });
  });
}

import { isUtf8 } from "node:buffer";
import type { FastifyInstance } from "fastify";
import { NOT_TEXT_ADDRESS } from "./error-handler.ts";
import { ValidationError } from "./errors.ts";

const NOT_TEXT = "Contains characters that are not text";

/**
 * A string no person types: a NUL (PostgreSQL cannot store one in text and refuses the whole
 * statement) or half of a UTF-16 surrogate pair (which no UTF-8 encodes).
 */
const isBrokenText = (value: string) => value.includes("\u0000") || !value.isWellFormed();

/** The dotted path of the first string in `value` (a key or a value) that is broken text, or null. */
function brokenTextAt(value: unknown, path: string): string | null {
  if (typeof value === "string") return isBrokenText(value) ? path || "_" : null;
  if (typeof value !== "object" || value === null) return null;
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

/**
 * Input is text or it is refused with a 400, before any handler sees it: a request target whose
 * percent-encodings are not UTF-8 or hold a NUL, a JSON body that is not UTF-8 (Fastify would
 * quietly turn the bytes into U+FFFD and store that), and JSON strings with a NUL or a lone
 * surrogate. Bodies are JSON or nothing: Fastify's text/plain parser is removed, so a text body is
 * a 415 instead of a string that a handler expecting an object reads as one. A route that needs a
 * body's raw bytes (a provider's signed webhook) replaces the JSON parser inside its own plugin.
 */
export function installTextInput(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!isTextUrl(request.url)) throw new ValidationError(NOT_TEXT_ADDRESS);
  });
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new ValidationError("The request body is not UTF-8 text"), undefined);
    parseJson(request, bytes.toString("utf8"), (error, parsed) => {
      if (error) return done(error, undefined);
      const at = brokenTextAt(parsed, "");
      if (at) return done(new ValidationError(NOT_TEXT, { [at]: NOT_TEXT }), undefined);
      done(null, parsed);
    });
  });
}

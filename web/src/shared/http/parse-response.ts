import type { z } from "zod";

/** An answer whose body is not what its contract says: a bug or a version skew, never the user's doing. */
export class ResponseShapeError extends Error {
  override name = "ResponseShapeError";
}

/** The body through its contract's schema, so a page never runs on a cast of something else. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`);
  throw new ResponseShapeError(`${what} answered outside its contract: ${issues.slice(0, 5).join("; ")}`);
}

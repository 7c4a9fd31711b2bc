import { seedDemoEvents } from "./demo-events.ts";
import { createPlatform, flag, PlatformStartError, type PlatformOptions } from "./start-platform.ts";

/**
 * `npm start`: runs the platform until Ctrl-C (SIGINT) or SIGTERM, then stops the gateway, the
 * services and PostgreSQL in that order and exits 0. A second Ctrl-C kills what is left at once.
 * When a process dies on its own, everything stops and the exit code is 1.
 */
export async function runPlatformCli(options: PlatformOptions = {}): Promise<never> {
  const platform = createPlatform(options);
  let interrupted = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    // npm forwards the terminal's Ctrl-C as well: a repeat within a second is the same Ctrl-C.
    if (interrupted && Date.now() - interrupted < 1000) return;
    if (interrupted) {
      process.stdout.write("Stopping now (second signal)\n");
      platform.kill();
      process.exit(130);
    }
    interrupted = Date.now();
    process.stdout.write(`\n${signal}: stopping Mawid...\n`);
    void platform.stop();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    const running = await platform.start();
    // MAWID_DEMO_EVENTS=0 starts with the demo accounts and masjid but no events (the browser tests)
    if (running.demoData && flag((options.env ?? process.env).MAWID_DEMO_EVENTS, true)) {
      seedDemoEvents(running.url).then(
        (made) => {
          if (made > 0)
            process.stdout.write(`Demo events: ${made} upcoming events of the demo masjid published\n`);
        },
        (error: unknown) =>
          process.stderr.write(
            `Demo events were not made: ${error instanceof Error ? error.message : String(error)}\n`,
          ),
      );
    }
  } catch (error) {
    if (!(interrupted && error instanceof PlatformStartError)) {
      process.stderr.write(
        `Mawid did not start: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
  const code = await platform.done;
  if (code === 0 || interrupted) process.stdout.write("Mawid stopped\n");
  process.exit(interrupted ? 0 : code === 0 ? 0 : 1);
}

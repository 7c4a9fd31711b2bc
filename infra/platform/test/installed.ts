import { execFileSync } from "node:child_process";

/**
 * Whether a command is installed here: for tests of files that a tool the machine may lack reads.
 * Only a missing command means "not installed"; one that is there and fails throws, so its checks
 * fail with the reason instead of being skipped without a word.
 */
export function installed(command: string, ...args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: ["ignore", "ignore", "pipe"], timeout: 60_000 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    const stderr = String((error as { stderr?: Buffer }).stderr ?? "").trim();
    throw new Error(`${command} ${args.join(" ")} is installed but failed: ${stderr || String(error)}`);
  }
}

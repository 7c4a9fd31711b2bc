import { execFileSync } from "node:child_process";

/** Whether a command runs here: for tests of files that a tool the machine may lack reads. */
export function installed(command: string, ...args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

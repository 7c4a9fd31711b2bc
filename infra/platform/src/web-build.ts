import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export type WebState = "fresh" | "stale" | "missing" | "unbuildable";

/** Whether web/dist must be (re)built: missing, or older than anything under web/src or its config. */
export function webState(root: string): WebState {
  const web = join(root, "web");
  const pkgPath = join(web, "package.json");
  if (!existsSync(pkgPath) || !existsSync(join(web, "src"))) return "unbuildable";
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as { scripts?: Record<string, string> };
  if (!pkg.scripts?.build) return "unbuildable";
  const built = join(web, "dist", "index.html");
  if (!existsSync(built)) return "missing";
  const sources = Math.max(
    ...["src", "public", "index.html", "vite.config.ts", "package.json"].map((p) =>
      newestMtime(join(web, p)),
    ),
  );
  return sources > statSync(built).mtimeMs ? "stale" : "fresh";
}

/** `turbo run build --filter=@mawid/web` (cached by turbo); resolves true when it succeeded. */
export function buildWeb(root: string, onLine: (line: string) => void): Promise<boolean> {
  const turbo = join(root, "node_modules", "turbo", "bin", "turbo");
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [turbo, "run", "build", "--filter=@mawid/web", "--output-logs=errors-only", "--log-prefix=none"],
      {
        cwd: root,
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const output: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding("utf8");
      stream?.on("data", (chunk: string) => output.push(chunk));
    }
    child.once("error", () => resolve(false));
    child.once("exit", (code) => {
      if (code !== 0) {
        for (const line of output.join("").split("\n").filter(Boolean).slice(-40)) onLine(line);
      }
      resolve(code === 0);
    });
  });
}

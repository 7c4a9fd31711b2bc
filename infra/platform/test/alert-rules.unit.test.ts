// Prometheus's own tool reads our Prometheus config and runs the alert rules' cases
// (infra/observability/prometheus/alerts.test.yml): a rule that does not parse, or fires when it
// should not, fails here and not on the night it was needed.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const prometheus = fileURLToPath(new URL("../../observability/prometheus/", import.meta.url));

async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)("promtool", args, { cwd: prometheus });
    return stdout + stderr;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    if (failed.code === "ENOENT") {
      throw new Error("promtool is not installed: apt-get install -y prometheus (.ci/run does)");
    }
    throw new Error(`promtool ${args.join(" ")} failed:\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
}

it("accepts the Prometheus config and the alert rules it loads", async () => {
  const out = await promtool("check", "config", "prometheus.yml");
  expect(out).toMatch(/SUCCESS: 1 rule files found/);
  expect(out).toMatch(/SUCCESS: \d+ rules found/);
});

it("fires exactly the alerts each case expects", async () => {
  expect(await promtool("test", "rules", "alerts.test.yml")).toMatch(/SUCCESS/);
});

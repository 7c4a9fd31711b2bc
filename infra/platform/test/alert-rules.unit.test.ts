// Prometheus's own tool reads our Prometheus config and runs the alert rules' cases
// (infra/observability/prometheus/alerts.test.yml): a rule that does not parse, or fires when it
// should not, fails here and not on the night it was needed.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { alertRules, notInstalled, PROMETHEUS_DIR, RUNBOOK } from "./observability-files.ts";

async function promtool(...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)("promtool", args, { cwd: PROMETHEUS_DIR });
    return stdout + stderr;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    if (failed.code === "ENOENT") throw notInstalled("promtool");
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

it("points every alert at its own section of the runbook, and the runbook at no other alert", () => {
  const rules = alertRules();
  const runbook = readFileSync(RUNBOOK, "utf8");
  const sections = [...runbook.matchAll(/^## (\w+)$/gm)].map((m) => m[1]);
  expect(sections).toEqual(rules.map((r) => r.alert));
  for (const rule of rules) {
    expect(rule.annotations.runbook).toBe(`infra/observability/RUNBOOK.md#${rule.alert.toLowerCase()}`);
  }
});

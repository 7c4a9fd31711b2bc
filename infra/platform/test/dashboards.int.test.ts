// A Grafana panel or an alert that names a metric no process exports shows "No data" or never fires,
// and nothing else says so. This starts the platform as `npm start` does, reads every process's
// /metrics, and checks each metric the dashboards and alert rules name against what is exported.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parse } from "yaml";
import { type RunningPlatform, startPlatform } from "../src/index.ts";

const observability = new URL("../../observability/", import.meta.url);
const dataDir = mkdtempSync(join(tmpdir(), "mawid-dashboards-test-"));
// PostgreSQL runs as its own user when the tests run as root: it must be able to enter the folder.
chmodSync(dataDir, 0o755);
let platform: RunningPlatform;

/** Every PromQL expression, named for where it sits: dashboard panels and alert rules. */
function queries(): Map<string, string> {
  const found = new Map<string, string>();
  const dashboards = new URL("grafana/dashboards/", observability);
  interface Panel {
    title?: string;
    panels?: Panel[];
    targets?: { expr?: string }[];
  }
  for (const file of readdirSync(dashboards)) {
    const dashboard = JSON.parse(readFileSync(new URL(file, dashboards), "utf8")) as { panels: Panel[] };
    const walk = (panels: Panel[]) => {
      for (const panel of panels) {
        walk(panel.panels ?? []);
        for (const [n, target] of (panel.targets ?? []).entries()) {
          if (target.expr) found.set(`${file}: "${panel.title}" query ${n + 1}`, target.expr);
        }
      }
    };
    walk(dashboard.panels);
  }
  const alerts = parse(readFileSync(new URL("prometheus/alerts.yml", observability), "utf8")) as {
    groups: { rules: { alert: string; expr: string }[] }[];
  };
  for (const rule of alerts.groups.flatMap((g) => g.rules)) found.set(`alert ${rule.alert}`, rule.expr);
  return found;
}

const KEYWORDS = new Set(["and", "or", "unless", "bool", "offset", "by", "without", "on", "ignoring"]);

/**
 * The metrics one expression selects: plain names, and `{__name__=~"…"}` patterns. Label matchers,
 * ranges, grouping clauses and function names are not metrics.
 */
function selectedMetrics(expr: string): { names: string[]; patterns: RegExp[] } {
  const patterns = [...expr.matchAll(/__name__\s*=~?\s*"([^"]*)"/g)].map((m) => new RegExp(`^(?:${m[1]})$`));
  const bare = expr
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/"[^"]*"/g, " ");
  const names = [...bare.matchAll(/[A-Za-z_:][\w:]*(?=\s*(.?))/g)]
    .filter((m) => m[1] !== "(" && !KEYWORDS.has(m[0]))
    .map((m) => m[0]);
  return { names, patterns };
}

/** The sample names an exposition can carry: a histogram's `_bucket`, `_sum` and `_count`, and so on. */
function exportedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    if (type === "histogram") for (const s of ["_bucket", "_sum", "_count"]) names.add(name + s);
    else if (type === "summary") for (const s of ["", "_sum", "_count"]) names.add(name + s);
    else names.add(name!);
  }
  return names;
}

beforeAll(async () => {
  platform = await startPlatform({
    env: { ...process.env, DATABASE_URL: "", PORT: "", MAWID_DATA_DIR: "", LOG_LEVEL: "" },
    port: 0,
    dataDir,
    buildWeb: false,
    demoData: false,
    print: () => {},
  });
});
afterAll(async () => {
  await platform?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("names in every dashboard panel and alert rule only metrics that some process exports", async () => {
  // `up` is Prometheus's own: one per scrape target
  const exported = new Set(["up"]);
  const origins = { gateway: platform.url, ...platform.serviceUrls };
  for (const [name, origin] of Object.entries(origins)) {
    const response = await fetch(`${origin}/metrics`);
    expect(response.status, `${name} /metrics`).toBe(200);
    for (const metric of exportedNames(await response.text())) exported.add(metric);
  }
  const all = queries();
  expect(all.size).toBeGreaterThan(10);
  const missing: string[] = [];
  for (const [where, expr] of all) {
    const { names, patterns } = selectedMetrics(expr);
    expect(names.length + patterns.length, `${where} selects no metric: ${expr}`).toBeGreaterThan(0);
    for (const name of names) if (!exported.has(name)) missing.push(`${where}: ${name}`);
    for (const pattern of patterns) {
      if (![...exported].some((name) => pattern.test(name))) missing.push(`${where}: ${pattern.source}`);
    }
  }
  expect(missing).toEqual([]);
});

it("reads the metric names out of PromQL", () => {
  expect(
    selectedMetrics(
      'sum by (job, le) (rate({__name__=~".+_x_bucket", job=~"$job"}[5m])) / on (job) gateway_y_total{kind="a"} > bool 1',
    ),
  ).toEqual({ names: ["gateway_y_total"], patterns: [/^(?:.+_x_bucket)$/] });
});

// The Prometheus and Grafana files the platform's tests read, as those tests need them.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const observability = new URL("../../observability/", import.meta.url);

/** infra/observability/prometheus/, as a directory path ending in a slash. */
export const PROMETHEUS_DIR = fileURLToPath(new URL("prometheus/", observability));
export const RUNBOOK = fileURLToPath(new URL("RUNBOOK.md", observability));

export interface AlertRule {
  alert: string;
  expr: string;
  annotations: Record<string, string>;
}

export function alertRules(): AlertRule[] {
  const file = parse(readFileSync(`${PROMETHEUS_DIR}alerts.yml`, "utf8")) as {
    groups: { rules: AlertRule[] }[];
  };
  return file.groups.flatMap((g) => g.rules);
}

/** Every dashboard panel's PromQL, named for its dashboard, panel and place among the panel's queries. */
export function dashboardQueries(): Map<string, string> {
  interface Panel {
    title?: string;
    panels?: Panel[];
    targets?: { expr?: string }[];
  }
  const found = new Map<string, string>();
  const dashboards = new URL("grafana/dashboards/", observability);
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
  return found;
}

/** What to say when a test needs a tool of Debian's prometheus package that is not there. */
export const notInstalled = (tool: string) =>
  new Error(`${tool} is not installed: apt-get install -y prometheus (.ci/run does)`);

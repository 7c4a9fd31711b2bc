// docker-compose.yml as Compose itself reads it, with no Docker engine: Debian's docker-compose (1.29,
// the Python one; the v2 plugin is not packaged there) validates the file against the Compose schema
// and resolves what it refers to (services in depends_on, volumes, networks). deploy-files.unit.test.ts
// reads the same file against the code it deploys.
import { execFileSync, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BUILT_IN_SERVICES } from "@mawid/gateway/src/app.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));

const compose = (() => {
  try {
    execFileSync("docker-compose", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!compose)("docker-compose.yml, as docker-compose reads it", () => {
  it("is valid Compose, and every reference in it resolves", () => {
    const check = spawnSync("docker-compose", ["-f", "docker-compose.yml", "config", "--quiet"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(check.stderr.trim()).toBe("");
    expect(check.status).toBe(0);
  });

  it("runs the platform's processes beside Kafka, PostgreSQL and the observability stack", () => {
    const rendered = parse(
      execFileSync("docker-compose", ["-f", "docker-compose.yml", "config"], { cwd: root, encoding: "utf8" }),
    ) as { services: Record<string, unknown> };
    const platform = [...BUILT_IN_SERVICES, "gateway"];
    const beside = ["kafka", "postgres", "otel-collector", "prometheus", "grafana"];
    expect(Object.keys(rendered.services)).toEqual(expect.arrayContaining([...platform, ...beside]));
  });
});

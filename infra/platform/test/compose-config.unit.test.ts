// docker-compose.yml as Compose itself reads it, with no Docker engine: Debian's docker-compose (1.29,
// the Python one; the v2 plugin is not packaged there) validates the file against the Compose schema
// and resolves what it refers to (services in depends_on, volumes, networks). deploy-files.unit.test.ts
// reads the same file against the code it deploys.
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BUILT_IN_SERVICES } from "@mawid/gateway/src/app.ts";
import { installed } from "./installed.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));

const compose = installed("docker-compose", "version");

describe.skipIf(!compose)("docker-compose.yml, as docker-compose reads it", () => {
  // one `config` run serves both tests: it validates the file and prints it resolved
  let run: SpawnSyncReturns<string> | undefined;
  const config = () => {
    run ??= spawnSync("docker-compose", ["-f", "docker-compose.yml", "config"], {
      cwd: root,
      encoding: "utf8",
    });
    return run;
  };

  it("is valid Compose, and every reference in it resolves", () => {
    expect(config().stderr.trim()).toBe("");
    expect(config().status).toBe(0);
  });

  it("runs the platform's processes beside Kafka, PostgreSQL and the observability stack", () => {
    const rendered = parse(config().stdout) as { services: Record<string, unknown> };
    const platform = [...BUILT_IN_SERVICES, "gateway"];
    const beside = ["kafka", "postgres", "otel-collector", "prometheus", "grafana"];
    expect(Object.keys(rendered.services)).toEqual(expect.arrayContaining([...platform, ...beside]));
  });
});

// docker-compose.yml as Compose itself reads it, with no Docker engine: Debian's docker-compose (1.29,
// the Python one; the v2 plugin is not packaged there) validates the file against the Compose schema
// and resolves what it refers to (services in depends_on, volumes, networks). deploy-files.unit.test.ts
// reads the same file against the code it deploys.
import { type SpawnSyncReturns, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BUILT_IN_SERVICES } from "@mawid/gateway/src/app.ts";
import { installed } from "./installed.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));

const compose = installed("docker-compose", "version");

/** The passwords the file has no default for, as an operator's .env gives them. */
const PASSWORDS = [
  ...["POSTGRES", ...BUILT_IN_SERVICES.map((s) => `${s.toUpperCase()}_DB`), "GRAFANA_ADMIN"].map(
    (name) => `${name}_PASSWORD`,
  ),
  "SIGNING_KEY_ENCRYPTION_KEYS",
];

interface Rendered {
  services: Record<
    string,
    {
      command?: string[];
      environment?: Record<string, string>;
      ports?: (string | { published: number; target: number; host_ip?: string })[];
      depends_on?: Record<string, { condition: string }>;
      networks?: Record<string, { ipv4_address?: string } | null>;
    }
  >;
}

/** The address a published port listens on: every interface unless it names one. */
function hostAddress(port: string | { host_ip?: string }): string {
  if (typeof port !== "string") return port.host_ip ?? "0.0.0.0";
  const parts = port.split(":");
  return parts.length === 3 ? parts[0]! : "0.0.0.0";
}

describe.skipIf(!compose)("docker-compose.yml, as docker-compose reads it", () => {
  // an .env of this run's own, so an operator's .env in the checkout changes nothing here
  const dir = mkdtempSync(join(tmpdir(), "mawid-compose-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const runs = new Map<string, SpawnSyncReturns<string>>();
  const configWith = (env: Record<string, string>) => {
    const lines = Object.entries(env).map(([name, value]) => `${name}=${value}`);
    const key = lines.join("\n");
    let run = runs.get(key);
    if (!run) {
      const envFile = join(dir, `${runs.size}.env`);
      writeFileSync(envFile, lines.join("\n"));
      run = spawnSync("docker-compose", ["--env-file", envFile, "-f", "docker-compose.yml", "config"], {
        cwd: root,
        encoding: "utf8",
      });
      runs.set(key, run);
    }
    return run;
  };
  // one `config` run serves most tests: it validates the file and prints it resolved
  const config = () => configWith(Object.fromEntries(PASSWORDS.map((name) => [name, `secret-${name}`])));
  const rendered = () => parse(config().stdout) as Rendered;

  it("is valid Compose, and every reference in it resolves", () => {
    expect(config().stderr.trim()).toBe("");
    expect(config().status).toBe(0);
  });

  it("runs the platform's processes beside Kafka, PostgreSQL and the observability stack", () => {
    const platform = [...BUILT_IN_SERVICES, "gateway"];
    const beside = ["kafka", "postgres", "otel-collector", "prometheus", "grafana"];
    expect(Object.keys(rendered().services)).toEqual(expect.arrayContaining([...platform, ...beside]));
  });

  it("refuses to start without the passwords, having no default for any of them", () => {
    const run = configWith({});
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/set (\w+_PASSWORD|SIGNING_KEY_ENCRYPTION_KEYS)/);
    const file = readFileSync(join(root, "docker-compose.yml"), "utf8");
    for (const name of PASSWORDS) {
      const uses = [...file.matchAll(new RegExp(`\\$\\{${name}(\\W)`, "g"))].map((m) => m[1]);
      expect(uses.length, name).toBeGreaterThan(0);
      expect(
        uses.filter((u) => u !== ":"),
        `${name} with a default`,
      ).toEqual([]);
      expect(file).not.toMatch(new RegExp(`\\$\\{${name}:-`));
    }
  });

  it("publishes only the gateway on the network, and the tools' pages on this machine only", () => {
    const published = Object.entries(rendered().services).flatMap(([name, service]) =>
      (service.ports ?? []).map((port) => `${name} on ${hostAddress(port)}`),
    );
    expect(published.sort()).toEqual([
      "gateway on 0.0.0.0",
      "grafana on 127.0.0.1",
      "jaeger on 127.0.0.1",
      "mailpit on 127.0.0.1",
      "prometheus on 127.0.0.1",
    ]);
  });

  it("runs without demo data, Grafana without anonymous visitors, Prometheus without its lifecycle API", () => {
    const { services } = rendered();
    expect(services.identity!.environment!.MAWID_DEMO_DATA).toBe("0");
    expect(services.grafana!.environment!.GF_AUTH_ANONYMOUS_ENABLED).toBe("false");
    expect(services.grafana!.environment!.GF_SECURITY_ADMIN_PASSWORD).toBe("secret-GRAFANA_ADMIN_PASSWORD");
    expect(services.prometheus!.command).not.toContain("--web.enable-lifecycle");
  });

  it("has services check tokens with identity, and believe forwarded addresses from the gateway only", () => {
    const { services } = rendered();
    const gateway = services.gateway!.networks!.default!.ipv4_address;
    expect(gateway).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const name of BUILT_IN_SERVICES) {
      expect(services[name]!.environment!.GATEWAY_ADDRESSES, name).toBe(gateway);
      expect(services[name]!.environment!.IDENTITY_URL, name).toBe(
        `http://identity:${services.identity!.environment!.PORT}`,
      );
    }
  });

  it("connects each service as its own role, created before it starts, never as the administrator", () => {
    const { services } = rendered();
    const roles = services["database-roles"]!;
    const admin = new URL(roles.environment!.DATABASE_URL!).username;
    expect(admin).toBe(services.postgres!.environment!.POSTGRES_USER);
    const users = new Set<string>();
    for (const name of BUILT_IN_SERVICES) {
      const url = services[name]!.environment!.DATABASE_URL!;
      expect(roles.environment![`${name.toUpperCase()}_DATABASE_URL`], name).toBe(url);
      expect(services[name]!.depends_on!["database-roles"]).toEqual({
        condition: "service_completed_successfully",
      });
      users.add(new URL(url).username);
    }
    expect(users.size).toBe(BUILT_IN_SERVICES.length);
    expect(users.has(admin)).toBe(false);
    const given = Object.entries(services).filter(([, s]) =>
      Object.values(s.environment ?? {}).some((v) => String(v).includes("secret-POSTGRES_PASSWORD")),
    );
    expect(given.map(([name]) => name).sort()).toEqual(["database-roles", "postgres"]);
  });
});

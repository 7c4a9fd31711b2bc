// docker-compose.yml and k8s/ cannot be run here (no Docker engine, no cluster), so this reads them
// against the code they deploy: every process is given only settings it reads, boots with what it is
// given (its own config schema parses it), and is reached at the port it listens on.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import type { z } from "zod";
import { ZGatewayConfig } from "@mawid/gateway/src/config.ts";
import type { IdentityConfig } from "@mawid/identity/src/config.ts";
import { productionProblems } from "@mawid/identity/src/start/production-guard.ts";
import { type ServiceDefinition, ZBaseConfig } from "@mawid/service";

const root = new URL("../../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

const SERVICES = ["identity", "events", "ticketing", "payments", "checkin", "analytics"] as const;
type Component = (typeof SERVICES)[number] | "gateway";
type Env = Record<string, string>;

/** The config schema a process validates at boot. */
async function schemaOf(component: Component): Promise<z.ZodObject> {
  if (component === "gateway") return ZGatewayConfig;
  const app = (await import(`@mawid/${component}/src/app.ts`)) as Record<string, unknown>;
  const definition = Object.values(app).find(
    (v): v is ServiceDefinition =>
      typeof v === "object" && v !== null && (v as { name?: unknown }).name === component,
  );
  if (!definition)
    throw new Error(`services/${component}/src/app.ts exports no definition named ${component}`);
  return definition.config ? ZBaseConfig.extend(definition.config) : ZBaseConfig;
}

const schemas = new Map<Component, z.ZodObject>();
for (const component of [...SERVICES, "gateway"] as const) schemas.set(component, await schemaOf(component));

/** Names a process reads: its schema's, NODE_ENV (read by libraries), and OTEL_* (the OpenTelemetry SDK's). */
const reads = (component: Component, name: string) =>
  name in schemas.get(component)!.shape || name === "NODE_ENV" || name.startsWith("OTEL_");

/** The process a container runs, from its command. */
function componentOf(command: unknown): Component | null {
  const script = Array.isArray(command) ? command.join(" ") : String(command ?? "");
  if (script.includes("gateway/src/server.ts")) return "gateway";
  return SERVICES.find((s) => script.includes(`services/${s}/src/server.ts`)) ?? null;
}

/** What a process would be given, checked the way it checks it at boot. */
function expectBoots(component: Component, env: Env, where: string) {
  expect(
    Object.keys(env).filter((name) => !reads(component, name)),
    `${where}: settings nobody reads`,
  ).toEqual([]);
  const parsed = schemas.get(component)!.safeParse(env);
  expect(parsed.error?.issues ?? [], `${where}: settings ${component} refuses`).toEqual([]);
}

/** What an operator puts in .env for the settings with a format of their own. */
const OPERATOR_VALUES: Env = { SIGNING_KEY_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString("base64")}` };

const UPSTREAM_URLS = Object.fromEntries(SERVICES.map((s) => [s, `${s.toUpperCase()}_URL`]));

describe("docker-compose.yml", () => {
  const compose = parse(read("docker-compose.yml"), { merge: true }) as {
    services: Record<string, { command?: unknown; environment?: Record<string, unknown> }>;
  };
  // ${NAME:-default} as compose substitutes it when NAME is not set; ${NAME:?error}, which compose
  // refuses to run without, as an operator's value
  const substitute = (value: unknown) =>
    String(value ?? "").replace(
      /\$\{(\w+)(?::?([-?])([^}]*))?\}/g,
      (_all, name: string, kind?: string, fallback?: string) =>
        kind === "?" ? (OPERATOR_VALUES[name] ?? `given-${name.toLowerCase()}`) : (fallback ?? ""),
    );
  const containers = Object.entries(compose.services).flatMap(([name, service]) => {
    const component = componentOf(service.command);
    if (component === null) return [];
    const env = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [key, substitute(value)]),
    );
    return [{ name, component, env }];
  });

  it("runs the gateway and every service", () => {
    expect(containers.map((c) => c.component).sort()).toEqual([...SERVICES, "gateway"].sort());
  });

  it("gives each process only settings it reads, and ones it boots with", () => {
    for (const { name, component, env } of containers) expectBoots(component, env, `compose ${name}`);
  });

  it("gives identity everything its production guard asks for", () => {
    const identity = containers.find((c) => c.component === "identity")!;
    expect(identity.env.NODE_ENV).toBe("production");
    const config = schemas.get("identity")!.parse(identity.env) as IdentityConfig;
    expect(productionProblems(config)).toEqual([]);
  });

  it("points the gateway at each service's container and port", () => {
    const gateway = containers.find((c) => c.component === "gateway")!;
    for (const service of SERVICES) {
      const container = containers.find((c) => c.component === service)!;
      expect(gateway.env[UPSTREAM_URLS[service]!]).toBe(`http://${container.name}:${container.env.PORT}`);
    }
  });
});

interface K8sContainer {
  command?: unknown;
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string } };
}
interface K8sObject {
  kind: string;
  metadata: { name: string };
  data?: Env;
  spec?: {
    template?: { spec: { containers: K8sContainer[] } };
    ports?: { port: number; targetPort: string }[];
  };
}
interface Kustomization {
  secretGenerator?: { name: string; literals: string[] }[];
  patches?: { target: { kind: string; name?: string }; patch: string }[];
}

describe("k8s (the base with the dev overlay's settings)", () => {
  const objects = readdirSync(new URL("k8s/base/", root))
    .filter((file) => file.endsWith(".yaml") && file !== "kustomization.yaml")
    .flatMap((file) => parseAllDocuments(read(`k8s/base/${file}`)).map((d) => d.toJS() as K8sObject));
  const dev = parse(read("k8s/overlays/dev/kustomization.yaml")) as Kustomization;
  const config: Env = {
    ...objects.find((o) => o.kind === "ConfigMap" && o.metadata.name === "mawid-config")!.data,
  };
  for (const { target, patch } of dev.patches ?? []) {
    if (target.kind !== "ConfigMap") continue;
    for (const op of parse(patch) as { op: string; path: string; value: unknown }[]) {
      config[op.path.replace(/^\/data\//, "")] = String(op.value);
    }
  }
  /** The dev overlay's Secrets by name: the shared one and each process's database url. */
  const secretsByName = new Map<string, Env>(
    dev.secretGenerator!.map((g) => [
      g.name,
      Object.fromEntries(g.literals.map((l) => l.split(/=(.*)/s).slice(0, 2))),
    ]),
  );
  const secrets = secretsByName.get("mawid-secrets")!;
  const deployments = objects.flatMap((o) => {
    const container = o.kind === "Deployment" ? o.spec!.template!.spec.containers[0]! : undefined;
    const component = componentOf(container?.command);
    return container && component ? [{ name: o.metadata.name, component, container }] : [];
  });
  const envOf = (container: K8sContainer): Env => {
    const env: Env = {};
    for (const from of container.envFrom ?? []) {
      if (from.configMapRef?.name === "mawid-config") Object.assign(env, config);
      if (from.secretRef?.name === "mawid-secrets") Object.assign(env, secrets);
    }
    for (const { name, value, valueFrom } of container.env ?? []) {
      const ref = valueFrom?.secretKeyRef;
      env[name] = ref ? secretsByName.get(ref.name)![ref.key]! : String(value ?? "");
    }
    return env;
  };

  it("deploys the gateway and every service", () => {
    expect(deployments.map((d) => d.component).sort()).toEqual([...SERVICES, "gateway"].sort());
  });

  it("sets on each container only settings its process reads, and ones it boots with", () => {
    for (const { name, component, container } of deployments) {
      const own = (container.env ?? []).map((e) => e.name).filter((n) => !reads(component, n));
      expect(own, `k8s ${name}: settings nobody reads`).toEqual([]);
      const env = envOf(container);
      // the shared ConfigMap and Secret carry every process's settings: each one takes its own
      const mine = Object.fromEntries(Object.entries(env).filter(([n]) => reads(component, n)));
      expectBoots(component, mine, `k8s ${name}`);
    }
  });

  it("puts in the shared ConfigMap and Secret only settings some process reads", () => {
    const components = deployments.map((d) => d.component);
    const prod = [...read("k8s/overlays/prod/kustomization.yaml").matchAll(/--from-literal=(\w+)=/g)].map(
      (m) => m[1]!,
    );
    const names = [...Object.keys(config), ...Object.keys(secrets), ...prod];
    expect(names.filter((n) => !components.some((c) => reads(c, n)))).toEqual([]);
  });

  it("connects each process to PostgreSQL as its own role, the one the Job creates for it", () => {
    const job = objects.find((o) => o.kind === "Job" && o.metadata.name === "database-roles")!;
    const jobEnv = job.spec!.template!.spec.containers[0]!.env!;
    const secretOf = (env: K8sContainer["env"], name: string) =>
      env?.find((e) => e.name === name)?.valueFrom?.secretKeyRef?.name;
    const roles = new Set<string>();
    for (const { name, component, container } of deployments) {
      const setting = component === "gateway" ? "RATE_LIMIT_DATABASE_URL" : "DATABASE_URL";
      const secret = secretOf(container.env, setting);
      expect(secret, `k8s ${name}: ${setting}`).toBe(`mawid-db-${component}`);
      expect(secretOf(jobEnv, `${component.toUpperCase()}_DATABASE_URL`), `Job: ${component}`).toBe(secret);
      roles.add(new URL(secretsByName.get(secret!)!.DATABASE_URL!).username);
    }
    const admin = new URL(secretsByName.get(secretOf(jobEnv, "DATABASE_URL")!)!.DATABASE_URL!).username;
    expect(roles.size).toBe(SERVICES.length + 1);
    expect(roles.has(admin)).toBe(false);
    const script = (job.spec!.template!.spec.containers[0]!.command as string[]).find((p) =>
      p.endsWith(".ts"),
    )!;
    expect(existsSync(new URL(script, root)), script).toBe(true);
  });

  it("serves and probes each process on the port it listens on", () => {
    for (const { name, container } of deployments) {
      const port = Number(envOf(container).PORT);
      expect(container.ports, `k8s ${name}`).toEqual([{ name: "http", containerPort: port }]);
      expect(container.readinessProbe?.httpGet).toEqual({ path: "/health/ready", port: "http" });
      expect(container.livenessProbe?.httpGet).toEqual({ path: "/health/live", port: "http" });
      const service = objects.find((o) => o.kind === "Service" && o.metadata.name === name);
      expect(service?.spec?.ports, `k8s Service ${name}`).toEqual([
        { name: "http", port, targetPort: "http" },
      ]);
    }
  });

  it("points the gateway at each service's Service and port", () => {
    const gateway = envOf(deployments.find((d) => d.component === "gateway")!.container);
    for (const service of SERVICES) {
      const deployment = deployments.find((d) => d.component === service)!;
      expect(gateway[UPSTREAM_URLS[service]!]).toBe(
        `http://${deployment.name}:${envOf(deployment.container).PORT}`,
      );
    }
  });

  it("runs a container whose command names a file in the repository", () => {
    for (const { container } of deployments) {
      const script = (container.command as string[]).find((part) => part.endsWith(".ts"))!;
      expect(existsSync(new URL(script, root)), script).toBe(true);
    }
  });
});

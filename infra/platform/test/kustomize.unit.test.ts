// The k8s overlays as kustomize builds them (`kubectl kustomize`: the client alone, there is no
// cluster here), checked for the references a cluster would only reject, or silently leave unserved,
// at deploy time: namespaces, the ConfigMaps and Secrets pods read, and what Services, disruption
// budgets, autoscalers and the Ingress point at; and for who may connect to whom under the
// NetworkPolicies, read the way a cluster applies them.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { installed } from "./installed.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));

const kubectl = installed("kubectl", "version", "--client");

const SERVICES = ["identity", "events", "ticketing", "payments", "checkin", "analytics"];
/** The usual Prometheus, which scrapes /metrics on each process's one port (network-policies.yaml). */
const PROMETHEUS = "namespace observability, pods prometheus";

type Labels = Record<string, string>;
interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
interface PolicyPeer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: unknown;
}
interface PodSpec {
  containers: {
    envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
    env?: { valueFrom?: { configMapKeyRef?: { name: string }; secretKeyRef?: { name: string } } }[];
  }[];
  volumes?: { configMap?: { name: string }; secret?: { secretName: string } }[];
}
interface K8sObject {
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: {
    selector?: Labels | { matchLabels?: Labels };
    podSelector?: Selector;
    policyTypes?: string[];
    ingress?: { from?: PolicyPeer[]; ports?: { port: string | number }[] }[];
    template?: { metadata: { labels: Labels }; spec: PodSpec };
    scaleTargetRef?: { kind: string; name: string };
    ports?: { name?: string }[];
    tls?: { secretName: string }[];
    rules?: { http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[];
  };
}

const OVERLAYS = {
  dev: { namespace: "mawid-dev", madeElsewhere: [] as string[] },
  // README: create the Secret mawid-secrets first; cert-manager makes the Ingress's certificate
  prod: {
    namespace: "mawid",
    madeElsewhere: [
      "mawid-secrets",
      "mawid-tls",
      ...["admin", ...SERVICES, "gateway"].map((name) => `mawid-db-${name}`),
    ],
  },
};

const built = new Map<string, K8sObject[]>();
function build(overlay: keyof typeof OVERLAYS): K8sObject[] {
  let objects = built.get(overlay);
  if (!objects) {
    const yaml = execFileSync("kubectl", ["kustomize", `k8s/overlays/${overlay}`], {
      cwd: root,
      encoding: "utf8",
    });
    objects = parseAllDocuments(yaml).map((d) => d.toJS() as K8sObject);
    built.set(overlay, objects);
  }
  return objects;
}

const matches = (selector: Labels, labels: Labels) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

/** A label selector as the API server applies it: matchLabels and every matchExpression (In, NotIn, ...). */
function selects(selector: Selector, labels: Labels): boolean {
  return (
    matches(selector.matchLabels ?? {}, labels) &&
    (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
      if (operator === "In") return key in labels && values.includes(labels[key]!);
      if (operator === "NotIn") return !(key in labels) || !values.includes(labels[key]!);
      if (operator === "Exists") return key in labels;
      return !(key in labels);
    })
  );
}

const describeSelector = (selector: Selector) =>
  Object.values(selector.matchLabels ?? {})
    .concat((selector.matchExpressions ?? []).flatMap((e) => e.values ?? []))
    .join(",");

function namesReadBy(pod: PodSpec): { configMaps: string[]; secrets: string[] } {
  const configMaps: string[] = [];
  const secrets: string[] = [];
  for (const c of pod.containers) {
    for (const from of c.envFrom ?? []) {
      if (from.configMapRef) configMaps.push(from.configMapRef.name);
      if (from.secretRef) secrets.push(from.secretRef.name);
    }
    for (const { valueFrom } of c.env ?? []) {
      if (valueFrom?.configMapKeyRef) configMaps.push(valueFrom.configMapKeyRef.name);
      if (valueFrom?.secretKeyRef) secrets.push(valueFrom.secretKeyRef.name);
    }
  }
  for (const v of pod.volumes ?? []) {
    if (v.configMap) configMaps.push(v.configMap.name);
    if (v.secret) secrets.push(v.secret.secretName);
  }
  return { configMaps, secrets };
}

describe.skipIf(!kubectl)("k8s overlays, as kustomize builds them", () => {
  for (const [overlay, expected] of Object.entries(OVERLAYS) as [
    keyof typeof OVERLAYS,
    (typeof OVERLAYS)["dev"],
  ][]) {
    describe(overlay, () => {
      const workloads = () =>
        build(overlay).filter((o) => o.kind === "Deployment" || o.kind === "StatefulSet" || o.kind === "Job");
      const podLabels = (name: string) =>
        workloads().find((w) => w.metadata.name === name)!.spec!.template!.metadata.labels;
      /**
       * Who may connect to the workload's pods, and on which ports: the union of the rules of every
       * policy that selects them. A peer in this namespace is named by the workloads it selects; a
       * rule with no peers admits anyone.
       */
      const admitted = (name: string) => {
        const labels = podLabels(name);
        const policies = build(overlay).filter(
          (o) =>
            o.kind === "NetworkPolicy" &&
            o.spec!.policyTypes?.includes("Ingress") &&
            selects(o.spec!.podSelector!, labels),
        );
        const peers = new Set<string>();
        const ports = new Set<string>();
        for (const rule of policies.flatMap((p) => p.spec!.ingress ?? [])) {
          for (const port of rule.ports ?? [{ port: "any" }]) ports.add(String(port.port));
          if (!rule.from) peers.add("anyone");
          for (const peer of rule.from ?? []) {
            if (peer.ipBlock) peers.add("an address block");
            else if (peer.namespaceSelector)
              peers.add(
                `namespace ${describeSelector(peer.namespaceSelector)}, pods ${describeSelector(peer.podSelector ?? {}) || "any"}`,
              );
            else
              for (const w of workloads())
                if (selects(peer.podSelector!, w.spec!.template!.metadata.labels)) peers.add(w.metadata.name);
          }
        }
        return { selected: policies.length > 0, peers: [...peers].sort(), ports: [...ports].sort() };
      };
      const sorted = (names: string[]) => [...names].sort();
      const named = (kind: string) =>
        new Set(
          build(overlay)
            .filter((o) => o.kind === kind)
            .map((o) => o.metadata.name),
        );

      it("puts every object in the overlay's namespace", () => {
        const astray = build(overlay)
          .filter((o) => o.kind !== "Namespace" && o.metadata.namespace !== expected.namespace)
          .map((o) => `${o.kind}/${o.metadata.name}`);
        expect(astray).toEqual([]);
      });

      it("gives pods only ConfigMaps and Secrets it creates, or that are made beside it", () => {
        const configMaps = named("ConfigMap");
        const secrets = new Set([...named("Secret"), ...expected.madeElsewhere]);
        const missing = workloads().flatMap((w) => {
          const reads = namesReadBy(w.spec!.template!.spec);
          return [
            ...reads.configMaps
              .filter((n) => !configMaps.has(n))
              .map((n) => `${w.metadata.name} → ConfigMap ${n}`),
            ...reads.secrets.filter((n) => !secrets.has(n)).map((n) => `${w.metadata.name} → Secret ${n}`),
          ];
        });
        expect(missing).toEqual([]);
      });

      it("selects exactly one workload's pods from each Service and disruption budget", () => {
        const selectors = build(overlay).flatMap((o) => {
          if (o.kind === "Service")
            return [{ what: `Service/${o.metadata.name}`, selector: o.spec!.selector as Labels }];
          if (o.kind === "PodDisruptionBudget") {
            const s = o.spec!.selector as { matchLabels: Labels };
            return [{ what: `PodDisruptionBudget/${o.metadata.name}`, selector: s.matchLabels }];
          }
          return [];
        });
        const wrong = selectors
          .map(({ what, selector }) => ({
            what,
            found: workloads().filter((w) => matches(selector, w.spec!.template!.metadata.labels)).length,
          }))
          .filter((s) => s.found !== 1);
        expect(wrong).toEqual([]);
      });

      it("scales only Deployments it has, and routes the Ingress to Services and ports it has", () => {
        const deployments = named("Deployment");
        const targets = build(overlay)
          .filter((o) => o.kind === "HorizontalPodAutoscaler")
          .map((o) => o.spec!.scaleTargetRef!);
        expect(targets.filter((t) => t.kind !== "Deployment" || !deployments.has(t.name))).toEqual([]);
        const services = new Map(
          build(overlay)
            .filter((o) => o.kind === "Service")
            .map((o) => [o.metadata.name, (o.spec!.ports ?? []).map((p) => p.name)]),
        );
        const backends = build(overlay)
          .filter((o) => o.kind === "Ingress")
          .flatMap((o) => o.spec!.rules!.flatMap((r) => r.http.paths.map((p) => p.backend.service)));
        expect(backends.filter((b) => !services.get(b.name)?.includes(b.port.name))).toEqual([]);
        if (overlay === "prod") expect(backends.length).toBeGreaterThan(0);
      });

      it("admits no connection to any pod that a NetworkPolicy does not allow", () => {
        const denyAll = build(overlay).filter(
          (o) =>
            o.kind === "NetworkPolicy" &&
            Object.keys(o.spec!.podSelector!).length === 0 &&
            o.spec!.policyTypes?.includes("Ingress") &&
            (o.spec!.ingress ?? []).length === 0,
        );
        expect(denyAll.map((p) => p.metadata.name)).toEqual(["default-deny-ingress"]);
      });

      it("lets only the gateway reach a service, and the services reach identity for its keys", () => {
        for (const service of SERVICES) {
          const others = service === "identity" ? SERVICES.filter((s) => s !== "identity") : [];
          expect(admitted(service), service).toEqual({
            selected: true,
            peers: sorted(["gateway", ...others, PROMETHEUS]),
            ports: ["http"],
          });
        }
      });

      it("lets clients reach the gateway on its one port", () => {
        const clients = overlay === "prod" ? "namespace ingress-nginx, pods any" : "anyone";
        expect(admitted("gateway")).toEqual({
          selected: true,
          peers: sorted([clients, PROMETHEUS]),
          ports: ["http"],
        });
      });

      it("creates each process's database role in a Job that alone reads the administrator's url", () => {
        const job = workloads().find((w) => w.kind === "Job" && w.metadata.name === "database-roles");
        expect(job, "the Job database-roles").toBeDefined();
        expect(namesReadBy(job!.spec!.template!.spec).secrets).toContain("mawid-db-admin");
        const readers = workloads()
          .filter((w) => namesReadBy(w.spec!.template!.spec).secrets.includes("mawid-db-admin"))
          .map((w) => w.metadata.name);
        // the dev overlay's own PostgreSQL takes its superuser's password from the same Secret
        expect(readers).toEqual(overlay === "dev" ? ["postgres", "database-roles"] : ["database-roles"]);
        expect(admitted("database-roles").peers).toEqual([]);
      });

      if (overlay === "dev") {
        it("lets only the platform's processes reach PostgreSQL, and only the services Kafka", () => {
          expect(admitted("postgres").peers).toEqual(sorted([...SERVICES, "gateway", "database-roles"]));
          expect(admitted("kafka").peers).toEqual(sorted([...SERVICES, "kafka"]));
        });
      }
    });
  }
});

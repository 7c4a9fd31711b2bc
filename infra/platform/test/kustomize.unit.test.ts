// The k8s overlays as kustomize builds them (`kubectl kustomize`: the client alone, there is no
// cluster here), checked for the references a cluster would only reject, or silently leave unserved,
// at deploy time: namespaces, the ConfigMaps and Secrets pods read, and what Services, disruption
// budgets, autoscalers and the Ingress point at.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { installed } from "./installed.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));

const kubectl = installed("kubectl", "version", "--client");

type Labels = Record<string, string>;
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
  prod: { namespace: "mawid", madeElsewhere: ["mawid-secrets", "mawid-tls"] },
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
        build(overlay).filter((o) => o.kind === "Deployment" || o.kind === "StatefulSet");
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
    });
  }
});

// Rules for the platform's own processes: one Deployment and Service per target of the service
// registry, autoscaled and covered by a disruption budget, rolled out without dropping requests,
// configured with what they read, and reachable from outside only through the gateway's Ingress.

import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { SERVICE_REGISTRY, serviceTargets } from "@cx/route-table";
import {
  containers,
  envValue,
  find,
  isGateway,
  type LabelSelector,
  platformDeployments,
  ref,
  selectorMatches,
  spec,
  targetOf,
  type Workload,
  workloads,
} from "./objects.ts";
import { DEPLOY_DIR, type K8sObject, render, renderChecked } from "./render.ts";

const PORT = 8080;
const KNOWN_TARGETS = ["gateway", ...SERVICE_REGISTRY.flatMap(serviceTargets)];

interface HpaSpec {
  scaleTargetRef?: { kind?: string; name?: string };
  minReplicas?: number;
  maxReplicas?: number;
  metrics?: unknown[];
}

function expectOneDeploymentAndServicePerTarget(all: K8sObject[]): void {
  const apps = platformDeployments(all);
  const problems: string[] = [];
  for (const service of [{ name: "gateway", httpModule: undefined, workerTarget: undefined }, ...SERVICE_REGISTRY]) {
    const t = service.name;
    const runs = apps.filter((w) => targetOf(w) === t || (service.workerTarget && targetOf(w) === service.httpModule));
    if (runs.length !== 1) {
      problems.push(`target ${t}: needs exactly one Deployment running --target=${t} (found ${runs.length})`);
      continue;
    }
    const [w] = runs as [Workload];
    if (w.object.metadata.name !== t) problems.push(`${w.ref}: runs --target=${targetOf(w)} and must be named ${t}`);
    if (
      service.workerTarget &&
      targetOf(w) === service.httpModule &&
      !apps.some((o) => targetOf(o) === service.workerTarget)
    ) {
      problems.push(
        `${w.ref}: runs --target=${service.httpModule} without consumers; a Deployment must run --target=${service.workerTarget}`,
      );
    }
    const component = t === "gateway" ? "gateway" : "service";
    if (w.podLabels["app.kubernetes.io/component"] !== component) {
      problems.push(`${w.ref}: pods must be labelled app.kubernetes.io/component=${component}`);
    }
    const svc = find(all, "Service", t);
    const s = spec<{ selector?: Record<string, string>; ports?: { port?: number }[]; type?: string }>(svc);
    const selects = s.selector !== undefined && selectorMatches({ matchLabels: s.selector }, w.podLabels);
    if (!svc || !selects || !s.ports?.some((p) => p.port === PORT)) {
      problems.push(`${w.ref}: needs a Service named ${t} selecting its pods on port ${PORT}`);
    } else if ((s.type ?? "ClusterIP") !== "ClusterIP") {
      problems.push(`Service/${t}: must be ClusterIP; only the Ingress exposes the gateway`);
    }
  }
  for (const worker of SERVICE_REGISTRY.flatMap((s) => (s.workerTarget ? [s.workerTarget] : []))) {
    const runs = apps.filter((w) => targetOf(w) === worker);
    if (runs.length > 1) problems.push(`target ${worker}: at most one Deployment may run it (found ${runs.length})`);
    for (const w of runs) {
      if (w.object.metadata.name !== worker)
        problems.push(`${w.ref}: runs --target=${worker} and must be named ${worker}`);
      // Workers are services: the same probes, limits and network rules apply.
      if (w.podLabels["app.kubernetes.io/component"] !== "service") {
        problems.push(`${w.ref}: pods must be labelled app.kubernetes.io/component=service`);
      }
    }
  }
  for (const w of apps) {
    const t = targetOf(w);
    if (!t || !KNOWN_TARGETS.includes(t))
      problems.push(`${w.ref}: runs target ${t ?? "(none)"}, not one of ${KNOWN_TARGETS.join(", ")}`);
    for (const { container, at } of containers(w, false)) {
      if (container.ports?.find((p) => p.containerPort === PORT)?.name !== "http") {
        problems.push(`${at}: must expose containerPort ${PORT} named http`);
      }
    }
  }
  expect(problems).toEqual([]);
}

function expectServicesSelectPods(all: K8sObject[]): void {
  const pods = workloads(all);
  const orphans = all
    .filter((o) => o.kind === "Service")
    .filter((svc) => {
      const selector = spec<{ selector?: Record<string, string> }>(svc).selector;
      return !selector || !pods.some((w) => selectorMatches({ matchLabels: selector }, w.podLabels));
    })
    .map((svc) => `${ref(svc)}: selects no Deployment or StatefulSet's pods`);
  expect(orphans).toEqual([]);
}

function expectAutoscaledAndBudgeted(all: K8sObject[]): void {
  const problems: string[] = [];
  for (const w of platformDeployments(all)) {
    const hpas = all.filter((o) => {
      const target = spec<HpaSpec>(o).scaleTargetRef;
      return (
        o.kind === "HorizontalPodAutoscaler" && target?.kind === "Deployment" && target.name === w.object.metadata.name
      );
    });
    if (hpas.length !== 1) problems.push(`${w.ref}: needs exactly one HorizontalPodAutoscaler (found ${hpas.length})`);
    for (const h of hpas) {
      const s = spec<HpaSpec>(h);
      if (h.apiVersion !== "autoscaling/v2") problems.push(`${ref(h)}: must use autoscaling/v2`);
      if (!s.metrics?.length || (s.maxReplicas ?? 0) < (s.minReplicas ?? 1)) {
        problems.push(`${ref(h)}: needs metrics and maxReplicas >= minReplicas`);
      }
    }
    if (hpas.length > 0 && spec(w.object).replicas !== undefined) {
      problems.push(`${w.ref}: sets spec.replicas although its autoscaler owns the count (every apply would reset it)`);
    }
    const pdbs = all.filter(
      (o) =>
        o.kind === "PodDisruptionBudget" &&
        selectorMatches(spec<{ selector?: LabelSelector }>(o).selector, w.podLabels),
    );
    if (pdbs.length !== 1) problems.push(`${w.ref}: needs exactly one PodDisruptionBudget (found ${pdbs.length})`);
    for (const p of pdbs) {
      const max = spec<{ maxUnavailable?: number | string }>(p).maxUnavailable;
      if (max === 0 || max === "0" || max === "0%")
        problems.push(`${ref(p)}: maxUnavailable 0 blocks every node drain`);
    }
  }
  expect(problems).toEqual([]);
}

function expectGracefulRollouts(all: K8sObject[]): void {
  const problems: string[] = [];
  for (const w of platformDeployments(all)) {
    const strategy = spec<{ strategy?: { type?: string; rollingUpdate?: { maxUnavailable?: number | string } } }>(
      w.object,
    ).strategy;
    const maxUnavailable = strategy?.rollingUpdate?.maxUnavailable;
    if ((strategy?.type ?? "RollingUpdate") !== "RollingUpdate" || !(maxUnavailable === 0 || maxUnavailable === "0%")) {
      problems.push(
        `${w.ref}: needs strategy RollingUpdate with maxUnavailable: 0, so rollouts never remove capacity first`,
      );
    }
    const grace = w.pod.terminationGracePeriodSeconds ?? 30;
    for (const { container, at } of containers(w, false)) {
      const sleep = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
      if (sleep <= 0)
        problems.push(`${at}: needs a preStop sleep so endpoints are removed before SIGTERM starts the drain`);
      const drainMs = Number(envValue(all, container, "SHUTDOWN_GRACE_MS") ?? 25_000);
      if (!(grace > drainMs / 1000 + sleep)) {
        problems.push(
          `${at}: terminationGracePeriodSeconds ${grace} must exceed SHUTDOWN_GRACE_MS (${drainMs} ms) + preStop (${sleep} s)`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
}

/** Settings every process reads from the ConfigMaps, and the gateway's on top. */
const PROCESS_SETTINGS = [
  "NODE_ENV",
  "PORT",
  "LOG_LEVEL",
  "SHUTDOWN_GRACE_MS",
  "OTEL_EXPORTER_OTLP_ENDPOINT",
  "OTEL_SERVICE_NAME",
];
const GATEWAY_SETTINGS = ["TRUSTED_PROXIES", ...SERVICE_REGISTRY.map((s) => s.urlEnv)];
const SECRET_SETTINGS = ["MONGO_URL", "AMQP_URL", "REDIS_URL", "INTERNAL_TOKEN_SECRET"];

function expectConfiguration(all: K8sObject[]): void {
  const problems: string[] = [];
  for (const w of platformDeployments(all)) {
    for (const { container, at } of containers(w, false)) {
      const needed = isGateway(w.podLabels) ? [...PROCESS_SETTINGS, ...GATEWAY_SETTINGS] : PROCESS_SETTINGS;
      for (const key of needed)
        if (envValue(all, container, key) === undefined) problems.push(`${at}: ${key} is not set`);
      if (envValue(all, container, "PORT") !== String(PORT))
        problems.push(`${at}: PORT must be ${PORT}, the container port`);
      if (envValue(all, container, "OTEL_SERVICE_NAME") !== `cx-${targetOf(w)}`) {
        problems.push(`${at}: OTEL_SERVICE_NAME must be cx-${targetOf(w)}`);
      }
      for (const key of SECRET_SETTINGS) {
        // The dev overlay generates the Secret, with a content hash in its name.
        const secret = (name = "") => name === "cx-platform-secrets" || name.startsWith("cx-platform-secrets-");
        if (!container.env?.some((e) => e.name === key && secret(e.valueFrom?.secretKeyRef?.name))) {
          problems.push(`${at}: ${key} must come from the cx-platform-secrets Secret`);
        }
      }
      if (isGateway(w.podLabels)) {
        for (const s of SERVICE_REGISTRY) {
          const url = envValue(all, container, s.urlEnv);
          if (url !== `http://${s.name}:${PORT}`)
            problems.push(`${at}: ${s.urlEnv} is ${url ?? "unset"}, expected http://${s.name}:${PORT}`);
        }
      }
    }
  }
  // A ConfigMap that is not rendered stops the pod from starting; missing Secrets are created per
  // environment (externalSecrets below).
  for (const w of workloads(all)) {
    const names = [
      ...(w.pod.volumes ?? []).flatMap((v) => (v.configMap && !v.configMap.optional ? [v.configMap.name] : [])),
      ...containers(w).flatMap(({ container }) => [
        ...(container.envFrom ?? []).flatMap((e) =>
          e.configMapRef && !e.configMapRef.optional ? [e.configMapRef.name] : [],
        ),
        ...(container.env ?? []).flatMap((e) => {
          const key = e.valueFrom?.configMapKeyRef;
          return key && !key.optional ? [key.name] : [];
        }),
      ]),
    ];
    for (const name of names)
      if (!find(all, "ConfigMap", name ?? ""))
        problems.push(`${w.ref}: references ConfigMap ${name}, which is not rendered`);
  }
  const mongodb = find(all, "StatefulSet", "mongodb");
  const init = find(all, "ConfigMap", "mongodb-init");
  if (mongodb || init) {
    const replicas = String(spec(mongodb).replicas ?? 1);
    const expected = (init?.data as Record<string, string> | undefined)?.MONGO_REPLICAS;
    if (replicas !== expected)
      problems.push(
        `StatefulSet/mongodb: replicas (${replicas}) must equal MONGO_REPLICAS in ConfigMap mongodb-init (${expected})`,
      );
  }
  expect(problems).toEqual([]);
}

/** The Secrets the pods reference and the overlay does not create: made per environment. */
function externalSecrets(all: K8sObject[]): string[] {
  const names = workloads(all).flatMap((w) => [
    ...(w.pod.volumes ?? []).flatMap((v) => (v.secret?.secretName ? [v.secret.secretName] : [])),
    ...containers(w).flatMap(({ container }) => [
      ...(container.envFrom ?? []).flatMap((e) => (e.secretRef?.name ? [e.secretRef.name] : [])),
      ...(container.env ?? []).flatMap((e) => (e.valueFrom?.secretKeyRef?.name ? [e.valueFrom.secretKeyRef.name] : [])),
    ]),
  ]);
  return [...new Set(names)].filter((n) => !find(all, "Secret", n)).sort();
}

interface IngressSpec {
  defaultBackend?: { service?: { name?: string } };
  rules?: {
    http?: {
      paths?: {
        path?: string;
        pathType?: string;
        backend?: { service?: { name?: string; port?: { name?: string; number?: number } } };
      }[];
    };
  }[];
}

function expectOnlyTheGatewayExposed(all: K8sObject[]): void {
  const ingresses = all.filter((o) => o.kind === "Ingress");
  const problems = ingresses.length === 0 ? ["no Ingress for the gateway"] : [];
  for (const ing of ingresses) {
    const s = spec<IngressSpec>(ing);
    const paths = (s.rules ?? []).flatMap((r) => r.http?.paths ?? []);
    const backends = [...(s.defaultBackend ? [s.defaultBackend] : []), ...paths.map((p) => p.backend ?? {})];
    for (const b of backends) {
      if (b.service?.name !== "gateway")
        problems.push(
          `${ref(ing)}: routes to ${b.service?.name ?? "a non-Service backend"}; only the gateway may be exposed`,
        );
    }
    // The gateway serves the dashboard at / and the API under /api: the whole path space is its.
    const root = paths.some(
      (p) => p.path === "/" && p.pathType === "Prefix" && p.backend?.service?.port?.name === "http",
    );
    if (!root)
      problems.push(`${ref(ing)}: must route / (Prefix) to the gateway's http port: the dashboard is served at /`);
  }
  for (const svc of all.filter((o) => o.kind === "Service")) {
    const type = spec<{ type?: string }>(svc).type;
    if (type === "LoadBalancer" || type === "NodePort")
      problems.push(`${ref(svc)}: is a ${type}; only the gateway's Ingress is reachable from outside`);
  }
  expect(problems).toEqual([]);
}

const RULES: [string, (all: K8sObject[]) => void][] = [
  [
    "one Deployment and ClusterIP Service per target (the gateway and each service of the registry), named after it",
    expectOneDeploymentAndServicePerTarget,
  ],
  ["every Service selects the pods of a workload", expectServicesSelectPods],
  [
    "every platform Deployment has one autoscaling/v2 HPA owning its replicas and one PodDisruptionBudget that allows drains",
    expectAutoscaledAndBudgeted,
  ],
  ["rollouts surge first, and the grace period outlasts the preStop sleep and the drain", expectGracefulRollouts],
  [
    "every process has the settings it reads, its secrets from the Secret, and every ConfigMap it references",
    expectConfiguration,
  ],
  ["only the gateway is exposed, through an Ingress routing / (dashboard and API) to it", expectOnlyTheGatewayExposed],
];

for (const { label, objects } of renderChecked()) {
  describe(label, () => {
    for (const [name, rule] of RULES) test(name, () => rule(objects));
    test("expects the platform's Secrets to be created in the namespace, the dev overlay excepted", () => {
      const expected =
        label === "overlays/dev"
          ? []
          : label.includes("managed")
            ? ["cx-platform-secrets"]
            : ["cx-infra-secrets", "cx-platform-secrets"];
      expect(externalSecrets(objects)).toEqual(expected);
    });
  });
}

const dev = render(join(DEPLOY_DIR, "overlays/dev"));

function deployment(all: K8sObject[], name: string): Workload {
  const w = workloads(all).find((x) => x.ref === `Deployment/${name}`);
  if (!w) throw new Error(`Deployment/${name} is not rendered`);
  return w;
}

function object(all: K8sObject[], kind: string, name: string): K8sObject {
  const o = find(all, kind, name);
  if (!o) throw new Error(`${kind}/${name} is not rendered`);
  return o;
}

describe("each rule catches a broken manifest", () => {
  const cases: [string, (all: K8sObject[]) => void, (all: K8sObject[]) => K8sObject[] | undefined, string][] = [
    [
      "service without HPA",
      expectAutoscaledAndBudgeted,
      (o) => o.filter((x) => !(x.kind === "HorizontalPodAutoscaler" && x.metadata.name === "knowledge")),
      "Deployment/knowledge: needs exactly one HorizontalPodAutoscaler (found 0)",
    ],
    [
      "replicas fighting the HPA",
      expectAutoscaledAndBudgeted,
      (o) => {
        spec(object(o, "Deployment", "agents")).replicas = 2;
        return o;
      },
      "Deployment/agents: sets spec.replicas",
    ],
    [
      "service without PDB",
      expectAutoscaledAndBudgeted,
      (o) => o.filter((x) => !(x.kind === "PodDisruptionBudget" && x.metadata.name === "testing")),
      "Deployment/testing: needs exactly one PodDisruptionBudget (found 0)",
    ],
    [
      "PDB that blocks drains",
      expectAutoscaledAndBudgeted,
      (o) => {
        spec(object(o, "PodDisruptionBudget", "testing")).maxUnavailable = 0;
        return o;
      },
      "PodDisruptionBudget/testing: maxUnavailable 0 blocks every node drain",
    ],
    [
      "grace period shorter than the drain",
      expectGracefulRollouts,
      (o) => {
        deployment(o, "conversations").pod.terminationGracePeriodSeconds = 25;
        return o;
      },
      "Deployment/conversations container conversations: terminationGracePeriodSeconds 25 must exceed",
    ],
    [
      "no preStop sleep",
      expectGracefulRollouts,
      (o) => {
        delete deployment(o, "gateway").pod.containers[0]?.lifecycle;
        return o;
      },
      "Deployment/gateway container gateway: needs a preStop sleep",
    ],
    [
      "rollout may remove capacity",
      expectGracefulRollouts,
      (o) => {
        spec<{ strategy: { rollingUpdate: { maxUnavailable: number } } }>(
          object(o, "Deployment", "identity"),
        ).strategy.rollingUpdate.maxUnavailable = 1;
        return o;
      },
      "Deployment/identity: needs strategy RollingUpdate with maxUnavailable: 0",
    ],
    [
      "missing target",
      expectOneDeploymentAndServicePerTarget,
      (o) => {
        const c = deployment(o, "agents").pod.containers[0];
        if (c) c.args = ["--target=all"];
        return o;
      },
      "target agents: needs exactly one Deployment running --target=agents (found 0)",
    ],
    [
      "service renamed",
      expectOneDeploymentAndServicePerTarget,
      (o) => {
        object(o, "Service", "identity").metadata.name = "identity-svc";
        return o;
      },
      "Deployment/identity: needs a Service named identity selecting its pods on port 8080",
    ],
    [
      "Service selecting nothing",
      expectServicesSelectPods,
      (o) => {
        spec(object(o, "Service", "redis")).selector = { "app.kubernetes.io/name": "valkey" };
        return o;
      },
      "Service/redis: selects no Deployment or StatefulSet",
    ],
    [
      "ingress to a service",
      expectOnlyTheGatewayExposed,
      (o) => {
        const path = spec<IngressSpec>(object(o, "Ingress", "gateway")).rules?.[0]?.http?.paths?.[0];
        if (path?.backend?.service) path.backend.service.name = "identity";
        return o;
      },
      "Ingress/gateway: routes to identity; only the gateway may be exposed",
    ],
    [
      "ingress serving only the API",
      expectOnlyTheGatewayExposed,
      (o) => {
        const path = spec<IngressSpec>(object(o, "Ingress", "gateway")).rules?.[0]?.http?.paths?.[0];
        if (path) path.path = "/api";
        return o;
      },
      "Ingress/gateway: must route / (Prefix) to the gateway's http port",
    ],
    [
      "service exposed as LoadBalancer",
      expectOnlyTheGatewayExposed,
      (o) => {
        spec(object(o, "Service", "conversations")).type = "LoadBalancer";
        return o;
      },
      "Service/conversations: is a LoadBalancer",
    ],
    [
      "dangling ConfigMap reference",
      expectConfiguration,
      (o) => {
        deployment(o, "identity").pod.containers[0]?.envFrom?.push({ configMapRef: { name: "nowhere" } });
        return o;
      },
      "Deployment/identity: references ConfigMap nowhere, which is not rendered",
    ],
    [
      "gateway pointing at the wrong service address",
      expectConfiguration,
      (o) => {
        const cm = o.find((x) => x.kind === "ConfigMap" && x.metadata.name.startsWith("cx-gateway-config"));
        if (cm) (cm.data as Record<string, string>).KNOWLEDGE_URL = "http://knowledge-svc:8080";
        return o;
      },
      "KNOWLEDGE_URL is http://knowledge-svc:8080, expected http://knowledge:8080",
    ],
    [
      "a setting the services read missing",
      expectConfiguration,
      (o) => {
        const cm = o.find((x) => x.kind === "ConfigMap" && x.metadata.name.startsWith("cx-platform-config"));
        if (cm) delete (cm.data as Record<string, string>).OTEL_EXPORTER_OTLP_ENDPOINT;
        return o;
      },
      "Deployment/agents container agents: OTEL_EXPORTER_OTLP_ENDPOINT is not set",
    ],
    [
      "replica count out of step",
      expectConfiguration,
      (o) => {
        spec(object(o, "StatefulSet", "mongodb")).replicas = 3;
        return o;
      },
      "StatefulSet/mongodb: replicas (3) must equal MONGO_REPLICAS in ConfigMap mongodb-init (1)",
    ],
  ];

  test("the cases start from manifests that pass", () => {
    for (const [, rule] of RULES) rule(dev);
  });

  for (const [name, rule, breakIt, offender] of cases) {
    test(name, () => {
      const broken = breakIt(structuredClone(dev)) ?? [];
      expect(() => rule(broken)).toThrow(offender);
    });
  }
});

/** An operator's extra Deployment running a service's consumers: a copy with its own name and target. */
function withTargetDeployment(all: K8sObject[], service: string, target: string, name = target): K8sObject[] {
  const copy = structuredClone(object(all, "Deployment", service));
  copy.metadata.name = name;
  const s = spec<{
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> } };
  }>(copy);
  for (const labels of [s.selector.matchLabels, s.template.metadata.labels]) {
    for (const key of Object.keys(labels)) if (labels[key] === service) labels[key] = name;
  }
  const c = workloads([copy])[0]?.pod.containers[0];
  if (c) c.args = [`--target=${target}`];
  return [...all, copy];
}

function runTarget(all: K8sObject[], name: string, target: string): K8sObject[] {
  const c = deployment(all, name).pod.containers[0];
  if (c) c.args = [`--target=${target}`];
  return all;
}

describe("worker targets", () => {
  const targets = expectOneDeploymentAndServicePerTarget;

  test("a Deployment running a service's worker next to the service is accepted", () => {
    for (const worker of ["knowledge-worker", "testing-worker", "conversations-worker"]) {
      targets(withTargetDeployment(structuredClone(dev), worker.replace(/-worker$/, ""), worker));
    }
  });

  test("a service split into its routes and its worker is accepted, its routes alone are not", () => {
    targets(
      runTarget(
        withTargetDeployment(structuredClone(dev), "knowledge", "knowledge-worker"),
        "knowledge",
        "knowledge-http",
      ),
    );
    expect(() => targets(runTarget(structuredClone(dev), "knowledge", "knowledge-http"))).toThrow(
      "Deployment/knowledge: runs --target=knowledge-http without consumers; a Deployment must run --target=knowledge-worker",
    );
  });

  test("a worker Deployment not named after its target, or twice, is refused", () => {
    expect(() =>
      targets(withTargetDeployment(structuredClone(dev), "knowledge", "knowledge-worker", "indexer")),
    ).toThrow("Deployment/indexer: runs --target=knowledge-worker and must be named knowledge-worker");
    const twice = withTargetDeployment(
      withTargetDeployment(structuredClone(dev), "knowledge", "knowledge-worker"),
      "knowledge",
      "knowledge-worker",
      "knowledge-worker-2",
    );
    expect(() => targets(twice)).toThrow("target knowledge-worker: at most one Deployment may run it (found 2)");
  });

  test("a target the platform does not have is refused", () => {
    expect(() => targets(withTargetDeployment(structuredClone(dev), "identity", "identity-worker"))).toThrow(
      "Deployment/identity-worker: runs target identity-worker, not one of",
    );
  });
});

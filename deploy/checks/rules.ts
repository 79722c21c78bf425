// Project rules for the rendered manifests: what a reviewer would otherwise have to remember to
// look for. Each violation names its rule, so a failing CI line says which promise was broken.

import { SERVICE_REGISTRY, serviceTargets } from "@cx/route-table";
import { type K8sObject, splitImage } from "./kustomize.ts";
import { isObject, type Json, type JsonObject } from "./patch.ts";

export type RuleId =
  | "schema"
  | "probes"
  | "resources"
  | "security-context"
  | "image-tag"
  | "secrets"
  | "autoscaling"
  | "disruption-budget"
  | "graceful-shutdown"
  | "targets"
  | "ingress"
  | "network-policy"
  | "config-refs"
  | "infra-consistency"
  | "containerfile"
  | "render";

export interface Violation {
  rule: RuleId;
  where: string;
  message: string;
}

/** Each needs exactly one Deployment of its name: the gateway and every service of the registry. */
export const TARGETS: readonly string[] = ["gateway", ...SERVICE_REGISTRY.map((s) => s.name)];
/**
 * A service with a worker may be split so that its workers scale apart from its API: its
 * Deployment runs `<service>-http` (the routes alone) and a Deployment named `<service>-worker`
 * runs its consumers. A worker Deployment next to the full `<service>` target is accepted too.
 */
const SPLITS = new Map<string, { http: string; worker: string }>(
  SERVICE_REGISTRY.flatMap((s) => (s.workerTarget ? [[s.name, { http: s.httpModule, worker: s.workerTarget }]] : [])),
);
export const WORKER_TARGETS: readonly string[] = [...SPLITS.values()].map((s) => s.worker);
/** Every target a Deployment may run. */
export const KNOWN_TARGETS: readonly string[] = ["gateway", ...SERVICE_REGISTRY.flatMap(serviceTargets)];

export const APP_PORT = 8080;
const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;
const DEFAULT_TERMINATION_GRACE_SECONDS = 30;
const COMPONENT_LABEL = "app.kubernetes.io/component";

const WORKLOAD_KINDS = new Set(["Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job", "CronJob", "Pod"]);
const LONG_RUNNING_KINDS = new Set(["Deployment", "StatefulSet", "DaemonSet", "ReplicaSet"]);

// --- small accessors ------------------------------------------------------------------------

function obj(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {};
}

function list(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

function objects(value: Json | undefined): JsonObject[] {
  return list(value).filter(isObject);
}

function str(value: Json | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function labelsOf(value: Json | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(value))) if (typeof v === "string") out[k] = v;
  return out;
}

function ref(o: K8sObject): string {
  return `${o.kind}/${o.metadata.name}`;
}

export interface Workload {
  object: K8sObject;
  podLabels: Record<string, string>;
  podSpec: JsonObject;
}

export function workloads(all: K8sObject[]): Workload[] {
  const out: Workload[] = [];
  for (const o of all) {
    if (!WORKLOAD_KINDS.has(o.kind)) continue;
    const spec = obj(o.spec);
    if (o.kind === "Pod") {
      out.push({ object: o, podLabels: labelsOf(o.metadata.labels), podSpec: spec });
      continue;
    }
    const template = o.kind === "CronJob" ? obj(obj(obj(spec.jobTemplate).spec).template) : obj(spec.template);
    out.push({ object: o, podLabels: labelsOf(obj(template.metadata).labels), podSpec: obj(template.spec) });
  }
  return out;
}

/** The platform's own processes: the gateway and the services, recognised by their component. */
export function isApp(w: Workload): boolean {
  const c = w.podLabels[COMPONENT_LABEL];
  return w.object.kind === "Deployment" && (c === "gateway" || c === "service");
}

function isGateway(labels: Record<string, string>): boolean {
  return labels[COMPONENT_LABEL] === "gateway";
}

function containersOf(spec: JsonObject, includeInit: boolean): { c: JsonObject; init: boolean }[] {
  const main = objects(spec.containers).map((c) => ({ c, init: false }));
  return includeInit ? [...main, ...objects(spec.initContainers).map((c) => ({ c, init: true }))] : main;
}

function where(w: Workload, c?: JsonObject, init = false): string {
  const base = ref(w.object);
  if (!c) return base;
  return `${base} ${init ? "initContainer" : "container"} ${str(c.name) ?? "?"}`;
}

// --- quantities -----------------------------------------------------------------------------

const SUFFIX: Record<string, number> = {
  "": 1,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
};

export function quantity(value: Json | undefined): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  const m = /^([0-9.]+)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(value);
  if (!m) return undefined;
  const factor = SUFFIX[m[2] ?? ""];
  return factor === undefined ? undefined : Number(m[1]) * factor;
}

// --- label selectors ------------------------------------------------------------------------

export function selectorMatches(selector: Json | undefined, labels: Record<string, string>): boolean {
  const s = obj(selector);
  for (const [k, v] of Object.entries(obj(s.matchLabels))) if (labels[k] !== v) return false;
  for (const e of objects(s.matchExpressions)) {
    const key = str(e.key) ?? "";
    const values = list(e.values).filter((v): v is string => typeof v === "string");
    const has = key in labels;
    switch (e.operator) {
      case "In":
        if (!has || !values.includes(labels[key] ?? "")) return false;
        break;
      case "NotIn":
        if (has && values.includes(labels[key] ?? "")) return false;
        break;
      case "Exists":
        if (!has) return false;
        break;
      case "DoesNotExist":
        if (has) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}

// --- configuration lookups ------------------------------------------------------------------

function configMap(all: K8sObject[], name: string): K8sObject | undefined {
  return all.find((o) => o.kind === "ConfigMap" && o.metadata.name === name);
}

/** A container's environment variable as Kubernetes would resolve it from the rendered objects. */
function envValue(all: K8sObject[], c: JsonObject, name: string): string | undefined {
  let value: string | undefined;
  for (const from of objects(c.envFrom)) {
    const cmName = str(obj(from.configMapRef).name);
    const cm = cmName ? configMap(all, cmName) : undefined;
    const v = cm ? obj(cm.data)[name] : undefined;
    if (typeof v === "string") value = v;
  }
  for (const e of objects(c.env)) {
    if (e.name !== name) continue;
    if (typeof e.value === "string") value = e.value;
    const key = obj(obj(e.valueFrom).configMapKeyRef);
    const cm = str(key.name) ? configMap(all, str(key.name) ?? "") : undefined;
    const v = cm ? obj(cm.data)[str(key.key) ?? ""] : undefined;
    if (typeof v === "string") value = v;
  }
  return value;
}

// --- rules on workloads ---------------------------------------------------------------------

function checkProbes(w: Workload, out: Violation[]): void {
  if (!LONG_RUNNING_KINDS.has(w.object.kind)) return;
  for (const { c } of containersOf(w.podSpec, false)) {
    for (const probe of ["livenessProbe", "readinessProbe"] as const) {
      if (!isObject(c[probe])) {
        out.push({ rule: "probes", where: where(w, c), message: `has no ${probe}` });
      }
    }
    if (!isApp(w)) continue;
    const expect = { livenessProbe: "/healthz", readinessProbe: "/readyz" } as const;
    for (const [probe, path] of Object.entries(expect)) {
      const get = obj(obj(c[probe]).httpGet);
      const port = get.port;
      if (get.path !== path || (port !== "http" && port !== APP_PORT)) {
        out.push({
          rule: "probes",
          where: where(w, c),
          message: `${probe} must be an HTTP GET of ${path} on port ${APP_PORT} (http)`,
        });
      }
    }
  }
}

function checkResources(w: Workload, out: Violation[]): void {
  for (const { c, init } of containersOf(w.podSpec, true)) {
    const res = obj(c.resources);
    for (const kind of ["requests", "limits"] as const) {
      for (const r of ["cpu", "memory"] as const) {
        const q = obj(res[kind])[r];
        if (q === undefined) {
          out.push({ rule: "resources", where: where(w, c, init), message: `has no resources.${kind}.${r}` });
        }
      }
    }
    for (const r of ["cpu", "memory"] as const) {
      const req = quantity(obj(res.requests)[r]);
      const lim = quantity(obj(res.limits)[r]);
      if (req !== undefined && lim !== undefined && req > lim) {
        out.push({ rule: "resources", where: where(w, c, init), message: `${r} request exceeds its limit` });
      }
    }
  }
}

function checkSecurity(w: Workload, out: Violation[]): void {
  const pod = obj(w.podSpec.securityContext);
  for (const flag of ["hostNetwork", "hostPID", "hostIPC"]) {
    if (w.podSpec[flag] === true) {
      out.push({ rule: "security-context", where: where(w), message: `sets ${flag}` });
    }
  }
  for (const { c, init } of containersOf(w.podSpec, true)) {
    const sc = obj(c.securityContext);
    const at = where(w, c, init);
    const fail = (message: string) => out.push({ rule: "security-context", where: at, message });
    const nonRoot = sc.runAsNonRoot ?? pod.runAsNonRoot;
    if (nonRoot !== true) fail("runAsNonRoot is not true");
    const uid = sc.runAsUser ?? pod.runAsUser;
    if (typeof uid !== "number" || uid <= 0) fail("runAsUser must be a numeric non-root uid (> 0)");
    if (sc.readOnlyRootFilesystem !== true) fail("readOnlyRootFilesystem is not true");
    if (sc.allowPrivilegeEscalation !== false) fail("allowPrivilegeEscalation is not false");
    if (sc.privileged === true) fail("is privileged");
    const caps = obj(sc.capabilities);
    if (!list(caps.drop).includes("ALL")) fail("does not drop ALL capabilities");
    if (list(caps.add).length > 0) fail(`adds capabilities ${JSON.stringify(caps.add)}`);
    const seccomp = str(obj(sc.seccompProfile).type) ?? str(obj(pod.seccompProfile).type);
    if (seccomp !== "RuntimeDefault" && seccomp !== "Localhost") fail("seccompProfile is not RuntimeDefault");
  }
}

function checkImages(w: Workload, out: Violation[]): void {
  for (const { c, init } of containersOf(w.podSpec, true)) {
    const image = str(c.image);
    if (!image) {
      out.push({ rule: "image-tag", where: where(w, c, init), message: "has no image" });
      continue;
    }
    const { tag, digest } = splitImage(image);
    if (digest) continue;
    if (!tag) {
      out.push({ rule: "image-tag", where: where(w, c, init), message: `image "${image}" has no tag` });
    } else if (tag === "latest") {
      out.push({ rule: "image-tag", where: where(w, c, init), message: `image "${image}" uses the latest tag` });
    }
  }
}

const SECRET_NAME = /(PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY|KEYFILE|CREDENTIAL)/i;
const URL_WITH_CREDENTIALS = /\/\/[^/@\s:]*:[^/@\s]+@/;

function secretLooking(name: string, value: string): string | undefined {
  if (SECRET_NAME.test(name) && value !== "") return `${name} looks like a secret`;
  if (URL_WITH_CREDENTIALS.test(value)) return `${name} holds a URL with credentials`;
  return undefined;
}

function checkLiteralEnv(w: Workload, out: Violation[]): void {
  for (const { c, init } of containersOf(w.podSpec, true)) {
    for (const e of objects(c.env)) {
      const name = str(e.name) ?? "";
      const value = str(e.value);
      const problem = value === undefined ? undefined : secretLooking(name, value);
      if (problem) {
        out.push({ rule: "secrets", where: where(w, c, init), message: `${problem}: take it from a Secret` });
      }
    }
    for (const arg of [...list(c.args), ...list(c.command)]) {
      if (typeof arg === "string" && URL_WITH_CREDENTIALS.test(arg)) {
        out.push({
          rule: "secrets",
          where: where(w, c, init),
          message: "passes a URL with credentials as an argument",
        });
      }
    }
  }
}

/** Secrets in ConfigMaps and container literals, for every rendering (dev included). */
function checkConfigMapsForSecrets(all: K8sObject[], out: Violation[]): void {
  for (const cm of all.filter((o) => o.kind === "ConfigMap")) {
    for (const [k, v] of Object.entries(obj(cm.data))) {
      // Files (scripts, config) may mention secret variable names; only key=value entries count.
      if (typeof v !== "string" || k.includes(".")) continue;
      const problem = secretLooking(k, v);
      if (problem) out.push({ rule: "secrets", where: ref(cm), message: `${problem}: move it to a Secret` });
    }
  }
}

/** base/, infra/ and the non-dev overlays: no Secret object may come out of them at all. */
export function checkNoSecretObjects(all: K8sObject[], source: string): Violation[] {
  return all
    .filter((o) => o.kind === "Secret")
    .map((o) => ({
      rule: "secrets" as const,
      where: `${source}: ${ref(o)}`,
      message: "a Secret with literal values; create it per environment instead (docs/deploy.md)",
    }));
}

// --- rules on the platform's Deployments ----------------------------------------------------

function preStopSeconds(c: JsonObject): number | undefined {
  const preStop = obj(obj(c.lifecycle).preStop);
  const sleep = obj(preStop.sleep).seconds;
  if (typeof sleep === "number") return sleep;
  const cmd = list(obj(preStop.exec).command).join(" ");
  const m = /\bsleep\s+(\d+(?:\.\d+)?)/.exec(cmd);
  return m ? Number(m[1]) : undefined;
}

function zero(value: Json | undefined): boolean {
  return value === 0 || value === "0" || value === "0%";
}

/** Reports, under `rule` and `where`, unless exactly one `kind` was found. */
function expectOne(found: unknown[], kind: string, at: Omit<Violation, "message">, out: Violation[]): void {
  if (found.length !== 1) out.push({ ...at, message: `needs exactly one ${kind} (found ${found.length})` });
}

function checkApp(all: K8sObject[], w: Workload, out: Violation[]): void {
  const d = w.object;
  const spec = obj(d.spec);
  const at = ref(d);

  const strategy = obj(spec.strategy);
  if ((strategy.type ?? "RollingUpdate") !== "RollingUpdate" || !zero(obj(strategy.rollingUpdate).maxUnavailable)) {
    out.push({
      rule: "graceful-shutdown",
      where: at,
      message: "needs strategy RollingUpdate with maxUnavailable: 0, so rollouts never remove capacity first",
    });
  }
  const containers = containersOf(w.podSpec, false);
  const tgps =
    typeof w.podSpec.terminationGracePeriodSeconds === "number"
      ? w.podSpec.terminationGracePeriodSeconds
      : DEFAULT_TERMINATION_GRACE_SECONDS;
  for (const { c } of containers) {
    const preStop = preStopSeconds(c);
    if (preStop === undefined || preStop <= 0) {
      out.push({
        rule: "graceful-shutdown",
        where: where(w, c),
        message: "needs a preStop sleep so endpoints are removed before SIGTERM starts the drain",
      });
    }
    const graceMs = Number(envValue(all, c, "SHUTDOWN_GRACE_MS") ?? DEFAULT_SHUTDOWN_GRACE_MS);
    const needed = graceMs / 1000 + (preStop ?? 0);
    if (!(tgps > needed)) {
      out.push({
        rule: "graceful-shutdown",
        where: where(w, c),
        message: `terminationGracePeriodSeconds ${tgps} must exceed SHUTDOWN_GRACE_MS (${graceMs} ms) + preStop (${preStop ?? 0} s)`,
      });
    }
    const port = envValue(all, c, "PORT");
    if (port !== undefined && Number(port) !== APP_PORT) {
      out.push({ rule: "targets", where: where(w, c), message: `PORT is ${port}, the container port is ${APP_PORT}` });
    }
    const http = objects(c.ports).find((p) => p.containerPort === APP_PORT);
    if (http?.name !== "http") {
      out.push({ rule: "targets", where: where(w, c), message: `must expose containerPort ${APP_PORT} named http` });
    }
  }

  const hpas = all.filter(
    (o) =>
      o.kind === "HorizontalPodAutoscaler" &&
      obj(obj(o.spec).scaleTargetRef).kind === "Deployment" &&
      obj(obj(o.spec).scaleTargetRef).name === d.metadata.name,
  );
  expectOne(hpas, "HorizontalPodAutoscaler", { rule: "autoscaling", where: at }, out);
  for (const h of hpas) {
    const hs = obj(h.spec);
    if (h.apiVersion !== "autoscaling/v2") {
      out.push({ rule: "autoscaling", where: ref(h), message: "must use autoscaling/v2" });
    }
    const min = typeof hs.minReplicas === "number" ? hs.minReplicas : 1;
    if (typeof hs.maxReplicas !== "number" || hs.maxReplicas < min || list(hs.metrics).length === 0) {
      out.push({ rule: "autoscaling", where: ref(h), message: "needs metrics and maxReplicas >= minReplicas" });
    }
  }
  if (hpas.length > 0 && spec.replicas !== undefined) {
    out.push({
      rule: "autoscaling",
      where: at,
      message: "sets spec.replicas although an HPA owns the count (every apply would reset the scale)",
    });
  }

  const pdbs = all.filter(
    (o) => o.kind === "PodDisruptionBudget" && selectorMatches(obj(o.spec).selector, w.podLabels),
  );
  expectOne(pdbs, "PodDisruptionBudget", { rule: "disruption-budget", where: at }, out);
  for (const p of pdbs) {
    const ps = obj(p.spec);
    if (ps.maxUnavailable !== undefined && zero(ps.maxUnavailable)) {
      out.push({ rule: "disruption-budget", where: ref(p), message: "maxUnavailable 0 blocks every node drain" });
    }
  }
}

function targetOf(w: Workload): string | undefined {
  for (const { c } of containersOf(w.podSpec, false)) {
    for (const arg of list(c.args)) {
      const m = typeof arg === "string" ? /^--target=(.+)$/.exec(arg) : null;
      if (m) return m[1];
    }
    const env = objects(c.env).find((e) => e.name === "TARGETS");
    if (env && typeof env.value === "string") return env.value;
  }
  return undefined;
}

function checkTargets(all: K8sObject[], apps: Workload[], out: Violation[]): void {
  for (const t of TARGETS) {
    const split = SPLITS.get(t);
    const found = apps.filter((w) => targetOf(w) === t || (split !== undefined && targetOf(w) === split.http));
    if (found.length !== 1) {
      out.push({
        rule: "targets",
        where: `target ${t}`,
        message: `needs exactly one Deployment running --target=${t}${split ? ` or ${split.http}` : ""} (found ${found.length})`,
      });
      continue;
    }
    const [w] = found;
    if (!w) continue;
    const runs = targetOf(w);
    if (w.object.metadata.name !== t) {
      out.push({ rule: "targets", where: ref(w.object), message: `runs --target=${runs} and must be named ${t}` });
    }
    if (split && runs === split.http && !apps.some((other) => targetOf(other) === split.worker)) {
      out.push({
        rule: "targets",
        where: ref(w.object),
        message: `runs --target=${runs} without consumers; a Deployment must run --target=${split.worker}`,
      });
    }
    const expected = t === "gateway" ? "gateway" : "service";
    if (w.podLabels[COMPONENT_LABEL] !== expected) {
      out.push({
        rule: "targets",
        where: ref(w.object),
        message: `pods must be labelled ${COMPONENT_LABEL}=${expected}`,
      });
    }
    const svc = all.find((o) => o.kind === "Service" && o.metadata.name === t);
    const ss = obj(svc?.spec);
    const port = objects(ss.ports).find((p) => p.port === APP_PORT);
    const selects =
      Object.keys(obj(ss.selector)).length > 0 && selectorMatches({ matchLabels: ss.selector ?? {} }, w.podLabels);
    if (!svc || !selects || !port) {
      out.push({
        rule: "targets",
        where: ref(w.object),
        message: `needs a Service named ${t} selecting its pods on port ${APP_PORT}`,
      });
    } else if ((ss.type ?? "ClusterIP") !== "ClusterIP") {
      out.push({
        rule: "ingress",
        where: `Service/${t}`,
        message: "must be ClusterIP; only the Ingress exposes the gateway",
      });
    }
  }
  for (const t of WORKER_TARGETS) {
    const found = apps.filter((w) => targetOf(w) === t);
    if (found.length > 1) {
      out.push({
        rule: "targets",
        where: `target ${t}`,
        message: `at most one Deployment may run --target=${t} (found ${found.length})`,
      });
    }
    for (const w of found) {
      if (w.object.metadata.name !== t)
        out.push({ rule: "targets", where: ref(w.object), message: `runs --target=${t} and must be named ${t}` });
      // Workers are labelled as services: the same probes, limits and network rules apply.
      if (w.podLabels[COMPONENT_LABEL] !== "service")
        out.push({
          rule: "targets",
          where: ref(w.object),
          message: `pods must be labelled ${COMPONENT_LABEL}=service`,
        });
    }
  }
  for (const w of apps) {
    const t = targetOf(w);
    if (t === undefined || !KNOWN_TARGETS.includes(t)) {
      out.push({
        rule: "targets",
        where: ref(w.object),
        message: `runs target ${t ?? "(none)"}, expected one of ${KNOWN_TARGETS.join(", ")}`,
      });
    }
  }
  // The gateway's *_URL settings must name the Services above.
  const gw = apps.find((w) => targetOf(w) === "gateway");
  for (const { c } of gw ? containersOf(gw.podSpec, false) : []) {
    for (const service of SERVICE_REGISTRY) {
      const t = service.name;
      const key = service.urlEnv;
      const url = gw ? envValue(all, c, key) : undefined;
      if (url !== `http://${t}:${APP_PORT}`) {
        out.push({
          rule: "targets",
          where: where(gw as Workload, c),
          message: `${key} is ${url ?? "unset"}, expected http://${t}:${APP_PORT}`,
        });
      }
    }
  }
}

function checkIngress(all: K8sObject[], out: Violation[]): void {
  const ingresses = all.filter((o) => o.kind === "Ingress");
  if (ingresses.length === 0) out.push({ rule: "ingress", where: "Ingress", message: "no Ingress for the gateway" });
  for (const ing of ingresses) {
    const spec = obj(ing.spec);
    const backends = [
      obj(spec.defaultBackend),
      ...objects(spec.rules).flatMap((r) => objects(obj(r.http).paths).map((p) => obj(p.backend))),
    ].filter((b) => Object.keys(b).length > 0);
    if (backends.length === 0) out.push({ rule: "ingress", where: ref(ing), message: "routes nowhere" });
    for (const b of backends) {
      const name = str(obj(b.service).name);
      if (name !== "gateway") {
        out.push({
          rule: "ingress",
          where: ref(ing),
          message: `routes to ${name ?? "a non-Service backend"}; only the gateway may be exposed`,
        });
      }
    }
  }
  for (const svc of all.filter((o) => o.kind === "Service")) {
    const type = obj(svc.spec).type;
    if (type === "LoadBalancer" || type === "NodePort") {
      out.push({
        rule: "ingress",
        where: ref(svc),
        message: `is a ${type}; only the gateway's Ingress is reachable from outside`,
      });
    }
  }
}

// --- network policies -----------------------------------------------------------------------

interface Policy {
  object: K8sObject;
  selector: Json | undefined;
  ingress: JsonObject[] | undefined;
  egress: JsonObject[] | undefined;
}

function policies(all: K8sObject[]): Policy[] {
  return all
    .filter((o) => o.kind === "NetworkPolicy")
    .map((o) => {
      const spec = obj(o.spec);
      const declared = list(spec.policyTypes).filter((t): t is string => typeof t === "string");
      // Kubernetes' defaults: Ingress always, Egress only when egress rules are present.
      const types = declared.length > 0 ? declared : ["Ingress", ...(spec.egress !== undefined ? ["Egress"] : [])];
      return {
        object: o,
        selector: spec.podSelector,
        ingress: types.includes("Ingress") ? objects(spec.ingress) : undefined,
        egress: types.includes("Egress") ? objects(spec.egress) : undefined,
      };
    });
}

function portAllowed(rule: JsonObject, port: number, protocol: string): boolean {
  const ports = objects(rule.ports);
  if (ports.length === 0) return true;
  return ports.some((p) => (p.protocol ?? "TCP") === protocol && (p.port === undefined || p.port === port));
}

function checkNetworkPolicies(all: K8sObject[], ws: Workload[], out: Violation[]): void {
  const pols = policies(all);
  if (pols.length === 0) {
    out.push({ rule: "network-policy", where: "NetworkPolicy", message: "no NetworkPolicy at all" });
    return;
  }
  const defaultDeny = pols.some(
    (p) => Object.keys(obj(p.selector)).length === 0 && p.ingress?.length === 0 && p.egress?.length === 0,
  );
  if (!defaultDeny) {
    out.push({
      rule: "network-policy",
      where: "NetworkPolicy",
      message: "needs a default-deny policy (podSelector {} with policyTypes Ingress and Egress and no rules)",
    });
  }
  const pods = ws.filter((w) => w.object.kind !== "CronJob");
  for (const w of pods) {
    const at = ref(w.object);
    const mine = pols.filter((p) => selectorMatches(p.selector, w.podLabels));
    const ingress = mine.filter((p) => p.ingress !== undefined);
    if (ingress.length === 0) {
      out.push({
        rule: "network-policy",
        where: at,
        message: "accepts traffic from anywhere: no ingress policy selects it",
      });
    }
    const gateway = isGateway(w.podLabels);
    let reachableFromIngressController = false;
    for (const p of ingress) {
      for (const rule of p.ingress ?? []) {
        const from = objects(rule.from);
        if (from.length === 0) {
          if (!gateway) {
            out.push({ rule: "network-policy", where: at, message: `${ref(p.object)} admits every source` });
          }
          reachableFromIngressController = true;
          continue;
        }
        for (const peer of from) {
          const outside = peer.namespaceSelector !== undefined || peer.ipBlock !== undefined;
          if (outside) {
            if (gateway) {
              if (portAllowed(rule, APP_PORT, "TCP")) reachableFromIngressController = true;
            } else {
              out.push({
                rule: "network-policy",
                where: at,
                message: `${ref(p.object)} admits traffic from outside the namespace; only the gateway may`,
              });
            }
            continue;
          }
          if (w.podLabels[COMPONENT_LABEL] === "service") {
            const sources = pods.filter((other) => selectorMatches(peer.podSelector, other.podLabels));
            const strangers = sources.filter((s) => !isGateway(s.podLabels)).map((s) => ref(s.object));
            if (strangers.length > 0) {
              out.push({
                rule: "network-policy",
                where: at,
                message: `${ref(p.object)} lets ${strangers.join(", ")} call it; only the gateway may`,
              });
            }
          }
        }
      }
    }
    if (gateway && !reachableFromIngressController) {
      out.push({
        rule: "network-policy",
        where: at,
        message: `no policy lets the ingress controller reach port ${APP_PORT}`,
      });
    }

    if (!isApp(w)) continue;
    const egress = mine.filter((p) => p.egress !== undefined);
    if (egress.length === 0) {
      out.push({ rule: "network-policy", where: at, message: "may connect anywhere: no egress policy selects it" });
      continue;
    }
    const rules = egress.flatMap((p) => p.egress ?? []);
    const needs: [string, number, string][] = [
      ["DNS", 53, "UDP"],
      ["MongoDB", 27017, "TCP"],
      ["RabbitMQ", 5672, "TCP"],
      ["Redis", 6379, "TCP"],
      ["the OTel collector", 4318, "TCP"],
    ];
    for (const [what, port, protocol] of needs) {
      if (!rules.some((r) => portAllowed(r, port, protocol))) {
        out.push({ rule: "network-policy", where: at, message: `cannot reach ${what} (${protocol} ${port})` });
      }
    }
    if (gateway) {
      const services = pods.filter((o) => o.podLabels[COMPONENT_LABEL] === "service");
      const reach = rules.some(
        (r) =>
          portAllowed(r, APP_PORT, "TCP") &&
          (objects(r.to).length === 0 ||
            objects(r.to).some((peer) => services.every((s) => selectorMatches(peer.podSelector, s.podLabels)))),
      );
      if (!reach)
        out.push({ rule: "network-policy", where: at, message: `cannot reach the services on port ${APP_PORT}` });
    }
  }
}

// --- references and infrastructure ----------------------------------------------------------

export interface References {
  secrets: Set<string>;
}

function checkReferences(all: K8sObject[], ws: Workload[], out: Violation[]): References {
  const external = new Set<string>();
  const has = (kind: string, name: string) => all.some((o) => o.kind === kind && o.metadata.name === name);
  for (const w of ws) {
    const spec = w.podSpec;
    const refs: { kind: string; name: string | undefined; optional: boolean }[] = [];
    for (const v of objects(spec.volumes)) {
      if (isObject(v.configMap))
        refs.push({ kind: "ConfigMap", name: str(v.configMap.name), optional: v.configMap.optional === true });
      if (isObject(v.secret))
        refs.push({ kind: "Secret", name: str(v.secret.secretName), optional: v.secret.optional === true });
    }
    for (const { c } of containersOf(spec, true)) {
      for (const e of objects(c.env)) {
        const from = obj(e.valueFrom);
        if (isObject(from.configMapKeyRef))
          refs.push({
            kind: "ConfigMap",
            name: str(from.configMapKeyRef.name),
            optional: from.configMapKeyRef.optional === true,
          });
        if (isObject(from.secretKeyRef))
          refs.push({
            kind: "Secret",
            name: str(from.secretKeyRef.name),
            optional: from.secretKeyRef.optional === true,
          });
      }
      for (const e of objects(c.envFrom)) {
        if (isObject(e.configMapRef))
          refs.push({ kind: "ConfigMap", name: str(e.configMapRef.name), optional: e.configMapRef.optional === true });
        if (isObject(e.secretRef))
          refs.push({ kind: "Secret", name: str(e.secretRef.name), optional: e.secretRef.optional === true });
      }
    }
    for (const r of refs) {
      if (!r.name || has(r.kind, r.name)) continue;
      if (r.kind === "Secret") external.add(r.name);
      else if (!r.optional) {
        out.push({
          rule: "config-refs",
          where: ref(w.object),
          message: `references ConfigMap ${r.name}, which is not rendered`,
        });
      }
    }
  }
  return { secrets: external };
}

function checkInfrastructure(all: K8sObject[], out: Violation[]): void {
  const sts = all.find((o) => o.kind === "StatefulSet" && o.metadata.name === "mongodb");
  const init = configMap(all, "mongodb-init");
  if (!sts && !init) return;
  const replicas = obj(sts?.spec).replicas ?? 1;
  const expected = obj(init?.data).MONGO_REPLICAS;
  if (!sts || !init || String(replicas) !== expected) {
    out.push({
      rule: "infra-consistency",
      where: "StatefulSet/mongodb",
      message: `replicas (${String(replicas)}) must equal MONGO_REPLICAS in ConfigMap mongodb-init (${String(expected)})`,
    });
  }
}

export interface ManifestReport {
  violations: Violation[];
  externalSecrets: string[];
}

/** Every project rule over one rendered overlay. */
export function checkManifests(all: K8sObject[]): ManifestReport {
  const out: Violation[] = [];
  const ws = workloads(all);
  for (const w of ws) {
    checkProbes(w, out);
    checkResources(w, out);
    checkSecurity(w, out);
    checkImages(w, out);
    checkLiteralEnv(w, out);
  }
  checkConfigMapsForSecrets(all, out);
  const apps = ws.filter(isApp);
  for (const w of apps) checkApp(all, w, out);
  checkTargets(all, apps, out);
  checkIngress(all, out);
  checkNetworkPolicies(all, ws, out);
  const refs = checkReferences(all, ws, out);
  checkInfrastructure(all, out);
  return { violations: out, externalSecrets: [...refs.secrets].sort() };
}

// --- the image build ------------------------------------------------------------------------

/** Rules for deploy/Containerfile and its .dockerignore. */
export function checkContainerfile(containerfile: string, dockerignore: string | undefined): Violation[] {
  const out: Violation[] = [];
  const at = "deploy/Containerfile";
  const fail = (message: string) => out.push({ rule: "containerfile", where: at, message });
  const lines = containerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const args = new Map<string, string>();
  const stages: string[] = [];
  let stageCount = 0;
  let finalUser: string | undefined;
  let entrypoint = "";
  let install = "";
  for (const line of lines) {
    const [instr = "", ...restParts] = line.split(/\s+/);
    const rest = restParts.join(" ");
    switch (instr.toUpperCase()) {
      case "ARG": {
        const m = /^(\w+)=(\S+)/.exec(rest);
        if (m?.[1] && m[2]) args.set(m[1], m[2].replace(/^"|"$/g, ""));
        break;
      }
      case "FROM": {
        stageCount++;
        finalUser = undefined;
        entrypoint = "";
        const parts = rest.split(/\s+/).filter((p) => !p.startsWith("--"));
        const image = (parts[0] ?? "").replace(/\$\{?(\w+)\}?/g, (_m, name: string) => args.get(name) ?? `$${name}`);
        const fromEarlierStage = stages.includes(image);
        if (parts[1]?.toUpperCase() === "AS" && parts[2]) stages.push(parts[2]);
        if (fromEarlierStage) break;
        const { tag, digest } = splitImage(image);
        if (!digest && (!tag || tag === "latest" || tag.includes("$"))) {
          fail(`FROM ${image}: pin a version tag (not latest)`);
        }
        break;
      }
      case "USER":
        finalUser = rest;
        break;
      case "ENTRYPOINT":
        entrypoint = rest;
        break;
      case "RUN":
        if (/\bbun\s+install\b/.test(rest)) install = rest;
        break;
    }
  }
  if (stageCount < 2) fail("must be a multi-stage build (dependencies installed in a builder stage)");
  if (!/--frozen-lockfile/.test(install) || !/--production/.test(install)) {
    fail("must install with `bun install --frozen-lockfile --production`");
  }
  const uid = /^(\d+)(:\d+)?$/.exec(finalUser ?? "");
  if (!uid || Number(uid[1]) === 0) fail("the final stage must set USER to a numeric non-root uid");
  if (!/"bun"/.test(entrypoint) || !/platform\/main\.ts/.test(entrypoint) || !entrypoint.startsWith("[")) {
    fail('the final stage needs an exec-form ENTRYPOINT ["bun", "platform/main.ts"]');
  }
  if (dockerignore === undefined) {
    out.push({ rule: "containerfile", where: "deploy/Containerfile.dockerignore", message: "is missing" });
  } else {
    const patterns = dockerignore.split("\n").map((l) => l.trim());
    const allowList = patterns.includes("*");
    for (const p of ["node_modules", ".git", ".env"]) {
      if (!allowList && !patterns.some((l) => l.replace(/^\*\*\//, "").startsWith(p))) {
        out.push({
          rule: "containerfile",
          where: "deploy/Containerfile.dockerignore",
          message: `does not exclude ${p}`,
        });
      }
    }
    if (allowList && patterns.some((l) => l === "!node_modules" || l === "!.git" || l === "!.env")) {
      out.push({
        rule: "containerfile",
        where: "deploy/Containerfile.dockerignore",
        message: "re-includes node_modules, .git or .env",
      });
    }
  }
  return out;
}

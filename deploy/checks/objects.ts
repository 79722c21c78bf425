// Read-only views over rendered objects, so that the checks' assertions read like the rules they
// state. No rule lives here: only how to find a pod spec, a container, what a selector selects.

import type { INetworkPolicySpec } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicySpec";
import type { IContainer } from "kubernetes-models/v1/Container";
import type { IPodSpec } from "kubernetes-models/v1/PodSpec";
import type { K8sObject } from "./render.ts";

export type LabelSelector = NonNullable<INetworkPolicySpec["podSelector"]>;
export type { IContainer as Container, IPodSpec as PodSpec };

const WORKLOAD_KINDS = ["Deployment", "StatefulSet", "DaemonSet", "ReplicaSet", "Job", "CronJob"];
const COMPONENT = "app.kubernetes.io/component";

export interface Workload {
  object: K8sObject;
  /** `Kind/name`, for messages. */
  ref: string;
  podLabels: Record<string, string>;
  pod: IPodSpec;
}

interface PodTemplate {
  metadata?: { labels?: Record<string, string> };
  spec?: IPodSpec;
}

export function ref(o: K8sObject): string {
  return `${o.kind}/${o.metadata.name}`;
}

export function spec<T = Record<string, unknown>>(o: K8sObject | undefined): T {
  return (o?.spec ?? {}) as T;
}

export function workloads(all: K8sObject[]): Workload[] {
  return all
    .filter((o) => WORKLOAD_KINDS.includes(o.kind))
    .map((o) => {
      const s = spec<{ template?: PodTemplate; jobTemplate?: { spec?: { template?: PodTemplate } } }>(o);
      const template = (o.kind === "CronJob" ? s.jobTemplate?.spec?.template : s.template) ?? {};
      return {
        object: o,
        ref: ref(o),
        podLabels: template.metadata?.labels ?? {},
        pod: template.spec ?? { containers: [] },
      };
    });
}

/** The platform's own processes: the gateway and the services, recognised by their component label. */
export function platformDeployments(all: K8sObject[]): Workload[] {
  return workloads(all).filter(
    (w) => w.object.kind === "Deployment" && ["gateway", "service"].includes(w.podLabels[COMPONENT] ?? ""),
  );
}

export function isGateway(labels: Record<string, string>): boolean {
  return labels[COMPONENT] === "gateway";
}

export function isService(labels: Record<string, string>): boolean {
  return labels[COMPONENT] === "service";
}

export interface ContainerAt {
  container: IContainer;
  /** `Kind/name container name` (or `initContainer`), for messages. */
  at: string;
}

export function containers(w: Workload, withInit = true): ContainerAt[] {
  const main = w.pod.containers.map((c) => ({ container: c, at: `${w.ref} container ${c.name}` }));
  const init = (w.pod.initContainers ?? []).map((c) => ({ container: c, at: `${w.ref} initContainer ${c.name}` }));
  return withInit ? [...main, ...init] : main;
}

export function find(all: K8sObject[], kind: string, name: string): K8sObject | undefined {
  return all.find((o) => o.kind === kind && o.metadata.name === name);
}

export function selectorMatches(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  for (const [k, v] of Object.entries(selector.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const e of selector.matchExpressions ?? []) {
    const has = e.key in labels;
    const value = labels[e.key] ?? "";
    const values = e.values ?? [];
    const ok =
      e.operator === "In"
        ? has && values.includes(value)
        : e.operator === "NotIn"
          ? !has || !values.includes(value)
          : e.operator === "Exists"
            ? has
            : e.operator === "DoesNotExist"
              ? !has
              : false;
    if (!ok) return false;
  }
  return true;
}

/** A container's environment variable as Kubernetes resolves it from the rendered ConfigMaps. */
export function envValue(all: K8sObject[], c: IContainer, name: string): string | undefined {
  const data = (cm: string | undefined) =>
    (find(all, "ConfigMap", cm ?? "")?.data ?? {}) as Record<string, string | undefined>;
  let value: string | undefined;
  for (const from of c.envFrom ?? []) value = data(from.configMapRef?.name)[name] ?? value;
  for (const e of c.env ?? []) {
    if (e.name !== name) continue;
    const key = e.valueFrom?.configMapKeyRef;
    value = e.value ?? (key ? data(key.name)[key.key] : undefined) ?? value;
  }
  return value;
}

/** What `--target=` a platform Deployment runs. */
export function targetOf(w: Workload): string | undefined {
  for (const c of w.pod.containers) {
    for (const arg of c.args ?? []) {
      const m = /^--target=(.+)$/.exec(arg);
      if (m) return m[1];
    }
  }
  return undefined;
}

const SUFFIX: Record<string, number> = {
  "": 1,
  m: 1e-3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
};

/** A resource quantity (`250m`, `1Gi`, `2`) as a number, or undefined when it is not one. */
export function quantity(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  const m = typeof value === "string" ? /^([0-9.]+)(m|k|M|G|Ki|Mi|Gi)?$/.exec(value) : null;
  return m ? Number(m[1]) * (SUFFIX[m[2] ?? ""] ?? Number.NaN) : undefined;
}

/** `registry:5000/ns/name:tag@sha256:...` into its name, tag and digest. */
export function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  const [ref = "", digest] = image.split("@");
  const slash = ref.lastIndexOf("/");
  const colon = ref.lastIndexOf(":");
  const tag = colon > slash ? ref.slice(colon + 1) : undefined;
  const name = colon > slash ? ref.slice(0, colon) : ref;
  return { name, ...(tag ? { tag } : {}), ...(digest ? { digest } : {}) };
}

// Rules every pod of every overlay follows: probes, resources, a locked-down security context,
// pinned images, no secrets outside Secrets. Each rule is an assertion listing its offenders, so
// a failure names them; the second half breaks the real manifests on purpose to show each rule
// catches what it is meant to.

import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { containers, platformDeployments, quantity, splitImage, workloads } from "./objects.ts";
import { DEPLOY_DIR, type K8sObject, render, renderChecked } from "./render.ts";

const LONG_RUNNING = ["Deployment", "StatefulSet", "DaemonSet", "ReplicaSet"];

function expectProbes(all: K8sObject[]): void {
  const missing = workloads(all)
    .filter((w) => LONG_RUNNING.includes(w.object.kind))
    .flatMap((w) => containers(w, false))
    .flatMap(({ container, at }) =>
      (["livenessProbe", "readinessProbe"] as const).filter((p) => !container[p]).map((p) => `${at}: has no ${p}`),
    );
  expect(missing).toEqual([]);
  const wrong = platformDeployments(all)
    .flatMap((w) => containers(w, false))
    .flatMap(({ container, at }) =>
      (
        [
          ["livenessProbe", "/healthz"],
          ["readinessProbe", "/readyz"],
        ] as const
      )
        .filter(([p, path]) => {
          const get = container[p]?.httpGet;
          return get?.path !== path || (get.port !== "http" && get.port !== 8080);
        })
        .map(([p, path]) => `${at}: ${p} must be an HTTP GET of ${path} on port 8080 (http)`),
    );
  expect(wrong).toEqual([]);
}

function expectResources(all: K8sObject[]): void {
  const problems = workloads(all)
    .flatMap((w) => containers(w))
    .flatMap(({ container, at }) => {
      const r = container.resources ?? {};
      const out: string[] = [];
      for (const kind of ["requests", "limits"] as const) {
        for (const res of ["cpu", "memory"]) {
          if (r[kind]?.[res] === undefined) out.push(`${at}: has no resources.${kind}.${res}`);
        }
      }
      for (const res of ["cpu", "memory"]) {
        const [request, limit] = [quantity(r.requests?.[res]), quantity(r.limits?.[res])];
        if (request !== undefined && limit !== undefined && request > limit)
          out.push(`${at}: ${res} request exceeds its limit`);
      }
      return out;
    });
  expect(problems).toEqual([]);
}

function expectLockedDown(all: K8sObject[]): void {
  const problems = workloads(all).flatMap((w) => {
    const pod = w.pod.securityContext ?? {};
    const out = (["hostNetwork", "hostPID", "hostIPC"] as const)
      .filter((f) => w.pod[f])
      .map((f) => `${w.ref}: sets ${f}`);
    for (const { container, at } of containers(w)) {
      const sc = container.securityContext ?? {};
      const uid = sc.runAsUser ?? pod.runAsUser;
      const seccomp = sc.seccompProfile?.type ?? pod.seccompProfile?.type;
      const checks: [boolean, string][] = [
        [(sc.runAsNonRoot ?? pod.runAsNonRoot) === true, "runAsNonRoot is not true"],
        [typeof uid === "number" && uid > 0, "runAsUser must be a numeric non-root uid (> 0)"],
        [sc.readOnlyRootFilesystem === true, "readOnlyRootFilesystem is not true"],
        [sc.allowPrivilegeEscalation === false, "allowPrivilegeEscalation is not false"],
        [sc.privileged !== true, "is privileged"],
        [(sc.capabilities?.drop ?? []).includes("ALL"), "does not drop ALL capabilities"],
        [(sc.capabilities?.add ?? []).length === 0, "adds capabilities"],
        [seccomp === "RuntimeDefault" || seccomp === "Localhost", "seccompProfile is not RuntimeDefault"],
      ];
      for (const [ok, message] of checks) if (!ok) out.push(`${at}: ${message}`);
    }
    return out;
  });
  expect(problems).toEqual([]);
}

function expectPinnedImages(all: K8sObject[]): void {
  const unpinned = workloads(all)
    .flatMap((w) => containers(w))
    .filter(({ container }) => {
      const { tag, digest } = splitImage(container.image ?? "");
      return !digest && (!tag || tag === "latest");
    })
    .map(({ container, at }) => `${at}: image ${container.image ?? "(none)"} has no version tag or digest`);
  expect(unpinned).toEqual([]);
}

const SECRET_NAME = /(PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY|KEYFILE|CREDENTIAL)/i;
const URL_WITH_CREDENTIALS = /\/\/[^/@\s:]*:[^/@\s]+@/;

function secretLooking(name: string, value: string): boolean {
  return (SECRET_NAME.test(name) && value !== "") || URL_WITH_CREDENTIALS.test(value);
}

function expectSecretsOnlyInSecrets(all: K8sObject[]): void {
  const literals = workloads(all)
    .flatMap((w) => containers(w))
    .flatMap(({ container, at }) => [
      ...(container.env ?? [])
        .filter((e) => e.value !== undefined && secretLooking(e.name, e.value))
        .map((e) => `${at}: ${e.name} is a literal secret; take it from a Secret`),
      ...[...(container.args ?? []), ...(container.command ?? [])]
        .filter((a) => URL_WITH_CREDENTIALS.test(a))
        .map(() => `${at}: passes a URL with credentials as an argument`),
    ]);
  // Files (scripts, configuration) may name secret variables; only key=value entries count.
  const configMaps = all
    .filter((o) => o.kind === "ConfigMap")
    .flatMap((cm) =>
      Object.entries((cm.data ?? {}) as Record<string, string>)
        .filter(([k, v]) => !k.includes(".") && secretLooking(k, v))
        .map(([k]) => `ConfigMap/${cm.metadata.name}: ${k} looks like a secret; move it to a Secret`),
    );
  expect([...literals, ...configMaps]).toEqual([]);
}

const RULES: [string, (all: K8sObject[]) => void][] = [
  [
    "every long-running container has liveness and readiness probes; the platform's probe /healthz and /readyz",
    expectProbes,
  ],
  [
    "every container, init containers included, requests and limits CPU and memory, requests within limits",
    expectResources,
  ],
  [
    "every container runs as a non-root uid, read-only, without privileges, capabilities or host namespaces",
    expectLockedDown,
  ],
  ["every image is pinned to a version tag (not latest) or a digest", expectPinnedImages],
  ["secrets come only from Secrets: no literal secret values in env, args or ConfigMaps", expectSecretsOnlyInSecrets],
];

for (const { label, objects } of renderChecked()) {
  describe(label, () => {
    for (const [name, rule] of RULES) test(name, () => rule(objects));
  });
}

describe("each rule catches a broken manifest", () => {
  const dev = render(join(DEPLOY_DIR, "overlays/dev"));
  const pod = (all: K8sObject[], kind: string, name: string) => {
    const w = workloads(all).find((x) => x.ref === `${kind}/${name}`);
    if (!w) throw new Error(`${kind}/${name} is not rendered`);
    return w.pod;
  };
  const first = (all: K8sObject[], kind: string, name: string) => {
    const c = pod(all, kind, name).containers[0];
    if (!c) throw new Error(`${kind}/${name} has no container`);
    return c;
  };
  const cases: [string, (all: K8sObject[]) => void, (all: K8sObject[]) => void, string][] = [
    [
      "service without liveness probe",
      expectProbes,
      (o) => delete first(o, "Deployment", "identity").livenessProbe,
      "Deployment/identity container identity: has no livenessProbe",
    ],
    [
      "infra container without readiness probe",
      expectProbes,
      (o) => delete first(o, "Deployment", "redis").readinessProbe,
      "Deployment/redis container redis: has no readinessProbe",
    ],
    [
      "readiness probe on the wrong path",
      expectProbes,
      (o) => {
        const get = first(o, "Deployment", "gateway").readinessProbe?.httpGet;
        if (get) get.path = "/healthz";
      },
      "Deployment/gateway container gateway: readinessProbe must be an HTTP GET of /readyz",
    ],
    [
      "no resource limits",
      expectResources,
      (o) => delete first(o, "Deployment", "agents").resources?.limits,
      "Deployment/agents container agents: has no resources.limits.cpu",
    ],
    [
      "init container without requests",
      expectResources,
      (o) => delete pod(o, "StatefulSet", "mongodb").initContainers?.[0]?.resources?.requests,
      "StatefulSet/mongodb initContainer",
    ],
    [
      "request above limit",
      expectResources,
      (o) => {
        const r = first(o, "Deployment", "agents").resources;
        if (r?.requests) r.requests.memory = "4Gi";
      },
      "Deployment/agents container agents: memory request exceeds its limit",
    ],
    [
      "runAsNonRoot off",
      expectLockedDown,
      (o) => {
        const p = pod(o, "Deployment", "testing");
        if (p.securityContext) p.securityContext.runAsNonRoot = false;
        const c = p.containers[0]?.securityContext;
        if (c) c.runAsNonRoot = false;
      },
      "Deployment/testing container testing: runAsNonRoot is not true",
    ],
    [
      "root uid",
      expectLockedDown,
      (o) => {
        const sc = pod(o, "StatefulSet", "rabbitmq").securityContext;
        if (sc) sc.runAsUser = 0;
      },
      "StatefulSet/rabbitmq container rabbitmq: runAsUser must be a numeric non-root uid",
    ],
    [
      "writable root filesystem",
      expectLockedDown,
      (o) => {
        const sc = first(o, "Deployment", "knowledge").securityContext;
        if (sc) sc.readOnlyRootFilesystem = false;
      },
      "Deployment/knowledge container knowledge: readOnlyRootFilesystem is not true",
    ],
    [
      "capabilities kept",
      expectLockedDown,
      (o) => delete first(o, "Deployment", "gateway").securityContext?.capabilities,
      "Deployment/gateway container gateway: does not drop ALL capabilities",
    ],
    [
      "no seccomp profile",
      expectLockedDown,
      (o) => delete pod(o, "Deployment", "otel-collector").securityContext?.seccompProfile,
      "Deployment/otel-collector container otel-collector: seccompProfile is not RuntimeDefault",
    ],
    [
      "latest tag",
      expectPinnedImages,
      (o) => {
        first(o, "Deployment", "identity").image = "registry.example.com/cx/cx-platform:latest";
      },
      "Deployment/identity container identity: image registry.example.com/cx/cx-platform:latest has no version tag",
    ],
    [
      "untagged image",
      expectPinnedImages,
      (o) => {
        first(o, "Deployment", "redis").image = "redis";
      },
      "Deployment/redis container redis: image redis has no version tag",
    ],
    [
      "secret as a literal env value",
      expectSecretsOnlyInSecrets,
      (o) => first(o, "Deployment", "identity").env?.push({ name: "INTERNAL_TOKEN_SECRET", value: "hunter2" }),
      "Deployment/identity container identity: INTERNAL_TOKEN_SECRET is a literal secret",
    ],
    [
      "credentials in a ConfigMap",
      expectSecretsOnlyInSecrets,
      (o) => {
        const cm = o.find((x) => x.kind === "ConfigMap" && x.metadata.name.startsWith("cx-platform-config"));
        if (cm) (cm.data as Record<string, string>).MONGO_URL = "mongodb://app:pw@mongodb:27017";
      },
      "MONGO_URL looks like a secret",
    ],
  ];

  test("the cases start from manifests that pass, and the rules see every workload, Jobs included", () => {
    for (const [, rule] of RULES) rule(dev);
    expect(workloads(dev).map((w) => w.ref)).toContain("Job/mongodb-init");
  });

  for (const [name, rule, breakIt, offender] of cases) {
    test(name, () => {
      const broken = structuredClone(dev);
      breakIt(broken);
      expect(() => rule(broken)).toThrow(offender);
    });
  }
});

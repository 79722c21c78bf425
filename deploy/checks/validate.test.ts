import { afterAll, describe, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SERVICE_REGISTRY } from "@cx/route-table";
import { type K8sObject, KustomizeError, render } from "./kustomize.ts";
import { isObject, type Json, type JsonObject } from "./patch.ts";
import { checkContainerfile, checkManifests, type RuleId, workloads } from "./rules.ts";
import { validateSchema } from "./schema.ts";
import { validateDeploy } from "./validate.ts";

const deployDir = resolve(import.meta.dir, "..");
const scratch = mkdtempSync(join(tmpdir(), "cx-deploy-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const dev = render(join(deployDir, "overlays/dev"));
const prod = render(join(deployDir, "overlays/prod"));

function copyDeploy(name: string): string {
  const dir = join(scratch, name);
  cpSync(deployDir, dir, { recursive: true, filter: (src) => !src.includes("node_modules") });
  return dir;
}

function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} not rendered`);
  return found;
}

// Walks a path of keys and list indexes; the tests below only reach into objects they rendered.
function at(root: Json, ...path: (string | number)[]): JsonObject {
  let node: Json = root;
  for (const step of path) {
    const next: Json | undefined = Array.isArray(node)
      ? node[step as number]
      : isObject(node)
        ? node[step as string]
        : undefined;
    if (next === undefined) throw new Error(`no ${path.join(".")}`);
    node = next;
  }
  if (!isObject(node)) throw new Error(`${path.join(".")} is not an object`);
  return node;
}

const pod = (o: K8sObject) => at(o, "spec", "template", "spec");
const container = (o: K8sObject, i = 0) => at(o, "spec", "template", "spec", "containers", i);

function rulesBrokenBy(mutate: (objects: K8sObject[]) => K8sObject[] | undefined, base = dev): RuleId[] {
  const copy = structuredClone(base);
  const result = mutate(copy) ?? copy;
  return [...new Set(checkManifests(result).violations.map((v) => v.rule))];
}

describe("the real overlays", () => {
  test("render to the expected objects", () => {
    for (const objects of [dev, prod]) {
      const deployments = objects.filter((o) => o.kind === "Deployment").map((o) => o.metadata.name);
      for (const t of ["gateway", ...SERVICE_REGISTRY.map((s) => s.name)]) {
        expect(deployments).toContain(t);
      }
      expect(objects.filter((o) => o.kind === "HorizontalPodAutoscaler")).toHaveLength(6);
      expect(objects.some((o) => o.kind === "Ingress")).toBe(true);
    }
    expect(find(prod, "StatefulSet", "mongodb").spec).toMatchObject({ replicas: 3 });
    expect(container(find(prod, "Deployment", "knowledge")).image).toBe("registry.example.com/cx/cx-platform:1.0.0");
    expect(container(find(dev, "Deployment", "knowledge")).image).toBe("cx-platform:0.1.0-dev");
    expect(prod.some((o) => o.kind === "Secret")).toBe(false);
    expect(dev.filter((o) => o.kind === "Secret").map((o) => o.metadata.name)).toEqual([
      expect.stringMatching(/^cx-platform-secrets-[a-z0-9]{10}$/),
      expect.stringMatching(/^cx-infra-secrets-[a-z0-9]{10}$/),
    ]);
  });

  test("pass every project rule", () => {
    expect(checkManifests(dev).violations).toEqual([]);
    expect(checkManifests(prod).violations).toEqual([]);
    expect(checkManifests(prod).externalSecrets).toEqual(["cx-infra-secrets", "cx-platform-secrets"]);
  });

  test("validate against the Kubernetes schemas", async () => {
    for (const o of [...dev, ...prod])
      expect({ id: `${o.kind}/${o.metadata.name}`, problems: await validateSchema(o) }).toEqual({
        id: `${o.kind}/${o.metadata.name}`,
        problems: [],
      });
  });

  test("pass the whole check, including the Containerfile and the secret-free kustomizations", async () => {
    const report = await validateDeploy({ deployDir });
    expect(report.violations).toEqual([]);
    expect(report.overlays.map((o) => o.name)).toEqual(["overlays/dev", "overlays/prod"]);
    expect(report.kustomizations).toEqual([
      "base",
      "infra",
      "infra/datastores",
      "infra/telemetry",
      "overlays/dev",
      "overlays/prod",
    ]);
  });

  test("the documented managed-services variant of prod also passes", () => {
    const dir = join(scratch, "prod-managed");
    cpSync(join(deployDir, "overlays/prod"), dir, { recursive: true });
    const k = readFileSync(join(dir, "kustomization.yaml"), "utf8")
      .replace("  - ../../infra\n", `  - ${deployDir}/infra/telemetry\n  - managed-egress.yaml\n`)
      .replace("../../base", `${deployDir}/base`)
      .replace(/ {2}- name: mongodb-init\n {4}behavior: merge\n {4}literals:\n {6}- MONGO_REPLICAS=3\n/, "")
      .replace("  - path: patches/infrastructure.yaml\n", "");
    writeFileSync(join(dir, "kustomization.yaml"), k);
    const managed = render(dir);
    expect(managed.some((o) => o.metadata.name === "mongodb")).toBe(false);
    expect(managed.some((o) => o.metadata.name === "otel-collector")).toBe(true);
    expect(checkManifests(managed).violations).toEqual([]);
  });
});

describe("each rule catches a broken manifest", () => {
  const cases: [string, RuleId, (objects: K8sObject[]) => K8sObject[] | undefined][] = [
    [
      "service without liveness probe",
      "probes",
      (o) => {
        delete container(find(o, "Deployment", "identity")).livenessProbe;
      },
    ],
    [
      "infra container without readiness probe",
      "probes",
      (o) => {
        delete container(find(o, "Deployment", "redis")).readinessProbe;
      },
    ],
    [
      "readiness probe on the wrong path",
      "probes",
      (o) => {
        at(container(find(o, "Deployment", "gateway")), "readinessProbe", "httpGet").path = "/healthz";
      },
    ],
    [
      "no resource limits",
      "resources",
      (o) => {
        delete at(container(find(o, "Deployment", "agents")), "resources").limits;
      },
    ],
    [
      "init container without requests",
      "resources",
      (o) => {
        delete at(pod(find(o, "StatefulSet", "mongodb")), "initContainers", 0, "resources").requests;
      },
    ],
    [
      "request above limit",
      "resources",
      (o) => {
        at(container(find(o, "Deployment", "agents")), "resources", "requests").memory = "4Gi";
      },
    ],
    [
      "runAsNonRoot off",
      "security-context",
      (o) => {
        const d = find(o, "Deployment", "testing");
        at(pod(d), "securityContext").runAsNonRoot = false;
        at(container(d), "securityContext").runAsNonRoot = false;
      },
    ],
    [
      "root uid",
      "security-context",
      (o) => {
        at(pod(find(o, "StatefulSet", "rabbitmq")), "securityContext").runAsUser = 0;
      },
    ],
    [
      "writable root filesystem",
      "security-context",
      (o) => {
        at(container(find(o, "Deployment", "knowledge")), "securityContext").readOnlyRootFilesystem = false;
      },
    ],
    [
      "capabilities kept",
      "security-context",
      (o) => {
        delete at(container(find(o, "Deployment", "gateway")), "securityContext").capabilities;
      },
    ],
    [
      "no seccomp profile",
      "security-context",
      (o) => {
        delete at(pod(find(o, "Deployment", "otel-collector")), "securityContext").seccompProfile;
      },
    ],
    [
      "latest tag",
      "image-tag",
      (o) => {
        container(find(o, "Deployment", "identity")).image = "registry.example.com/cx/cx-platform:latest";
      },
    ],
    [
      "untagged image",
      "image-tag",
      (o) => {
        container(find(o, "Deployment", "redis")).image = "redis";
      },
    ],
    [
      "secret as a literal env value",
      "secrets",
      (o) => {
        const env = container(find(o, "Deployment", "identity")).env as JsonObject[];
        env.push({ name: "INTERNAL_TOKEN_SECRET", value: "hunter2" });
      },
    ],
    [
      "credentials in a ConfigMap",
      "secrets",
      (o) => {
        const cm = o.find((x) => x.kind === "ConfigMap" && x.metadata.name.startsWith("cx-platform-config"));
        if (cm) at(cm, "data").MONGO_URL = "mongodb://app:pw@mongodb:27017";
      },
    ],
    [
      "service without HPA",
      "autoscaling",
      (o) => o.filter((x) => !(x.kind === "HorizontalPodAutoscaler" && x.metadata.name === "knowledge")),
    ],
    [
      "replicas fighting the HPA",
      "autoscaling",
      (o) => {
        at(find(o, "Deployment", "agents"), "spec").replicas = 2;
      },
    ],
    [
      "service without PDB",
      "disruption-budget",
      (o) => o.filter((x) => !(x.kind === "PodDisruptionBudget" && x.metadata.name === "testing")),
    ],
    [
      "PDB that blocks drains",
      "disruption-budget",
      (o) => {
        at(find(o, "PodDisruptionBudget", "testing"), "spec").maxUnavailable = 0;
      },
    ],
    [
      "grace period shorter than the drain",
      "graceful-shutdown",
      (o) => {
        pod(find(o, "Deployment", "conversations")).terminationGracePeriodSeconds = 25;
      },
    ],
    [
      "no preStop sleep",
      "graceful-shutdown",
      (o) => {
        delete container(find(o, "Deployment", "gateway")).lifecycle;
      },
    ],
    [
      "rollout may remove capacity",
      "graceful-shutdown",
      (o) => {
        at(find(o, "Deployment", "identity"), "spec", "strategy", "rollingUpdate").maxUnavailable = 1;
      },
    ],
    [
      "missing target",
      "targets",
      (o) => {
        container(find(o, "Deployment", "agents")).args = ["--target=all"];
      },
    ],
    [
      "service renamed",
      "targets",
      (o) => {
        find(o, "Service", "identity").metadata.name = "identity-svc";
      },
    ],
    [
      "ingress to a service",
      "ingress",
      (o) => {
        at(find(o, "Ingress", "gateway"), "spec", "rules", 0, "http", "paths", 0, "backend", "service").name =
          "identity";
      },
    ],
    [
      "service exposed as LoadBalancer",
      "ingress",
      (o) => {
        at(find(o, "Service", "conversations"), "spec").type = "LoadBalancer";
      },
    ],
    ["no network policies", "network-policy", (o) => o.filter((x) => x.kind !== "NetworkPolicy")],
    [
      "no default deny",
      "network-policy",
      (o) => o.filter((x) => !(x.kind === "NetworkPolicy" && x.metadata.name === "default-deny")),
    ],
    [
      "service reachable from another namespace",
      "network-policy",
      (o) => {
        const from = at(find(o, "NetworkPolicy", "services-from-gateway"), "spec", "ingress", 0).from as JsonObject[];
        from.push({ namespaceSelector: {} });
      },
    ],
    [
      "service callable by another service",
      "network-policy",
      (o) => {
        const from = at(find(o, "NetworkPolicy", "services-from-gateway"), "spec", "ingress", 0).from as JsonObject[];
        from.push({ podSelector: { matchLabels: { "app.kubernetes.io/name": "agents" } } });
      },
    ],
    [
      "no DNS",
      "network-policy",
      (o) => o.filter((x) => !(x.kind === "NetworkPolicy" && x.metadata.name === "allow-dns")),
    ],
    [
      "services cannot reach the datastores",
      "network-policy",
      (o) => o.filter((x) => x.metadata.name !== "platform-to-datastores"),
    ],
    [
      "gateway unreachable from the ingress controller",
      "network-policy",
      (o) => o.filter((x) => x.metadata.name !== "gateway-from-ingress-controller"),
    ],
    [
      "dangling ConfigMap reference",
      "config-refs",
      (o) => {
        (container(find(o, "Deployment", "identity")).envFrom as JsonObject[]).push({
          configMapRef: { name: "nowhere" },
        });
      },
    ],
    [
      "replica count out of step",
      "infra-consistency",
      (o) => {
        at(find(o, "StatefulSet", "mongodb"), "spec").replicas = 3;
      },
    ],
  ];

  for (const [name, rule, mutate] of cases) {
    test(`${rule}: ${name}`, () => {
      expect(rulesBrokenBy(mutate)).toContain(rule);
    });
  }

  test("schema: wrong types and quantities", async () => {
    const d = structuredClone(find(dev, "Deployment", "identity"));
    at(d, "spec").replicas = "three";
    at(container(d), "resources", "limits").cpu = "lots";
    const problems = await validateSchema(d);
    expect(problems.join(" ")).toContain("/spec/replicas must be integer");
    expect(problems.join(" ")).toContain("limits/cpu");
    expect(await validateSchema({ apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w" } })).toEqual([
      "no Kubernetes schema for example.com/v1 Widget",
    ]);
  });

  test("every workload in the fixtures is checked", () => {
    expect(workloads(dev).map((w) => `${w.object.kind}/${w.object.metadata.name}`)).toContain("Job/mongodb-init");
  });
});

/**
 * A Deployment running a service's consumers apart from its routes, as an operator would add
 * it: a copy of the service's Deployment with its own name, pod labels and target.
 */
function withTargetDeployment(objects: K8sObject[], service: string, target: string, name = target): K8sObject[] {
  const copy = structuredClone(find(objects, "Deployment", service));
  copy.metadata.name = name;
  const podLabels = at(copy, "spec", "template", "metadata", "labels");
  for (const key of Object.keys(podLabels)) if (podLabels[key] === service) podLabels[key] = name;
  const selector = at(copy, "spec", "selector", "matchLabels");
  for (const key of Object.keys(selector)) if (selector[key] === service) selector[key] = name;
  container(copy).args = [`--target=${target}`];
  return [...objects, copy];
}

function runTarget(objects: K8sObject[], deployment: string, target: string): K8sObject[] {
  container(find(objects, "Deployment", deployment)).args = [`--target=${target}`];
  return objects;
}

const targetViolations = (objects: K8sObject[]) =>
  checkManifests(objects)
    .violations.filter((v) => v.rule === "targets")
    .map((v) => v.message);

describe("worker targets", () => {
  test("a Deployment running a service's worker next to the service is accepted", () => {
    for (const target of ["knowledge-worker", "testing-worker", "conversations-worker"]) {
      const service = target.replace(/-worker$/, "");
      expect(targetViolations(withTargetDeployment(structuredClone(dev), service, target))).toEqual([]);
    }
  });

  test("a service split into its routes and its worker is accepted, its routes alone are not", () => {
    const split = runTarget(
      withTargetDeployment(structuredClone(dev), "knowledge", "knowledge-worker"),
      "knowledge",
      "knowledge-http",
    );
    expect(targetViolations(split)).toEqual([]);
    expect(targetViolations(runTarget(structuredClone(dev), "knowledge", "knowledge-http"))).toEqual([
      "runs --target=knowledge-http without consumers; a Deployment must run --target=knowledge-worker",
    ]);
  });

  test("a worker Deployment not named after its target, or twice, is refused", () => {
    const misnamed = withTargetDeployment(structuredClone(dev), "knowledge", "knowledge-worker", "indexer");
    expect(targetViolations(misnamed)).toContain("runs --target=knowledge-worker and must be named knowledge-worker");
    const twice = withTargetDeployment(
      withTargetDeployment(structuredClone(dev), "knowledge", "knowledge-worker"),
      "knowledge",
      "knowledge-worker",
      "knowledge-worker-2",
    );
    expect(targetViolations(twice)).toContain("at most one Deployment may run --target=knowledge-worker (found 2)");
  });

  test("a target the platform does not have is refused", () => {
    const unknown = targetViolations(withTargetDeployment(structuredClone(dev), "identity", "identity-worker"));
    expect(unknown.some((m) => m.startsWith("runs target identity-worker, expected one of"))).toBe(true);
  });
});

describe("kustomize pitfalls", () => {
  test("an images entry that no longer matches (the base renamed the image) is reported", async () => {
    const dir = copyDeploy("renamed-image");
    const file = join(dir, "base/kustomization.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(
        "  - name: cx-platform\n    newTag:",
        "  - name: cx-platform\n    newName: registry.example.com/cx/cx-platform\n    newTag:",
      ),
    );
    const report = await validateDeploy({ deployDir: dir, crossCheck: false });
    const messages = report.violations.filter((v) => v.rule === "image-tag").map((v) => `${v.where}: ${v.message}`);
    expect(
      messages.some((m) => m.startsWith("overlays/prod") && m.includes('"cx-platform" matches no container')),
    ).toBe(true);
  });
});

describe("secret-free kustomizations", () => {
  test("a Secret in base is refused", async () => {
    const dir = copyDeploy("secret-in-base");
    writeFileSync(
      join(dir, "base/leak.yaml"),
      "apiVersion: v1\nkind: Secret\nmetadata:\n  name: leak\nstringData:\n  INTERNAL_TOKEN_SECRET: hunter2\n",
    );
    const k = readFileSync(join(dir, "base/kustomization.yaml"), "utf8").replace(
      "  - networkpolicies.yaml\n",
      "  - networkpolicies.yaml\n  - leak.yaml\n",
    );
    writeFileSync(join(dir, "base/kustomization.yaml"), k);
    const report = await validateDeploy({ deployDir: dir, crossCheck: false });
    const secrets = report.violations.filter((v) => v.rule === "secrets").map((v) => v.where);
    expect(secrets).toContain("base: Secret/leak");
    expect(secrets).toContain("overlays/prod: Secret/leak");
  });

  test("a secretGenerator in prod is refused", async () => {
    const dir = copyDeploy("generator-in-prod");
    writeFileSync(
      join(dir, "overlays/prod/kustomization.yaml"),
      `${readFileSync(join(dir, "overlays/prod/kustomization.yaml"), "utf8")}\nsecretGenerator:\n  - name: cx-platform-secrets\n    literals:\n      - INTERNAL_TOKEN_SECRET=hunter2\n`,
    );
    const report = await validateDeploy({ deployDir: dir, crossCheck: false });
    expect(report.violations.some((v) => v.rule === "secrets" && v.where.startsWith("overlays/prod"))).toBe(true);
  });
});

describe("Containerfile", () => {
  const good = readFileSync(join(deployDir, "Containerfile"), "utf8");
  const ignore = readFileSync(join(deployDir, "Containerfile.dockerignore"), "utf8");

  test("the real one passes", () => {
    expect(checkContainerfile(good, ignore)).toEqual([]);
  });

  const broken: [string, string, string | undefined][] = [
    ["latest base image", good.replace("ARG BUN_VERSION=1.4.5", "ARG BUN_VERSION=latest"), ignore],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Containerfile syntax, not a template
    ["untagged base image", good.replace("FROM oven/bun:${BUN_VERSION} AS deps", "FROM oven/bun AS deps"), ignore],
    ["named user", good.replace("USER 10001:10001", "USER bun"), ignore],
    ["root user", good.replace("USER 10001:10001", "USER 0"), ignore],
    ["no user", good.replace("USER 10001:10001\n", ""), ignore],
    ["mutable lockfile", good.replace("bun install --frozen-lockfile ", "bun install "), ignore],
    ["dev dependencies", good.replace(" --production", ""), ignore],
    [
      "shell-form entrypoint",
      good.replace('ENTRYPOINT ["bun", "platform/main.ts"]', "ENTRYPOINT bun platform/main.ts"),
      ignore,
    ],
    [
      "single stage",
      'FROM oven/bun:1.4.5\nRUN bun install --frozen-lockfile --production\nUSER 10001\nENTRYPOINT ["bun", "platform/main.ts"]\n',
      ignore,
    ],
    ["no ignore file", good, undefined],
    ["ignore file lets node_modules in", good, "dist\n"],
  ];
  for (const [name, containerfile, dockerignore] of broken) {
    test(`catches: ${name}`, () => {
      expect(checkContainerfile(containerfile, dockerignore).map((v) => v.rule)).toContain("containerfile");
    });
  }
});

describe("renderer", () => {
  test("name hashes match kustomize's (values taken from `kubectl kustomize` v5.5.0)", () => {
    const dir = mkdtempSync(join(scratch, "hash-"));
    writeFileSync(
      join(dir, "kustomization.yaml"),
      "configMapGenerator:\n- name: cfg\n  literals: [A=1]\nsecretGenerator:\n- name: sec\n  literals: [P=secret]\n",
    );
    expect(render(dir).map((o) => o.metadata.name)).toEqual(["cfg-89g4tffbfk", "sec-d9m2bd67d2"]);
  });

  test("an unsupported kustomize feature fails loudly instead of rendering wrong", () => {
    const dir = mkdtempSync(join(scratch, "unsupported-"));
    writeFileSync(join(dir, "kustomization.yaml"), "commonLabels:\n  a: b\n");
    expect(() => render(dir)).toThrow(KustomizeError);
    expect(() => render(dir)).toThrow(/commonLabels/);
  });

  test("files outside the kustomization root are refused, as kustomize does", () => {
    const dir = mkdtempSync(join(scratch, "escape-"));
    writeFileSync(join(dir, "kustomization.yaml"), "configMapGenerator:\n- name: x\n  files: [../../etc-passwd]\n");
    expect(() => render(dir)).toThrow(/outside the kustomization root/);
  });
});

describe("command line", () => {
  test("exits 0 on the real manifests", () => {
    const proc = Bun.spawnSync([process.execPath, join(deployDir, "checks/validate.ts"), "--no-cross-check"], {
      stdout: "pipe",
      stderr: "pipe",
    });
    expect(proc.stdout.toString()).toContain("deploy checks passed");
    expect(proc.exitCode).toBe(0);
  });

  test("exits 1 with a clear message when a rule is broken", () => {
    const dir = copyDeploy("cli-broken");
    const file = join(dir, "base/identity.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace("              path: /readyz", "              path: /ready"),
    );
    const proc = Bun.spawnSync(
      [process.execPath, join(deployDir, "checks/validate.ts"), "--deploy-dir", dir, "--no-cross-check"],
      {
        stdout: "pipe",
        stderr: "pipe",
      },
    );
    const stderr = proc.stderr.toString();
    expect(proc.exitCode).toBe(1);
    expect(stderr).toContain(
      "FAIL [probes] overlays/dev: Deployment/identity container identity: readinessProbe must be an HTTP GET of /readyz",
    );
    expect(stderr).toContain("FAIL [probes] overlays/prod: Deployment/identity");
  });
});

// What the overlays render to as a whole: the expected objects, one process folder per service of
// the registry, every object valid against the Kubernetes schemas, Secrets only where they may be
// generated, and every `images:` entry actually applied.

import { afterAll, describe, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVICE_REGISTRY } from "@cx/route-table";
import { parse } from "yaml";
import { containers, find, workloads } from "./objects.ts";
import { DEPLOY_DIR, type K8sObject, kustomizationDirs, labelOf, render, renderChecked } from "./render.ts";
import { validateSchema } from "./schema.ts";

/** The only kustomization allowed to generate Secrets, with values that say they are dev-only. */
const SECRET_GENERATING = "overlays/dev";

/**
 * The kustomizations to render on their own. The process folders are left out: everything they
 * make is in base's rendering already, and each costs a kubectl run.
 */
function standalone(root: string): string[] {
  return kustomizationDirs(root).filter((dir) => !labelOf(dir, root).startsWith("base/processes/"));
}

function expectNoSecretsOutsideDev(root: string): void {
  const leaks = standalone(root)
    .filter((dir) => labelOf(dir, root) !== SECRET_GENERATING)
    .flatMap((dir) =>
      render(dir)
        .filter((o) => o.kind === "Secret")
        .map(
          (o) =>
            `${labelOf(dir, root)}: Secret/${o.metadata.name} holds values; create it per environment instead (docs/deploy.md)`,
        ),
    );
  expect(leaks).toEqual([]);
}

interface ImageEntry {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

/** An `images:` entry whose name no container has any more changes nothing, silently. */
function expectImageEntriesApplied(root: string): void {
  const unapplied = standalone(root).flatMap((dir) => {
    const entries = (parse(readFileSync(join(dir, "kustomization.yaml"), "utf8"))?.images ?? []) as ImageEntry[];
    if (entries.length === 0) return [];
    const images = new Set(workloads(render(dir)).flatMap((w) => containers(w).map((c) => c.container.image)));
    return entries
      .map((e) => `${e.newName ?? e.name}${e.digest ? `@${e.digest}` : e.newTag ? `:${e.newTag}` : ""}`)
      .filter((image) => !images.has(image))
      .map((image) => `${labelOf(dir, root)}: no container runs ${image}; its images: entry matches nothing`);
  });
  expect(unapplied).toEqual([]);
}

const checked = renderChecked();

describe("the real overlays", () => {
  const [dev, prod] = ["overlays/dev", "overlays/prod"].map(
    (l) => checked.find((r) => r.label === l)?.objects ?? [],
  ) as [K8sObject[], K8sObject[]];
  const image = (all: K8sObject[], name: string) =>
    workloads(all).find((w) => w.ref === `Deployment/${name}`)?.pod.containers[0]?.image;

  test("render to the expected objects", () => {
    for (const objects of [dev, prod]) {
      const deployments = objects.filter((o) => o.kind === "Deployment").map((o) => o.metadata.name);
      for (const t of ["gateway", ...SERVICE_REGISTRY.map((s) => s.name)]) expect(deployments).toContain(t);
      expect(objects.filter((o) => o.kind === "HorizontalPodAutoscaler")).toHaveLength(1 + SERVICE_REGISTRY.length);
      expect(objects.filter((o) => o.kind === "PodDisruptionBudget").map((o) => o.metadata.name)).toContain("gateway");
      expect(objects.some((o) => o.kind === "Ingress")).toBe(true);
      // The template's values are read while rendering and never applied.
      expect(objects.filter((o) => o.kind === "ConfigMap" && o.metadata.name.endsWith("-values"))).toEqual([]);
      expect(JSON.stringify(objects)).not.toMatch(/PROCESS|COMPONENT|CPU_REQUEST|MEMORY_LIMIT/);
    }
    expect(find(prod, "StatefulSet", "mongodb")?.spec).toMatchObject({ replicas: 3 });
    expect(image(prod, "knowledge")).toBe("registry.example.com/cx/cx-platform:1.0.0");
    expect(image(dev, "knowledge")).toBe("cx-platform:0.1.0-dev");
    expect(prod.some((o) => o.kind === "Secret")).toBe(false);
    expect(dev.filter((o) => o.kind === "Secret").map((o) => o.metadata.name)).toEqual([
      expect.stringMatching(/^cx-infra-secrets-[a-z0-9]{10}$/),
      expect.stringMatching(/^cx-platform-secrets-[a-z0-9]{10}$/),
    ]);
  });

  test("each process keeps what differs from the template", () => {
    const limits = (name: string) =>
      workloads(prod).find((w) => w.ref === `Deployment/${name}`)?.pod.containers[0]?.resources;
    expect(limits("knowledge")).toEqual({
      requests: { cpu: "200m", memory: "256Mi" },
      limits: { cpu: "2", memory: "1Gi" },
    });
    expect(limits("gateway")).toEqual({
      requests: { cpu: "500m", memory: "256Mi" },
      limits: { cpu: "2", memory: "768Mi" },
    });
    expect(find(prod, "HorizontalPodAutoscaler", "knowledge")?.spec).toMatchObject({ minReplicas: 3, maxReplicas: 6 });
    expect(find(prod, "HorizontalPodAutoscaler", "conversations")?.spec).toMatchObject({ maxReplicas: 20 });
    const env = (name: string) =>
      workloads(dev)
        .find((w) => w.ref === `Deployment/${name}`)
        ?.pod.containers[0]?.env?.map((e) => e.name);
    expect(env("agents")).toContain("LLM_API_KEY");
    expect(env("identity")).not.toContain("LLM_API_KEY");
    expect(env("gateway")).toContain("OTEL_SERVICE_NAME");
  });

  test("the process folders are the registry's services and the gateway, and the base includes each", () => {
    const folders = readdirSync(join(DEPLOY_DIR, "base/processes")).sort();
    expect(folders).toEqual(["gateway", ...SERVICE_REGISTRY.map((s) => s.name)].sort());
    const resources = parse(readFileSync(join(DEPLOY_DIR, "base/kustomization.yaml"), "utf8")).resources as string[];
    expect(resources.filter((r) => r.startsWith("processes/")).sort()).toEqual(folders.map((f) => `processes/${f}`));
  });

  test("every rendered object is valid against the Kubernetes schemas", async () => {
    for (const { label, objects } of checked) {
      const problems: string[] = [];
      for (const o of objects)
        for (const p of await validateSchema(o)) problems.push(`${label}: ${o.kind}/${o.metadata.name}: ${p}`);
      expect(problems).toEqual([]);
    }
  });

  test("only the dev overlay generates Secrets: base, infra, the process folders and prod hold none", () => {
    expectNoSecretsOutsideDev(DEPLOY_DIR);
    expect(kustomizationDirs(DEPLOY_DIR).map((d) => labelOf(d))).toEqual([
      "base",
      ...["gateway", ...SERVICE_REGISTRY.map((s) => s.name)].sort().map((p) => `base/processes/${p}`),
      "infra",
      "infra/datastores",
      "infra/telemetry",
      "overlays/dev",
      "overlays/prod",
    ]);
  });

  test("every images: entry is what some container runs", () => {
    expectImageEntriesApplied(DEPLOY_DIR);
  });
});

describe("the checks catch", () => {
  const scratch = mkdtempSync(join(tmpdir(), "cx-deploy-test-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  function copyDeploy(name: string): string {
    const dir = join(scratch, name);
    cpSync(DEPLOY_DIR, dir, { recursive: true, filter: (src) => !src.includes("node_modules") });
    return dir;
  }

  function edit(file: string, change: (text: string) => string): void {
    const before = readFileSync(file, "utf8");
    const after = change(before);
    if (after === before) throw new Error(`the edit of ${file} changed nothing`);
    writeFileSync(file, after);
  }

  test("wrong types and quantities, and kinds without a schema", async () => {
    const d = structuredClone(find(render(join(DEPLOY_DIR, "overlays/dev")), "Deployment", "identity")) as K8sObject;
    const s = d.spec as {
      replicas?: unknown;
      template: { spec: { containers: { resources: { limits: { cpu: string } } }[] } };
    };
    s.replicas = "three";
    const c = s.template.spec.containers[0];
    if (c) c.resources.limits.cpu = "lots";
    const problems = (await validateSchema(d)).join(" ");
    expect(problems).toContain("/spec/replicas must be integer");
    expect(problems).toContain("limits/cpu");
    expect(await validateSchema({ apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w" } })).toEqual([
      "no Kubernetes schema for example.com/v1 Widget",
    ]);
  });

  test("a Secret in base", () => {
    const dir = copyDeploy("secret-in-base");
    writeFileSync(
      join(dir, "base/leak.yaml"),
      "apiVersion: v1\nkind: Secret\nmetadata:\n  name: leak\nstringData:\n  INTERNAL_TOKEN_SECRET: hunter2\n",
    );
    edit(join(dir, "base/kustomization.yaml"), (k) =>
      k.replace("  - networkpolicies.yaml\n", "  - networkpolicies.yaml\n  - leak.yaml\n"),
    );
    expect(() => expectNoSecretsOutsideDev(dir)).toThrow(
      /base: Secret\/leak holds values[\s\S]*overlays\/prod: Secret\/leak/,
    );
  });

  test("a secretGenerator in prod", () => {
    const dir = copyDeploy("generator-in-prod");
    edit(
      join(dir, "overlays/prod/kustomization.yaml"),
      (k) =>
        `${k}\nsecretGenerator:\n  - name: cx-platform-secrets\n    literals:\n      - INTERNAL_TOKEN_SECRET=hunter2\n`,
    );
    expect(() => expectNoSecretsOutsideDev(dir)).toThrow("overlays/prod: Secret/cx-platform-secrets-");
  });

  test("an images: entry that no longer matches because the base renamed the image", () => {
    const dir = copyDeploy("renamed-image");
    edit(join(dir, "base/kustomization.yaml"), (k) =>
      k.replace(
        "  - name: cx-platform\n    newTag:",
        "  - name: cx-platform\n    newName: registry.example.com/cx/cx-platform\n    newTag:",
      ),
    );
    expect(() => expectImageEntriesApplied(dir)).toThrow("overlays/dev: no container runs cx-platform:0.1.0-dev");
  });

  test("a process folder that leaves a template value out fails to render", () => {
    const dir = copyDeploy("missing-value");
    edit(join(dir, "base/processes/identity/kustomization.yaml"), (k) => k.replace("      - memory-limit=384Mi\n", ""));
    expect(() => render(join(dir, "overlays/prod"))).toThrow(/memory-limit/);
  });
});

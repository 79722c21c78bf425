// Renders a kustomization the way an operator applies it, with `kubectl kustomize`, and parses the
// output with `yaml`. Nothing here knows kustomize's rules: a manifest renders here exactly as it
// would at `kubectl apply -k`.

import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseAllDocuments } from "yaml";

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

export const DEPLOY_DIR = resolve(import.meta.dir, "..");

/** `kubectl kustomize` understands the template's replacements only from kustomize v5.1. */
const MIN_KUSTOMIZE = [5, 1] as const;

export const KUBECTL_MISSING = [
  "kubectl is not installed; the deployment checks render the manifests with `kubectl kustomize`.",
  "Install kubectl 1.31 or newer (its built-in kustomize must be v5.1+). Debian and Ubuntu do not package it:",
  "use the Kubernetes apt repository (pkgs.k8s.io, https://kubernetes.io/docs/tasks/tools/install-kubectl-linux/),",
  "the release binary from dl.k8s.io, or `gcloud components install kubectl`; on a machine without internet access,",
  "copy the kubectl binary from one that has it into /usr/local/bin. Then: bun run --cwd deploy check:deploy",
].join("\n");

export class RenderError extends Error {}

let kubectl: string | undefined;

/** kubectl, once checked to be new enough for the template's replacements. */
function findKubectl(): string {
  if (kubectl) return kubectl;
  const bin = Bun.which("kubectl");
  if (!bin) throw new RenderError(KUBECTL_MISSING);
  const out = Bun.spawnSync([bin, "version", "--client"], { stdout: "pipe", stderr: "pipe" });
  const version = /Kustomize Version:\s*v?(\d+)\.(\d+)/.exec(out.stdout.toString());
  const [major, minor] = [Number(version?.[1] ?? 0), Number(version?.[2] ?? 0)];
  if (major < MIN_KUSTOMIZE[0] || (major === MIN_KUSTOMIZE[0] && minor < MIN_KUSTOMIZE[1])) {
    const found = version ? `v${major}.${minor}` : "of unknown version";
    throw new RenderError(
      `${bin}'s built-in kustomize is ${found}, older than v${MIN_KUSTOMIZE.join(".")}.\n${KUBECTL_MISSING}`,
    );
  }
  kubectl = bin;
  return bin;
}

const rendered = new Map<string, K8sObject[]>();

/**
 * The objects `kubectl apply -k dir` would send, in kustomize's order. Renderings are shared by
 * every test file of a run (bun runs them in one process), so callers clone before changing one.
 */
export function render(dir: string): K8sObject[] {
  const cached = rendered.get(dir);
  if (cached) return cached;
  const proc = Bun.spawnSync([findKubectl(), "kustomize", dir], { stdout: "pipe", stderr: "pipe" });
  if (proc.exitCode !== 0) {
    throw new RenderError(`kubectl kustomize ${labelOf(dir)} failed:\n${proc.stderr.toString().trim()}`);
  }
  const objects: K8sObject[] = [];
  for (const doc of parseAllDocuments(proc.stdout.toString())) {
    if (doc.errors.length > 0) throw new RenderError(`unparsable output for ${dir}: ${doc.errors[0]?.message}`);
    const value = doc.toJS() as K8sObject | null;
    if (value) objects.push(value);
  }
  rendered.set(dir, objects);
  return objects;
}

export interface Rendering {
  /** Relative to deploy/, e.g. `overlays/prod`. */
  label: string;
  dir: string;
  objects: K8sObject[];
}

/**
 * The overlays the checks hold to the rules: every folder of deploy/overlays, or the directories
 * in DEPLOY_CHECK_OVERLAYS (comma-separated) to check a variant, as the checks' own tests do.
 */
export function overlayDirs(): string[] {
  const listed = process.env.DEPLOY_CHECK_OVERLAYS;
  if (listed) return listed.split(",").map((d) => resolve(d.trim()));
  const root = join(DEPLOY_DIR, "overlays");
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(root, e.name, "kustomization.yaml")))
    .map((e) => join(root, e.name))
    .sort();
}

export function renderOverlays(): Rendering[] {
  return overlayDirs().map((dir) => ({ label: labelOf(dir), dir, objects: render(dir) }));
}

export function labelOf(dir: string, root = DEPLOY_DIR): string {
  const rel = relative(root, dir);
  return rel.startsWith("..") ? dir : rel || ".";
}

/** Every kustomization under `root` (components are not buildable on their own and are left out). */
export function kustomizationDirs(root = DEPLOY_DIR): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    const file = join(dir, "kustomization.yaml");
    if (existsSync(file) && !/^kind:\s*Component\s*$/m.test(readFileSync(file, "utf8"))) found.push(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !["node_modules", "checks", "rendered"].includes(entry.name)) {
        walk(join(dir, entry.name));
      }
    }
  };
  walk(root);
  return found.sort();
}

/**
 * The documented managed-services variant of prod (docs/deploy.md, "Managed MongoDB, RabbitMQ and
 * Redis"), made the way the docs tell an operator to: infra/telemetry and managed-egress.yaml
 * instead of infra, without the mongodb-init values and the datastore patches.
 */
export function managedServicesVariant(): string {
  const dir = mkdtempSync(join(tmpdir(), "cx-prod-managed-"));
  const prod = join(DEPLOY_DIR, "overlays/prod");
  cpSync(prod, dir, { recursive: true });
  // kustomize refuses absolute paths to other kustomizations: these are relative to the copy.
  const original = readFileSync(join(prod, "kustomization.yaml"), "utf8");
  const edited = original
    .replace("  - ../../infra\n", `  - ${relative(dir, DEPLOY_DIR)}/infra/telemetry\n  - managed-egress.yaml\n`)
    .replace("../../base", `${relative(dir, DEPLOY_DIR)}/base`)
    .replace(/ {2}- name: mongodb-init\n {4}behavior: merge\n {4}literals:\n {6}- MONGO_REPLICAS=3\n/, "")
    .replace("  - path: patches/infrastructure.yaml\n", "");
  if (
    edited === original ||
    / - \.\.\/\.\.\/infra\n| - path: patches\/infrastructure.yaml|MONGO_REPLICAS/.test(edited)
  ) {
    throw new RenderError(
      "overlays/prod/kustomization.yaml no longer has the lines docs/deploy.md tells operators to edit",
    );
  }
  writeFileSync(join(dir, "kustomization.yaml"), edited);
  return dir;
}

/** What the rule checks run over: the overlays, and unless told otherwise the managed variant. */
let checked: Rendering[] | undefined;

export function renderChecked(): Rendering[] {
  if (checked) return checked;
  const overlays = renderOverlays();
  if (process.env.DEPLOY_CHECK_OVERLAYS) {
    checked = overlays;
    return checked;
  }
  const managed = managedServicesVariant();
  try {
    checked = [...overlays, { label: "overlays/prod (managed services)", dir: managed, objects: render(managed) }];
    return checked;
  } finally {
    rmSync(managed, { recursive: true, force: true });
  }
}

// Compares the built-in renderer with a real kustomize when one is installed, so drift between the
// two (a kustomize feature used here but rendered differently) is caught on any machine that has
// kubectl or kustomize, while CI without them still renders offline.

import { type K8sObject, parseYamlDocuments } from "./kustomize.ts";
import { isObject, type Json } from "./patch.ts";

export interface KustomizeBinary {
  label: string;
  command: (dir: string) => string[];
}

function run(cmd: string[], timeoutMs = 30_000): { ok: boolean; stdout: string; stderr: string } {
  try {
    const proc = Bun.spawnSync(cmd, { stdout: "pipe", stderr: "pipe", timeout: timeoutMs });
    return { ok: proc.exitCode === 0, stdout: proc.stdout.toString(), stderr: proc.stderr.toString() };
  } catch (error) {
    return { ok: false, stdout: "", stderr: String(error) };
  }
}

// The overlays use kustomize v5 syntax (`labels`, `patches` with targets); older binaries, such as
// the kustomize inside kubectl before 1.27, cannot render them and are not used for comparison.
function isV5OrLater(version: string): boolean {
  const major = /v?(\d+)\./.exec(version)?.[1];
  return major !== undefined && Number(major) >= 5;
}

/** A kustomize v5+ on PATH (`CX_KUSTOMIZE=off` disables the search), or undefined. */
export function findKustomize(env: Record<string, string | undefined> = process.env): KustomizeBinary | undefined {
  if (env.CX_KUSTOMIZE === "off") return undefined;
  const standalone = Bun.which("kustomize");
  if (standalone) {
    const v = run([standalone, "version"]);
    const version = v.stdout.trim();
    if (v.ok && isV5OrLater(version)) {
      return { label: `kustomize ${version}`, command: (dir) => [standalone, "build", dir] };
    }
  }
  const kubectl = Bun.which("kubectl");
  if (kubectl) {
    const v = run([kubectl, "version", "--client"]);
    const version = /Kustomize Version:\s*(\S+)/.exec(v.stdout)?.[1];
    if (v.ok && version && isV5OrLater(version)) {
      return { label: `kubectl kustomize ${version}`, command: (dir) => [kubectl, "kustomize", dir] };
    }
  }
  return undefined;
}

function canonical(value: Json): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (isObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical(value[k] ?? null)]),
    );
  }
  return value;
}

function key(obj: K8sObject): string {
  return `${obj.apiVersion} ${obj.kind} ${obj.metadata.namespace ?? ""}/${obj.metadata.name}`;
}

function firstDifference(a: Json, b: Json, path = ""): string | undefined {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (isObject(a) && isObject(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[k] ?? null, b[k] ?? null, `${path}.${k}`);
      if (d) return d;
    }
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i] ?? null, b[i] ?? null, `${path}[${i}]`);
      if (d) return d;
    }
  }
  return `${path || "."}: built-in ${JSON.stringify(a)?.slice(0, 200)} vs kustomize ${JSON.stringify(b)?.slice(0, 200)}`;
}

/** Differences between the built-in rendering and the binary's; empty when they agree. */
export function crossCheck(bin: KustomizeBinary, dir: string, builtIn: K8sObject[]): string[] {
  const out = run(bin.command(dir));
  if (!out.ok) return [`${bin.label} failed on ${dir}: ${out.stderr.trim()}`];
  const theirs = new Map<string, Json>();
  for (const doc of parseYamlDocuments(out.stdout, `${bin.label} output`)) {
    if (isObject(doc)) theirs.set(key(doc as K8sObject), canonical(doc));
  }
  const problems: string[] = [];
  const ours = new Map(builtIn.map((o) => [key(o), canonical(o)] as const));
  for (const [id, obj] of ours) {
    const other = theirs.get(id);
    if (other === undefined) problems.push(`${id}: rendered by the built-in renderer only`);
    else {
      const d = firstDifference(obj, other);
      if (d) problems.push(`${id} ${d}`);
    }
  }
  for (const id of theirs.keys()) {
    if (!ours.has(id)) problems.push(`${id}: rendered by ${bin.label} only`);
  }
  return problems;
}

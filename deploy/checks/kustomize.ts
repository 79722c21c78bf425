// A renderer for the subset of kustomize that deploy/ uses, so CI can render the overlays with
// nothing but npm packages (no kustomize binary is published on the registries CI can reach).
// Anything outside the subset is rejected by name rather than silently mis-rendered; the real
// `kustomize build` (or `kubectl kustomize`) gives the same objects, and validate.ts compares the
// two whenever such a binary is on PATH.
//
// Supported: resources (files and directories), components, namespace, labels (without
// includeSelectors), images, patches (strategic merge or JSON 6902; by name or by target),
// configMapGenerator / secretGenerator (literals, files; behavior create/merge/replace),
// generatorOptions; content-hash name suffixes and the references to the renamed objects.

import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative, resolve, sep } from "node:path";
import { parseAllDocuments, type ScalarTag, stringify, type Tags } from "yaml";
import { clone, isObject, type Json, type JsonObject, type JsonPatchOp, jsonPatch, strategicMerge } from "./patch.ts";

export type K8sObject = JsonObject & {
  apiVersion: string;
  kind: string;
  metadata: JsonObject & { name: string; namespace?: string };
};

export class KustomizeError extends Error {}

interface Entry {
  obj: K8sObject;
  needsHash: boolean;
}

const KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];

const SUPPORTED_FIELDS = new Set([
  "apiVersion",
  "kind",
  "resources",
  "components",
  "namespace",
  "labels",
  "images",
  "patches",
  "configMapGenerator",
  "secretGenerator",
  "generatorOptions",
]);

// Kinds that live outside any namespace; the namespace transformer leaves them alone.
const CLUSTER_SCOPED = new Set([
  "Namespace",
  "ClusterRole",
  "ClusterRoleBinding",
  "CustomResourceDefinition",
  "PersistentVolume",
  "StorageClass",
  "PriorityClass",
  "IngressClass",
  "RuntimeClass",
  "ValidatingWebhookConfiguration",
  "MutatingWebhookConfiguration",
  "APIService",
]);

// Apply order for `kubectl apply -f` of the rendered stream (kustomize's "legacy" order).
const KIND_ORDER = [
  "Namespace",
  "ResourceQuota",
  "StorageClass",
  "CustomResourceDefinition",
  "ServiceAccount",
  "PodSecurityPolicy",
  "Role",
  "ClusterRole",
  "RoleBinding",
  "ClusterRoleBinding",
  "ConfigMap",
  "Secret",
  "Endpoints",
  "Service",
  "LimitRange",
  "PriorityClass",
  "PersistentVolume",
  "PersistentVolumeClaim",
  "Deployment",
  "StatefulSet",
  "CronJob",
  "PodDisruptionBudget",
];
const KIND_ORDER_LAST = ["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"];

// kustomize reads YAML 1.2 (so `Y` or `on` are strings) except that, like Go's strconv, a
// leading zero makes an integer octal (`defaultMode: 0440` is 288). Output is written as YAML 1.1,
// which is what kubectl decodes, so that such strings come out quoted.
const legacyOctal: ScalarTag = {
  tag: "tag:yaml.org,2002:int",
  identify: () => false,
  default: true,
  test: /^0[0-7]+$/,
  resolve: (source: string) => Number.parseInt(source, 8),
};
const PARSE_OPTIONS = {
  version: "1.2",
  schema: "core",
  customTags: (tags: Tags) => [legacyOctal, ...tags],
} as const;
const STRINGIFY_OPTIONS = { version: "1.1", sortMapEntries: true, lineWidth: 0 } as const;

export function parseYamlDocuments(text: string, source: string): Json[] {
  const docs = parseAllDocuments(text, PARSE_OPTIONS);
  const out: Json[] = [];
  for (const doc of docs) {
    if (doc.errors.length > 0) {
      throw new KustomizeError(`${source}: ${doc.errors.map((e) => e.message).join("; ")}`);
    }
    const value = doc.toJS() as Json;
    if (value !== null && value !== undefined) out.push(value);
  }
  return out;
}

export function toYaml(objects: Json[]): string {
  return objects.map((o) => stringify(o, STRINGIFY_OPTIONS)).join("---\n");
}

function idOf(obj: K8sObject): string {
  const ns = obj.metadata.namespace ? `${obj.metadata.namespace}/` : "";
  return `${obj.kind}/${ns}${obj.metadata.name}`;
}

function asK8sObject(value: Json, source: string): K8sObject {
  if (
    !isObject(value) ||
    typeof value.apiVersion !== "string" ||
    typeof value.kind !== "string" ||
    !isObject(value.metadata) ||
    typeof value.metadata.name !== "string"
  ) {
    throw new KustomizeError(`${source}: every resource needs apiVersion, kind and metadata.name`);
  }
  return value as K8sObject;
}

function stringList(value: Json | undefined, what: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) {
    throw new KustomizeError(`${what} must be a list of strings`);
  }
  return value as string[];
}

function objectList(value: Json | undefined, what: string): JsonObject[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isObject)) {
    throw new KustomizeError(`${what} must be a list of mappings`);
  }
  return value as JsonObject[];
}

function rejectUnknown(obj: JsonObject, allowed: string[], what: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) {
      throw new KustomizeError(`${what}: field "${key}" is not supported by this renderer`);
    }
  }
}

// kustomize's load restrictor: a kustomization may only read files under its own root.
function insideRoot(root: string, path: string, what: string): string {
  const full = resolve(root, path);
  const rel = relative(root, full);
  if (rel.startsWith("..") || rel.startsWith(sep)) {
    throw new KustomizeError(`${what}: "${path}" is outside the kustomization root ${root}`);
  }
  return full;
}

export function findKustomizationFile(dir: string): string | undefined {
  return KUSTOMIZATION_FILES.map((f) => join(dir, f)).find((f) => existsSync(f));
}

export function loadKustomization(dir: string): { file: string; k: JsonObject } {
  const file = findKustomizationFile(dir);
  if (!file) throw new KustomizeError(`no kustomization file in ${dir}`);
  const docs = parseYamlDocuments(readFileSync(file, "utf8"), file);
  const k = docs[0];
  if (docs.length !== 1 || !isObject(k)) throw new KustomizeError(`${file}: expected one mapping`);
  for (const key of Object.keys(k)) {
    if (!SUPPORTED_FIELDS.has(key)) {
      throw new KustomizeError(`${file}: field "${key}" is not supported by this renderer`);
    }
  }
  return { file, k };
}

function addEntry(acc: Entry[], entry: Entry, source: string): void {
  const id = idOf(entry.obj);
  if (acc.some((e) => idOf(e.obj) === id)) {
    throw new KustomizeError(`${source}: ${id} is defined twice`);
  }
  acc.push(entry);
}

function accumulate(dir: string, acc: Entry[], expectKind: "Kustomization" | "Component", notes: string[]): void {
  const { file, k } = loadKustomization(dir);
  const kind = typeof k.kind === "string" ? k.kind : "Kustomization";
  if (kind !== expectKind) throw new KustomizeError(`${file}: expected kind ${expectKind}, got ${kind}`);

  for (const res of stringList(k.resources, `${file} resources`)) {
    if (/^[a-z]+:\/\//i.test(res) || res.includes("?ref=")) {
      throw new KustomizeError(`${file}: remote resource "${res}" is not supported`);
    }
    const path = resolve(dir, res);
    if (!existsSync(path)) throw new KustomizeError(`${file}: resource "${res}" not found`);
    if (statSync(path).isDirectory()) {
      const sub: Entry[] = [];
      accumulate(path, sub, "Kustomization", notes);
      for (const e of sub) addEntry(acc, e, file);
    } else {
      // Like kustomize, files (unlike other kustomizations) must be under this kustomization.
      insideRoot(dir, res, file);
      for (const doc of parseYamlDocuments(readFileSync(path, "utf8"), path)) {
        addEntry(acc, { obj: asK8sObject(doc, path), needsHash: false }, path);
      }
    }
  }

  for (const comp of stringList(k.components, `${file} components`)) {
    accumulate(resolve(dir, comp), acc, "Component", notes);
  }

  const options = isObject(k.generatorOptions) ? k.generatorOptions : {};
  rejectUnknown(options, ["disableNameSuffixHash", "labels", "annotations"], `${file} generatorOptions`);
  for (const gen of objectList(k.configMapGenerator, `${file} configMapGenerator`)) {
    generate(acc, dir, file, "ConfigMap", gen, options);
  }
  for (const gen of objectList(k.secretGenerator, `${file} secretGenerator`)) {
    generate(acc, dir, file, "Secret", gen, options);
  }

  for (const p of objectList(k.patches, `${file} patches`)) applyPatch(acc, dir, file, p);

  if (typeof k.namespace === "string") {
    for (const e of acc) {
      if (!CLUSTER_SCOPED.has(e.obj.kind)) e.obj.metadata.namespace = k.namespace;
      // kustomize renames Namespace objects too, so an overlay's namespace.yaml cannot disagree.
      else if (e.obj.kind === "Namespace") e.obj.metadata.name = k.namespace;
    }
  }

  for (const l of objectList(k.labels, `${file} labels`)) applyLabels(acc, file, l);
  for (const img of objectList(k.images, `${file} images`)) {
    // kustomize ignores an entry that matches nothing; here that is reported, because it means the
    // image an overlay meant to pin is not the one deployed (e.g. a base renamed it first).
    if (!applyImage(acc, file, img)) notes.push(`${file}: images entry "${String(img.name)}" matches no container`);
  }
}

// --- generators -------------------------------------------------------------------------------

function unquote(value: string): string {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'") && value.endsWith(first)) {
    return value.slice(1, -1);
  }
  return value;
}

function generatorData(dir: string, file: string, gen: JsonObject): Record<string, string> {
  const data: Record<string, string> = {};
  const put = (key: string, value: string) => {
    if (!/^[-._a-zA-Z0-9]+$/.test(key)) throw new KustomizeError(`${file}: invalid data key "${key}"`);
    if (key in data) throw new KustomizeError(`${file}: duplicate data key "${key}"`);
    data[key] = value;
  };
  for (const literal of stringList(gen.literals, `${file} literals`)) {
    const at = literal.indexOf("=");
    if (at <= 0) throw new KustomizeError(`${file}: literal "${literal}" is not KEY=VALUE`);
    put(literal.slice(0, at), unquote(literal.slice(at + 1)));
  }
  for (const source of stringList(gen.files, `${file} files`)) {
    const at = source.indexOf("=");
    const key = at > 0 ? source.slice(0, at) : basename(source);
    const path = at > 0 ? source.slice(at + 1) : source;
    put(key, readFileSync(insideRoot(dir, path, file), "utf8"));
  }
  return data;
}

// kustomize wraps base64 at 70 columns, with a newline after every line once there are 70 or
// more characters (the API server ignores the newlines; the name hash does not).
function secretValue(value: string): string {
  const b64 = Buffer.from(value).toString("base64");
  if (b64.length < 70) return b64;
  return (b64.match(/.{1,70}/g) ?? []).map((line) => `${line}\n`).join("");
}

function generate(
  acc: Entry[],
  dir: string,
  file: string,
  kind: "ConfigMap" | "Secret",
  gen: JsonObject,
  globalOptions: JsonObject,
): void {
  const allowed = ["name", "namespace", "behavior", "literals", "files", "options"];
  rejectUnknown(gen, kind === "Secret" ? [...allowed, "type"] : allowed, `${file} ${kind} generator`);
  const name = gen.name;
  if (typeof name !== "string") throw new KustomizeError(`${file}: generator without a name`);
  const own = isObject(gen.options) ? gen.options : {};
  rejectUnknown(own, ["disableNameSuffixHash", "labels", "annotations"], `${file} ${name} options`);
  const options = { ...globalOptions, ...own };
  const raw = generatorData(dir, file, gen);
  const data: Record<string, string> =
    kind === "Secret" ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, secretValue(v)])) : raw;
  const metadata: JsonObject = { name };
  if (typeof gen.namespace === "string") metadata.namespace = gen.namespace;
  const labels = {
    ...(isObject(globalOptions.labels) ? globalOptions.labels : {}),
    ...(isObject(own.labels) ? own.labels : {}),
  };
  const annotations = {
    ...(isObject(globalOptions.annotations) ? globalOptions.annotations : {}),
    ...(isObject(own.annotations) ? own.annotations : {}),
  };
  if (Object.keys(labels).length > 0) metadata.labels = labels;
  if (Object.keys(annotations).length > 0) metadata.annotations = annotations;
  const needsHash = options.disableNameSuffixHash !== true;

  const behavior = gen.behavior ?? "create";
  const existing = acc.find(
    (e) =>
      e.obj.kind === kind &&
      e.obj.metadata.name === name &&
      (gen.namespace === undefined || e.obj.metadata.namespace === gen.namespace),
  );
  if (behavior === "create") {
    const obj: JsonObject = { apiVersion: "v1", kind, metadata, data };
    if (kind === "Secret") obj.type = typeof gen.type === "string" ? gen.type : "Opaque";
    addEntry(acc, { obj: obj as K8sObject, needsHash }, file);
    return;
  }
  if (behavior !== "merge" && behavior !== "replace") {
    throw new KustomizeError(`${file}: unknown generator behavior "${String(behavior)}"`);
  }
  if (!existing) throw new KustomizeError(`${file}: ${kind}/${name} to ${behavior} does not exist`);
  const old = isObject(existing.obj.data) ? existing.obj.data : {};
  existing.obj.data = behavior === "merge" ? { ...old, ...data } : data;
  const meta = existing.obj.metadata;
  if (metadata.labels) meta.labels = { ...(isObject(meta.labels) ? meta.labels : {}), ...labels };
  if (metadata.annotations) {
    meta.annotations = { ...(isObject(meta.annotations) ? meta.annotations : {}), ...annotations };
  }
  if (own.disableNameSuffixHash !== undefined) existing.needsHash = needsHash;
}

// --- patches ----------------------------------------------------------------------------------

function matchesSelector(labels: JsonObject, selector: string): boolean {
  return selector
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .every((term) => {
      const ne = term.split("!=");
      if (ne.length === 2) return labels[ne[0]!.trim()] !== ne[1]!.trim();
      const eq = term.split(/==?/);
      if (eq.length === 2) return labels[eq[0]!.trim()] === eq[1]!.trim();
      if (/^[-\w./]+$/.test(term)) return term in labels;
      throw new KustomizeError(`label selector term "${term}" is not supported`);
    });
}

function selectTargets(acc: Entry[], target: JsonObject, file: string): Entry[] {
  rejectUnknown(target, ["group", "version", "kind", "name", "namespace", "labelSelector"], `${file} patch target`);
  const anchored = (pattern: Json | undefined) =>
    typeof pattern === "string" ? new RegExp(`^(?:${pattern})$`) : undefined;
  // Like kustomize, every string field of a target is an anchored regular expression.
  const kind = anchored(target.kind);
  const group = anchored(target.group);
  const version = anchored(target.version);
  const name = anchored(target.name);
  const ns = anchored(target.namespace);
  return acc.filter((e) => {
    const slash = e.obj.apiVersion.indexOf("/");
    const g = slash >= 0 ? e.obj.apiVersion.slice(0, slash) : "";
    const v = e.obj.apiVersion.slice(slash + 1);
    if (kind && !kind.test(e.obj.kind)) return false;
    if (group && !group.test(g)) return false;
    if (version && !version.test(v)) return false;
    if (name && !name.test(e.obj.metadata.name)) return false;
    if (ns && !ns.test(e.obj.metadata.namespace ?? "")) return false;
    if (typeof target.labelSelector === "string") {
      const labels = isObject(e.obj.metadata.labels) ? e.obj.metadata.labels : {};
      if (!matchesSelector(labels, target.labelSelector)) return false;
    }
    return true;
  });
}

function mergeInto(entry: Entry, patch: JsonObject): void {
  const { apiVersion: _a, kind: _k, ...body } = patch;
  const meta = isObject(body.metadata) ? { ...body.metadata } : undefined;
  if (meta) {
    delete meta.name;
    delete meta.namespace;
    body.metadata = meta;
  }
  const merged = strategicMerge(entry.obj, body);
  entry.obj = asK8sObject(merged ?? null, "patch result");
}

function applyPatch(acc: Entry[], dir: string, file: string, p: JsonObject): void {
  rejectUnknown(p, ["path", "patch", "target"], `${file} patches`);
  let text: string;
  let source: string;
  if (typeof p.path === "string") {
    source = insideRoot(dir, p.path, file);
    text = readFileSync(source, "utf8");
  } else if (typeof p.patch === "string") {
    source = `${file} (inline patch)`;
    text = p.patch;
  } else {
    throw new KustomizeError(`${file}: a patch needs "path" or "patch"`);
  }
  const docs = parseYamlDocuments(text, source);
  const target = isObject(p.target) ? p.target : undefined;

  if (docs.length === 1 && Array.isArray(docs[0])) {
    if (!target) throw new KustomizeError(`${source}: a JSON 6902 patch needs a target`);
    const targets = selectTargets(acc, target, file);
    if (targets.length === 0) throw new KustomizeError(`${source}: target matches no resource`);
    for (const e of targets) {
      e.obj = asK8sObject(jsonPatch(e.obj, docs[0] as unknown as JsonPatchOp[]), source);
    }
    return;
  }
  for (const doc of docs) {
    if (!isObject(doc)) throw new KustomizeError(`${source}: a strategic merge patch is a mapping`);
    let targets: Entry[];
    if (target) {
      targets = selectTargets(acc, target, file);
    } else {
      const self = asK8sObject(doc, source);
      targets = acc.filter(
        (e) =>
          e.obj.kind === self.kind &&
          e.obj.metadata.name === self.metadata.name &&
          (self.metadata.namespace === undefined || e.obj.metadata.namespace === self.metadata.namespace),
      );
    }
    if (targets.length === 0) throw new KustomizeError(`${source}: patch matches no resource`);
    for (const e of targets) mergeInto(e, doc);
  }
}

// --- labels and images ------------------------------------------------------------------------

function podTemplates(obj: JsonObject): JsonObject[] {
  const spec = isObject(obj.spec) ? obj.spec : undefined;
  if (!spec) return [];
  if (isObject(spec.template)) return [spec.template];
  const job = isObject(spec.jobTemplate) && isObject(spec.jobTemplate.spec) ? spec.jobTemplate.spec : undefined;
  if (job && isObject(job.template)) return [job.template];
  return [];
}

function podSpecs(obj: JsonObject): JsonObject[] {
  if (obj.kind === "Pod" && isObject(obj.spec)) return [obj.spec];
  return podTemplates(obj).flatMap((t) => (isObject(t.spec) ? [t.spec] : []));
}

function applyLabels(acc: Entry[], file: string, l: JsonObject): void {
  rejectUnknown(l, ["pairs", "includeSelectors", "includeTemplates"], `${file} labels`);
  if (l.includeSelectors === true) {
    // Selectors are immutable on Deployments/StatefulSets: changing them via an overlay breaks
    // upgrades, so the manifests spell selectors out and this renderer refuses to touch them.
    throw new KustomizeError(`${file}: labels.includeSelectors is not supported`);
  }
  const pairs = isObject(l.pairs) ? l.pairs : {};
  for (const e of acc) {
    const meta = e.obj.metadata;
    meta.labels = { ...(isObject(meta.labels) ? meta.labels : {}), ...pairs };
    if (l.includeTemplates === true) {
      for (const t of podTemplates(e.obj)) {
        const tm = isObject(t.metadata) ? t.metadata : {};
        tm.labels = { ...(isObject(tm.labels) ? tm.labels : {}), ...pairs };
        t.metadata = tm;
      }
    }
  }
}

export function splitImage(image: string): { name: string; tag?: string; digest?: string } {
  let rest = image;
  let digest: string | undefined;
  const at = rest.indexOf("@");
  if (at >= 0) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
  }
  const colon = rest.lastIndexOf(":");
  if (colon > rest.lastIndexOf("/")) {
    return { name: rest.slice(0, colon), tag: rest.slice(colon + 1), ...(digest ? { digest } : {}) };
  }
  return { name: rest, ...(digest ? { digest } : {}) };
}

function applyImage(acc: Entry[], file: string, img: JsonObject): boolean {
  rejectUnknown(img, ["name", "newName", "newTag", "digest"], `${file} images`);
  if (typeof img.name !== "string") throw new KustomizeError(`${file}: images entry without a name`);
  let matched = false;
  for (const e of acc) {
    for (const spec of podSpecs(e.obj)) {
      for (const field of ["containers", "initContainers"]) {
        const list = spec[field];
        if (!Array.isArray(list)) continue;
        for (const c of list) {
          if (!isObject(c) || typeof c.image !== "string") continue;
          const parts = splitImage(c.image);
          if (parts.name !== img.name) continue;
          matched = true;
          const name = typeof img.newName === "string" ? img.newName : parts.name;
          if (typeof img.digest === "string") c.image = `${name}@${img.digest}`;
          else if (typeof img.newTag === "string") c.image = `${name}:${img.newTag}`;
          else if (parts.digest) c.image = `${name}@${parts.digest}`;
          else c.image = parts.tag ? `${name}:${parts.tag}` : name;
        }
      }
    }
  }
  return matched;
}

// --- name suffix hashes -----------------------------------------------------------------------

// Go's encoding/json escapes these; the hash is taken over Go's output.
function goJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    isObject(v as Json)
      ? Object.fromEntries(Object.entries(v as JsonObject).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

export function nameHash(obj: K8sObject): string {
  // kustomize's hasher looks the name up with a path it cannot resolve, so it always hashes an
  // empty name; reproduced here so that suffixes match `kustomize build` byte for byte.
  const m: JsonObject = { kind: obj.kind, name: "", data: obj.data ?? {} };
  if (obj.kind === "Secret") m.type = obj.type ?? "";
  if (obj.kind === "ConfigMap" && isObject(obj.binaryData)) m.binaryData = obj.binaryData;
  const hex = createHash("sha256").update(goJson(m)).digest("hex").slice(0, 10);
  const swap: Record<string, string> = { "0": "g", "1": "h", "3": "k", a: "m", e: "t" };
  return hex.replace(/[013ae]/g, (c) => swap[c] ?? c);
}

function renameRefs(obj: JsonObject, kind: string, from: string, to: string): void {
  const fix = (holder: Json | undefined, field: string) => {
    if (isObject(holder) && holder[field] === from) holder[field] = to;
  };
  for (const spec of podSpecs(obj)) {
    const volumes = Array.isArray(spec.volumes) ? spec.volumes : [];
    for (const v of volumes) {
      if (!isObject(v)) continue;
      if (kind === "ConfigMap") fix(v.configMap, "name");
      if (kind === "Secret") fix(v.secret, "secretName");
      const sources = isObject(v.projected) && Array.isArray(v.projected.sources) ? v.projected.sources : [];
      for (const s of sources) {
        if (isObject(s)) fix(kind === "ConfigMap" ? s.configMap : s.secret, "name");
      }
    }
    if (kind === "Secret" && Array.isArray(spec.imagePullSecrets)) {
      for (const s of spec.imagePullSecrets) fix(s, "name");
    }
    for (const field of ["containers", "initContainers"]) {
      const list = Array.isArray(spec[field]) ? spec[field] : [];
      for (const c of list) {
        if (!isObject(c)) continue;
        for (const env of Array.isArray(c.env) ? c.env : []) {
          if (!isObject(env) || !isObject(env.valueFrom)) continue;
          fix(kind === "ConfigMap" ? env.valueFrom.configMapKeyRef : env.valueFrom.secretKeyRef, "name");
        }
        for (const from of Array.isArray(c.envFrom) ? c.envFrom : []) {
          if (isObject(from)) fix(kind === "ConfigMap" ? from.configMapRef : from.secretRef, "name");
        }
      }
    }
  }
  if (kind === "Secret" && obj.kind === "Ingress" && isObject(obj.spec) && Array.isArray(obj.spec.tls)) {
    for (const t of obj.spec.tls) fix(t, "secretName");
  }
}

function kindRank(kind: string): number {
  const last = KIND_ORDER_LAST.indexOf(kind);
  if (last >= 0) return KIND_ORDER.length + 1 + last;
  const i = KIND_ORDER.indexOf(kind);
  return i >= 0 ? i : KIND_ORDER.length;
}

/**
 * Renders the kustomization in `dir` as `kustomize build dir` would. `notes` collects what
 * kustomize silently accepts but is almost certainly a mistake (an images entry matching nothing).
 */
export function render(dir: string, notes: string[] = []): K8sObject[] {
  const acc: Entry[] = [];
  accumulate(resolve(dir), acc, "Kustomization", notes);
  for (const e of acc) {
    if (!e.needsHash) continue;
    const from = e.obj.metadata.name;
    const to = `${from}-${nameHash(e.obj)}`;
    e.obj.metadata.name = to;
    for (const other of acc) {
      if ((other.obj.metadata.namespace ?? "") === (e.obj.metadata.namespace ?? "")) {
        renameRefs(other.obj, e.obj.kind, from, to);
      }
    }
  }
  const objects = acc.map((e) => clone(e.obj));
  return objects
    .map((obj, index) => ({ obj, index }))
    .sort((a, b) => kindRank(a.obj.kind) - kindRank(b.obj.kind) || a.index - b.index)
    .map(({ obj }) => obj);
}

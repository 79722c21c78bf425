// Strategic merge patch and JSON patch (RFC 6902), limited to what the kustomizations here need.
// Merge keys follow the `patchMergeKey` markers of the Kubernetes API types; a list without one is
// replaced wholesale, as the API server and kustomize do.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export class PatchError extends Error {}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function clone<T extends Json>(value: T): T {
  return structuredClone(value);
}

const MERGE_KEYS: Record<string, string> = {
  containers: "name",
  initContainers: "name",
  ephemeralContainers: "name",
  env: "name",
  volumes: "name",
  volumeMounts: "mountPath",
  volumeDevices: "devicePath",
  imagePullSecrets: "name",
  hostAliases: "ip",
  topologySpreadConstraints: "topologyKey",
  resourceClaims: "name",
  conditions: "type",
  ownerReferences: "uid",
};

// `ports` is keyed by containerPort inside a container and by port inside a Service.
function mergeKeyFor(field: string, items: Json[]): string | undefined {
  if (field === "ports") {
    return items.some((i) => isObject(i) && "containerPort" in i) ? "containerPort" : "port";
  }
  return MERGE_KEYS[field];
}

function directive(value: Json): string | undefined {
  return isObject(value) && typeof value.$patch === "string" ? value.$patch : undefined;
}

function withoutDirective(value: JsonObject): JsonObject {
  const { $patch: _ignored, ...rest } = value;
  return rest;
}

export function strategicMerge(original: Json | undefined, patch: Json, field = ""): Json | undefined {
  if (patch === null) return undefined;
  if (isObject(patch)) {
    const dir = directive(patch);
    if (dir === "delete") return undefined;
    if (dir === "replace") return withoutDirective(patch);
    if (dir !== undefined) throw new PatchError(`unsupported $patch directive "${dir}"`);
    const result: JsonObject = isObject(original) ? { ...original } : {};
    for (const [key, value] of Object.entries(patch)) {
      if (key.startsWith("$")) {
        throw new PatchError(`unsupported strategic merge directive "${key}"`);
      }
      const merged = strategicMerge(result[key], value, key);
      if (merged === undefined) delete result[key];
      else result[key] = merged;
    }
    return result;
  }
  if (Array.isArray(patch)) {
    const base = Array.isArray(original) ? original : [];
    const key = mergeKeyFor(field, [...base, ...patch]);
    if (key === undefined || !patch.every(isObject)) return clone(patch);
    if (patch.some((item) => directive(item) === "replace")) {
      return patch.filter((item) => directive(item) !== "replace");
    }
    // Patch elements come first, in patch order, followed by the untouched originals: the
    // order `kustomize build` produces, so that a rendered diff against it stays empty.
    const result: Json[] = [];
    const consumed = new Set<number>();
    for (const item of patch as JsonObject[]) {
      const id = item[key];
      if (id === undefined) throw new PatchError(`list "${field}" element lacks merge key "${key}"`);
      const index = base.findIndex((o) => isObject(o) && o[key] === id);
      if (index >= 0) consumed.add(index);
      if (directive(item) === "delete") continue;
      const merged = strategicMerge(index >= 0 ? base[index] : undefined, item, "");
      if (merged !== undefined) result.push(merged);
    }
    base.forEach((item, index) => {
      if (!consumed.has(index)) result.push(item);
    });
    return result;
  }
  return patch;
}

export interface JsonPatchOp {
  op: "add" | "remove" | "replace" | "move" | "copy" | "test";
  path: string;
  from?: string;
  value?: Json;
}

function pointer(path: string): string[] {
  if (path === "") return [];
  if (!path.startsWith("/")) throw new PatchError(`JSON pointer "${path}" must start with "/"`);
  return path
    .slice(1)
    .split("/")
    .map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
}

function parentOf(doc: Json, tokens: string[], path: string): { parent: Json; last: string } {
  let node: Json = doc;
  for (const token of tokens.slice(0, -1)) {
    const next: Json | undefined = Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined;
    if (next === undefined) throw new PatchError(`path "${path}" does not exist`);
    node = next;
  }
  const last = tokens.at(-1);
  if (last === undefined) throw new PatchError(`path "${path}" addresses the whole document`);
  return { parent: node, last };
}

function read(doc: Json, path: string): Json {
  let node: Json = doc;
  for (const token of pointer(path)) {
    const next: Json | undefined = Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined;
    if (next === undefined) throw new PatchError(`path "${path}" does not exist`);
    node = next;
  }
  return node;
}

function arrayIndex(parent: Json[], token: string, path: string, allowEnd: boolean): number {
  if (token === "-" && allowEnd) return parent.length;
  const index = Number(token);
  const max = allowEnd ? parent.length : parent.length - 1;
  if (!/^\d+$/.test(token) || index > max) throw new PatchError(`bad array index in "${path}"`);
  return index;
}

function add(doc: Json, path: string, value: Json): void {
  const { parent, last } = parentOf(doc, pointer(path), path);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, last, path, true), 0, value);
  else if (isObject(parent)) parent[last] = value;
  else throw new PatchError(`cannot add at "${path}"`);
}

function remove(doc: Json, path: string): void {
  const { parent, last } = parentOf(doc, pointer(path), path);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, last, path, false), 1);
  else if (isObject(parent) && last in parent) delete parent[last];
  else throw new PatchError(`cannot remove "${path}": it does not exist`);
}

export function jsonPatch(document: JsonObject, ops: JsonPatchOp[]): JsonObject {
  const doc = clone(document);
  for (const op of ops) {
    switch (op.op) {
      case "add":
        add(doc, op.path, clone(op.value ?? null));
        break;
      case "remove":
        remove(doc, op.path);
        break;
      case "replace":
        remove(doc, op.path);
        add(doc, op.path, clone(op.value ?? null));
        break;
      case "move": {
        const value = read(doc, op.from ?? "");
        remove(doc, op.from ?? "");
        add(doc, op.path, value);
        break;
      }
      case "copy":
        add(doc, op.path, clone(read(doc, op.from ?? "")));
        break;
      case "test":
        if (JSON.stringify(read(doc, op.path)) !== JSON.stringify(op.value)) {
          throw new PatchError(`test failed at "${op.path}"`);
        }
        break;
      default:
        throw new PatchError(`unknown JSON patch op ${JSON.stringify(op)}`);
    }
  }
  return doc;
}

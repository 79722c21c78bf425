// Offline validation against the Kubernetes OpenAPI schemas, as compiled into ajv validators by the
// kubernetes-models package (one module per apiVersion/kind). Types, formats (quantities, ports),
// enums and required fields are checked; unknown fields are not, because the upstream schemas do
// not forbid them; the project rules (the *.test.ts files) cover the fields that matter here.

import type { K8sObject } from "./render.ts";

interface ModelModule {
  [exported: string]: unknown;
}

interface ValidatingModel {
  validate(): void;
}

type ModelClass = new (data: unknown) => ValidatingModel;

interface AjvLikeError {
  instancePath?: string;
  message?: string;
}

const cache = new Map<string, ModelClass | null>();

async function modelFor(apiVersion: string, kind: string): Promise<ModelClass | null> {
  const id = `${apiVersion}/${kind}`;
  const cached = cache.get(id);
  if (cached !== undefined) return cached;
  let model: ModelClass | null = null;
  if (/^[\w.-]+(\/[\w.-]+)?$/.test(apiVersion) && /^\w+$/.test(kind)) {
    try {
      const mod = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as ModelModule;
      const candidate = mod[kind];
      if (typeof candidate === "function") model = candidate as ModelClass;
    } catch {
      model = null;
    }
  }
  cache.set(id, model);
  return model;
}

function describe(error: unknown): string {
  const errors = (error as { errors?: AjvLikeError[] }).errors;
  if (Array.isArray(errors) && errors.length > 0) {
    // ajv reports every failed branch of a oneOf (a quantity is a number or a string of a given
    // format); grouping by path keeps one line per offending field.
    const byPath = new Map<string, string[]>();
    for (const e of errors) {
      const path = e.instancePath || "/";
      const message = e.message ?? "is invalid";
      if (message.startsWith("must match exactly one schema")) continue;
      const list = byPath.get(path) ?? [];
      if (!list.includes(message)) list.push(message);
      byPath.set(path, list);
    }
    if (byPath.size > 0) {
      return [...byPath].map(([path, messages]) => `${path} ${messages.join(" or ")}`).join("; ");
    }
  }
  return error instanceof Error ? error.message : String(error);
}

// kustomize wraps long base64 Secret values over several lines; the API server's decoder skips the
// newlines, the schema's "byte" format does not.
function forValidation(obj: K8sObject): K8sObject {
  if (obj.kind !== "Secret" || typeof obj.data !== "object" || obj.data === null || Array.isArray(obj.data)) {
    return obj;
  }
  const data = Object.fromEntries(
    Object.entries(obj.data).map(([k, v]) => [k, typeof v === "string" ? v.replace(/[\r\n]/g, "") : v]),
  );
  return { ...obj, data };
}

/** Schema problems of one object; an unknown apiVersion/kind is itself a problem. */
export async function validateSchema(obj: K8sObject): Promise<string[]> {
  const model = await modelFor(obj.apiVersion, obj.kind);
  if (!model) return [`no Kubernetes schema for ${obj.apiVersion} ${obj.kind}`];
  try {
    new model(forValidation(obj)).validate();
    return [];
  } catch (error) {
    return [describe(error)];
  }
}

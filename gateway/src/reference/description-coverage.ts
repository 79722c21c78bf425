/**
 * What the reference leaves unexplained: operations without a summary or a description,
 * parameters without a description, and properties of request and response schemas without one,
 * found by walking the OpenAPI document itself (through `$ref`s, `allOf`/`anyOf`/`oneOf`,
 * `items` and `additionalProperties`), so that nothing a reader meets can be missed.
 */
import type { JsonSchema } from "./schema-catalog.ts";

const COMPONENT_PREFIX = "#/components/schemas/";
const SUBSCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"] as const;

function isObject(value: unknown): value is JsonSchema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

export function undescribedParts(document: JsonSchema): string[] {
  const components = ((document.components as JsonSchema | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
  const offenders = new Set<string>();
  const visited = new Set<string>();

  const component = (ref: string): { name: string; schema: JsonSchema | undefined } => {
    const name = ref.startsWith(COMPONENT_PREFIX) ? ref.slice(COMPONENT_PREFIX.length) : ref;
    return { name, schema: components[name] };
  };

  /** A description of its own, one of the schema it refers to, or every non-null alternative's. */
  const described = (schema: JsonSchema, seen = new Set<string>()): boolean => {
    if (hasText(schema.description)) return true;
    if (typeof schema.$ref === "string") {
      const { name, schema: target } = component(schema.$ref);
      if (!target || seen.has(name)) return false;
      return described(target, new Set([...seen, name]));
    }
    for (const key of ["anyOf", "oneOf", "allOf"] as const) {
      const members = (schema[key] as unknown[] | undefined)?.filter(isObject);
      if (!members?.length) continue;
      const meaningful = members.filter((member) => member.type !== "null");
      return meaningful.length > 0 && meaningful.every((member) => described(member, seen));
    }
    return false;
  };

  const visit = (schema: unknown, where: string): void => {
    if (!isObject(schema)) return;
    if (typeof schema.$ref === "string") {
      const { name, schema: target } = component(schema.$ref);
      if (visited.has(name)) return;
      visited.add(name);
      if (!target) offenders.add(`${where}: $ref to a missing component ${name}`);
      else visit(target, name);
      return;
    }
    const properties = schema.properties;
    if (isObject(properties)) {
      for (const [name, property] of Object.entries(properties)) {
        if (!isObject(property)) continue;
        if (!described(property)) offenders.add(`${where}.${name}`);
        visit(property, `${where}.${name}`);
      }
    }
    for (const key of SUBSCHEMA_LISTS) {
      const members = schema[key];
      if (!Array.isArray(members)) continue;
      for (const [index, member] of members.entries()) visit(member, `${where}(${key} ${index})`);
    }
    if (isObject(schema.items)) visit(schema.items, `${where}[]`);
    if (isObject(schema.additionalProperties)) visit(schema.additionalProperties, `${where}{}`);
    if (isObject(schema.patternProperties)) {
      for (const inner of Object.values(schema.patternProperties)) visit(inner, `${where}{}`);
    }
  };

  const content = (holder: unknown, where: string): void => {
    if (!isObject(holder) || !isObject(holder.content)) return;
    for (const media of Object.values(holder.content)) if (isObject(media)) visit(media.schema, where);
  };

  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, JsonSchema>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation)) continue;
      const id = hasText(operation.operationId) ? (operation.operationId as string) : `${method.toUpperCase()} ${path}`;
      if (!hasText(operation.summary)) offenders.add(`${id}: no summary`);
      if (!hasText(operation.description)) offenders.add(`${id}: no description`);
      for (const parameter of (operation.parameters ?? []) as JsonSchema[]) {
        if (typeof parameter.$ref === "string") continue; // the shared ones, described in components
        if (!hasText(parameter.description)) offenders.add(`${id}: ${parameter.in} parameter ${parameter.name}`);
      }
      content(operation.requestBody, `${id} request body`);
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, JsonSchema>)) {
        if (!hasText(response.description)) offenders.add(`${id} ${status}: no description`);
        content(response, `${id} ${status}`);
      }
    }
  }
  return [...offenders];
}

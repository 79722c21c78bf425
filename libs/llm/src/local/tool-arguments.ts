/**
 * Reads tool arguments out of a user's message, guided by the tool's parameter schema:
 * `key=value`, `key: value`, `key is value`, quoted values, numbers and JSON fragments
 * (`{"sku": "A1"}`, `items=[1,2]`), then, for required parameters still missing, a value of the
 * right kind that the message holds (an enum member it names, an unused number or quoted text).
 */

type Schema = Record<string, unknown>;

function propertiesOf(schema: Schema): [string, Schema][] {
  const properties = schema.properties;
  if (typeof properties !== "object" || properties === null) return [];
  return Object.entries(properties as Record<string, Schema>);
}

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === "string" ? [type] : [];
}

/** Where a bracketed JSON fragment starting at `start` ends (exclusive), respecting strings; -1 when unbalanced. */
function bracketEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The raw value written at `start`: quoted text, a bracketed fragment, or one token. */
function readValue(text: string, start: number): string | undefined {
  const first = text[start];
  if (first === undefined) return undefined;
  if (first === '"' || first === "'" || first === "“") {
    const close = first === "“" ? "”" : first;
    const end = text.indexOf(close, start + 1);
    return end === -1 ? undefined : JSON.stringify(text.slice(start + 1, end));
  }
  if (first === "{" || first === "[") {
    const end = bracketEnd(text, start);
    return end === -1 ? undefined : text.slice(start, end);
  }
  const token = /^[^\s,;]+/.exec(text.slice(start))?.[0];
  return token?.replace(/[.!?)]+$/, "");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function nameVariants(name: string): string[] {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return [...new Set([name, spaced])];
}

/** A raw value (JSON text or a bare token) as the parameter's type; undefined when it does not fit. */
function coerce(raw: unknown, schema: Schema): unknown {
  const types = typesOf(schema);
  let value: unknown = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
  }
  const enumValues = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : undefined;
  if (enumValues) {
    const match = enumValues.find((e) => e === value || String(e).toLowerCase() === String(value).toLowerCase());
    return match;
  }
  if (types.length === 0) return value;
  for (const type of types) {
    if ((type === "number" || type === "integer") && value !== "" && value !== null) {
      const n = typeof value === "number" ? value : Number(String(value));
      if (Number.isFinite(n) && (type === "number" || Number.isInteger(n))) return n;
    }
    if (type === "boolean") {
      const text = String(value).toLowerCase();
      if (["true", "yes", "on", "1"].includes(text)) return true;
      if (["false", "no", "off", "0"].includes(text)) return false;
    }
    if (type === "string") return typeof value === "string" ? value : JSON.stringify(value);
    if (type === "array") {
      if (Array.isArray(value)) return value;
      if (typeof value === "string") return value.split(",").map((v) => v.trim());
    }
    if (type === "object" && typeof value === "object" && value !== null && !Array.isArray(value)) return value;
    if (type === "null" && value === null) return null;
  }
  return undefined;
}

/** Every JSON object written in the text, parsed. */
function jsonObjects(text: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (let i = text.indexOf("{"); i !== -1; i = text.indexOf("{", i + 1)) {
    const end = bracketEnd(text, i);
    if (end === -1) continue;
    try {
      const value = JSON.parse(text.slice(i, end));
      if (typeof value === "object" && value !== null && !Array.isArray(value)) found.push(value);
    } catch {
      // Not JSON: prose with a brace.
    }
  }
  return found;
}

export function readToolArguments(message: string, parameters: Schema): Record<string, unknown> {
  const properties = propertiesOf(parameters);
  const found = new Map<string, unknown>();
  const usedRaw = new Set<string>();

  for (const object of jsonObjects(message)) {
    for (const [name, schema] of properties) {
      if (found.has(name) || !(name in object)) continue;
      const value = coerce(JSON.stringify(object[name]), schema);
      if (value !== undefined) found.set(name, value);
    }
  }

  for (const [name, schema] of properties) {
    if (found.has(name)) continue;
    for (const variant of nameVariants(name)) {
      const pattern = new RegExp(
        `(?:^|[^\\p{L}\\p{N}_])"?${escapeRegExp(variant)}"?\\s*(?:=|:|\\bis\\b|\\bof\\b)\\s*`,
        "giu",
      );
      for (const match of message.matchAll(pattern)) {
        const raw = readValue(message, match.index + match[0].length);
        if (raw === undefined) continue;
        const value = coerce(raw, schema);
        if (value === undefined) continue;
        found.set(name, value);
        usedRaw.add(String(typeof value === "string" ? value : JSON.stringify(value)));
        break;
      }
      if (found.has(name)) break;
    }
  }

  const required = new Set(Array.isArray(parameters.required) ? (parameters.required as string[]) : []);
  const numbers = [...message.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => m[0]);
  const quoted = [...message.matchAll(/"([^"]+)"|'([^']+)'/g)].map((m) => m[1] ?? m[2]!);
  for (const [name, schema] of properties) {
    if (found.has(name) || !required.has(name)) continue;
    const types = typesOf(schema);
    let value: unknown;
    if (Array.isArray(schema.enum)) {
      const lower = message.toLowerCase();
      value = (schema.enum as unknown[]).find((e) => lower.includes(String(e).toLowerCase()));
    } else if (types.includes("number") || types.includes("integer")) {
      const raw = numbers.find((n) => !usedRaw.has(n));
      value = raw === undefined ? undefined : coerce(raw, schema);
    } else if (types.includes("string")) {
      value = quoted.find((q) => !usedRaw.has(q)) ?? numbers.find((n) => !usedRaw.has(n));
    }
    if (value !== undefined) {
      found.set(name, value);
      usedRaw.add(String(value));
    }
  }

  const args: Record<string, unknown> = {};
  for (const [name] of properties) if (found.has(name)) args[name] = found.get(name);
  return args;
}

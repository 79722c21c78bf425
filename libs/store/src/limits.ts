import type { Update } from "./port.ts";
import { isPlainObject } from "./subset.ts";

/** MongoDB's BSON nesting limit: the document itself is level 1, each nested object or array one more. */
export const MAX_DOCUMENT_DEPTH = 100;
/** MongoDB's largest document, 16 MiB. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

export type DocumentLimit = "depth" | "size";

/**
 * A write refused because the document it would store is nested deeper or is larger than any
 * adapter can store and read back. The message names the limit only, never the document.
 */
export class DocumentLimitError extends Error {
  constructor(
    readonly limit: DocumentLimit,
    readonly where = "document",
  ) {
    super(
      limit === "depth"
        ? `${where} is nested deeper than ${MAX_DOCUMENT_DEPTH} levels`
        : `${where} is larger than ${MAX_DOCUMENT_BYTES} bytes (16 MiB)`,
    );
    this.name = "DocumentLimitError";
  }
}

/**
 * How deeply `value` nests objects and arrays (a scalar is 0, `{}` is 1), counting no further
 * than `stopAfter`. Iterative, so a hostile value cannot overflow the stack; `Date` counts as a
 * scalar.
 */
export function nestingDepth(value: unknown, stopAfter = MAX_DOCUMENT_DEPTH): number {
  if (!isContainer(value)) return 0;
  let deepest = 0;
  const stack: Array<{ value: object; depth: number }> = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: object; depth: number };
    if (depth > deepest) deepest = depth;
    if (deepest > stopAfter) return deepest;
    if (Array.isArray(current)) {
      for (const child of current) if (isContainer(child)) stack.push({ value: child, depth: depth + 1 });
      continue;
    }
    for (const key in current) {
      const child: unknown = Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : undefined;
      if (isContainer(child)) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return deepest;
}

function isContainer(value: unknown): value is object {
  return Array.isArray(value) || isPlainObject(value);
}

/** Throws `DocumentLimitError` when a whole document is nested too deeply. */
export function assertDocumentDepth(doc: unknown, where = "document"): void {
  if (nestingDepth(doc) > MAX_DOCUMENT_DEPTH) throw new DocumentLimitError("depth", where);
}

export function assertDocumentSize(bytes: number, where = "document"): void {
  if (bytes > MAX_DOCUMENT_BYTES) throw new DocumentLimitError("size", where);
}

/**
 * Refuses an update whose values would, wherever they land, nest the document too deeply:
 * a value set at a path of `k` segments sits at level `k + 1` (an element pushed into an array
 * one level further). Checked before any adapter touches the update, so neither the embedded
 * engine's update code nor the driver's serializer ever walks a hostile value.
 */
export function assertUpdateDepth(update: Update, where = "update"): void {
  for (const operator in update) {
    const fields: unknown = Object.hasOwn(update, operator) ? update[operator] : undefined;
    if (!isPlainObject(fields)) continue;
    for (const path in fields) {
      if (!Object.hasOwn(fields, path)) continue;
      const value = fields[path];
      const segments = path.split(".").length;
      const intoArray = operator === "$push";
      const each = intoArray && isPlainObject(value) && Array.isArray(value.$each) ? value.$each : null;
      const values = each ?? [value];
      const level = segments + (intoArray ? 1 : 0);
      for (const item of values) {
        if (level + nestingDepth(item, MAX_DOCUMENT_DEPTH) > MAX_DOCUMENT_DEPTH) {
          throw new DocumentLimitError("depth", `${where}.${operator}`);
        }
      }
    }
  }
}

/** The same for the equality values an upsert copies from its filter into the new document. */
export function assertSeedDepth(pairs: Array<[string, unknown]>, where = "filter"): void {
  for (const [path, value] of pairs) {
    if (path.split(".").length + nestingDepth(value) > MAX_DOCUMENT_DEPTH) throw new DocumentLimitError("depth", where);
  }
}

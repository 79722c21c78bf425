import type { Projection } from "mingo/types";
import { mingo } from "./mingo.ts";

let everything: import("mingo").Query | undefined;

export function project<T extends object>(doc: T, projection: Record<string, 0 | 1> | undefined): T {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const topLevel = topLevelProjection(projection);
  if (topLevel) return topLevel(doc);
  everything ??= new (mingo().Query)({});
  const [projected] = everything.find<T>([doc], projection as Projection<T>).all();
  return projected as T;
}

/**
 * A projection of top-level fields only, made here: MongoDB's inclusion (`_id` kept unless
 * excluded) or exclusion, fields in the document's order. mingo compiles a projection on every
 * call, which cost a small read more than the read itself. Null when a path is dotted, or for
 * what mingo refuses.
 */
function topLevelProjection(projection: Record<string, 0 | 1>): (<T extends object>(doc: T) => T) | null {
  const paths = Object.keys(projection);
  if (paths.some((path) => path.includes("."))) return null;
  const fields = paths.filter((path) => path !== "_id");
  const including = fields.length > 0 ? fields.some((path) => projection[path] === 1) : projection._id === 1;
  // `_id: 1` beside exclusions: mingo refuses it, and so does this store through mingo.
  if (!including && projection._id === 1) return null;
  const keeps = (key: string) => {
    if (key === "_id") return projection._id !== 0;
    return including ? projection[key] === 1 : projection[key] !== 0;
  };
  return <T extends object>(doc: T): T => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(doc)) if (keeps(key)) out[key] = (doc as Record<string, unknown>)[key];
    return out as T;
  };
}

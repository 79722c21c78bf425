import { Query } from "mingo";
import type { AnyObject, Projection } from "mingo/types";
import type { Filter } from "../port.ts";
import { compilePrefilter } from "./prefilter.ts";

export type Matcher = (doc: object) => boolean;

export function compileFilter(filter: Filter): Matcher {
  if (Object.keys(filter).length === 0) return () => true;
  const equalities = plainEqualities(filter);
  if (equalities) return matchEqualities(equalities);
  const query = new Query(filter);
  const prefilter = compilePrefilter(filter);
  if (!prefilter) return (doc) => query.test(doc as AnyObject);
  return (doc) => prefilter(doc) && query.test(doc as AnyObject);
}

type Scalar = string | number | boolean;

/**
 * The filter as `[field, value]` pairs when it is only equalities of top-level fields to strings,
 * finite numbers or booleans (`{_id, workspaceId}`, what most repository reads are); else null.
 * Compiling a mingo query copies mingo's whole operator table, which cost a one-document read
 * more than the read itself.
 */
function plainEqualities(filter: Filter): [string, Scalar][] | null {
  const pairs: [string, Scalar][] = [];
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = (filter as Record<string, unknown>)[key];
    if (key.startsWith("$") || key.includes(".")) return null;
    if (typeof value === "string" || typeof value === "boolean") pairs.push([key, value]);
    else if (typeof value === "number" && Number.isFinite(value)) pairs.push([key, value]);
    else return null;
  }
  return pairs;
}

/**
 * MongoDB's equality on a scalar: the field holds the value, or is an array with an element that
 * is the value (`includes` takes 0 and -0 as equal, as MongoDB does). A missing field, an
 * inherited property or a value of another type never matches.
 */
function matchEqualities(pairs: [string, Scalar][]): Matcher {
  return (doc) => {
    for (const [field, value] of pairs) {
      if (!Object.hasOwn(doc, field)) return false;
      const held = (doc as Record<string, unknown>)[field];
      if (held === value) continue;
      if (Array.isArray(held) && held.includes(value)) continue;
      return false;
    }
    return true;
  };
}

const everything = new Query({});

export function project<T extends object>(doc: T, projection: Record<string, 0 | 1> | undefined): T {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const [projected] = everything.find<T>([doc], projection as Projection<T>).all();
  return projected as T;
}

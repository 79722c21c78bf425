import type { AnyObject } from "mingo/types";
import type { Filter } from "../port.ts";

/**
 * mingo, loaded with the first filter, update or projection that needs it: it takes about 17 MB
 * on import, and a process whose filters SQL states whole and whose updates and projections are
 * plain (see `update.ts` and `projection.ts`) never does.
 */
let loaded: typeof import("mingo") | undefined;
export function mingo(): typeof import("mingo") {
  // Kept once loaded: a `require` of a loaded module still resolves its path on every call.
  loaded ??= require("mingo") as typeof import("mingo");
  return loaded;
}

/**
 * The test of the conditions SQL could not state (`SqlFilter.residual`): mingo decides them on
 * the rows SQL hands over, which already meet every other condition. Null when there are none.
 */
export function residualMatcher(residual: readonly Filter[]): ((doc: object) => boolean) | null {
  if (residual.length === 0) return null;
  const query = new (mingo().Query)(residual.length === 1 ? (residual[0] as Filter) : { $and: [...residual] });
  return (doc) => query.test(doc as AnyObject);
}

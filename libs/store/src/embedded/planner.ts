import type { Filter } from "../port.ts";
import { isOperatorObject, isPlainObject } from "../subset.ts";

/**
 * Values that must hold at a path for a document to match: from `path: value`, `$eq` and `$in`,
 * at the top level or inside `$and`. Null and regular expressions are left out because they can
 * match documents whose indexed key differs (missing fields, partial strings); a field left out
 * simply is not used to narrow.
 */
export function equalityConstraints(filter: Filter): Map<string, unknown[]> {
  const constraints = new Map<string, unknown[]>();
  const keep = (path: string, values: unknown[]) => {
    if (values.some((value) => value === null || value === undefined || value instanceof RegExp)) return;
    const known = constraints.get(path);
    if (!known || values.length < known.length) constraints.set(path, values);
  };
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$and" && Array.isArray(value)) {
      for (const clause of value) {
        if (!isPlainObject(clause)) continue;
        for (const [path, values] of equalityConstraints(clause)) keep(path, values);
      }
    } else if (key.startsWith("$")) {
      // Other logical operators ($or) cannot narrow: any branch may match.
    } else if (isOperatorObject(value)) {
      if ("$eq" in value && !isOperatorObject(value.$eq)) keep(key, [value.$eq]);
      else if (Array.isArray(value.$in) && !value.$in.some(isOperatorObject)) keep(key, value.$in);
    } else {
      keep(key, [value]);
    }
  }
  return constraints;
}

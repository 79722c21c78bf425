import { AppError } from "@cx/errors";

/** A JSON-pointer segment: `~` and `/` escaped as RFC 6901 says. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/**
 * Names are kept as sent (branch names are compared exactly), but a name of only white space
 * names nothing a person can tell apart or pick in a list, so it is refused like an empty one.
 * Identity refuses blank user and workspace names the same way.
 */
export function refuseBlankName(name: string | undefined, path = "/name"): void {
  if (name !== undefined && name.length > 0 && name.trim().length === 0) {
    throw AppError.validation([{ path, message: "must not be blank" }]);
  }
}

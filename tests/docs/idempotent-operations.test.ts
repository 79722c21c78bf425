import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { ROUTES } from "@cx/route-table";

/** A route as the API documents write it: `POST /workspaces/{ws}/agents/{agent_id}`. */
function documented(method: string, path: string): string {
  const bare = path
    .replace(/^\/api\/v1/, "")
    .replace(":workspace_id", "{ws}")
    .replace(/:([a-z_]+)/g, "{$1}");
  return `${method} ${bare}`;
}

/**
 * The operations of the table in "Safe retries": a row names one (`POST /path`), or several that
 * differ in their last segment (`POST /a/text`, `/file`, `/url`).
 */
function listedOperations(readme: string): Set<string> {
  const section = readme.slice(readme.indexOf("## Safe retries"), readme.indexOf("The set is the route table's"));
  const listed = new Set<string>();
  for (const row of section.split("\n").filter((line) => line.startsWith("| ") && line.includes("`"))) {
    const [first, ...others] = [...row.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    listed.add(first!);
    for (const other of others) listed.add(first!.replace(/\/[^/]+$/, other));
  }
  return listed;
}

describe("docs/api/README.md", () => {
  it("lists every operation that takes an Idempotency-Key, and only those", async () => {
    const readme = await Bun.file(join(import.meta.dir, "..", "..", "docs", "api", "README.md")).text();
    const listed = listedOperations(readme);
    const idempotent = ROUTES.filter((route) => route.idempotent).map((r) => documented(r.method, r.path));
    expect([...listed].sort()).toEqual(idempotent.sort());
  });
});

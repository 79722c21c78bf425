import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nestingDepth } from "@cx/store";
import { signUp } from "../harness/accounts.ts";
import { ApiClient } from "../harness/api-client.ts";
import { bootAllInOne } from "../harness/boot-all-in-one.ts";

/** The deepest request body the API accepts: the body object is level 1. */
const MAX_BODY_DEPTH = 64;

const dataDir = mkdtempSync(join(tmpdir(), "cx-deep-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * An agent body whose innermost value (an empty object) sits at `depth`: the body is level 1,
 * `config` level 2, `workflow` level 3.
 */
function deepAgentBody(depth: number): { name: string; config: { workflow: Record<string, unknown> } } {
  let innermost: Record<string, unknown> = {};
  for (let level = depth; level > 3; level--) innermost = { [`n${level}`]: innermost };
  return { name: "Deep workflow", config: { workflow: innermost } };
}

describe("a document as deep as the API accepts survives a restart of the embedded platform", () => {
  it("creates the agent, restarts on the same data directory and reads its version back equal", async () => {
    const body = deepAgentBody(MAX_BODY_DEPTH);
    expect(nestingDepth(body)).toBe(MAX_BODY_DEPTH);

    const first = await bootAllInOne({ DATA_DIR: dataDir });
    let account: Awaited<ReturnType<typeof signUp>>;
    let path: string;
    let before: unknown;
    try {
      account = await signUp(first.baseUrl);
      const ws = `/api/v1/workspaces/${account.workspaceId}`;
      const created = await account.api.request("POST", `${ws}/agents`, body);
      expect(created.status).toBe(201);
      const branches = await account.api.request("GET", `${ws}/agents/${created.json.id}/branches`);
      path = `${ws}/agents/${created.json.id}/versions/${branches.json.items[0].tip_version_id}`;
      const version = await account.api.request("GET", path);
      expect(version.status).toBe(200);
      expect(version.json.config.workflow).toEqual(body.config.workflow);
      before = version.json;
    } finally {
      await first.stop();
    }

    const second = await bootAllInOne({ DATA_DIR: dataDir });
    try {
      const api = new ApiClient(second.baseUrl);
      const login = await api.request("POST", "/api/v1/auth/login", {
        email: account.email,
        password: account.password,
      });
      expect(login.status).toBe(200);
      const version = await api.request("GET", path);
      expect(version.status).toBe(200);
      expect(version.json).toEqual(before);
      expect(version.json.config.workflow).toEqual(body.config.workflow);
    } finally {
      await second.stop();
    }
  });
});

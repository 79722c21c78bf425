import { describe, expect, it } from "bun:test";
import { parseCommand, resolveConnection } from "./args.ts";
import { UsageError } from "./errors.ts";

describe("parseCommand", () => {
  it("reads test run with every option", () => {
    expect(
      parseCommand([
        "test",
        "run",
        "--agent",
        "agt_1",
        "--branch",
        "br_2",
        "--tests",
        "tst_a, tst_b,tst_a",
        "--repeat",
        "3",
        "--real-tools",
        "--junit",
        "out.xml",
        "--json",
        "--base-url",
        "http://x",
        "--api-key",
        "k",
        "--workspace",
        "ws",
      ]),
    ).toEqual({
      name: "test run",
      connection: { baseUrl: "http://x", apiKey: "k", workspace: "ws" },
      agentId: "agt_1",
      branchId: "br_2",
      selection: { kind: "tests", ids: ["tst_a", "tst_b"] },
      repeat: 3,
      realTools: true,
      junit: "out.xml",
      json: true,
      failOn: "failure",
    });
  });

  it("runs the attached tests by default, a folder's with --folder", () => {
    const run = parseCommand(["test", "run", "--agent", "agt_1"]);
    expect(run).toMatchObject({ selection: { kind: "attached" }, repeat: 1, realTools: false, json: false });
    expect(parseCommand(["test", "run", "--agent", "a", "--attached"])).toMatchObject({
      selection: { kind: "attached" },
    });
    expect(parseCommand(["test", "run", "--agent", "a", "--folder", "tfd_1"])).toMatchObject({
      selection: { kind: "folder", folderId: "tfd_1" },
    });
  });

  it("reads the list commands and help", () => {
    expect(parseCommand(["agents", "list", "--json"])).toMatchObject({ name: "agents list", json: true });
    expect(parseCommand(["test", "list", "--folder", "tfd_1"])).toMatchObject({ name: "test list", folderId: "tfd_1" });
    expect(parseCommand([])).toEqual({ name: "help" });
    expect(parseCommand(["test", "run", "--help"])).toEqual({ name: "help" });
  });

  it("reads --baseline and --fail-on, failing on a failure by default", () => {
    expect(parseCommand(["test", "run", "--agent", "a"])).toMatchObject({ failOn: "failure" });
    expect(parseCommand(["test", "run", "--agent", "a"])).not.toHaveProperty("baseline");
    expect(
      parseCommand(["test", "run", "--agent", "a", "--baseline", "previous", "--fail-on", "regression"]),
    ).toMatchObject({ baseline: "previous", failOn: "regression" });
    expect(parseCommand(["test", "run", "--agent", "a", "--baseline", "inv_1"])).toMatchObject({
      baseline: "inv_1",
      failOn: "failure",
    });
  });

  it("reads compare, history, pull and push with their operands", () => {
    expect(parseCommand(["test", "compare", "inv_2", "previous", "--json"])).toMatchObject({
      name: "test compare",
      invocationId: "inv_2",
      baseline: "previous",
      json: true,
    });
    expect(parseCommand(["test", "history", "tst_1", "--agent", "a", "--branch", "b", "--limit", "50"])).toMatchObject({
      name: "test history",
      testId: "tst_1",
      agentId: "a",
      branchId: "b",
      limit: 50,
      json: false,
    });
    expect(parseCommand(["test", "pull", "--folder", "tfd_1", "tests/agent"])).toMatchObject({
      name: "test pull",
      folderId: "tfd_1",
      dir: "tests/agent",
    });
    expect(parseCommand(["test", "push", "tests/agent"])).toEqual({
      name: "test push",
      connection: {},
      dir: "tests/agent",
    });
  });

  it("refuses what it does not understand, as a usage error", () => {
    const refused = [
      ["test", "run"],
      ["test", "run", "--agent"],
      ["test", "run", "--agent", "a", "--tests", "t", "--folder", "f"],
      ["test", "run", "--agent", "a", "--attached", "--tests", "t"],
      ["test", "run", "--agent", "a", "--tests", " , "],
      ["test", "run", "--agent", "a", "--repeat", "0"],
      ["test", "run", "--agent", "a", "--repeat", "11"],
      ["test", "run", "--agent", "a", "--repeat", "2.5"],
      ["test", "run", "--agent", "a", "--unknown"],
      ["test", "walk"],
      ["agents", "list", "--folder", "x"],
      ["agents", "list", "extra"],
      ["test", "run", "--agent", "a", "--baseline", ""],
      ["test", "run", "--agent", "a", "--fail-on", "flaky"],
      ["test", "run", "--agent", "a", "--fail-on", "regression"],
      ["test", "compare", "inv_1"],
      ["test", "compare", "inv_1", "inv_2", "inv_3"],
      ["test", "compare", "inv_1", "inv_2", "--baseline", "x"],
      ["test", "history"],
      ["test", "history", "tst_1", "--limit", "0"],
      ["test", "history", "tst_1", "--limit", "101"],
      ["test", "pull", "dir"],
      ["test", "pull", "--folder", "tfd_1"],
      ["test", "push"],
      ["test", "push", "a", "b"],
      ["test", "push", "dir", "--json"],
    ];
    for (const argv of refused) expect(() => parseCommand(argv), argv.join(" ")).toThrow(UsageError);
  });
});

describe("resolveConnection", () => {
  const env = { CX_BASE_URL: "https://cx.example.com", CX_API_KEY: "cxk_env", CX_WORKSPACE: "ws_env" };

  it("takes flags over the environment", () => {
    expect(resolveConnection({}, env)).toEqual({ baseUrl: env.CX_BASE_URL, apiKey: "cxk_env", workspace: "ws_env" });
    expect(resolveConnection({ apiKey: "cxk_flag" }, env).apiKey).toBe("cxk_flag");
  });

  it("names every missing setting, and refuses an address that is not http(s)", () => {
    expect(() => resolveConnection({}, {})).toThrow(
      "--base-url or CX_BASE_URL, --api-key or CX_API_KEY (or --session or CX_SESSION), --workspace",
    );
    expect(() => resolveConnection({ baseUrl: "ftp://x" }, env)).toThrow(UsageError);
    expect(() => resolveConnection({ baseUrl: "not a url" }, env)).toThrow(UsageError);
  });

  it("takes a dashboard session instead of a key, never both", () => {
    const env = { CX_BASE_URL: "https://cx.example.com", CX_WORKSPACE: "ws_env" };
    expect(resolveConnection({}, { ...env, CX_SESSION: "sess" })).toEqual({
      baseUrl: env.CX_BASE_URL,
      session: "sess",
      workspace: "ws_env",
    });
    // A flag wins over the environment, whichever credential it names.
    expect(resolveConnection({ session: "flag" }, { ...env, CX_API_KEY: "cxk_env" })).toMatchObject({
      session: "flag",
    });
    expect(() => resolveConnection({}, { ...env, CX_API_KEY: "cxk_env", CX_SESSION: "sess" })).toThrow("not both");
    expect(parseCommand(["agents", "list", "--session", "s"])).toMatchObject({ connection: { session: "s" } });
  });
});

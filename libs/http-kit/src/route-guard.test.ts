import { describe, expect, it } from "bun:test";
import { createLogger } from "@cx/logger";
import { pathOf } from "@cx/route-table";
import { anonymousCaller, type Caller, signCaller } from "./caller.ts";
import { createController, createHttpApp } from "./create-http-app.ts";
import { guard, routeGuard } from "./route-guard.ts";

const SECRET = "route-guard-test-secret-0123456789";
const WS = "ws_guarded";

/**
 * Real operations of the route table, each answering what the guard handed it: `createTool`
 * (customer, admin, a strict body), `listTools` (customer, member, the page query),
 * `createApiKey` (session only, admin), `me` (session, no workspace) and `login` (public).
 */
let handled = 0;
const controller = createController("guarded")
  .use(routeGuard(SECRET))
  .post(
    pathOf("createTool"),
    ({ actor, body }) => {
      handled++;
      return { actor, body };
    },
    guard("createTool"),
  )
  .get(pathOf("listTools"), ({ actor, query }) => ({ actor, query }), guard("listTools"))
  .post(pathOf("createApiKey"), ({ actor, caller }) => ({ actor, via: caller.via }), guard("createApiKey"))
  .get(pathOf("me"), ({ caller }) => ({ userId: caller.userId }), guard("me"))
  .post(pathOf("login"), ({ caller, body }) => ({ via: caller.via, email: body.email }), guard("login"));
const app = createHttpApp("guard-test", createLogger("guard-test", { level: "silent" }), SECRET).use(controller);

const member: Caller = { userId: "usr_m", workspaceId: WS, role: "member", via: "session", sessionId: "ses_1" };
const admin: Caller = { ...member, userId: "usr_a", role: "admin" };
const adminKey: Caller = { userId: "usr_a", workspaceId: WS, role: "admin", via: "api_key", keyId: "key_1" };

const TOOL = { name: "lookup", description: "Looks an order up", type: "client", parameters: { type: "object" } };

async function call(
  method: string,
  path: string,
  options: { caller?: Caller | null; token?: string; body?: unknown; raw?: string | Uint8Array } = {},
) {
  const headers: Record<string, string> = {};
  const token = options.token ?? (options.caller ? signCaller(options.caller, SECRET) : undefined);
  if (token !== undefined) headers["x-cx-caller"] = token;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await app.handle(new Request(`http://localhost${path}`, { method, headers, body }));
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: each case reads the shape its route answers.
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as any };
}

const tools = (ws = WS) => pathOf("createTool").replace(":workspace_id", ws);
const apiKeys = pathOf("createApiKey").replace(":workspace_id", WS);

describe("route guard", () => {
  it("answers 401 to an unsigned, a forged, an expired or an anonymous caller on signed-in operations", async () => {
    const forged = signCaller(admin, "another-secret-0123456789abcdef");
    const expired = signCaller(admin, SECRET, 60, Date.now() - 120_000);
    const anonymous = signCaller(anonymousCaller("203.0.113.9"), SECRET);
    for (const [name, token] of [
      ["forged", forged],
      ["expired", expired],
      ["anonymous", anonymous],
    ] as const) {
      for (const [method, path] of [
        ["POST", tools()],
        ["GET", tools()],
        ["GET", pathOf("me")],
      ] as const) {
        const answer = await call(method, path, { token, body: method === "POST" ? TOOL : undefined });
        expect([name, path, answer.status, answer.json.error.code]).toEqual([name, path, 401, "unauthenticated"]);
      }
    }
    expect((await call("GET", tools())).status).toBe(401);
  });

  it("lets an anonymous caller the gateway signed through to a public operation, and validates its body", async () => {
    const anonymous = anonymousCaller("203.0.113.9");
    const ok = await call("POST", pathOf("login"), {
      caller: anonymous,
      body: { email: "ada@example.com", password: "correct horse" },
    });
    expect([ok.status, ok.json]).toEqual([200, { via: "anonymous", email: "ada@example.com" }]);
    const bad = await call("POST", pathOf("login"), { caller: anonymous, body: { email: "ada@example.com" } });
    expect([bad.status, bad.json.error.details.fields]).toEqual([422, [{ path: "/password", message: "is required" }]]);
    // Still only through the gateway: without its signature even a public operation is refused.
    expect((await call("POST", pathOf("login"), { body: { email: "a@b.c", password: "x" } })).status).toBe(401);
  });

  it("refuses an API key on a session operation with 403 api_key_not_allowed, and takes a session", async () => {
    const refused = await call("POST", apiKeys, { caller: adminKey, body: { name: "ci", role: "member" } });
    expect([refused.status, refused.json.error.code, refused.json.error.details]).toEqual([
      403,
      "forbidden",
      { reason: "api_key_not_allowed" },
    ]);
    // The way out is named: the dashboard's log-in page.
    expect(refused.json.error.message).toContain("/login");
    const sessionOnly = await call("GET", pathOf("me"), { caller: { ...adminKey, workspaceId: null, role: null } });
    expect([sessionOnly.status, sessionOnly.json.error.details.reason]).toEqual([403, "api_key_not_allowed"]);
    const allowed = await call("POST", apiKeys, { caller: admin, body: { name: "ci", role: "member" } });
    expect([allowed.status, allowed.json.via]).toEqual([200, "session"]);
    // A customer operation takes the key.
    expect((await call("POST", tools(), { caller: adminKey, body: TOOL })).status).toBe(200);
  });

  it("answers a caller resolved for another workspace with 404, as for a workspace that does not exist", async () => {
    const answer = await call("GET", tools("ws_other"), { caller: admin });
    expect([answer.status, answer.json.error.code]).toEqual([404, "not_found"]);
    const write = await call("POST", tools("ws_other"), { caller: admin, body: { junk: true } });
    expect([write.status, write.json.error.code]).toEqual([404, "not_found"]);
  });

  it("refuses too low a role with 403 before the body is looked at, and never runs the handler", async () => {
    const before = handled;
    for (const body of [TOOL, { colour: "red" }, { name: 5 }]) {
      const answer = await call("POST", tools(), { caller: member, body });
      expect([answer.status, answer.json.error]).toEqual([
        403,
        {
          code: "forbidden",
          message: "This operation needs the admin role; you are a member.",
          details: { reason: "role_required", required_role: "admin", role: "member" },
        },
      ]);
    }
    const broken = await call("POST", tools(), { caller: member, raw: "{not json" });
    expect(broken.status).not.toBe(200);
    expect(handled).toBe(before);
    // The member may read.
    expect((await call("GET", tools(), { caller: member })).status).toBe(200);
  });

  it("refuses unknown body fields with 422 naming each, and hands the handler the body and actor", async () => {
    const refused = await call("POST", tools(), { caller: admin, body: { ...TOOL, colour: "red", size: 2 } });
    expect([refused.status, refused.json.error.code]).toEqual([422, "validation_failed"]);
    expect(refused.json.error.details.fields).toEqual([
      { path: "/colour", message: "is not a known field" },
      { path: "/size", message: "is not a known field" },
    ]);
    const accepted = await call("POST", tools(), { caller: admin, body: TOOL });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ actor: { userId: "usr_a", workspaceId: WS, role: "admin" }, body: TOOL });
  });

  it("refuses a body that is JSON but not an object in one line, however long, without running the handler", async () => {
    const before = handled;
    for (const body of ["x".repeat(200_000), [1, 2, 3], 42, null]) {
      const refused = await call("POST", tools(), { caller: admin, body });
      expect([refused.status, refused.json.error.details.fields]).toEqual([
        422,
        [{ path: "", message: "must be a JSON object" }],
      ]);
    }
    expect(handled).toBe(before);
  });

  it("lists at most 50 faulty fields of a body, however many it has", async () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`field_${i}`, i]));
    const refused = await call("POST", tools(), { caller: admin, body: { ...TOOL, ...many } });
    expect(refused.status).toBe(422);
    expect(refused.json.error.details.fields).toHaveLength(50);
  });

  it("validates the query: values, unknown parameters and repeated ones are 422 naming the parameter", async () => {
    const cases: [string, { path: string; message: string }[]][] = [
      ["page_size=0", [{ path: "/page_size", message: "must be an integer from 1 to 100" }]],
      ["page_size=101", [{ path: "/page_size", message: "must be an integer from 1 to 100" }]],
      ["page_size=2.5", [{ path: "/page_size", message: "must be an integer from 1 to 100" }]],
      ["page_size=1e2", [{ path: "/page_size", message: "must be an integer from 1 to 100" }]],
      ["colour=red", [{ path: "/colour", message: "is not a parameter of this operation" }]],
      ["page_size=5&page_size=6", [{ path: "/page_size", message: "must be given at most once" }]],
    ];
    for (const [query, fields] of cases) {
      const answer = await call("GET", `${tools()}?${query}`, { caller: member });
      expect([query, answer.status, answer.json.error.details.fields]).toEqual([query, 422, fields]);
    }
    const ok = await call("GET", `${tools()}?page_size=007&cursor=abc`, { caller: member });
    expect([ok.status, ok.json.query, ok.json.actor.role]).toEqual([
      200,
      { page_size: "007", cursor: "abc" },
      "member",
    ]);
    // The role is checked before the query too: another workspace's caller learns nothing from it.
    expect((await call("GET", `${tools("ws_other")}?colour=red`, { caller: member })).status).toBe(404);
  });

  it("refuses unknown query parameters on every method, operations that declare no query included", async () => {
    const unknown = [{ path: "/zzz", message: "is not a parameter of this operation" }];
    const created = await call("POST", `${tools()}?zzz=1`, { caller: admin, body: TOOL });
    expect([created.status, created.json.error.details.fields]).toEqual([422, unknown]);
    const me = await call("GET", `${pathOf("me")}?zzz=1`, { caller: member });
    expect([me.status, me.json.error.details.fields]).toEqual([422, unknown]);
    const login = await call("POST", `${pathOf("login")}?zzz=1`, {
      caller: anonymousCaller("203.0.113.9"),
      body: { email: "a@example.com", password: "secret-password" },
    });
    expect([login.status, login.json.error.details.fields]).toEqual([422, unknown]);
    // An empty query string is no parameter at all.
    expect((await call("GET", `${pathOf("me")}?`, { caller: member })).status).toBe(200);
  });
});

/** A JSON body with `bad` bytes spliced in at each `@` of `template`. */
function withBytes(template: string, bad: number[]): Uint8Array {
  const parts = template.split("@").map((part) => new TextEncoder().encode(part));
  const out: number[] = [];
  for (const [i, part] of parts.entries()) out.push(...(i > 0 ? bad : []), ...part);
  return Uint8Array.from(out);
}

describe("JSON bodies that are not UTF-8", () => {
  const refused = async (raw: Uint8Array) => {
    const before = handled;
    const answer = await call("POST", tools(), { caller: admin, raw });
    expect(handled).toBe(before);
    expect([answer.status, answer.json.error.code]).toEqual([422, "validation_failed"]);
    return answer.json.error.details.fields;
  };

  it("are refused with 422 naming the field that holds the first bad byte", async () => {
    const tool = `{"name":"lookup","description":"Looks @ up","type":"client","parameters":{"type":"object"}}`;
    for (const bad of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]]) {
      expect(await refused(withBytes(tool, bad))).toEqual([
        { path: "/description", message: "must be valid UTF-8 text" },
      ]);
    }
    // Cut at the closing quote, and behind a byte-order mark.
    expect(await refused(withBytes(`{"name":"lookup@"}`, [0xe2, 0x82]))).toEqual([
      { path: "/name", message: "must be valid UTF-8 text" },
    ]);
    const marked = await refused(withBytes(`\uFEFF{"name":"lookup@"}`, [0xff]));
    expect(marked[0].path).toBe("/name");
  });

  it("name nested fields, array items and keys, past escaped quotes and real U+FFFD characters", async () => {
    const paths = async (template: string) => (await refused(withBytes(template, [0xff])))[0].path;
    expect(await paths(`{"a":"x\\"y","parameters":{"properties":{"b":{"enum":["ok","\\uFFFD","�","@"]}}}}`)).toBe(
      "/parameters/properties/b/enum/3",
    );
    expect(await paths(`{"list":[{"a":1},{"b":[true,null]},{"c":"@"}]}`)).toBe("/list/2/c");
    expect(await paths(`{"a/b~":"@"}`)).toBe("/a~1b~0");
    expect(await paths(`{"ke@y":1}`)).toBe("/ke\uFFFDy");
    expect(await paths(`"@"`)).toBe("");
  });

  it("still accepts UTF-8 that encodes U+FFFD, and reads the fields it carries", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ ...TOOL, description: "Looks \uFFFD up, ünïcödé 日本 😀" }));
    const answer = await call("POST", tools(), { caller: admin, raw: body });
    expect([answer.status, answer.json.body.description]).toEqual([200, "Looks \uFFFD up, ünïcödé 日本 😀"]);
  });
});

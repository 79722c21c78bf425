import { describe, expect, it } from "bun:test";
import { PEER_ADDRESS_HEADER } from "@cx/http-kit";
import { testGateway } from "../http/test-gateway.ts";

const alice = { cookie: "cx_session=alice", "x-cx-request": "1", "content-type": "application/json" };
const bob = { cookie: "cx_session=bob", "x-cx-request": "1", "content-type": "application/json" };
const AGENTS = "/workspaces/ws_a/agents";

/** A service that creates something per call, optionally slowly or failing first. */
function creatingService(options: { delayMs?: number; failFirst?: number } = {}) {
  let created = 0;
  let failures = options.failFirst ?? 0;
  const service = async (request: Request) => {
    await request.arrayBuffer();
    if (options.delayMs) await Bun.sleep(options.delayMs);
    if (failures > 0) {
      failures--;
      return Response.json({ error: { code: "internal", message: "boom" } }, { status: 500 });
    }
    created++;
    return Response.json({ id: `agt_${created}` }, { status: 201, headers: { location: `/agents/agt_${created}` } });
  };
  return { service, created: () => created };
}

async function answer(response: Response) {
  const body = (await response.json()) as { id?: string; error?: { code: string } };
  return {
    status: response.status,
    id: body.id,
    code: body.error?.code,
    replayed: response.headers.get("idempotent-replayed"),
  };
}

describe("Idempotency-Key on creating operations", () => {
  it("answers a repeat with the first answer, without doing the work again", async () => {
    const { service, created } = creatingService();
    const { call } = testGateway({ service });
    const headers = { ...alice, "idempotency-key": "order-1" };
    const first = await call("POST", AGENTS, headers, '{"name":"a"}');
    expect(first.headers.get("location")).toBe("/agents/agt_1");
    expect(await answer(first)).toEqual({ status: 201, id: "agt_1", code: undefined, replayed: null });
    const again = await call("POST", AGENTS, headers, '{"name":"a"}');
    expect(again.headers.get("location")).toBe("/agents/agt_1");
    expect(again.headers.get("content-type")).toContain("application/json");
    expect(await answer(again)).toEqual({ status: 201, id: "agt_1", code: undefined, replayed: "true" });
    expect(created()).toBe(1);
  });

  it("runs every request without a key", async () => {
    const { service, created } = creatingService();
    const { call } = testGateway({ service });
    await call("POST", AGENTS, alice, '{"name":"a"}');
    await call("POST", AGENTS, alice, '{"name":"a"}');
    expect(created()).toBe(2);
  });

  it("refuses the same key on a different body with 422 idempotency_key_reused", async () => {
    const { service, created } = creatingService();
    const { call } = testGateway({ service });
    const headers = { ...alice, "idempotency-key": "order-2" };
    await call("POST", AGENTS, headers, '{"name":"a"}');
    expect(await answer(await call("POST", AGENTS, headers, '{"name":"b"}'))).toMatchObject({
      status: 422,
      code: "idempotency_key_reused",
    });
    expect(await answer(await call("POST", "/workspaces/ws_shared/agents", headers, '{"name":"a"}'))).toMatchObject({
      status: 422,
      code: "idempotency_key_reused",
    });
    expect(created()).toBe(1);
  });

  it("keeps keys apart per caller and per operation", async () => {
    const { service, created } = creatingService();
    const { call } = testGateway({ service });
    await call("POST", AGENTS, { ...alice, "idempotency-key": "k" }, '{"name":"a"}');
    expect((await answer(await call("POST", AGENTS, { ...bob, "idempotency-key": "k" }, '{"name":"a"}'))).id).toBe(
      "agt_2",
    );
    const test = await call(
      "POST",
      "/workspaces/ws_a/agent-tests",
      { ...alice, "idempotency-key": "k" },
      '{"name":"a"}',
    );
    expect((await answer(test)).id).toBe("agt_3");
    expect(created()).toBe(3);
  });

  it("keeps the keys of anonymous routes per client address", async () => {
    const { service, created } = creatingService();
    const { call } = testGateway({ service });
    const from = (address: string) => ({
      [PEER_ADDRESS_HEADER]: address,
      "content-type": "application/json",
      "idempotency-key": "signup",
    });
    await call("POST", "/auth/register", from("203.0.113.1"), "{}");
    expect((await answer(await call("POST", "/auth/register", from("203.0.113.1"), "{}"))).replayed).toBe("true");
    expect((await answer(await call("POST", "/auth/register", from("203.0.113.2"), "{}"))).replayed).toBeNull();
    expect(created()).toBe(2);
  });

  it("refuses a malformed key with 422 before any work", async () => {
    const { service, created } = creatingService();
    const { call } = testGateway({ service });
    for (const key of ["", "x".repeat(256), "clé", "tab\there"]) {
      const response = await call("POST", AGENTS, { ...alice, "idempotency-key": key }, '{"name":"a"}');
      expect([key, (await answer(response)).code]).toEqual([key, "validation_failed"]);
    }
    expect((await call("POST", AGENTS, { ...alice, "idempotency-key": "x".repeat(255) }, "{}")).status).toBe(201);
    expect(created()).toBe(1);
  });

  it("ignores the key on operations that do not create", async () => {
    const { service, created } = creatingService();
    const { call } = testGateway({ service });
    const headers = { ...alice, "idempotency-key": "rename" };
    await call("PATCH", `${AGENTS}/agt_1`, headers, '{"name":"a"}');
    await call("PATCH", `${AGENTS}/agt_1`, headers, '{"name":"a"}');
    expect(created()).toBe(2);
  });

  it("answers 409 idempotency_in_progress while the first request runs", async () => {
    const { service, created } = creatingService({ delayMs: 150 });
    const { call } = testGateway({ service });
    const headers = { ...alice, "idempotency-key": "slow" };
    const first = call("POST", AGENTS, headers, '{"name":"a"}');
    await Bun.sleep(30);
    expect(await answer(await call("POST", AGENTS, headers, '{"name":"a"}'))).toMatchObject({
      status: 409,
      code: "idempotency_in_progress",
    });
    expect((await answer(await first)).status).toBe(201);
    expect((await answer(await call("POST", AGENTS, headers, '{"name":"a"}'))).replayed).toBe("true");
    expect(created()).toBe(1);
  });

  it("does not keep a 5XX: the key is freed and a retry does the work", async () => {
    const { service, created } = creatingService({ failFirst: 1 });
    const { call } = testGateway({ service });
    const headers = { ...alice, "idempotency-key": "flaky" };
    expect((await call("POST", AGENTS, headers, '{"name":"a"}')).status).toBe(500);
    expect(await answer(await call("POST", AGENTS, headers, '{"name":"a"}'))).toMatchObject({
      status: 201,
      replayed: null,
    });
    expect(created()).toBe(1);
  });

  it("keeps the service's late answer, not the gateway's 503, after a time-out", async () => {
    const { service, created } = creatingService({ delayMs: 300 });
    const { call } = testGateway({ service, forwardTimeoutMs: 100 });
    const headers = { ...alice, "idempotency-key": "late" };
    const timedOut = await answer(await call("POST", AGENTS, headers, '{"name":"a"}'));
    expect(timedOut).toMatchObject({ status: 503, code: "unavailable" });
    expect(await answer(await call("POST", AGENTS, headers, '{"name":"a"}'))).toMatchObject({
      status: 409,
      code: "idempotency_in_progress",
    });
    await Bun.sleep(300);
    expect(await answer(await call("POST", AGENTS, headers, '{"name":"a"}'))).toEqual({
      status: 201,
      id: "agt_1",
      code: undefined,
      replayed: "true",
    });
    expect(created()).toBe(1);
  });

  it("answers 503 past the forward time-out without a key too", async () => {
    const { service } = creatingService({ delayMs: 300 });
    const { call } = testGateway({ service, forwardTimeoutMs: 100 });
    expect(await answer(await call("POST", AGENTS, alice, '{"name":"a"}'))).toMatchObject({
      status: 503,
      code: "unavailable",
    });
  });

  it("compares multipart bodies by their fields and files, not their boundary", async () => {
    const { service, created } = creatingService();
    const { call } = testGateway({ service });
    const upload = (content: string) => {
      const form = new FormData();
      form.set("file", new File([content], "notes.txt", { type: "text/plain" }));
      return form;
    };
    const headers = { cookie: "cx_session=alice", "x-cx-request": "1", "idempotency-key": "upload" };
    const path = "/workspaces/ws_a/knowledge/file";
    await call("POST", path, headers, upload("hello"));
    expect((await answer(await call("POST", path, headers, upload("hello")))).replayed).toBe("true");
    expect((await answer(await call("POST", path, headers, upload("other")))).code).toBe("idempotency_key_reused");
    expect(created()).toBe(1);
  });
});

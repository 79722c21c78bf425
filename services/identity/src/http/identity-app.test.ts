import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { implementedOperations } from "@cx/http-kit";
import { routesOf } from "@cx/route-table";
import { createTestIdentity, type TestIdentity } from "../testing/identity.ts";

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

describe("identity HTTP surface", () => {
  it("implements every identity operation of the route table (none left pending)", () => {
    const all = routesOf("identity").map((r) => r.operation);
    const implemented = implementedOperations({ routes: identity.routes }, routesOf("identity"));
    expect([...implemented].sort()).toEqual(all.sort());
  });

  it("answers 405 for a wrong method and 404 for an unknown path", async () => {
    expect((await identity.call("DELETE", "/api/v1/auth/login")).status).toBe(405);
    expect((await identity.call("GET", "/api/v1/auth/nothing")).status).toBe(404);
  });
});

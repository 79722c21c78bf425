import { expect, it } from "bun:test";
import { createTestIdentity, signUp, workspaceCallerOf } from "./test-support.ts";
it("smoke", async () => {
  const t = await createTestIdentity();
  const a = await signUp(t, "ana@example.com");
  for (const q of ["page_size=5", "page_size=500", "page_size=0", "page_size=1.5", "page_size=abc", "cursor=zzz", "page_size=1"]) {
  const r = await t.call("GET", `/api/v1/workspaces/${a.workspaceId}/members?${q}`, { caller: workspaceCallerOf(a.userId, a.workspaceId, "owner") });
  console.log(q, r.status, await r.text());
  }
  expect(1).toBe(1);
  await t.close();
});

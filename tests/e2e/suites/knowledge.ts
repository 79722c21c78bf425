import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { htmlPage, startTestSite, type TestSite } from "@cx/knowledge/testing";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import type { ApiClient } from "../../harness/api-client.ts";
import { eventually } from "../../harness/eventually.ts";
import type { RunningPlatform } from "../../harness/index.ts";

/** A session cookie of its own, for the multipart upload the JSON client does not send. */
async function sessionCookie(baseUrl: string, account: Account): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`login for the upload answered ${response.status}`);
  return cookie;
}

const GUIDE_HTML = `<!doctype html><html><head><title>Onboarding guide</title></head><body>
<nav>Home | Docs | Pricing</nav><main><article><h1>Onboarding guide</h1>
<p>New customers receive a welcome email with a link to set their password. ${"The onboarding call is booked from the dashboard and lasts thirty minutes. ".repeat(5)}</p>
</article></main><footer>Example Corp</footer></body></html>`;

/**
 * Knowledge documents, folders and search through the gateway (parts 2.10, 2.11, 4.8, 4.10 and
 * extension part 5). A URL import fetches from a test server on loopback, which the platform
 * only allows when the all-in-one harness boots knowledge with its test allowance; in the
 * distributed shape (spawned production processes) the same URL must be refused as not public.
 */
export function knowledgeSuite(platform: () => RunningPlatform) {
  describe("knowledge", () => {
    let owner: Account;
    let stranger: Account;
    let memberKey: ApiClient;
    let api: ApiClient;
    let ws: string;
    let site: TestSite;

    beforeAll(async () => {
      site = startTestSite({ "/guide": () => htmlPage(GUIDE_HTML) });
      owner = await signUp(platform().baseUrl);
      stranger = await signUp(platform().baseUrl);
      api = owner.api;
      ws = `/api/v1/workspaces/${owner.workspaceId}/knowledge`;
      memberKey = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "member")).key);
    });

    afterAll(() => site.stop());

    const ready = (id: string) =>
      eventually(
        () => api.request("GET", `${ws}/${id}`),
        (r) => r.json?.status === "ready" || r.json?.status === "failed",
      );

    it("creates, reads, renames, moves and deletes folders", async () => {
      const parent = await api.request("POST", `${ws}/folders`, { name: "Handbook" });
      expect(parent.status).toBe(201);
      expect(parent.json).toMatchObject({
        name: "Handbook",
        entity_type: "folder",
        parent_folder_id: null,
        child_count: 0,
      });
      expect(parent.json.created_by).toMatchObject({ id: owner.userId, email: owner.email });
      const child = await api.request("POST", `${ws}/folders`, { name: "Policies", parent_folder_id: parent.json.id });
      expect([child.status, child.json.parent_folder_id]).toEqual([201, parent.json.id]);
      const clash = await api.request("POST", `${ws}/folders`, { name: "policies", parent_folder_id: parent.json.id });
      expect([clash.status, clash.json.error.code]).toEqual([409, "folder_name_taken"]);
      const got = await memberKey.request("GET", `${ws}/folders/${parent.json.id}`);
      expect([got.status, got.json.child_count]).toEqual([200, 1]);
      const cycle = await api.request("PATCH", `${ws}/folders/${parent.json.id}`, { parent_folder_id: child.json.id });
      expect([cycle.status, cycle.json.error.code]).toEqual([422, "validation_failed"]);
      const renamed = await api.request("PATCH", `${ws}/folders/${child.json.id}`, {
        name: "Rules",
        parent_folder_id: null,
      });
      expect(renamed.json).toMatchObject({ name: "Rules", parent_folder_id: null });
      await api.request("POST", `${ws}/folders`, { name: "Inside", parent_folder_id: parent.json.id });
      const notEmpty = await api.request("DELETE", `${ws}/folders/${parent.json.id}`);
      expect([notEmpty.status, notEmpty.json.error.code]).toEqual([409, "folder_not_empty"]);
      expect((await api.request("DELETE", `${ws}/folders/${parent.json.id}?force=true`)).status).toBe(204);
      expect((await api.request("GET", `${ws}/folders/${parent.json.id}`)).status).toBe(404);
      expect((await api.request("DELETE", `${ws}/folders/${child.json.id}`)).status).toBe(204);
    });

    it("indexes a text document, then lists, reads, searches, renames and moves it", async () => {
      const folder = await api.request("POST", `${ws}/folders`, { name: "FAQ" });
      const created = await api.request("POST", `${ws}/text`, {
        name: "Refunds",
        text: "Refunds are paid back to the original card within five working days after the return arrives.",
      });
      expect([created.status, created.json.status, created.json.type]).toEqual([201, "pending", "text"]);
      const done = await ready(created.json.id);
      expect(done.json).toMatchObject({ status: "ready", chunk_count: 1, error: null });
      expect(done.json.byte_size).toBeGreaterThan(0);
      const content = await memberKey.request("GET", `${ws}/${created.json.id}/content`);
      expect([content.status, content.json.text]).toEqual([200, expect.stringContaining("five working days")]);
      const list = await memberKey.request("GET", `${ws}?page_size=10&type=text&search=refund`);
      expect(list.status).toBe(200);
      expect(list.json.items.map((d: { id: string }) => d.id)).toContain(created.json.id);
      expect(typeof list.json.has_more).toBe("boolean");
      const search = await memberKey.request("POST", `${ws}/search`, {
        query: "how long until my refund is paid back",
      });
      expect(search.status).toBe(200);
      expect(search.json.items[0]).toMatchObject({
        document_id: created.json.id,
        document_name: "Refunds",
        chunk_index: 0,
      });
      expect((await api.request("POST", `${ws}/search`, { query: "x", max_chunks: 21 })).status).toBe(422);
      const moved = await api.request("PATCH", `${ws}/${created.json.id}`, {
        name: "Refund policy",
        folder_id: folder.json.id,
      });
      expect(moved.json).toMatchObject({ name: "Refund policy", folder_id: folder.json.id });
      const inFolder = await api.request("GET", `${ws}?folder_id=${folder.json.id}`);
      expect(inFolder.json.items.map((d: { id: string }) => d.id)).toEqual([created.json.id]);
      const refreshed = await api.request("POST", `${ws}/${created.json.id}/refresh`);
      expect([refreshed.status, refreshed.json.status]).toEqual([202, "pending"]);
      expect((await ready(created.json.id)).json.status).toBe("ready");
    });

    it("imports an uploaded Markdown file", async () => {
      const form = new FormData();
      form.append(
        "file",
        new File(["# Shipping\n\nParcels ship within two days."], "shipping.md", { type: "text/markdown" }),
      );
      const response = await fetch(`${platform().baseUrl}${ws}/file`, {
        method: "POST",
        headers: { cookie: await sessionCookie(platform().baseUrl, owner), "x-cx-request": "1" },
        body: form,
      });
      expect(response.status).toBe(201);
      const created = (await response.json()) as { id: string; name: string; type: string };
      expect([created.name, created.type]).toEqual(["shipping.md", "file"]);
      expect((await ready(created.id)).json.status).toBe("ready");
      const content = await api.request("GET", `${ws}/${created.id}/content`);
      expect(content.json.text).toContain("Parcels ship within two days.");
    });

    it("refuses a text body and a text file that are not UTF-8 with 422 naming the field", async () => {
      const headers = { cookie: await sessionCookie(platform().baseUrl, owner), "x-cx-request": "1" };
      const encoder = new TextEncoder();
      const latin1 = [0x63, 0x61, 0x66, 0xe9];
      const text = await fetch(`${platform().baseUrl}${ws}/text`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: Uint8Array.from([...encoder.encode('{"name":"Latin","text":"'), ...latin1, ...encoder.encode('"}')]),
      });
      const textError = ((await text.json()) as { error: { code: string; details: unknown } }).error;
      expect([text.status, textError.code, textError.details]).toEqual([
        422,
        "validation_failed",
        { fields: [{ path: "/text", message: "must be valid UTF-8 text" }] },
      ]);
      const form = new FormData();
      form.append("file", new File([Uint8Array.from(latin1)], "latin.txt", { type: "text/plain" }));
      const file = await fetch(`${platform().baseUrl}${ws}/file`, { method: "POST", headers, body: form });
      const fileError = ((await file.json()) as { error: { code: string; details: unknown } }).error;
      expect([file.status, fileError.code, fileError.details]).toEqual([
        422,
        "validation_failed",
        { fields: [{ path: "/file", message: "must be UTF-8 text" }] },
      ]);
      const listed = await api.request("GET", `${ws}?search=Latin`);
      expect(listed.json.items).toEqual([]);
    });

    it("imports a URL served by a local test server (all-in-one) or refuses loopback (distributed)", async () => {
      const url = site.url("/guide");
      const created = await api.request("POST", `${ws}/url`, { url, folder_id: null });
      if (platform().shape === "distributed") {
        expect([created.status, created.json.error.details.reason]).toEqual([422, "url_not_public"]);
        return;
      }
      expect([created.status, created.json.status, created.json.source_url]).toEqual([201, "pending", url]);
      const done = await ready(created.json.id);
      expect(done.json).toMatchObject({ status: "ready", name: "Onboarding guide", type: "url" });
      const content = await api.request("GET", `${ws}/${created.json.id}/content`);
      expect(content.json.text).toContain("onboarding call is booked from the dashboard");
      expect(content.json.text).not.toContain("Example Corp");
      const refreshed = await api.request("POST", `${ws}/${created.json.id}/refresh`);
      expect(refreshed.status).toBe(202);
      expect((await ready(created.json.id)).json.status).toBe("ready");
    });

    it("refuses URLs that are not public with 422 url_not_public", async () => {
      for (const url of [
        "http://169.254.169.254/latest/meta-data/",
        "http://[::ffff:10.0.0.1]/",
        "file:///etc/passwd",
      ]) {
        const reply = await api.request("POST", `${ws}/url`, { url });
        expect([url, reply.status, reply.json.error.details?.reason]).toEqual([url, 422, "url_not_public"]);
      }
    });

    it("refuses deleting a document an agent uses unless forced", async () => {
      const doc = await api.request("POST", `${ws}/text`, { name: "Attached", text: "Attached to an agent." });
      await ready(doc.json.id);
      const agent = await api.request("POST", `/api/v1/workspaces/${owner.workspaceId}/agents`, {
        name: "Uses knowledge",
        config: { agent: { prompt: { knowledge_base: [{ id: doc.json.id, name: "Attached", type: "text" }] } } },
      });
      expect(agent.status).toBe(201);
      const refused = await eventually(
        () => api.request("DELETE", `${ws}/${doc.json.id}`),
        (r) => r.status === 409,
      );
      expect([refused.status, refused.json.error.code]).toEqual([409, "document_in_use"]);
      expect((await api.request("DELETE", `${ws}/${doc.json.id}?force=true`)).status).toBe(204);
      expect((await api.request("GET", `${ws}/${doc.json.id}`)).status).toBe(404);
    });

    it("applies the session, role and tenancy rules", async () => {
      const viaKey = await memberKey.request("POST", `${ws}/folders`, { name: "By key" });
      expect([viaKey.status, viaKey.json.error.details?.reason]).toEqual([403, "api_key_not_allowed"]);
      expect((await memberKey.request("GET", ws)).status).toBe(200);
      const noCsrf = await fetch(`${platform().baseUrl}${ws}/text`, {
        method: "POST",
        headers: { cookie: await sessionCookie(platform().baseUrl, owner), "content-type": "application/json" },
        body: JSON.stringify({ name: "n", text: "t" }),
      });
      expect(noCsrf.status).toBe(403);
      const foreign = await stranger.api.request("GET", ws);
      expect([foreign.status, foreign.json.error.code]).toEqual([404, "not_found"]);
      const mine = await api.request("POST", `${ws}/text`, { name: "Mine", text: "Mine only." });
      const peek = await stranger.api.request(
        "GET",
        `/api/v1/workspaces/${stranger.workspaceId}/knowledge/${mine.json.id}`,
      );
      expect(peek.status).toBe(404);
    });
  });
}

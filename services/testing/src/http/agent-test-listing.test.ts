import { beforeAll, describe, expect, it } from "bun:test";
import { AgentTestListPage } from "@cx/contracts";
import { expectAnswer } from "../testing/expect-answer.ts";
import { bodies, type Client, startTestingService, type TestingService } from "../testing/testing-service.ts";

let service: TestingService;
let alice: Client;
let bob: Client;
const ids: Record<string, string> = {};
const id = (name: string): string => ids[name] as string;

interface Item {
  id: string;
  name: string;
  entity_type: string;
  type?: string;
  parent_folder_id: string | null;
  access_role?: string;
  breadcrumbs?: { id: string; name: string }[];
}

async function list(
  client: Client,
  query = "",
): Promise<{ items: Item[]; next_cursor: string | null; has_more: boolean }> {
  const reply = await client.get(`/agent-tests${query ? `?${query}` : ""}`);
  expectAnswer(reply, 200, AgentTestListPage);
  return reply.json;
}

const names = (page: { items: Item[] }) => page.items.map((item) => item.name);

beforeAll(async () => {
  service = await startTestingService();
  alice = service.as("usr_alice", "ws_list");
  bob = service.as("usr_bob", "ws_list");
  // Written in this order, one millisecond apart (the stepping clock): later is newer.
  ids.Support = (await alice.post("/agent-test-folders", { name: "Support" })).json.id;
  ids.archive = (await bob.post("/agent-test-folders", { name: "archive" })).json.id;
  ids.Inner = (await alice.post("/agent-test-folders", { name: "Inner", parent_folder_id: ids.Support })).json.id;
  ids["Refund flow"] = (await alice.post("/agent-tests", bodies.simulation({ name: "Refund flow" }))).json.id;
  ids.Greeting = (
    await bob.post(
      "/agent-tests",
      bodies.nextReply({ name: "Greeting", access: [{ role: "viewer", user_id: "usr_alice" }] }),
    )
  ).json.id;
  ids["Order lookup"] = (
    await alice.post("/agent-tests", bodies.toolInvocation({ name: "Order lookup", parent_folder_id: ids.Support }))
  ).json.id;
  ids["refund.v2"] = (
    await bob.post(
      "/agent-tests",
      bodies.simulation({
        name: "refund.v2",
        parent_folder_id: ids.Inner,
        access: [{ role: "editor", user_id: "usr_alice" }],
      }),
    )
  ).json.id;
  // Another workspace's items never show.
  await service.as("usr_alice", "ws_other").post("/agent-tests", bodies.simulation({ name: "Refund elsewhere" }));
});

describe("listing agent tests", () => {
  it("lists the whole workspace newest first by default, with access roles and breadcrumbs", async () => {
    const page = await list(alice);
    expect(names(page)).toEqual([
      "refund.v2",
      "Order lookup",
      "Greeting",
      "Refund flow",
      "Inner",
      "archive",
      "Support",
    ]);
    expect(page.has_more).toBe(false);
    expect(page.next_cursor).toBeNull();
    const byName = Object.fromEntries(page.items.map((item) => [item.name, item]));
    expect(byName["refund.v2"]?.access_role).toBe("editor");
    expect(byName.Greeting?.access_role).toBe("viewer");
    expect(byName["Refund flow"]?.access_role).toBe("creator");
    expect(byName["refund.v2"]?.breadcrumbs).toEqual([
      { id: id("Support"), name: "Support" },
      { id: id("Inner"), name: "Inner" },
    ]);
    expect(byName.Support?.breadcrumbs).toEqual([]);
    const admin = await list(service.as("usr_admin", "ws_list", "admin"));
    expect(
      admin.items.filter((item) => item.entity_type === "test").every((item) => item.access_role === "admin"),
    ).toBe(true);
  });

  it("lists the root or one folder's direct children", async () => {
    expect(names(await list(alice, "parent_folder_id=root"))).toEqual([
      "Greeting",
      "Refund flow",
      "archive",
      "Support",
    ]);
    expect(names(await list(alice, `parent_folder_id=${ids.Support}`))).toEqual(["Order lookup", "Inner"]);
    expect(names(await list(alice, `parent_folder_id=${ids.Inner}`))).toEqual(["refund.v2"]);
    const missing = await alice.get("/agent-tests?parent_folder_id=tfd_missing");
    expect(missing.status).toBe(404);
    const testAsFolder = await alice.get(`/agent-tests?parent_folder_id=${ids.Greeting}`);
    expect(testAsFolder.status).toBe(404);
  });

  it("sorts folders first, then tests, each by name case-insensitively", async () => {
    expect(names(await list(alice, "sort_mode=folders_first"))).toEqual([
      "archive",
      "Inner",
      "Support",
      "Greeting",
      "Order lookup",
      "Refund flow",
      "refund.v2",
    ]);
    expect(names(await list(alice, `sort_mode=folders_first&parent_folder_id=${ids.Support}`))).toEqual([
      "Inner",
      "Order lookup",
    ]);
  });

  it("searches names case-insensitively as a plain substring", async () => {
    expect(names(await list(alice, "search=REFUND"))).toEqual(["refund.v2", "Refund flow"]);
    expect(names(await list(alice, "search=d.v"))).toEqual(["refund.v2"]);
    expect(names(await list(alice, "search=d%20f"))).toEqual(["Refund flow"]);
    expect(names(await list(alice, "search=.*"))).toEqual([]);
    expect(names(await list(alice, "search=refund&parent_folder_id=root"))).toEqual(["Refund flow"]);
    expect(names(await list(alice, "search="))).toHaveLength(7);
  });

  it("filters by types[]", async () => {
    expect(names(await list(alice, "types[]=folder"))).toEqual(["Inner", "archive", "Support"]);
    expect(names(await list(alice, "types[]=simulation&types[]=next_reply"))).toEqual([
      "refund.v2",
      "Greeting",
      "Refund flow",
    ]);
    expect(names(await list(alice, "types%5B%5D=tool_invocation"))).toEqual(["Order lookup"]);
  });

  it("filters by sharing_mode", async () => {
    expect(names(await list(alice, "sharing_mode=shared_with_me"))).toEqual(["refund.v2", "Greeting"]);
    expect(names(await list(alice, "sharing_mode=created_by_me"))).toEqual([
      "Order lookup",
      "Refund flow",
      "Inner",
      "Support",
    ]);
    expect(names(await list(bob, "sharing_mode=created_by_me"))).toEqual(["refund.v2", "Greeting", "archive"]);
    expect(names(await list(bob, "sharing_mode=shared_with_me"))).toEqual([]);
    expect(names(await list(alice, "sharing_mode=all"))).toHaveLength(7);
  });

  it("refuses bad parameters with 422 naming them", async () => {
    const cases: [string, string][] = [
      ["page_size=0", "/page_size"],
      ["page_size=101", "/page_size"],
      ["page_size=ten", "/page_size"],
      ["page_size=2.5", "/page_size"],
      ["sort_mode=newest", "/sort_mode"],
      ["sharing_mode=mine", "/sharing_mode"],
      ["types[]=folder&types[]=chat", "/types[]/1"],
      ["types[]=", "/types[]/0"],
      ["parent_folder_id=", "/parent_folder_id"],
      ["cursor=not-a-cursor", "/cursor"],
      ["cursor=%%%", "/cursor"],
      ["page_size=5&page_size=6", "/page_size"],
      ["folder=root", "/folder"],
      [`search=${"x".repeat(300)}`, "/search"],
    ];
    for (const [query, path] of cases) {
      const reply = await alice.get(`/agent-tests?${query}`);
      expect([query, reply.status, reply.json.error.code]).toEqual([query, 422, "validation_failed"]);
      expect(reply.json.error.details.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
  });

  it("pages with page_size and opaque cursors bound to the query", async () => {
    const first = await list(alice, "page_size=3");
    expect(names(first)).toEqual(["refund.v2", "Order lookup", "Greeting"]);
    expect(first.has_more).toBe(true);
    const cursor = first.next_cursor as string;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const second = await list(alice, `page_size=3&cursor=${cursor}`);
    expect(names(second)).toEqual(["Refund flow", "Inner", "archive"]);
    const third = await list(alice, `page_size=3&cursor=${second.next_cursor}`);
    expect(names(third)).toEqual(["Support"]);
    expect(third).toMatchObject({ has_more: false, next_cursor: null });
    // A page size may change between pages; the filters and the order may not.
    expect(names(await list(alice, `page_size=10&cursor=${cursor}`))).toHaveLength(4);
    for (const other of [
      "sort_mode=folders_first",
      "search=re",
      "types[]=folder",
      "parent_folder_id=root",
      "sharing_mode=created_by_me",
    ]) {
      const reply = await alice.get(`/agent-tests?${other}&cursor=${cursor}`);
      expect([other, reply.status]).toEqual([other, 422]);
    }
  });

  it("defaults to pages of 30", async () => {
    const crowd = service.as("usr_crowd", "ws_crowd");
    for (let i = 0; i < 31; i++) await crowd.post("/agent-tests", bodies.nextReply({ name: `Crowd ${i}` }));
    const page = await list(crowd);
    expect(page.items).toHaveLength(30);
    expect(page.has_more).toBe(true);
    expect((await list(crowd, "page_size=100")).items).toHaveLength(31);
  });
});

describe("paging while other clients write", () => {
  for (const sortMode of ["default", "folders_first"] as const) {
    it(`never repeats or skips an unchanged item (${sortMode})`, async () => {
      const writer = service.as(`usr_writer_${sortMode}`, `ws_paging_${sortMode}`);
      const folderId = (await writer.post("/agent-test-folders", { name: "Paged" })).json.id;
      const make = async (i: number) => {
        const name = `Item ${String(i).padStart(3, "0")} ${Math.random().toString(36).slice(2, 6)}`;
        const reply =
          i % 5 === 0
            ? await writer.post("/agent-test-folders", { name, parent_folder_id: folderId })
            : await writer.post("/agent-tests", bodies.simulation({ name, parent_folder_id: folderId }));
        expect(reply.status).toBe(201);
        return reply.json as Item;
      };
      const initial: Item[] = [];
      for (let i = 0; i < 60; i++) initial.push(await make(i));
      const deleted = new Set<string>();
      const remove = async (item: Item) => {
        const path = item.entity_type === "folder" ? `/agent-test-folders/${item.id}` : `/agent-tests/${item.id}`;
        expect((await writer.delete(path)).status).toBe(204);
        deleted.add(item.id);
      };

      const seen: string[] = [];
      let cursor: string | null = null;
      let created = 60;
      let round = 0;
      do {
        const query: string = `parent_folder_id=${folderId}&page_size=7&sort_mode=${sortMode}${cursor ? `&cursor=${cursor}` : ""}`;
        const page = await list(writer, query);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.next_cursor;
        // Between pages: new items arrive, and items both already seen and not yet seen go away.
        for (let k = 0; k < 3; k++) await make(created++);
        const seenSet = new Set(seen);
        const pendingItems = initial.filter((item) => !seenSet.has(item.id) && !deleted.has(item.id));
        const seenItems = initial.filter((item) => seenSet.has(item.id) && !deleted.has(item.id));
        const ahead = pendingItems[(round * 7) % Math.max(pendingItems.length, 1)];
        if (ahead && round % 2 === 0) await remove(ahead);
        const behind = seenItems[round % Math.max(seenItems.length, 1)];
        if (behind) await remove(behind);
        round++;
      } while (cursor);

      expect(new Set(seen).size).toBe(seen.length);
      const survivors = initial.filter((item) => !deleted.has(item.id)).map((item) => item.id);
      const seenSet = new Set(seen);
      expect(survivors.filter((id) => !seenSet.has(id))).toEqual([]);
      expect(deleted.size).toBeGreaterThan(5);
    });
  }
});

import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { EventSchemas, type EventTopic, KnowledgeDocument, KnowledgeDocumentListPage, Topics } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import { type KnowledgeHarness, OTHER_WS, startKnowledge, USER_PROFILE, WS } from "../testing/knowledge.ts";
import { minimalPdf } from "../testing/minimal-pdf.ts";
import { htmlPage, startTestSite, type TestSite } from "../testing/test-site.ts";

let k: KnowledgeHarness;
let site: TestSite;
let pricing = "Plans start at ten euros a month. The team plan costs thirty euros and includes priority support.";

const page = () =>
  `<html><head><title>Pricing plans</title></head><body><main><article><h1>Pricing</h1><p>${pricing} ${"Every plan can be cancelled at any time from the billing page. ".repeat(4)}</p></article></main></body></html>`;

beforeAll(async () => {
  site = startTestSite({
    "/pricing": () => htmlPage(page()),
    "/spread-title": () =>
      htmlPage(page().replace("<title>Pricing plans</title>", "<title>\n  Pricing\n\tplans&#7;\n</title>")),
    "/archive.zip": () =>
      new Response(new Uint8Array([80, 75, 3, 4]), { headers: { "content-type": "application/zip" } }),
    "/to-private": () => new Response(null, { status: 302, headers: { location: "http://10.1.2.3/" } }),
  });
  k = await startKnowledge({ knownUser: true });
});

afterAll(async () => {
  await k.stop();
  site.stop();
});

async function textDocument(name: string, text: string, extra: Record<string, unknown> = {}) {
  const created = await k.call("POST", "/text", { body: { name, text, ...extra } });
  expect(created.status).toBe(201);
  return k.waitForStatus(created.json.id, ["ready"]);
}

describe("documents from text", () => {
  it("answers 201 pending at once, then indexes to ready with counts", async () => {
    const created = await k.call("POST", "/text", {
      body: { name: "  Refund policy ", text: "Refunds take five working days. ".repeat(80) },
    });
    expect(created.status).toBe(201);
    expect(Value.Check(KnowledgeDocument, created.json)).toBe(true);
    expect(created.json).toMatchObject({
      name: "Refund policy",
      type: "text",
      status: "pending",
      chunk_count: 0,
      indexed_at: null,
      folder_id: null,
      source_url: null,
    });
    expect(created.json.id).toMatch(/^kdoc_[\w-]{20,}$/);
    const ready = await k.waitForStatus(created.json.id, ["ready"]);
    expect(ready.chunk_count).toBeGreaterThan(1);
    expect(ready.byte_size).toBe(Buffer.byteLength("Refunds take five working days. ".repeat(80).trim()));
    expect(ready.indexed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(ready.error).toBeNull();
    expect(ready.created_by).toEqual(USER_PROFILE);
    const content = await k.call("GET", `/${ready.id}/content`);
    expect(content.status).toBe(200);
    expect(content.json.text).toStartWith("Refunds take five working days.");
    expect(content.json.byte_size).toBe(ready.byte_size);
  });

  it("announces the import request and the outcome with contract-valid events", async () => {
    const doc = await textDocument("Events", "Some text to index.");
    const topics = [Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED, Topics.KNOWLEDGE_DOCUMENT_INDEXED] as EventTopic[];
    for (const topic of topics) {
      const message = await k.waitForMessage(topic, doc.id);
      expect(Value.Check(EventSchemas[topic], message.payload)).toBe(true);
    }
    const indexed = await k.waitForMessage(Topics.KNOWLEDGE_DOCUMENT_INDEXED, doc.id);
    expect(indexed.payload).toMatchObject({ workspace_id: WS, status: "ready", chunk_count: 1, name: "Events" });
  });

  it("refuses bad bodies with 422 and field paths", async () => {
    for (const [body, path] of [
      [{ text: "x" }, "/name"],
      [{ name: "n" }, "/text"],
      [{ name: "   ", text: "x" }, "/name"],
      [{ name: "n", text: "   " }, "/text"],
      [{ name: "n", text: "x", folder_id: "kfd_missing" }, "/folder_id"],
    ] as const) {
      const reply = await k.call("POST", "/text", { body });
      expect([path, reply.status, reply.json.error.code]).toEqual([path, 422, "validation_failed"]);
      expect(reply.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const malformed = await k.call("POST", "/text", { body: "{nope" });
    expect(malformed.status).toBe(422);
  });

  it("refuses a JSON body that is not UTF-8 with 422 naming the field, and stores nothing", async () => {
    const before = (await k.call("GET", "", { query: { search: "Latin" } })).json.items.length;
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode('{"name":"Latin","text":"caf'),
      0xe9,
      ...new TextEncoder().encode(' au lait"}'),
    ]);
    const reply = await k.call("POST", "/text", { body: latin1 });
    expect([reply.status, reply.json.error.code, reply.json.error.details.fields]).toEqual([
      422,
      "validation_failed",
      [{ path: "/text", message: "must be valid UTF-8 text" }],
    ]);
    expect((await k.call("GET", "", { query: { search: "Latin" } })).json.items.length).toBe(before);
  });

  it("refuses a text above 10 MB with 413", async () => {
    const reply = await k.call("POST", "/text", { body: { name: "huge", text: "a".repeat(10 * 1024 * 1024 + 1) } });
    expect(reply.status).toBe(413);
    expect(reply.json.error.code).toBe("payload_too_large");
  });
});

describe("access", () => {
  it("needs a signed caller for this workspace, and admin for writes", async () => {
    expect((await k.call("GET", "", { role: null })).status).toBe(401);
    const foreign = await k.call("GET", "", { callerWorkspaceId: OTHER_WS });
    expect([foreign.status, foreign.json.error.code]).toEqual([404, "not_found"]);
    const member = await k.call("POST", "/text", { role: "member", body: { name: "n", text: "t" } });
    expect([member.status, member.json.error.code]).toEqual([403, "forbidden"]);
    const memberInvalid = await k.call("POST", "/text", { role: "member", body: {} });
    expect(memberInvalid.status).toBe(403);
    expect((await k.call("GET", "", { role: "member" })).status).toBe(200);
    expect((await k.call("POST", "/search", { role: "member", body: { query: "x" } })).status).toBe(200);
  });

  it("keeps workspaces apart: another workspace's document is not found", async () => {
    const doc = await textDocument("Private notes", "Only workspace one sees this.");
    for (const [method, path] of [
      ["GET", `/${doc.id}`],
      ["GET", `/${doc.id}/content`],
      ["PATCH", `/${doc.id}`],
      ["DELETE", `/${doc.id}`],
      ["POST", `/${doc.id}/refresh`],
    ] as const) {
      const reply = await k.call(method, path, {
        workspaceId: OTHER_WS,
        body: method === "PATCH" ? { name: "x" } : undefined,
      });
      expect([method, path, reply.status]).toEqual([method, path, 404]);
    }
    const list = await k.call("GET", "", { workspaceId: OTHER_WS });
    expect(list.json.items.map((d: { id: string }) => d.id)).not.toContain(doc.id);
  });
});

describe("documents from files", () => {
  const upload = (file: File, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.append("file", file);
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return k.call("POST", "/file", { form });
  };

  it("imports Markdown, HTML and PDF files", async () => {
    const markdown = await upload(
      new File(["# Setup\n\nInstall the widget first."], "setup.md", { type: "text/markdown" }),
    );
    expect([markdown.status, markdown.json.type, markdown.json.name]).toEqual([201, "file", "setup.md"]);
    const html = await upload(new File([page()], "pricing.html", { type: "text/html" }), { name: "Pricing page" });
    expect(html.json.name).toBe("Pricing page");
    const pdf = await upload(
      new File([minimalPdf(["Warranty covers two years"])], "warranty.pdf", { type: "application/pdf" }),
    );
    for (const [reply, expected] of [
      [markdown, "Install the widget"],
      [html, "team plan"],
      [pdf, "Warranty covers two years"],
    ] as const) {
      await k.waitForStatus(reply.json.id, ["ready"]);
      const content = await k.call("GET", `/${reply.json.id}/content`);
      expect(content.json.text).toContain(expected);
      expect(content.json.text).not.toContain("<p>");
    }
  });

  it("refuses unsupported, empty, fake and missing files", async () => {
    const zip = await upload(new File([new Uint8Array([80, 75, 3, 4])], "a.zip", { type: "application/zip" }));
    expect([zip.status, zip.json.error.code]).toEqual([415, "unsupported_media_type"]);
    const empty = await upload(new File([], "empty.txt", { type: "text/plain" }));
    expect([empty.status, empty.json.error.details.fields[0].path]).toEqual([422, "/file"]);
    const fakePdf = await upload(new File(["not a pdf"], "fake.pdf", { type: "application/pdf" }));
    expect(fakePdf.status).toBe(422);
    const noFile = new FormData();
    noFile.append("name", "x");
    expect((await k.call("POST", "/file", { form: noFile })).status).toBe(422);
    const json = await k.call("POST", "/file", { body: { file: "x" } });
    expect([json.status, json.json.error.code]).toEqual([415, "unsupported_media_type"]);
  });

  it("refuses a text or Markdown file that is not UTF-8 with 422 at /file, and reads UTF-8 behind a byte-order mark", async () => {
    const latin1 = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x6d, 0x65, 0x6e, 0x75]);
    for (const file of [
      new File([latin1], "menu.txt", { type: "text/plain" }),
      new File([latin1], "menu.md", { type: "text/markdown" }),
      new File([new Uint8Array([0xff, 0xfe, 0x43, 0x00])], "utf16.txt", { type: "text/plain" }),
    ]) {
      const reply = await upload(file);
      expect([file.name, reply.status, reply.json.error.details.fields]).toEqual([
        file.name,
        422,
        [{ path: "/file", message: "must be UTF-8 text" }],
      ]);
    }
    const marked = await upload(
      new File([new Uint8Array([0xef, 0xbb, 0xbf]), "Café menu, déjà vu."], "menu.txt", { type: "text/plain" }),
    );
    expect(marked.status).toBe(201);
    await k.waitForStatus(marked.json.id, ["ready"]);
    expect((await k.call("GET", `/${marked.json.id}/content`)).json.text).toBe("Café menu, déjà vu.");
  });

  it("refuses a file above 10 MB with 413", async () => {
    const big = await upload(
      new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(97)], "big.txt", { type: "text/plain" }),
    );
    expect([big.status, big.json.error.code]).toEqual([413, "payload_too_large"]);
  });

  it("marks an unreadable PDF failed with a readable error", async () => {
    const broken = await upload(new File(["%PDF-1.4 garbage"], "broken.pdf", { type: "application/pdf" }));
    const failed = await k.waitForStatus(broken.json.id, ["failed"]);
    expect(failed.error).toStartWith("unreadable_content:");
    expect(failed.chunk_count).toBe(0);
    const content = await k.call("GET", `/${broken.json.id}/content`);
    expect([content.status, content.json.error.details.reason]).toEqual([409, "document_not_indexed"]);
  });
});

describe("documents from URLs", () => {
  it("fetches a page from a (test-allowed) server, names it from its title and indexes it", async () => {
    const created = await k.call("POST", "/url", { body: { url: site.url("/pricing") } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ type: "url", status: "pending", source_url: site.url("/pricing") });
    const ready = await k.waitForStatus(created.json.id, ["ready"]);
    expect(ready.name).toBe("Pricing plans");
    expect((await k.call("GET", `/${ready.id}/content`)).json.text).toContain("team plan costs thirty euros");
  });

  it("keeps a name given by the client", async () => {
    const created = await k.call("POST", "/url", { body: { url: site.url("/pricing"), name: "Our prices" } });
    expect((await k.waitForStatus(created.json.id, ["ready"])).name).toBe("Our prices");
  });

  it("refuses a given name with control characters, and makes a title spread over lines one line", async () => {
    const refused = await k.call("POST", "/url", { body: { url: site.url("/pricing"), name: "Our\u0000prices" } });
    expect([refused.status, refused.json.error.details.fields]).toEqual([
      422,
      [{ path: "/name", message: "must not contain control characters" }],
    ]);
    const form = new FormData();
    form.append("file", new File(["# Setup"], "setup.md", { type: "text/markdown" }));
    form.append("name", "Bell\u0007");
    const upload = await k.call("POST", "/file", { form });
    expect([upload.status, upload.json.error.details.fields]).toEqual([
      422,
      [{ path: "/name", message: "must not contain control characters" }],
    ]);
    const created = await k.call("POST", "/url", { body: { url: site.url("/spread-title") } });
    expect((await k.waitForStatus(created.json.id, ["ready"])).name).toBe("Pricing plans");
  });

  it("refuses a URL that is not public before fetching: 422 url_not_public", async () => {
    // The harness's allowance opens loopback, so the spellings here name other private addresses.
    for (const url of [
      "http://169.254.169.254/latest/meta-data/",
      "http://0xa9.0xfe.0xa9.0xfe/",
      "http://167772161/",
      "http://[::ffff:10.0.0.1]/",
      "ftp://example.com/a",
      "http://user:pw@example.com/",
      "http://localhost:8080/",
    ]) {
      const reply = await k.call("POST", "/url", { body: { url } });
      expect([url, reply.status, reply.json.error.code, reply.json.error.details.reason]).toEqual([
        url,
        422,
        "validation_failed",
        "url_not_public",
      ]);
    }
    expect((await k.call("POST", "/url", { body: { url: "not a url" } })).status).toBe(422);
  });

  it("refuses loopback when the module has no test allowance", async () => {
    const strict = await startKnowledge({ overrides: { fetchAllowance: undefined } });
    try {
      for (const url of [
        site.url("/pricing"),
        `http://2130706433:${site.port}/pricing`,
        `http://[::ffff:127.0.0.1]:${site.port}/`,
      ]) {
        const reply = await strict.call("POST", "/url", { body: { url } });
        expect([url, reply.status, reply.json.error.details.reason]).toEqual([url, 422, "url_not_public"]);
      }
    } finally {
      await strict.stop();
    }
  });

  it("ends failed with the reason when the fetch is refused later", async () => {
    const zip = await k.call("POST", "/url", { body: { url: site.url("/archive.zip") } });
    expect((await k.waitForStatus(zip.json.id, ["failed"])).error).toStartWith("unsupported_content_type:");
    const redirected = await k.call("POST", "/url", { body: { url: site.url("/to-private") } });
    expect((await k.waitForStatus(redirected.json.id, ["failed"])).error).toStartWith("redirect_not_allowed:");
    const missing = await k.call("POST", "/url", { body: { url: site.url("/gone") } });
    expect((await k.waitForStatus(missing.json.id, ["failed"])).error).toStartWith("http_error:");
  });

  it("re-fetches and re-indexes on refresh, replacing the chunks rather than adding to them", async () => {
    const created = await k.call("POST", "/url", { body: { url: site.url("/pricing"), name: "Refreshable" } });
    const first = await k.waitForStatus(created.json.id, ["ready"]);
    pricing = "Prices changed: the starter plan is now free for small teams.";
    const refreshed = await k.call("POST", `/${first.id}/refresh`);
    expect([refreshed.status, refreshed.json.status]).toEqual([202, "pending"]);
    await k.waitForStatus(first.id, ["ready"]);
    const second = (await k.call("GET", `/${first.id}`)).json;
    expect(second.indexed_at > (first.indexed_at ?? "")).toBe(true);
    expect((await k.call("GET", `/${first.id}/content`)).json.text).toContain("starter plan is now free");
    const chunks = await k.storedChunks(first.id);
    expect(chunks.length).toBe(second.chunk_count);
    expect(new Set(chunks.map((chunk) => chunk.version)).size).toBe(1);
    const hits = await k.call("POST", "/search", { body: { query: "starter plan free", document_ids: [first.id] } });
    expect(hits.json.items[0].text).toContain("starter plan is now free");
  });
});

describe("listing, renaming and moving", () => {
  it("pages newest first without repeats and filters by folder, search, type and status", async () => {
    const folder = await k.call("POST", "/folders", { body: { name: "Listing folder" } });
    const docs = [];
    for (const name of ["Alpha guide", "Beta guide", "Gamma notes"]) {
      docs.push(
        (await k.call("POST", "/text", { body: { name, text: `${name} text`, folder_id: folder.json.id } })).json,
      );
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const reply = await k.call("GET", "", {
        query: { folder_id: folder.json.id, page_size: "2", ...(cursor ? { cursor } : {}) },
      });
      expect(reply.status).toBe(200);
      expect(Value.Check(KnowledgeDocumentListPage, reply.json)).toBe(true);
      seen.push(...reply.json.items.map((d: { id: string }) => d.id));
      cursor = reply.json.next_cursor ?? undefined;
      expect(reply.json.has_more).toBe(cursor !== undefined);
    } while (cursor);
    // Newest first; documents created in the same millisecond are ordered by id.
    expect([...seen].sort()).toEqual(docs.map((d) => d.id).sort());
    const search = await k.call("GET", "", { query: { folder_id: folder.json.id, search: "GUIDE" } });
    expect(search.json.items.map((d: { name: string }) => d.name).sort()).toEqual(["Alpha guide", "Beta guide"]);
    const urls = await k.call("GET", "", { query: { type: "url" } });
    expect(urls.json.items.every((d: { type: string }) => d.type === "url")).toBe(true);
    expect(urls.json.items.length).toBeGreaterThan(0);
    const failed = await k.call("GET", "", { query: { status: "failed" } });
    expect(failed.json.items.every((d: { status: string }) => d.status === "failed")).toBe(true);
    const root = await k.call("GET", "", { query: { folder_id: "root" } });
    expect(root.json.items.every((d: { folder_id: string | null }) => d.folder_id === null)).toBe(true);
  });

  it("refuses bad list parameters with 422", async () => {
    for (const query of [
      { page_size: "0" },
      { page_size: "101" },
      { page_size: "ten" },
      { cursor: "garbage!" },
      { type: "video" },
      { status: "done" },
    ]) {
      const reply = await k.call("GET", "", { query: query as unknown as Record<string, string> });
      expect([JSON.stringify(query), reply.status]).toEqual([JSON.stringify(query), 422]);
    }
  });

  it("renames and moves with PATCH", async () => {
    const doc = await textDocument("Draft name", "Text");
    const folder = await k.call("POST", "/folders", { body: { name: "Moved here" } });
    const renamed = await k.call("PATCH", `/${doc.id}`, { body: { name: "Final name", folder_id: folder.json.id } });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Final name", folder_id: folder.json.id, status: "ready" });
    expect(renamed.json.updated_at >= doc.updated_at).toBe(true);
    expect((await k.call("PATCH", `/${doc.id}`, { body: { folder_id: null } })).json.folder_id).toBeNull();
    expect((await k.call("PATCH", `/${doc.id}`, { body: {} })).status).toBe(422);
    expect((await k.call("PATCH", `/${doc.id}`, { body: { folder_id: "kfd_nope" } })).status).toBe(422);
    expect((await k.call("PATCH", "/kdoc_missing", { body: { name: "x" } })).status).toBe(404);
  });
});

describe("deleting documents in use", () => {
  const base = Date.now();
  const at = (offsetMs: number) => new Date(base + offsetMs).toISOString();
  const attachmentsOf = async (id: string, predicate: (record: Record<string, unknown> | null) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const record = await k.database.collection("attachments").findOne({ _id: id });
      if (predicate(record as Record<string, unknown> | null)) return;
      await Bun.sleep(5);
    }
    throw new Error(`read model ${id} never reached the expected state`);
  };

  it("refuses while a draft or branch tip attaches the document, unless forced", async () => {
    const doc = await textDocument("Attached", "Attached text");
    await k.publish(Topics.AGENTS_DRAFT_SAVED, {
      workspace_id: WS,
      agent_id: "agt_1",
      branch_id: "br_1",
      knowledge_document_ids: [doc.id],
      occurred_at: at(0),
    });
    await attachmentsOf("agt_1:br_1", (r) => r !== null);
    const refused = await k.call("DELETE", `/${doc.id}`);
    expect([refused.status, refused.json.error.code]).toEqual([409, "document_in_use"]);
    expect(refused.json.error.details.used_by).toEqual([
      { agent_id: "agt_1", branch_id: "br_1", in_tip: false, in_draft: true },
    ]);
    const forced = await k.call("DELETE", `/${doc.id}`, { query: { force: "true" } });
    expect(forced.status).toBe(204);
    expect((await k.call("GET", `/${doc.id}`)).status).toBe(404);
    const deleted = await k.waitForMessage(Topics.KNOWLEDGE_DOCUMENT_DELETED, doc.id);
    expect(deleted.payload).toMatchObject({ workspace_id: WS, name: "Attached" });
    expect(Value.Check(EventSchemas[Topics.KNOWLEDGE_DOCUMENT_DELETED], deleted.payload)).toBe(true);
    expect(await k.storedChunks(doc.id)).toEqual([]);
  });

  it("follows tips, discarded drafts, archived branches, and ignores an older event arriving late", async () => {
    const doc = await textDocument("Tip document", "Tip text");
    const branch = { workspace_id: WS, agent_id: "agt_2", branch_id: "br_2" };
    await k.publish(Topics.AGENTS_VERSION_PUBLISHED, {
      ...branch,
      version_id: "ver_1",
      config: { agent: { prompt: { knowledge_base: [{ id: doc.id, name: "Tip document", type: "text" }] } } },
      changed_paths: ["agent.prompt.knowledge_base"],
      created_at: at(0),
      occurred_at: at(0),
    });
    await attachmentsOf("agt_2:br_2", (r) => r !== null);
    expect((await k.call("DELETE", `/${doc.id}`, { query: { force: "false" } })).status).toBe(409);
    await k.publish(Topics.AGENTS_BRANCH_ARCHIVED, { ...branch, occurred_at: at(10) });
    await attachmentsOf("agt_2:br_2", (r) => r?.archived === true);
    expect((await k.call("DELETE", `/${doc.id}`)).status).toBe(204);
  });

  it("applies each part of the read model in event-time order, not delivery order", async () => {
    const doc = await textDocument("Ordering", "Ordering text");
    const branch = { workspace_id: WS, agent_id: "agt_3", branch_id: "br_3" };
    await k.publish(Topics.AGENTS_DRAFT_DISCARDED, { ...branch, reason: "discarded", occurred_at: at(20) });
    await attachmentsOf("agt_3:br_3", (r) => r?.draft_at === at(20));
    // The save happened before the discard but is delivered after it: it must not re-attach.
    await k.publish(Topics.AGENTS_DRAFT_SAVED, { ...branch, knowledge_document_ids: [doc.id], occurred_at: at(10) });
    await k.publish(Topics.AGENTS_BRANCH_ARCHIVED, { ...branch, occurred_at: at(30) });
    await k.publish(Topics.AGENTS_BRANCH_RESTORED, { ...branch, occurred_at: at(40) });
    await attachmentsOf("agt_3:br_3", (r) => r?.archived_at === at(40));
    const record = await k.database.collection("attachments").findOne({ _id: "agt_3:br_3" });
    expect(record).toMatchObject({ draft_document_ids: [], archived: false });
    expect((await k.call("DELETE", `/${doc.id}`)).status).toBe(204);
  });

  it("refuses a malformed force value", async () => {
    const doc = await textDocument("Force value", "text");
    expect((await k.call("DELETE", `/${doc.id}`, { query: { force: "maybe" } })).status).toBe(422);
  });
});

import { afterAll, describe, expect, it } from "bun:test";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDocumentStore } from "./create-document-store.ts";

const dir = mkdtempSync(join(tmpdir(), "cx-store-factory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("createDocumentStore", () => {
  it("uses the embedded engine without a MongoDB URL and prefixes database names with cx_", async () => {
    const store = createDocumentStore({ dataDir: dir });
    expect(store.kind).toBe("embedded");
    const database = store.database("identity");
    expect(database.name).toBe("cx_identity");
    await database.collection("users").insertOne({ _id: "u1" });
    expect(existsSync(join(dir, "cx_identity.sqlite"))).toBe(true);
    await store.close();
  });

  it("applies a custom prefix", async () => {
    const store = createDocumentStore({ dataDir: null, databasePrefix: "tenant7_" });
    expect(store.database("agents").name).toBe("tenant7_agents");
    await store.close();
  });

  it("chooses the MongoDB adapter when a URL is given, without connecting until used", async () => {
    const store = createDocumentStore({
      mongoUrl: "mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=200",
      dataDir: null,
    });
    expect(store.kind).toBe("mongodb");
    expect(store.database("identity").name).toBe("cx_identity");
    await expect(store.ping()).rejects.toThrow();
    await store.close();
  });
});

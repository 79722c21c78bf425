import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describeDocumentStoreContract } from "./contract.ts";
import { createDocumentStore } from "./create-document-store.ts";
import { createEmbeddedStore } from "./embedded/embedded-store.ts";

const tempDirs: string[] = [];

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describeDocumentStoreContract("embedded, in memory", async () => createEmbeddedStore({ dataDir: null }));

describeDocumentStoreContract("embedded, persisted", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cx-store-contract-"));
  tempDirs.push(dir);
  return createEmbeddedStore({ dataDir: dir });
});

describeDocumentStoreContract("createDocumentStore without MONGO_URL", async () =>
  createDocumentStore({ dataDir: null, databasePrefix: "test_" }),
);

// MongoDB is exercised only where a server is provided, so the default run has nothing skipped.
const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) {
  describeDocumentStoreContract("mongodb", async () => createDocumentStore({ mongoUrl, dataDir: null }));
}

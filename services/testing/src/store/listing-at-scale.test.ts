import { beforeAll, describe, expect, it } from "bun:test";
import { createEmbeddedStore, type EmbeddedCollection } from "@cx/store";
import { asWorkspaceId } from "../domain/ids.ts";
import type { EntryListing } from "../domain/list-query.ts";
import { COLLECTIONS, ensureIndexes, INDEXES } from "./collections.ts";
import type { EntryDocument } from "./documents.ts";
import { EntriesRepository } from "./entries-repository.ts";
import { listFilter, sortFieldOf } from "./list-filter.ts";
import { type SeededWorkspace, seedWorkspace } from "./seed.ts";

const BIG = asWorkspaceId("ws_big");
const NEIGHBOUR = asWorkspaceId("ws_neighbour");
// 200 folders of 100 tests: 20,000 tests in one workspace, and another tenant beside it.
const SHAPE = { folders: 200, testsPerFolder: 100, rootTests: 0 };
const FOLDER_INDEXES: string[] = [INDEXES.siblings, INDEXES.folderRecent, INDEXES.folderAlpha];

let repository: EntriesRepository;
let collection: EmbeddedCollection<EntryDocument>;
let big: SeededWorkspace;
let total: number;

const query = (overrides: Partial<EntryListing>): EntryListing => ({
  scope: { kind: "workspace" },
  search: null,
  types: null,
  sortMode: "default",
  sharingMode: "all",
  ...overrides,
});

beforeAll(async () => {
  const database = createEmbeddedStore({ dataDir: null }).database("scale");
  await ensureIndexes(database);
  repository = new EntriesRepository(database);
  collection = database.collection<EntryDocument>(COLLECTIONS.entries);
  big = await seedWorkspace(repository, BIG, SHAPE);
  await seedWorkspace(repository, NEIGHBOUR, { folders: 10, testsPerFolder: 500, rootTests: 0 });
  total = await collection.countDocuments({});
});

describe("listing in a workspace of 20,000 tests", () => {
  it("holds the seeded documents", () => {
    expect(big.testCount).toBe(20_000);
    expect(total).toBe(20_000 + 200 + 5_000 + 10);
  });

  it("answers a folder page from the (workspace, parent) index, scanning only that folder", async () => {
    const folderId = big.folderIds[123] as string;
    for (const sortMode of ["default", "folders_first"] as const) {
      const q = query({ scope: { kind: "folder", folderId }, sortMode });
      const plan = collection.explain(listFilter(BIG, q, "usr_reader", null));
      expect(FOLDER_INDEXES).toContain(plan.index as string);
      expect(plan.scanned).toBe(SHAPE.testsPerFolder);
      expect(plan.scanned * 100).toBeLessThan(total);

      // The page the plan serves is the right one: the folder's 30 first items in the order.
      const page = (await repository.listPage(BIG, q, "usr_reader", null, 30, (key) => key))?.items ?? [];
      const everything = (await collection.find({ workspace_id: BIG, parent_key: folderId })).map(
        (doc) => doc[sortFieldOf(q)],
      );
      expect(page.map((doc) => doc[sortFieldOf(q)])).toEqual(everything.sort().slice(0, 30));

      // A later page (after a cursor) still narrows to the folder.
      const after = page.at(-1)?.[sortFieldOf(q)] as string;
      expect(collection.explain(listFilter(BIG, q, "usr_reader", after)).scanned).toBeLessThanOrEqual(
        SHAPE.testsPerFolder,
      );
    }
  });

  it("answers the root page from the same index, scanning only the root's entries", () => {
    const plan = collection.explain(listFilter(BIG, query({ scope: { kind: "root" } }), "usr_reader", null));
    expect(FOLDER_INDEXES).toContain(plan.index as string);
    expect(plan.scanned).toBe(SHAPE.folders);
  });

  it("keeps a search and the sharing filters inside the workspace's index entries", () => {
    const search = collection.explain(listFilter(BIG, query({ search: "000123" }), "usr_reader", null));
    expect(search.index).not.toBeNull();
    expect(search.scanned).toBeLessThanOrEqual(20_000 + 200);
    expect(search.scanned).toBeLessThan(total);
    const inFolder = collection.explain(
      listFilter(
        BIG,
        query({ search: "refund", scope: { kind: "folder", folderId: big.folderIds[0] as string } }),
        "u",
        null,
      ),
    );
    expect(inFolder.scanned).toBe(SHAPE.testsPerFolder);
    const shared = collection.explain(listFilter(BIG, query({ sharingMode: "shared_with_me" }), "usr_shared", null));
    expect<string[]>([INDEXES.workspaceRecent, INDEXES.workspaceAlpha, INDEXES.search]).toContain(
      shared.index as string,
    );
    expect(shared.scanned).toBe(2_000);
    const mine = collection.explain(listFilter(BIG, query({ sharingMode: "created_by_me" }), "usr_nobody", null));
    expect(mine.index).toBe(INDEXES.createdBy);
    expect(mine.scanned).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from "bun:test";
import type { Filter, StoredDocument } from "../port.ts";
import type { EmbeddedCollection } from "./embedded-collection.ts";
import { createEmbeddedStore } from "./embedded-store.ts";

interface Ticket extends StoredDocument {
  tenant: string;
  status: "open" | "closed" | "pending";
  email: string;
  tags: string[];
  n: number;
}

const COUNT = 20_000;
const TENANTS = 50;
const STATUSES = ["open", "closed", "pending"] as const;

function ticket(i: number): Ticket {
  return {
    _id: `t${i}`,
    tenant: `tenant-${i % TENANTS}`,
    status: STATUSES[i % 3] as Ticket["status"],
    email: `user${i}@example.com`,
    tags: [`tag-${i % 7}`, `tag-${i % 11}`],
    n: i,
  };
}

describe("embedded index usage on 20,000 documents", () => {
  const all = Array.from({ length: COUNT }, (_, i) => ticket(i));
  let tickets: EmbeddedCollection<Ticket>;

  beforeAll(async () => {
    const store = createEmbeddedStore({ dataDir: null });
    tickets = store.database("bench").collection<Ticket>("tickets");
    await tickets.createIndexes([
      { keys: { tenant: 1, status: 1 } },
      { keys: { email: 1 }, unique: true },
      { keys: { tags: 1 } },
    ]);
    await tickets.insertMany(all);
  });

  async function expectSameAsScan(filter: Filter, predicate: (doc: Ticket) => boolean): Promise<void> {
    const found = await tickets.find(filter);
    expect(found.map((doc) => doc._id)).toEqual(all.filter(predicate).map((doc) => doc._id));
  }

  it("narrows by the leading field of a compound index", async () => {
    expect(tickets.explain({ tenant: "tenant-7" })).toEqual({ index: "tenant_1_status_1", scanned: COUNT / TENANTS });
    await expectSameAsScan({ tenant: "tenant-7" }, (doc) => doc.tenant === "tenant-7");
  });

  it("narrows further with equality on both fields, and with $in", async () => {
    const both = tickets.explain({ tenant: "tenant-7", status: "open" });
    expect(both.index).toBe("tenant_1_status_1");
    expect(both.scanned).toBeLessThan(COUNT / TENANTS / 2);
    await expectSameAsScan(
      { tenant: "tenant-7", status: "open" },
      (doc) => doc.tenant === "tenant-7" && doc.status === "open",
    );

    const filter = { tenant: { $in: ["tenant-1", "tenant-2"] }, status: { $eq: "closed" }, n: { $gt: 100 } };
    const plan = tickets.explain(filter);
    expect(plan.index).toBe("tenant_1_status_1");
    expect(plan.scanned).toBeLessThan(400);
    await expectSameAsScan(
      filter,
      (doc) => ["tenant-1", "tenant-2"].includes(doc.tenant) && doc.status === "closed" && doc.n > 100,
    );
  });

  it("uses a unique index and the _id index for single-document lookups", async () => {
    expect(tickets.explain({ email: "user12345@example.com" })).toEqual({ index: "email_1", scanned: 1 });
    expect(tickets.explain({ _id: "t42" })).toEqual({ index: "_id_", scanned: 1 });
    expect(tickets.explain({ _id: { $in: ["t1", "t2", "missing"] } })).toEqual({ index: "_id_", scanned: 2 });
    expect((await tickets.findOne({ email: "user12345@example.com" }))?._id).toBe("t12345");
  });

  it("indexes array elements (multikey) and equalities inside $and", async () => {
    const plan = tickets.explain({ $and: [{ tags: "tag-3" }, { status: "pending" }] });
    expect(plan.index).toBe("tags_1");
    expect(plan.scanned).toBe(all.filter((doc) => doc.tags.includes("tag-3")).length);
    expect(plan.scanned).toBeLessThan(COUNT / 4);
    await expectSameAsScan(
      { $and: [{ tags: "tag-3" }, { status: "pending" }] },
      (doc) => doc.tags.includes("tag-3") && doc.status === "pending",
    );
  });

  it("scans when no index leads with a constrained field", async () => {
    expect(tickets.explain({ status: "open" })).toEqual({ index: null, scanned: COUNT });
    expect(tickets.explain({ $or: [{ tenant: "tenant-1" }, { tenant: "tenant-2" }] })).toEqual({
      index: null,
      scanned: COUNT,
    });
    expect(tickets.explain({ tenant: { $regex: "^tenant-1$" } })).toEqual({ index: null, scanned: COUNT });
    expect(tickets.explain({ n: { $gte: 10 } })).toEqual({ index: null, scanned: COUNT });
    await expectSameAsScan({ status: "open", n: { $lt: 30 } }, (doc) => doc.status === "open" && doc.n < 30);
  });

  it("keeps the index in step with updates and deletes", async () => {
    const moved = await tickets.updateMany({ tenant: "tenant-9" }, { $set: { tenant: "tenant-moved" } });
    expect(moved.modifiedCount).toBe(COUNT / TENANTS);
    expect(tickets.explain({ tenant: "tenant-9" })).toEqual({ index: "tenant_1_status_1", scanned: 0 });
    expect(tickets.explain({ tenant: "tenant-moved" }).scanned).toBe(COUNT / TENANTS);
    expect(await tickets.deleteMany({ tenant: "tenant-moved", status: "open" })).toBeGreaterThan(0);
    expect(await tickets.countDocuments({ tenant: "tenant-moved", status: "open" })).toBe(0);
    expect(tickets.explain({ tenant: "tenant-moved", status: "open" }).scanned).toBe(0);
  });
});

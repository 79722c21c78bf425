import { beforeAll, describe, expect, it } from "bun:test";
import type { Collection } from "../port.ts";
import { OutsideSubsetError } from "../subset.ts";
import { type ContractContext, type Doc, ids, rejection } from "./context.ts";

const PEOPLE: Doc[] = [
  {
    _id: "p1",
    name: "Ada",
    age: 36,
    tags: ["admin", "ops"],
    address: { city: "London", zip: "N1" },
    orders: [
      { sku: "book", qty: 1 },
      { sku: "pen", qty: 10 },
    ],
    joined: new Date("2020-01-01T00:00:00Z"),
  },
  {
    _id: "p2",
    name: "Grace",
    age: 45,
    tags: ["ops"],
    address: { city: "New York", zip: "10001" },
    orders: [{ sku: "book", qty: 5 }],
    joined: new Date("2021-06-01T00:00:00Z"),
    nickname: null,
  },
  {
    _id: "p3",
    name: "alan",
    age: 41,
    tags: [],
    address: { city: "London" },
    orders: [],
    joined: new Date("2022-03-15T00:00:00Z"),
    nickname: "Al",
  },
  { _id: "p4", name: "Linus", age: "unknown", tags: ["dev"], orders: [{ sku: "pen", qty: 1 }] },
];

export function filterContract(ctx: ContractContext): void {
  describe("filters", () => {
    let people: Collection<Doc>;

    beforeAll(async () => {
      people = ctx.collection("people");
      await people.insertMany(PEOPLE);
    });

    it("matches by equality, on dotted paths and on array membership", async () => {
      expect(await ids(people, { name: "Ada" })).toEqual(["p1"]);
      expect(await ids(people, { "address.city": "London" })).toEqual(["p1", "p3"]);
      expect(await ids(people, { tags: "ops" })).toEqual(["p1", "p2"]);
      expect(await ids(people, { tags: ["ops"] })).toEqual(["p2"]);
      expect(await ids(people, { "orders.sku": "pen" })).toEqual(["p1", "p4"]);
      expect(await ids(people, { "address.city": "London", name: "alan" })).toEqual(["p3"]);
      expect(await ids(people, { name: "ada" })).toEqual([]);
      expect(await ids(people, {})).toEqual(["p1", "p2", "p3", "p4"]);
    });

    it("treats null as matching null and missing fields", async () => {
      expect(await ids(people, { nickname: null })).toEqual(["p1", "p2", "p4"]);
      expect(await ids(people, { nickname: { $exists: true } })).toEqual(["p2", "p3"]);
      expect(await ids(people, { nickname: { $exists: false } })).toEqual(["p1", "p4"]);
      expect(await ids(people, { address: { $exists: false } })).toEqual(["p4"]);
    });

    it("supports $ne ($ne also matches missing fields)", async () => {
      expect(await ids(people, { age: { $ne: 45 } })).toEqual(["p1", "p3", "p4"]);
      expect(await ids(people, { "address.city": { $ne: "London" } })).toEqual(["p2", "p4"]);
      expect(await ids(people, { tags: { $ne: "ops" } })).toEqual(["p3", "p4"]);
    });

    it("compares with $gt, $gte, $lt, $lte within one type only", async () => {
      expect(await ids(people, { age: { $gt: 40 } })).toEqual(["p2", "p3"]);
      expect(await ids(people, { age: { $gte: 41 } })).toEqual(["p2", "p3"]);
      expect(await ids(people, { age: { $lt: 41 } })).toEqual(["p1"]);
      expect(await ids(people, { age: { $lte: 41, $gt: 36 } })).toEqual(["p3"]);
      expect(await ids(people, { name: { $gte: "G", $lt: "M" } })).toEqual(["p2", "p4"]);
      expect(await ids(people, { "orders.qty": { $gte: 5 } })).toEqual(["p1", "p2"]);
      // Each condition on a path through an array may be met by a different element.
      expect(await ids(people, { "orders.sku": "book", "orders.qty": { $gte: 5 } })).toEqual(["p1", "p2"]);
    });

    it("compares with string bounds only strings, each bound met by any element of an array", async () => {
      const stamps = ctx.collection("stamps");
      await stamps.insertMany([
        { _id: "a", at: "2026-01-02" },
        { _id: "b", at: ["2025-12-31", "2026-03-01"] },
        { _id: "c", at: 20260102 },
        { _id: "d" },
        { _id: "e", at: null },
        { _id: "f", at: new Date("2026-01-02T00:00:00Z") },
        { _id: "g", at: "2026-02-01", owner: "x" },
        { _id: "h", log: [{ at: "2026-05-01" }, { at: "2025-01-01" }], gone: true },
        { _id: "i", log: { at: "2025-06-01" } },
      ]);
      expect(await ids(stamps, { "log.at": { $lt: "2026-01-01" } })).toEqual(["h", "i"]);
      expect(await ids(stamps, { "log.at": { $lt: "2026-01-01" }, gone: { $exists: false } })).toEqual(["i"]);
      expect(await ids(stamps, { at: { $gt: "2026-01-01", $lt: "2026-02-01" } })).toEqual(["a", "b"]);
      expect(await ids(stamps, { at: { $lte: "2026-02-01" }, owner: "x" })).toEqual(["g"]);
      expect(await ids(stamps, { at: { $gte: "2026-03-01" } })).toEqual(["b"]);
      expect(await ids(stamps, { at: { $lt: "" } })).toEqual([]);
    });

    it("compares dates", async () => {
      const since = new Date("2021-01-01T00:00:00Z");
      expect(await ids(people, { joined: { $gte: since } })).toEqual(["p2", "p3"]);
      expect(await ids(people, { joined: new Date("2020-01-01T00:00:00Z") })).toEqual(["p1"]);
    });

    it("supports $in, including on array fields", async () => {
      expect(await ids(people, { name: { $in: ["Ada", "Linus", "Nobody"] } })).toEqual(["p1", "p4"]);
      expect(await ids(people, { tags: { $in: ["dev", "admin"] } })).toEqual(["p1", "p4"]);
      expect(await ids(people, { name: { $in: [] } })).toEqual([]);
      expect(await ids(people, { "address.city": { $in: ["London", "Paris"] } })).toEqual(["p1", "p3"]);
    });

    it("supports $regex, with the i option, and regular expression values", async () => {
      expect(await ids(people, { name: { $regex: "^a" } })).toEqual(["p3"]);
      expect(await ids(people, { name: { $regex: "^a", $options: "i" } })).toEqual(["p1", "p3"]);
      expect(await ids(people, { name: /ace$/ })).toEqual(["p2"]);
      expect(await ids(people, { "address.city": { $regex: "york", $options: "i" } })).toEqual(["p2"]);
    });

    it("combines conditions with $and and $or", async () => {
      expect(await ids(people, { $or: [{ name: "Ada" }, { age: { $gt: 44 } }] })).toEqual(["p1", "p2"]);
      expect(await ids(people, { $and: [{ tags: "ops" }, { age: { $lt: 40 } }] })).toEqual(["p1"]);
      expect(
        await ids(people, {
          $and: [{ $or: [{ tags: "dev" }, { tags: "admin" }] }, { $or: [{ age: 36 }, { age: "unknown" }] }],
        }),
      ).toEqual(["p1", "p4"]);
    });

    it("matches array length with $size", async () => {
      expect(await ids(people, { tags: { $size: 0 } })).toEqual(["p3"]);
      expect(await ids(people, { tags: { $size: 1 } })).toEqual(["p2", "p4"]);
      expect(await ids(people, { orders: { $size: 2 } })).toEqual(["p1"]);
    });

    it("rejects operators outside the subset", async () => {
      for (const filter of [
        { $where: "this.age > 1" },
        { $nor: [{ name: "Ada" }] },
        { age: { $mod: [2, 0] } },
        { name: { $regex: "a", $options: "x" } },
        { $expr: { $gt: ["$age", 1] } },
        { age: { $eq: 45 } },
        { tags: { $nin: ["ops"] } },
        { age: { $not: { $gt: 40 } } },
        { orders: { $elemMatch: { sku: "book" } } },
      ]) {
        expect(await rejection(people.find(filter))).toBeInstanceOf(OutsideSubsetError);
      }
    });
  });
}

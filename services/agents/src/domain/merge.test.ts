import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { temperatureConflict } from "../testing/temperature-conflict.ts";
import { leaves, parsePath, pathsOverlap, samePresence, valueAt } from "./config-paths.ts";
import { deepEqual, type JsonObject } from "./json.ts";
import { type MergeInput, type Side, threeWayMerge } from "./merge.ts";

// A small alphabet of keys and values makes the three sides touch the same paths often.
const key = fc.constantFrom("a", "b", "c", "d.e");
const leaf = fc.oneof(
  fc.constantFrom(null, true, false, 0, 1, "x", "y"),
  fc.array(fc.constantFrom(1, 2, "z"), { maxLength: 2 }),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.dictionary(key, fc.oneof({ depthSize: "small" }, leaf, tie("tree")), { maxKeys: 4 }),
}));
const config = tree as fc.Arbitrary<JsonObject>;

/** A side derived from base by a few edits, so that sides share most of their content. */
const edited = (base: JsonObject) =>
  fc
    .array(fc.tuple(fc.array(key, { minLength: 1, maxLength: 3 }), fc.option(fc.oneof(leaf, config))), {
      maxLength: 3,
    })
    .map((edits) => {
      const copy = structuredClone(base);
      for (const [path, value] of edits) setAt(copy, path, value);
      return copy;
    });

function setAt(root: JsonObject, path: string[], value: unknown): void {
  let node: JsonObject = root;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (typeof next !== "object" || next === null || Array.isArray(next)) node[segment] = {};
    node = node[segment] as JsonObject;
  }
  const last = path[path.length - 1] as string;
  if (value === null) delete node[last];
  else node[last] = value;
}

const triple = config.chain((base) => fc.tuple(fc.constant(base), edited(base), edited(base)));
const stamp = fc.option(fc.constantFrom("2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z"));

function withStamps(base: JsonObject, source: JsonObject, target: JsonObject, s: string | null, t: string | null) {
  return {
    base,
    source,
    target,
    sourceChangedAt: () => (s ? { at: s, versionId: null } : null),
    targetChangedAt: () => (t ? { at: t, versionId: "ver_t" } : null),
  } satisfies MergeInput;
}

/** Every leaf one side changed against the base: kept in the result, or lost in a reported conflict. */
function expectChangesKept(input: MergeInput, side: Side): void {
  const result = threeWayMerge(input);
  const mine = input[side];
  const base = leaves(input.base);
  const changed = leaves(mine);
  const merged = leaves(result.config);
  for (const path of new Set([...base.keys(), ...changed.keys()])) {
    const before = base.has(path) ? { present: true as const, value: base.get(path) } : { present: false as const };
    const after = changed.has(path)
      ? { present: true as const, value: changed.get(path) }
      : { present: false as const };
    if (samePresence(before, after)) continue;
    const kept = merged.has(path) === changed.has(path) && deepEqual(merged.get(path), changed.get(path));
    const lostInConflict = result.conflicts.some(
      (c) => c.winner !== side && pathsOverlap(parsePath(c.path), parsePath(path)),
    );
    expect({ path, kept: kept || lostInConflict }).toEqual({ path, kept: true });
  }
}

describe("threeWayMerge", () => {
  it("yields the target when the source did not change anything", () => {
    fc.assert(
      fc.property(triple, ([base, , target]) => {
        const result = threeWayMerge({ base, source: structuredClone(base), target });
        expect(result.config).toEqual(target);
        expect(result.conflicts).toEqual([]);
      }),
    );
  });

  it("yields the source when the target did not change anything", () => {
    fc.assert(
      fc.property(triple, ([base, source]) => {
        const result = threeWayMerge({ base, source, target: structuredClone(base) });
        expect(result.config).toEqual(source);
        expect(result.conflicts).toEqual([]);
        expect(result.overridden_fields).toEqual([]);
      }),
    );
  });

  it("agrees with itself: the same change on both sides is no conflict", () => {
    fc.assert(
      fc.property(triple, ([base, side]) => {
        const result = threeWayMerge({ base, source: side, target: structuredClone(side) });
        expect(result.config).toEqual(side);
        expect(result.conflicts).toEqual([]);
      }),
    );
  });

  it("never drops a source change unless it lost a reported conflict", () => {
    fc.assert(
      fc.property(triple, stamp, stamp, ([base, source, target], s, t) => {
        expectChangesKept(withStamps(base, source, target, s, t), "source");
      }),
      { numRuns: 300 },
    );
  });

  it("never drops a target change unless it lost a reported conflict", () => {
    fc.assert(
      fc.property(triple, stamp, stamp, ([base, source, target], s, t) => {
        expectChangesKept(withStamps(base, source, target, s, t), "target");
      }),
      { numRuns: 300 },
    );
  });

  it("reports a conflict only where both sides changed the path differently, with the winner's value", () => {
    fc.assert(
      fc.property(triple, stamp, stamp, ([base, source, target], s, t) => {
        const result = threeWayMerge(withStamps(base, source, target, s, t));
        for (const conflict of result.conflicts) {
          const path = parsePath(conflict.path);
          const [b, src, tgt] = [valueAt(base, path), valueAt(source, path), valueAt(target, path)];
          expect(samePresence(b, src)).toBe(false);
          expect(samePresence(b, tgt)).toBe(false);
          expect(samePresence(src, tgt)).toBe(false);
          expect([conflict.base_present, conflict.source_present, conflict.target_present]).toEqual([
            b.present,
            src.present,
            tgt.present,
          ]);
          const won = conflict.winner === "source" ? src : tgt;
          expect(samePresence(valueAt(result.config, path), won)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("lists as overridden exactly the paths where the result differs from the draft", () => {
    fc.assert(
      fc.property(triple, ([base, source, target]) => {
        const result = threeWayMerge({ base, source, target });
        for (const path of result.overridden_fields) {
          expect(samePresence(valueAt(result.config, parsePath(path)), valueAt(source, parsePath(path)))).toBe(false);
        }
        if (result.overridden_fields.length === 0) expect(result.config).toEqual(source);
      }),
    );
  });

  it("lets resolutions choose every winner", () => {
    fc.assert(
      fc.property(triple, fc.constantFrom<Side>("source", "target"), ([base, source, target], side) => {
        const first = threeWayMerge({ base, source, target });
        const resolutions = new Map(first.conflicts.map((c) => [c.path, side]));
        const resolved = threeWayMerge({ base, source, target, resolutions });
        expect(resolved.conflicts.map((c) => c.path)).toEqual(first.conflicts.map((c) => c.path));
        for (const conflict of resolved.conflicts) {
          expect(conflict.winner).toBe(side);
          const expected = valueAt(side === "source" ? source : target, parsePath(conflict.path));
          expect(samePresence(valueAt(resolved.config, parsePath(conflict.path)), expected)).toBe(true);
        }
      }),
    );
  });

  it("does not modify its inputs", () => {
    fc.assert(
      fc.property(triple, ([base, source, target]) => {
        const copies = structuredClone([base, source, target]);
        threeWayMerge({ base, source, target });
        expect([base, source, target]).toEqual(copies);
      }),
    );
  });
});

describe("threeWayMerge on agent configs", () => {
  const base = { agent: { prompt: { llm: "vendor-a-5", temperature: 0.3 }, first_message: "Hi" } };

  it("merges changes to different paths without conflicts", () => {
    const result = threeWayMerge({
      base,
      source: { agent: { prompt: { llm: "vendor-a-5", temperature: 0.9 }, first_message: "Hi" } },
      target: { agent: { prompt: { llm: "vendor-c-sonnet-4-5", temperature: 0.3 }, first_message: "Hi" } },
    });
    expect(result.config).toEqual({
      agent: { prompt: { llm: "vendor-c-sonnet-4-5", temperature: 0.9 }, first_message: "Hi" },
    });
    expect(result.conflicts).toEqual([]);
    expect(result.overridden_fields).toEqual(["agent.prompt.llm"]);
  });

  it("gives a conflict to the side that changed it last, and a tie to the target", () => {
    const input = {
      base,
      source: { agent: { prompt: { llm: "vendor-a-5", temperature: 0.9 }, first_message: "Hi" } },
      target: { agent: { prompt: { llm: "vendor-a-5", temperature: 0.1 } } },
    };
    const later = threeWayMerge({
      ...input,
      sourceChangedAt: () => ({ at: "2026-11-22T10:05:00.000Z", versionId: null }),
      targetChangedAt: () => ({ at: "2026-11-22T10:00:00.000Z", versionId: "ver_2" }),
    });
    expect(later.conflicts).toEqual([
      temperatureConflict({
        source_last_changed_at: "2026-11-22T10:05:00.000Z",
        target_last_changed_at: "2026-11-22T10:00:00.000Z",
        source_last_changed_version_id: null,
        target_last_changed_version_id: "ver_2",
      }),
    ]);
    // The target removed first_message and the source left it alone: the removal is kept.
    expect(later.config).toEqual({ agent: { prompt: { llm: "vendor-a-5", temperature: 0.9 } } });
    expect(later.overridden_fields).toEqual(["agent.first_message"]);
    const tie = threeWayMerge({
      ...input,
      sourceChangedAt: () => ({ at: "2026-11-22T10:00:00.000Z", versionId: null }),
      targetChangedAt: () => ({ at: "2026-11-22T10:00:00.000Z", versionId: "ver_2" }),
    });
    expect(tie.conflicts[0]?.winner).toBe("target");
    expect(tie.config).toEqual({ agent: { prompt: { llm: "vendor-a-5", temperature: 0.1 } } });
  });

  it("reports a presence conflict with the absent side's value left out", () => {
    const result = threeWayMerge({
      base,
      source: { agent: { prompt: { llm: "vendor-a-5" }, first_message: "Hi" } },
      target: { agent: { prompt: { llm: "vendor-a-5", temperature: 0.5 }, first_message: "Hi" } },
    });
    expect(result.conflicts).toHaveLength(1);
    const [conflict] = result.conflicts;
    expect(conflict).toMatchObject({ path: "agent.prompt.temperature", source_present: false, target: 0.5 });
    expect(conflict && "source" in conflict).toBe(false);
  });

  it("treats an object against null as one conflict on the whole subtree", () => {
    const result = threeWayMerge({
      base: { workflow: { start: "a" } },
      source: { workflow: null },
      target: { workflow: { start: "b" } },
      sourceChangedAt: () => ({ at: "2026-11-22T10:05:00.000Z", versionId: null }),
    });
    expect(result.conflicts.map((c) => c.path)).toEqual(["workflow"]);
    expect(result.config).toEqual({ workflow: null });
  });

  it("writes keys containing dots escaped in conflict paths", () => {
    const result = threeWayMerge({
      base: { workflow: { "a.b": 1 } },
      source: { workflow: { "a.b": 2 } },
      target: { workflow: { "a.b": 3 } },
    });
    expect(result.conflicts.map((c) => c.path)).toEqual(["workflow.a\\.b"]);
    expect(parsePath("workflow.a\\.b")).toEqual(["workflow", "a.b"]);
  });
});

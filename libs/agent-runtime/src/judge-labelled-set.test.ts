import { describe, expect, it } from "bun:test";
import { createLocalLanguageModel, priceTable } from "@cx/llm";
import { LABEL_TAGS, LABELLED_CASES, scoreLabelledSet } from "./judge-labelled-set.ts";

const model = createLocalLanguageModel({ defaultModel: "vendor-a-5-mini", prices: priceTable() });

describe("the offline judge against the labelled set", () => {
  it("holds at least 60 cases of both kinds and every tag", () => {
    expect(LABELLED_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(LABELLED_CASES.map((c) => c.id)).size).toBe(LABELLED_CASES.length);
    for (const kind of ["next_reply", "simulation"]) {
      expect(LABELLED_CASES.filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(20);
    }
    for (const tag of LABEL_TAGS) expect(LABELLED_CASES.some((c) => c.tag === tag)).toBe(true);
    expect(LABELLED_CASES.filter((c) => c.tag === "no_shared_content").every((c) => c.expected === "failure")).toBe(
      true,
    );
  });

  it("passes none of the cases whose agent shares no content with the condition, and agrees with 85% of them all", async () => {
    const score = await scoreLabelledSet(model);
    const passed = score.verdicts.filter((v) => v.case.tag === "no_shared_content" && v.status === "success");
    expect(passed.map((v) => v.case.id)).toEqual([]);
    expect(score.passesWithoutSharedContent).toBe(0);
    expect(score.agreement).toBeGreaterThanOrEqual(0.85);
  });

  it("fails the simulation about Mars judged on a Tokyo flight, and the refund the agent never explained", async () => {
    const score = await scoreLabelledSet(
      model,
      LABELLED_CASES.filter((c) => c.id === "mars-weather-tokyo" || c.id === "refund-never-said"),
    );
    expect(score.verdicts.map((v) => [v.case.id, v.status])).toEqual([
      ["mars-weather-tokyo", "failure"],
      ["refund-never-said", "failure"],
    ]);
    for (const v of score.verdicts) expect(v.rationale).toContain("share no content word with the condition");
  });

  it("says in every rationale that the verdict is the offline engine's lexical judgement, the same every time", async () => {
    const first = await scoreLabelledSet(model);
    const second = await scoreLabelledSet(model);
    for (const v of first.verdicts) expect(v.rationale.startsWith("Offline engine, lexical judgement: ")).toBe(true);
    expect(second.verdicts.map((v) => [v.status, v.rationale])).toEqual(
      first.verdicts.map((v) => [v.status, v.rationale]),
    );
  });
});

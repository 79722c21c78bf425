import { describe, expect, it } from "bun:test";
import { createProgress } from "./progress.ts";
import { invocationOf, runOf } from "./test-fixtures.ts";

const invocation = invocationOf([{ id: "tst_greet", name: "Greets the caller" }], 2);

function output(isTTY: boolean) {
  const written: string[] = [];
  return { written, stream: { write: (text: string) => void written.push(text), isTTY } };
}

describe("the progress of cx test run", () => {
  it("draws a bar on a terminal, counting the finished runs, without a line per run", () => {
    const { written, stream } = output(true);
    const progress = createProgress(invocation, stream);
    expect(progress.update(runOf(0, 0, "pending"))).toBe(false);
    expect(progress.update(runOf(0, 0, "passed"))).toBe(true);
    expect(progress.update(runOf(0, 1, "failed"))).toBe(true);
    progress.finish();
    const text = written.join("");
    expect(text).toContain("2/2 runs | 1 passed, 1 not passed");
    expect(text).not.toContain("Greets the caller");
  });

  it("writes one line per finished run otherwise, once per run", () => {
    const { written, stream } = output(false);
    const progress = createProgress(invocation, stream);
    progress.update(runOf(0, 1, "failed"));
    expect(progress.update(runOf(0, 1, "failed"))).toBe(false);
    progress.finish();
    expect(written).toEqual(["failed      Greets the caller (2/2)  $0.0015  1200/300 tokens\n"]);
  });
});

import { describe, expect, it } from "bun:test";
import { DeadlineList, TIMED_OUT, withDeadline } from "./deadline.ts";

describe("withDeadline", () => {
  it("gives the work's answer when it comes in time", async () => {
    expect(await withDeadline(Promise.resolve("answer"), 1000)).toBe("answer");
    await expect(withDeadline(Promise.reject(new Error("failed")), 1000)).rejects.toThrow("failed");
  });

  it("gives up on work that takes longer, leaving the work itself to go on", async () => {
    let finish: (value: string) => void = () => undefined;
    const work = new Promise<string>((resolve) => {
      finish = resolve;
    });
    expect(await withDeadline(work, 20)).toBe(TIMED_OUT);
    finish("late");
    expect(await work).toBe("late");
  });
});

describe("DeadlineList", () => {
  it("expires deadlines in the order they were set, each once", async () => {
    const list = new DeadlineList(15);
    const expired: number[] = [];
    for (let i = 0; i < 5; i++) list.add(() => expired.push(i));
    await Bun.sleep(5);
    list.add(() => expired.push(5));
    await Bun.sleep(40);
    expect(expired).toEqual([0, 1, 2, 3, 4, 5]);
    expect(list.size).toBe(0);
  });

  it("never expires a cancelled deadline, and holds nothing for it", async () => {
    const list = new DeadlineList(15);
    const expired: string[] = [];
    const first = list.add(() => expired.push("first"));
    const middle = list.add(() => expired.push("middle"));
    list.add(() => expired.push("last"));
    middle.cancel();
    first.cancel();
    first.cancel();
    expect(list.size).toBe(1);
    await Bun.sleep(40);
    expect(expired).toEqual(["last"]);
  });

  it("sets a deadline again after the list emptied", async () => {
    const list = new DeadlineList(10);
    const expired: string[] = [];
    list.add(() => expired.push("one")).cancel();
    await Bun.sleep(25);
    list.add(() => expired.push("two"));
    await Bun.sleep(30);
    expect(expired).toEqual(["two"]);
  });
});

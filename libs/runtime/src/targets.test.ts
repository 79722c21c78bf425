import { describe, expect, it } from "bun:test";
import { defineSlice } from "@cx/config";
import type { PlatformModule } from "./module.ts";
import { resolveTargets, targetsFromArgs } from "./targets.ts";

const mod = (name: string, after: string[] = []): PlatformModule => ({
  name,
  dependencies: [],
  after,
  config: defineSlice({}),
  init: async () => ({}),
});

const modules = [mod("gateway", ["identity", "agents"]), mod("identity"), mod("agents")];

describe("targets", () => {
  it("starts every module for all, each after the modules it waits for", () => {
    expect(resolveTargets(["all"], modules).map((m) => m.name)).toEqual(["identity", "agents", "gateway"]);
  });

  it("starts only the named modules", () => {
    expect(resolveTargets(["gateway"], modules).map((m) => m.name)).toEqual(["gateway"]);
    expect(resolveTargets(["agents", "identity"], modules).map((m) => m.name)).toEqual(["identity", "agents"]);
  });

  it("reads --target in both spellings", () => {
    expect(targetsFromArgs(["--target=gateway,agents"])).toEqual(["gateway", "agents"]);
    expect(targetsFromArgs(["--target", "identity"])).toEqual(["identity"]);
    expect(targetsFromArgs([])).toBeUndefined();
  });
});

// Rules for the image build (deploy/Containerfile and its ignore file): multi-stage, pinned base
// images, a frozen production install, a numeric non-root user and an exec-form entrypoint, so that
// bun is PID 1 and receives SIGTERM.

import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { splitImage } from "./objects.ts";
import { DEPLOY_DIR } from "./render.ts";

function expectGoodImage(containerfile: string, dockerignore: string | undefined): void {
  const lines = containerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  const args = new Map<string, string>();
  const stages: string[] = [];
  const problems: string[] = [];
  let froms = 0;
  let user: string | undefined;
  let entrypoint = "";
  let install = "";
  for (const line of lines) {
    const [instruction = "", ...rest] = line.split(/\s+/);
    const operand = rest.join(" ");
    switch (instruction.toUpperCase()) {
      case "ARG": {
        const m = /^(\w+)=(\S+)/.exec(operand);
        if (m?.[1] && m[2]) args.set(m[1], m[2].replace(/^"|"$/g, ""));
        break;
      }
      case "FROM": {
        froms++;
        [user, entrypoint] = [undefined, ""];
        const parts = rest.filter((p) => !p.startsWith("--"));
        const image = (parts[0] ?? "").replace(/\$\{?(\w+)\}?/g, (_m, name: string) => args.get(name) ?? `$${name}`);
        const earlierStage = stages.includes(image);
        if (parts[1]?.toUpperCase() === "AS" && parts[2]) stages.push(parts[2]);
        const { tag, digest } = splitImage(image);
        if (!earlierStage && !digest && (!tag || tag === "latest" || tag.includes("$")))
          problems.push(`FROM ${image}: pin a version tag (not latest)`);
        break;
      }
      case "USER":
        user = operand;
        break;
      case "ENTRYPOINT":
        entrypoint = operand;
        break;
      case "RUN":
        if (/\bbun\s+install\b/.test(operand)) install = operand;
        break;
    }
  }
  if (froms < 2) problems.push("must be a multi-stage build (dependencies installed in a builder stage)");
  if (!/--frozen-lockfile/.test(install) || !/--production/.test(install))
    problems.push("must install with `bun install --frozen-lockfile --production`");
  const uid = /^(\d+)(:\d+)?$/.exec(user ?? "");
  if (!uid || Number(uid[1]) === 0) problems.push("the final stage must set USER to a numeric non-root uid");
  if (!entrypoint.startsWith("[") || !/"bun"/.test(entrypoint) || !/platform\/main\.ts/.test(entrypoint)) {
    problems.push('the final stage needs an exec-form ENTRYPOINT ["bun", "platform/main.ts"]');
  }
  if (dockerignore === undefined) problems.push("Containerfile.dockerignore is missing");
  else {
    const patterns = dockerignore.split("\n").map((l) => l.trim());
    const allowList = patterns.includes("*");
    for (const p of ["node_modules", ".git", ".env"]) {
      if (!allowList && !patterns.some((l) => l.replace(/^\*\*\//, "").startsWith(p)))
        problems.push(`Containerfile.dockerignore does not exclude ${p}`);
      if (allowList && patterns.includes(`!${p}`)) problems.push(`Containerfile.dockerignore re-includes ${p}`);
    }
  }
  expect(problems).toEqual([]);
}

const good = readFileSync(join(DEPLOY_DIR, "Containerfile"), "utf8");
const ignoreFile = join(DEPLOY_DIR, "Containerfile.dockerignore");
const ignore = existsSync(ignoreFile) ? readFileSync(ignoreFile, "utf8") : undefined;

test("deploy/Containerfile: multi-stage, pinned bases, frozen production install, numeric non-root user, exec-form entrypoint, ignore file", () => {
  expectGoodImage(good, ignore);
});

describe("the Containerfile rules catch", () => {
  const broken: [string, string, string | undefined, string][] = [
    ["latest base image", good.replace("ARG BUN_VERSION=1.4.5", "ARG BUN_VERSION=latest"), ignore, "pin a version tag"],
    [
      "untagged base image",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Containerfile syntax, not a template
      good.replace("FROM oven/bun:${BUN_VERSION} AS deps", "FROM oven/bun AS deps"),
      ignore,
      "FROM oven/bun: pin",
    ],
    ["named user", good.replace("USER 10001:10001", "USER bun"), ignore, "numeric non-root uid"],
    ["root user", good.replace("USER 10001:10001", "USER 0"), ignore, "numeric non-root uid"],
    ["no user", good.replace("USER 10001:10001\n", ""), ignore, "numeric non-root uid"],
    [
      "mutable lockfile",
      good.replace("bun install --frozen-lockfile ", "bun install "),
      ignore,
      "--frozen-lockfile --production",
    ],
    ["dev dependencies", good.replace(" --production", ""), ignore, "--frozen-lockfile --production"],
    [
      "shell-form entrypoint",
      good.replace('ENTRYPOINT ["bun", "platform/main.ts"]', "ENTRYPOINT bun platform/main.ts"),
      ignore,
      "exec-form ENTRYPOINT",
    ],
    [
      "single stage",
      'FROM oven/bun:1.4.5\nRUN bun install --frozen-lockfile --production\nUSER 10001\nENTRYPOINT ["bun", "platform/main.ts"]\n',
      ignore,
      "multi-stage",
    ],
    ["no ignore file", good, undefined, "Containerfile.dockerignore is missing"],
    ["ignore file lets node_modules in", good, "dist\n", "does not exclude node_modules"],
  ];
  for (const [name, containerfile, dockerignore, message] of broken) {
    test(name, () => {
      expect(containerfile === good && dockerignore === ignore).toBe(false);
      expect(() => expectGoodImage(containerfile, dockerignore)).toThrow(message);
    });
  }
});

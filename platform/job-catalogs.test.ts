import { describe, expect, it } from "bun:test";
import { SERVICES } from "@cx/route-table";
import { AGENTS_JOBS } from "../services/agents/src/jobs.ts";
import { CONVERSATIONS_JOBS } from "../services/conversations/src/jobs.ts";
import { KNOWLEDGE_JOBS } from "../services/knowledge/src/jobs.ts";
import { TESTING_JOBS } from "../services/testing/src/jobs.ts";
import { WEBHOOKS_JOBS } from "../services/webhooks/src/jobs.ts";

const catalogs = [
  // Agents has no worker target: its own target runs its jobs.
  [SERVICES.agents.name, AGENTS_JOBS],
  [SERVICES.testing.workerTarget, TESTING_JOBS],
  [SERVICES.conversations.workerTarget, CONVERSATIONS_JOBS],
  [SERVICES.knowledge.workerTarget, KNOWLEDGE_JOBS],
  [SERVICES.webhooks.workerTarget, WEBHOOKS_JOBS],
] as const;

describe("job catalogs", () => {
  it("the README lists every target's jobs as its catalog declares them", async () => {
    const readme = await Bun.file(new URL("../README.md", import.meta.url)).text();
    for (const [target, jobs] of catalogs) {
      const listed = jobs.map((job) => {
        const [name, topic] = job.replace(")", "").split(" (");
        return `\`${name}\` (\`${topic}\`)`;
      });
      expect(readme).toContain(`| \`${target}\` | ${listed.join(", ")} |`);
    }
  });
});

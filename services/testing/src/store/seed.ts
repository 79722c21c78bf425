/**
 * Bulk seeding for scale tests and the listing benchmark: documents exactly as the use cases write
 * them, inserted through the repository in a few large writes instead of one request each.
 */
import { emptyAgentTestKindFields } from "@cx/contracts";
import type { WorkspaceId } from "../domain/ids.ts";
import { newId } from "../domain/ids.ts";
import type { TestContent } from "../domain/test-content.ts";
import type { EntryDocument } from "./documents.ts";
import { ROOT_KEY } from "./documents.ts";
import type { EntriesRepository } from "./entries-repository.ts";
import { newFolderDocument, newTestDocument } from "./entry-documents.ts";

export interface SeedShape {
  /** Folders at the root. */
  folders: number;
  /** Tests in each folder. */
  testsPerFolder: number;
  /** Tests at the root. */
  rootTests: number;
}

export interface SeededWorkspace {
  folderIds: string[];
  testCount: number;
}

const CONTENT: TestContent = {
  ...emptyAgentTestKindFields(),
  type: "simulation",
  agent_id: null,
  conversation_initiation_source: "unknown",
  from_conversation_metadata: null,
  simulation_scenario: "The user asks for a refund of a late order and insists politely.",
  simulation_max_turns: 5,
  success_conditions: ["The agent offers a refund", "The agent stays polite"],
  chat_history: [{ role: "user", message: "Hi, my order is late." }],
};

/** Items get distinct, increasing times from `start`, one millisecond apart. */
export async function seedWorkspace(
  entries: EntriesRepository,
  workspaceId: WorkspaceId,
  shape: SeedShape,
  start = Date.parse("2026-01-01T00:00:00.000Z"),
): Promise<SeededWorkspace> {
  let tick = start;
  const now = () => new Date(tick++).toISOString();
  const contentJson = JSON.stringify(CONTENT);
  const folderIds: string[] = [];
  const batch: EntryDocument[] = [];
  const flush = async () => {
    await entries.insertMany(workspaceId, batch.splice(0));
  };
  const test = (parentKey: string, n: number) =>
    newTestDocument({
      id: newId("tst"),
      workspaceId,
      name: `Scenario ${String(n).padStart(6, "0")} refund`,
      parentKey,
      createdBy: "usr_seed",
      access: n % 10 === 0 ? [{ role: "editor", user_id: "usr_shared" }] : [],
      content: CONTENT,
      contentJson,
      revisionId: newId("trv"),
      now: now(),
    });
  let n = 0;
  for (let f = 0; f < shape.folders; f++) {
    const folder = newFolderDocument({
      id: newId("tfd"),
      workspaceId,
      name: `Folder ${String(f).padStart(4, "0")}`,
      parentKey: ROOT_KEY,
      createdBy: "usr_seed",
      now: now(),
    });
    folderIds.push(folder._id);
    batch.push(folder);
    for (let t = 0; t < shape.testsPerFolder; t++) batch.push(test(folder._id, n++));
    if (batch.length >= 5000) await flush();
  }
  for (let t = 0; t < shape.rootTests; t++) batch.push(test(ROOT_KEY, n++));
  await flush();
  return { folderIds, testCount: n };
}

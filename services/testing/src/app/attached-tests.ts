/**
 * What an agent's attached tests stand for (extension spec part 11): a test for itself, a folder
 * for every test in it and its subfolders, gathered when they are needed (an invocation starts, a
 * deployment is judged) so a test added to the folder later counts.
 */
import type { WorkspaceId } from "../domain/ids.ts";
import type { TestingPorts } from "./ports.ts";
import { subtreeOf } from "./tree.ts";

export interface ExpandedTests {
  /** The tests, each once, in the order the ids named them (a folder's in no set order). */
  testIds: string[];
  /** Ids that name neither a test nor a folder of the workspace. */
  unknown: string[];
}

export async function expandAttachedTests(
  deps: Pick<TestingPorts, "entries">,
  ws: WorkspaceId,
  ids: readonly string[],
): Promise<ExpandedTests> {
  const found = new Map((await deps.entries.findMany(ws, ids)).map((entry) => [entry._id, entry] as const));
  const unknown = ids.filter((id) => !found.has(id));
  const folders = [...found.values()].filter((entry) => entry.entity_type === "folder").map((entry) => entry._id);
  const below = folders.length > 0 ? (await subtreeOf(deps as TestingPorts, ws, folders)).descendants : [];
  const testIds = new Set<string>();
  for (const id of ids) if (found.get(id)?.entity_type === "test") testIds.add(id);
  for (const entry of below) if (entry.entity_type === "test") testIds.add(entry._id);
  return { testIds: [...testIds], unknown };
}

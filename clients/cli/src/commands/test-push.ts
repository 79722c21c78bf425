/**
 * `cx test push <dir>`: creates or updates the tests of a directory written as `cx test pull`
 * writes it. Every file is checked first (YAML, the API's schema for a test body, ids known to
 * the workspace); one invalid file refuses the whole push before anything is written. Then
 * folders are found or created, parents first, and each test is created (its new id written
 * back into its file), replaced when its file differs from it, or left alone.
 */
import { basename } from "node:path";
import type { Command } from "../args.ts";
import { ApiError, InvalidFilesError } from "../errors.ts";
import type { Platform } from "../platform.ts";
import type { Output } from "../progress.ts";
import {
  type FileProblem,
  FOLDER_FILE,
  type FolderDir,
  readTree,
  writeFolderFile,
  writeIdBack,
} from "../test-files/layout.ts";
import { checkTestFile, replacement, testBodySchema } from "../test-files/test-body.ts";

type TestPush = Extract<Command, { name: "test push" }>;

const folderFileOf = (folder: FolderDir) => (folder.file === "" ? FOLDER_FILE : `${folder.file}/${FOLDER_FILE}`);

async function exists(lookup: () => Promise<unknown>): Promise<boolean> {
  try {
    await lookup();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

export async function testPush(platform: Platform, command: TestPush, stdout: Output): Promise<number> {
  const tree = readTree(command.dir);
  const schema = testBodySchema(await platform.apiDocument());
  const problems: FileProblem[] = [...tree.problems];
  const rootFolder = tree.folders[0]!;
  if (command.folderId) {
    if (rootFolder.id && rootFolder.id !== command.folderId)
      problems.push({
        file: FOLDER_FILE,
        field: "id",
        message: `is ${rootFolder.id}, not --folder ${command.folderId}`,
      });
    rootFolder.id = command.folderId;
  }

  const seen = new Map<string, string>();
  for (const folder of tree.folders) {
    if (!folder.id) continue;
    const first = seen.get(folder.id);
    if (first)
      problems.push({ file: folderFileOf(folder), field: "id", message: `${folder.id} is also the id in ${first}` });
    else seen.set(folder.id, folderFileOf(folder));
  }
  for (const test of tree.tests) {
    for (const problem of checkTestFile(test.content, schema)) problems.push({ file: test.file, ...problem });
    const id = (test.content as { id?: unknown } | null)?.id;
    if (typeof id !== "string") continue;
    const first = seen.get(id);
    if (first) problems.push({ file: test.file, field: "id", message: `${id} is also the id in ${first}` });
    else seen.set(id, test.file);
  }
  // Ids must name tests, folders and agents of this workspace, or the push would stop halfway.
  const current = new Map<string, Record<string, unknown>>();
  if (problems.length === 0) {
    for (const folder of tree.folders) {
      if (folder.id && !(await exists(() => platform.getFolder(folder.id!))))
        problems.push({ file: folderFileOf(folder), field: "id", message: `no folder ${folder.id} in this workspace` });
    }
    const agents = new Map<string, Promise<boolean>>();
    for (const test of tree.tests) {
      const agentId = (test.content as { agent_id?: unknown }).agent_id;
      if (typeof agentId !== "string") continue;
      if (!agents.has(agentId))
        agents.set(
          agentId,
          exists(() => platform.getAgent(agentId)),
        );
      if (!(await agents.get(agentId)))
        problems.push({ file: test.file, field: "agent_id", message: `no agent ${agentId} in this workspace` });
    }
    for (const test of tree.tests) {
      const id = (test.content as { id?: string }).id;
      if (!id) continue;
      try {
        current.set(id, await platform.getTest(id));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        problems.push({ file: test.file, field: "id", message: `no test ${id} in this workspace` });
      }
    }
  }
  if (problems.length > 0) {
    const lines = problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`);
    throw new InvalidFilesError(
      `${new Set(problems.map((p) => p.file)).size} file(s) cannot be pushed; nothing was changed:\n${lines.join("\n")}`,
    );
  }

  const report = (what: string, file: string, id: string) => stdout.write(`${what.padEnd(10)} ${file}  ${id}\n`);
  const folderIds = new Map<string, string | null>();
  for (const folder of tree.folders) {
    const parentId = folder.parent === null ? null : (folderIds.get(folder.parent) ?? null);
    if (folder.id || (folder.parent === null && !folder.described)) {
      // The pushed directory without a `_folder.yaml` stands for the workspace's root.
      folderIds.set(folder.dir, folder.id ?? null);
      continue;
    }
    const name = folder.name || basename(folder.dir);
    const found = (await platform.listTests(parentId ?? "root")).find(
      (item) => item.entity_type === "folder" && item.name === name,
    );
    const id = found?.id ?? (await platform.createFolder(name, parentId)).id;
    writeFolderFile(folder.dir, id, name);
    folderIds.set(folder.dir, id);
    report(found ? "found" : "created", `${folder.file || "."}/`, id);
  }

  const counts = { created: 0, changed: 0, unchanged: 0 };
  for (const test of tree.tests) {
    const { id, ...body } = test.content as Record<string, unknown>;
    const parentId = folderIds.get(test.dir) ?? null;
    if (typeof id !== "string") {
      const created = await platform.createTest({ ...body, parent_folder_id: parentId });
      writeIdBack(test.path, test.document, created.id as string);
      counts.created++;
      report("created", test.file, created.id as string);
      continue;
    }
    const next = replacement(current.get(id)!, body, parentId, schema);
    if (next.changed) {
      await platform.replaceTest(id, next.body);
      counts.changed++;
      report("changed", test.file, id);
    } else {
      counts.unchanged++;
      report("unchanged", test.file, id);
    }
  }
  stdout.write(`${counts.created} created, ${counts.changed} changed, ${counts.unchanged} left alone.\n`);
  return 0;
}

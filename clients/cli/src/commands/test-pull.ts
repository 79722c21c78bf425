/**
 * `cx test pull --folder <id> <dir>`: the folder's tests as YAML files, one a test, its
 * subfolders as directories, each directory's `_folder.yaml` naming its folder. A test already
 * in a file of `<dir>` (by its `id`) is written to that file again, or moved when its folder
 * changed, so pulling again after a rename does not leave a second copy behind.
 */
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Command } from "../args.ts";
import type { Platform } from "../platform.ts";
import type { Output } from "../progress.ts";
import { FOLDER_FILE, readTree, slug, writeFolderFile, writeTestFile } from "../test-files/layout.ts";
import { fileBodyOf, type TestBodySchema, testBodySchema } from "../test-files/test-body.ts";

type TestPull = Extract<Command, { name: "test pull" }>;

/** Where each test and folder id sits under `dir` already. */
function existingPlaces(dir: string): { tests: Map<string, string>; folders: Map<string, string> } {
  const tests = new Map<string, string>();
  const folders = new Map<string, string>();
  const tree = readTree(dir);
  for (const test of tree.tests) {
    const id = (test.content as { id?: unknown } | null)?.id;
    if (typeof id === "string") tests.set(id, test.path);
  }
  for (const folder of tree.folders) if (folder.id) folders.set(folder.id, folder.dir);
  return { tests, folders };
}

function uniqueName(taken: Set<string>, base: string, extension: string): string {
  let name = `${base}${extension}`;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}${extension}`;
  taken.add(name);
  return name;
}

export async function testPull(platform: Platform, command: TestPull, stdout: Output): Promise<number> {
  const root = await platform.getFolder(command.folderId);
  const schema: TestBodySchema = testBodySchema(await platform.apiDocument());
  mkdirSync(command.dir, { recursive: true });
  const places = existingPlaces(command.dir);
  const counts = { tests: 0, folders: 0 };

  const pullFolder = async (folder: { id: string; name: string }, dir: string) => {
    writeFolderFile(dir, folder.id, folder.name);
    counts.folders++;
    const taken = new Set([FOLDER_FILE]);
    const items = await platform.listTests(folder.id);
    for (const item of items.filter((i) => i.entity_type === "test")) {
      const test = item as unknown as Record<string, unknown>;
      const before = places.tests.get(item.id);
      const keep = before && dirname(before) === dir && !taken.has(relative(dir, before));
      const file = keep ? relative(dir, before) : uniqueName(taken, slug(item.name, "test"), ".yaml");
      taken.add(file);
      if (before && !keep) rmSync(before);
      const { name, type, ...rest } = fileBodyOf(test, schema);
      writeTestFile(join(dir, file), { id: item.id, name, type, ...rest });
      counts.tests++;
    }
    for (const sub of items.filter((i) => i.entity_type === "folder")) {
      const before = places.folders.get(sub.id);
      const name =
        before && dirname(before) === dir ? relative(dir, before) : uniqueName(taken, slug(sub.name, "folder"), "");
      taken.add(name);
      await pullFolder(sub, join(dir, name));
    }
  };
  await pullFolder(root, command.dir);
  stdout.write(`Pulled ${counts.tests} test(s) in ${counts.folders} folder(s) of ${root.name} into ${command.dir}\n`);
  return 0;
}

/**
 * Tests as files: a directory is a folder (its `_folder.yaml` holds the folder's `id` and
 * `name`), every other `.yaml` or `.yml` file in it is one test. Hidden entries (`.git`) are
 * skipped. Files are read with their YAML documents kept, so that an id written back leaves the
 * author's comments and layout as they were.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type Document, isMap, isScalar, parseDocument, stringify } from "yaml";
import type { Problem } from "./schema-check.ts";

export const FOLDER_FILE = "_folder.yaml";

export interface FileProblem extends Problem {
  file: string;
}

export interface TestFile {
  path: string;
  /** The path from the pushed directory, as problems and reports name it. */
  file: string;
  dir: string;
  document: Document;
  content: unknown;
}

export interface FolderDir {
  dir: string;
  /** The directory's path from the pushed one; "" for the pushed directory itself. */
  file: string;
  parent: string | null;
  id?: string;
  name: string;
  /** Whether the directory has a `_folder.yaml`. */
  described: boolean;
}

export interface Tree {
  folders: FolderDir[];
  tests: TestFile[];
  problems: FileProblem[];
}

function parse(
  path: string,
  file: string,
  problems: FileProblem[],
): { document: Document; content: unknown } | undefined {
  const document = parseDocument(readFileSync(path, "utf8"), { prettyErrors: true });
  if (document.errors.length > 0) {
    const first = document.errors[0]!;
    const where = first.linePos?.[0] ? `line ${first.linePos[0].line}` : "(YAML)";
    problems.push({
      file,
      field: where,
      message: `is not valid YAML: ${first.message.split("\n")[0]!.replace(/:$/, "")}`,
    });
    return undefined;
  }
  return { document, content: document.toJS() };
}

function readFolderFile(dir: string, file: string, problems: FileProblem[]): { id?: string; name?: string } {
  const path = join(dir, FOLDER_FILE);
  const where = file === "" ? FOLDER_FILE : `${file}/${FOLDER_FILE}`;
  const parsed = parse(path, where, problems);
  if (!parsed) return {};
  const content = parsed.content as Record<string, unknown> | null;
  if (typeof content !== "object" || content === null || Array.isArray(content)) {
    problems.push({ file: where, field: "(the file)", message: "must be a mapping with id and name" });
    return {};
  }
  const { id, name, ...rest } = content;
  for (const key of Object.keys(rest))
    problems.push({ file: where, field: key, message: "is not a field of a folder" });
  if (id !== undefined && (typeof id !== "string" || !/^tfd_[0-9a-z]+$/.test(id)))
    problems.push({ file: where, field: "id", message: "must be a folder id (tfd_...), or absent for a new folder" });
  if (name !== undefined && (typeof name !== "string" || name.trim() === ""))
    problems.push({ file: where, field: "name", message: "must be a non-empty string" });
  return {
    ...(typeof id === "string" ? { id } : {}),
    ...(typeof name === "string" ? { name } : {}),
  };
}

/** Every folder and test file under `root`, parents before children, each directory's files by name. */
export function readTree(root: string): Tree {
  const tree: Tree = { folders: [], tests: [], problems: [] };
  const visit = (dir: string, parent: string | null) => {
    const file = relative(root, dir);
    const described = existsSync(join(dir, FOLDER_FILE));
    const meta = described ? readFolderFile(dir, file, tree.problems) : {};
    const name = meta.name ?? (file === "" ? "" : (file.split("/").at(-1) ?? ""));
    tree.folders.push({ dir, file, parent, ...(meta.id ? { id: meta.id } : {}), name, described });
    const entries = readdirSync(dir)
      .filter((entry) => !entry.startsWith("."))
      .sort();
    for (const entry of entries) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) continue;
      if (entry === FOLDER_FILE || !/\.ya?ml$/.test(entry)) continue;
      const parsed = parse(path, relative(root, path), tree.problems);
      if (parsed) tree.tests.push({ path, file: relative(root, path), dir, ...parsed });
    }
    for (const entry of entries) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path, dir);
    }
  };
  visit(root, null);
  return tree;
}

/** Writes `id` as the first field of a file, leaving the rest of it as it was. */
export function writeIdBack(path: string, document: Document, id: string): void {
  if (!isMap(document.contents)) throw new Error(`${path} is not a mapping`);
  const pair = document.createPair("id", id);
  // A comment that opens the file stays above it, not between the id and the name.
  const first = document.contents.items[0]?.key;
  if (isScalar(first) && first.commentBefore && isScalar(pair.key)) {
    pair.key.commentBefore = first.commentBefore;
    first.commentBefore = undefined;
  }
  document.contents.items.unshift(pair);
  writeFileSync(path, document.toString());
}

export function writeFolderFile(dir: string, id: string, name: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, FOLDER_FILE), stringify({ id, name }));
}

export function writeTestFile(path: string, test: Record<string, unknown>): void {
  writeFileSync(path, stringify(test, { lineWidth: 0 }));
}

/** A file or directory name for a test or folder name: lower case words joined by dashes. */
export function slug(name: string, fallback: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return words === "" ? fallback : words;
}

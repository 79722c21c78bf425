import type { TestAccessEntry } from "@cx/contracts";
import { nameKey } from "../domain/names.ts";
import { alphaKey, recentKey } from "../domain/sort-keys.ts";
import type { TestContent } from "../domain/test-content.ts";
import type { FolderDocument, TestDocument } from "./documents.ts";
import { siblingKeyOfFolder, siblingKeyOfTest } from "./entries-repository.ts";

/** The derived fields of a folder that follow from its name and update time. */
export function folderNameFields(id: string, name: string, updatedAt: string) {
  const key = nameKey(name);
  return {
    name,
    name_key: key,
    sibling_key: siblingKeyOfFolder(key),
    alpha_key: alphaKey("folder", key, id),
    updated_at: updatedAt,
    recent_key: recentKey(updatedAt, id),
  };
}

export function newFolderDocument(input: {
  id: string;
  workspaceId: string;
  name: string;
  parentKey: string;
  createdBy: string;
  now: string;
}): FolderDocument {
  return {
    _id: input.id,
    workspace_id: input.workspaceId,
    entity_type: "folder",
    list_type: "folder",
    parent_key: input.parentKey,
    created_by: input.createdBy,
    created_at: input.now,
    access_user_ids: [],
    ...folderNameFields(input.id, input.name, input.now),
  };
}

/** The fields a replace rewrites: everything that follows from the body and the new revision. */
export function testRevisionFields(input: {
  id: string;
  name: string;
  content: TestContent;
  contentJson: string;
  revisionId: string;
  now: string;
}) {
  const key = nameKey(input.name);
  return {
    name: input.name,
    name_key: key,
    list_type: input.content.type,
    alpha_key: alphaKey("test", key, input.id),
    updated_at: input.now,
    recent_key: recentKey(input.now, input.id),
    current_revision_id: input.revisionId,
    revision_created_at: input.now,
    content_json: input.contentJson,
  };
}

export function accessFields(access: TestAccessEntry[]) {
  return { access, access_user_ids: access.map((entry) => entry.user_id) };
}

export function newTestDocument(input: {
  id: string;
  workspaceId: string;
  name: string;
  parentKey: string;
  createdBy: string;
  access: TestAccessEntry[];
  content: TestContent;
  contentJson: string;
  revisionId: string;
  now: string;
}): TestDocument {
  return {
    _id: input.id,
    workspace_id: input.workspaceId,
    entity_type: "test",
    parent_key: input.parentKey,
    sibling_key: siblingKeyOfTest(input.id),
    created_by: input.createdBy,
    created_at: input.now,
    ...accessFields(input.access),
    ...testRevisionFields(input),
  };
}

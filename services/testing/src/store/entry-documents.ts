import type { TestAccessEntry } from "@cx/contracts";
import type { WorkspaceId } from "../domain/ids.ts";
import { nameKey } from "../domain/names.ts";
import { alphaKey, recentKey } from "../domain/sort-keys.ts";
import type { TestContent } from "../domain/test-content.ts";
import type { FolderDocument, TestDocument } from "./documents.ts";
import { placement, siblingKeyOfFolder, siblingKeyOfTest } from "./entries-repository.ts";
import { scopeKey } from "./scope-keys.ts";

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
  workspaceId: WorkspaceId;
  name: string;
  parentKey: string;
  createdBy: string;
  now: string;
}): FolderDocument {
  return {
    ...entryFields(input.workspaceId, input.id, input.parentKey, input.createdBy, input.now),
    entity_type: "folder",
    list_type: "folder",
    access_user_ids: [],
    share_scopes: [],
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

export function accessFields(workspaceId: WorkspaceId, access: TestAccessEntry[]) {
  return {
    access,
    access_user_ids: access.map((entry) => entry.user_id),
    share_scopes: access.map((entry) => scopeKey(workspaceId, entry.user_id)),
  };
}

/** The fields every entry has, whatever its kind: identity, tenant, place and creator. */
function entryFields(workspaceId: WorkspaceId, id: string, parentKey: string, createdBy: string, now: string) {
  return {
    _id: id,
    workspace_id: workspaceId,
    entry_key: scopeKey(workspaceId, id),
    ...placement(workspaceId, parentKey),
    created_by: createdBy,
    creator_scope: scopeKey(workspaceId, createdBy),
    created_at: now,
  };
}

export function newTestDocument(input: {
  id: string;
  workspaceId: WorkspaceId;
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
    ...entryFields(input.workspaceId, input.id, input.parentKey, input.createdBy, input.now),
    entity_type: "test",
    sibling_key: siblingKeyOfTest(input.id),
    ...accessFields(input.workspaceId, input.access),
    ...testRevisionFields(input),
  };
}

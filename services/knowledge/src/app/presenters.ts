import type { KnowledgeCreator, KnowledgeDocument, KnowledgeFolder } from "@cx/contracts";
import type { ReadModelsRepository } from "../store/read-models-repository.ts";
import type { DocumentRecord, FolderRecord } from "../store/records.ts";

export type Creators = ReadonlyMap<string, KnowledgeCreator>;

/**
 * `created_by` needs a name and an email, which only identity knows: they come from the users
 * read model (fed by `identity.user.registered`). A user not seen yet shows empty strings rather
 * than blocking the answer.
 */
export async function creatorsOf(readModels: ReadModelsRepository, userIds: Iterable<string>): Promise<Creators> {
  const ids = [...new Set(userIds)];
  const found = await readModels.findUsers(ids);
  const byId = new Map(found.map((u) => [u._id, { id: u._id, name: u.name, email: u.email }]));
  for (const id of ids) if (!byId.has(id)) byId.set(id, { id, name: "", email: "" });
  return byId;
}

function creator(creators: Creators, id: string): KnowledgeCreator {
  return creators.get(id) ?? { id, name: "", email: "" };
}

export function presentDocument(record: DocumentRecord, creators: Creators): KnowledgeDocument {
  return {
    id: record._id,
    name: record.name,
    type: record.type,
    status: record.status,
    error: record.error,
    byte_size: record.byte_size,
    chunk_count: record.chunk_count,
    created_by: creator(creators, record.created_by),
    created_at: record.created_at,
    updated_at: record.updated_at,
    indexed_at: record.indexed_at,
    source_url: record.source_url,
    folder_id: record.folder_id,
  };
}

export function presentFolder(record: FolderRecord, childCount: number, creators: Creators): KnowledgeFolder {
  return {
    id: record._id,
    name: record.name,
    entity_type: "folder",
    parent_folder_id: record.parent_id,
    child_count: childCount,
    created_by: creator(creators, record.created_by),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

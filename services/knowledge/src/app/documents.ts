import {
  type KnowledgeDeleteQuery,
  type KnowledgeDocument,
  type KnowledgeDocumentListQuery,
  type KnowledgeDocumentPatchBody,
  type KnowledgeTextBody,
  type KnowledgeUrlBody,
  pageSizeOf,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import { FetchRefusedError } from "@cx/safe-fetch";
import { listPage } from "@cx/store";
import { isoNow } from "../domain/clock.ts";
import { newId, type WorkspaceId } from "../domain/ids.ts";
import { cleanName, nameOfSource } from "../domain/names.ts";
import type { StoredSource } from "../store/blobs-repository.ts";
import type { DocumentRecord } from "../store/records.ts";
import { type KnowledgeDeps, nowOf } from "./deps.ts";
import { deleted, importRequested } from "./events.ts";
import { creatorsOf, presentDocument } from "./presenters.ts";
import { assertReadableText, fileKind, MAX_SOURCE_BYTES, nameFromUrl, tooLarge } from "./sources.ts";

export const MAX_URL_LENGTH = 8192;

export interface Actor {
  workspaceId: WorkspaceId;
  userId: string;
}

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** `?force=true` (or `1`, or a bare `?force=`); absent, `false` or `0` is not forced. */
export function isForced(query: KnowledgeDeleteQuery): boolean {
  return query.force === "true" || query.force === "1" || query.force === "";
}

/** What a client can do with knowledge documents. */
export class DocumentUseCases {
  constructor(private readonly deps: KnowledgeDeps) {}

  private async present(record: DocumentRecord): Promise<KnowledgeDocument> {
    return presentDocument(record, await creatorsOf(this.deps.repos.readModels, [record.created_by]));
  }

  /** A folder named in a body must exist in this workspace. */
  async assertFolder(
    workspaceId: WorkspaceId,
    folderId: string | null | undefined,
    path: string,
  ): Promise<string | null> {
    if (folderId === undefined || folderId === null) return null;
    if (!(await this.deps.repos.folders.find(workspaceId, folderId))) {
      throw AppError.validation([{ path, message: "does not name a folder of this workspace" }]);
    }
    return folderId;
  }

  private newRecord(
    actor: Actor,
    fields: Pick<DocumentRecord, "name" | "name_from_source" | "type" | "source_url" | "folder_id">,
  ) {
    const now = isoNow(nowOf(this.deps));
    const record: DocumentRecord = {
      _id: newId("kdoc"),
      workspace_id: actor.workspaceId,
      ...fields,
      status: "pending",
      error: null,
      byte_size: 0,
      chunk_count: 0,
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
      indexed_at: null,
      lease_token: null,
      lease_until: null,
      indexing_started_at: null,
      indexing_attempts: 0,
      queued_at: now,
      active_version: null,
      embedder_id: null,
      outcome_published: true,
      outcome_at: null,
    };
    return record;
  }

  /** Stores the document with its import job, which the outbox delivers to the indexer. */
  private async enqueue(record: DocumentRecord, source?: StoredSource) {
    const { repos } = this.deps;
    const workspaceId = record.workspace_id as WorkspaceId;
    // Stored in parts, each after a turn of the event loop: reading and parsing the request
    // took a stretch of it already.
    if (source) await repos.blobs.insertSource(workspaceId, record._id, source);
    await repos.documents.insert(workspaceId, record, [importRequested(record)]);
    return this.present(record);
  }

  async createFromText(actor: Actor, body: KnowledgeTextBody): Promise<KnowledgeDocument> {
    const name = cleanName(body.name, "/name");
    if (body.text.trim().length === 0) throw AppError.validation([{ path: "/text", message: "must not be blank" }]);
    const bytes = new TextEncoder().encode(body.text);
    if (bytes.length > MAX_SOURCE_BYTES) throw tooLarge();
    const folderId = await this.assertFolder(actor.workspaceId, body.folder_id, "/folder_id");
    const record = this.newRecord(actor, {
      name,
      name_from_source: false,
      type: "text",
      source_url: null,
      folder_id: folderId,
    });
    return this.enqueue(record, { kind: "text", bytes, fileName: null });
  }

  async createFromFile(
    actor: Actor,
    file: UploadedFile,
    fields: { name?: string | undefined; folderId?: string | null | undefined },
  ): Promise<KnowledgeDocument> {
    if (file.bytes.length === 0) throw AppError.validation([{ path: "/file", message: "is empty" }]);
    if (file.bytes.length > MAX_SOURCE_BYTES) throw tooLarge();
    const kind = fileKind(file.name, file.type, file.bytes);
    assertReadableText(kind, file.bytes);
    const given = fields.name !== undefined ? cleanName(fields.name, "/name") : null;
    const fallback = nameOfSource(file.name) || "Untitled file";
    const folderId = await this.assertFolder(actor.workspaceId, fields.folderId, "/folder_id");
    const record = this.newRecord(actor, {
      name: given ?? fallback,
      name_from_source: false,
      type: "file",
      source_url: null,
      folder_id: folderId,
    });
    return this.enqueue(record, { kind, bytes: file.bytes, fileName: file.name || null });
  }

  async importFromUrl(actor: Actor, body: KnowledgeUrlBody): Promise<KnowledgeDocument> {
    // The URL is stored and echoed as `source_url` on every read: without a bound a client could
    // park megabytes in each document. Browsers and servers commonly stop near 8 KB.
    if (body.url.length > MAX_URL_LENGTH) {
      throw AppError.validation([{ path: "/url", message: `must be at most ${MAX_URL_LENGTH} characters` }]);
    }
    let checked: ReturnType<KnowledgeDeps["fetcher"]["check"]>;
    try {
      checked = this.deps.fetcher.check(body.url);
    } catch (error) {
      if (!(error instanceof FetchRefusedError)) throw error;
      throw new AppError("validation_failed", "The URL is not a safe public URL.", {
        reason: "url_not_public",
        fields: [{ path: "/url", message: error.message }],
      });
    }
    const given = body.name === undefined || body.name === null ? null : cleanName(body.name, "/name");
    const folderId = await this.assertFolder(actor.workspaceId, body.folder_id, "/folder_id");
    const record = this.newRecord(actor, {
      name: given ?? nameFromUrl(checked.url),
      name_from_source: given === null,
      type: "url",
      source_url: checked.url.href,
      folder_id: folderId,
    });
    return this.enqueue(record);
  }

  async list(workspaceId: WorkspaceId, query: KnowledgeDocumentListQuery) {
    const folder = query.folder_id;
    const search = query.search?.trim();
    const page = await this.deps.repos.documents.list(
      workspaceId,
      {
        // `root` (or an empty value) means documents at the workspace root.
        folderId: folder === undefined ? undefined : folder === "root" || folder === "" ? null : folder,
        search: search ? search : undefined,
        type: query.type,
        status: query.status,
      },
      { cursor: query.cursor ? query.cursor : undefined, pageSize: pageSizeOf(query) },
    );
    const creators = await creatorsOf(
      this.deps.repos.readModels,
      page.items.map((d) => d.created_by),
    );
    return listPage(page, (items) => items.map((d) => presentDocument(d, creators)));
  }

  private async load(workspaceId: WorkspaceId, id: string): Promise<DocumentRecord> {
    const record = await this.deps.repos.documents.find(workspaceId, id);
    if (!record) throw AppError.notFound("knowledge document");
    return record;
  }

  /** The ids among `ids` that name documents of the workspace, whatever their status. */
  async existing(workspaceId: WorkspaceId, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const found = await this.deps.repos.documents.findMany(workspaceId, [...new Set(ids)]);
    return found.map((document) => document._id);
  }

  async get(workspaceId: WorkspaceId, id: string): Promise<KnowledgeDocument> {
    return this.present(await this.load(workspaceId, id));
  }

  /** The extracted text of the live index: during a refresh, the previous one. */
  async content(workspaceId: WorkspaceId, id: string) {
    const record = await this.load(workspaceId, id);
    const content = record.active_version
      ? await this.deps.repos.blobs.findContent(workspaceId, id, record.active_version)
      : null;
    if (!content) {
      throw new AppError("conflict", "The document has no indexed content yet.", {
        reason: "document_not_indexed",
        status: record.status,
      });
    }
    return {
      document_id: record._id,
      name: record.name,
      text: content.text,
      byte_size: Buffer.byteLength(content.text, "utf8"),
      indexed_at: record.indexed_at,
    };
  }

  async update(workspaceId: WorkspaceId, id: string, body: KnowledgeDocumentPatchBody): Promise<KnowledgeDocument> {
    await this.load(workspaceId, id);
    const changes: Partial<DocumentRecord> = { updated_at: isoNow(nowOf(this.deps)) };
    if (body.name !== undefined) {
      changes.name = cleanName(body.name, "/name");
      changes.name_from_source = false;
    }
    if (body.folder_id !== undefined)
      changes.folder_id = await this.assertFolder(workspaceId, body.folder_id, "/folder_id");
    const updated = await this.deps.repos.documents.update(workspaceId, id, changes);
    if (!updated) throw AppError.notFound("knowledge document");
    return this.present(updated);
  }

  /** Agents whose live draft or branch tip attaches the document. */
  async usage(workspaceId: WorkspaceId, id: string) {
    const users = await this.deps.repos.readModels.usersOfDocument(workspaceId, id);
    return users.map((u) => ({
      agent_id: u.agent_id,
      branch_id: u.branch_id,
      in_tip: u.tip_document_ids.includes(id),
      in_draft: u.draft_document_ids.includes(id),
    }));
  }

  async delete(workspaceId: WorkspaceId, id: string, query: KnowledgeDeleteQuery): Promise<void> {
    const record = await this.load(workspaceId, id);
    if (!isForced(query)) {
      const usage = await this.usage(workspaceId, id);
      if (usage.length > 0) {
        throw new AppError(
          "document_in_use",
          "The document is attached to an agent's draft or branch; detach it or delete with force=true.",
          { used_by: usage },
        );
      }
    }
    await removeDocuments(this.deps, workspaceId, [record]);
  }

  async refresh(workspaceId: WorkspaceId, id: string): Promise<KnowledgeDocument> {
    const record = await this.load(workspaceId, id);
    const now = isoNow(nowOf(this.deps));
    const queued = await this.deps.repos.documents.requestReindex(workspaceId, id, now, [importRequested(record, now)]);
    // Already queued or indexing: the run under way is the refresh.
    return this.present(queued ?? record);
  }
}

/** Deletes documents, each with its deletion event, then their chunks and stored text. */
export async function removeDocuments(deps: KnowledgeDeps, workspaceId: WorkspaceId, records: DocumentRecord[]) {
  if (records.length === 0) return;
  const ids = records.map((r) => r._id);
  const at = isoNow(nowOf(deps));
  for (const record of records) await deps.repos.documents.delete(workspaceId, record._id, [deleted(record, at)]);
  await deps.repos.chunks.deleteForDocuments(workspaceId, ids);
  await deps.repos.blobs.deleteForDocuments(workspaceId, ids);
  await deps.repos.indexState.bump(workspaceId);
}

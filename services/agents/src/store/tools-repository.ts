import type { Events, OutboxCollection } from "@cx/outbox";
import { findKeysetPage, type Page, type PageRequest, requireTenant } from "@cx/store";
import type { ToolDoc } from "./documents.ts";
import type { WorkspaceId } from "./workspace-id.ts";

/** Tools, newest first: `created_at` then `_id`, both descending (immutable, so pages are stable). */
export class ToolsRepository {
  constructor(private readonly tools: OutboxCollection<ToolDoc>) {}

  /** Throws `DuplicateKeyError` when the workspace already has a tool of that name. */
  insert(ws: WorkspaceId, doc: ToolDoc, events: Events = []): Promise<void> {
    requireTenant(ws, doc.workspace_id);
    return this.tools.insertOne(doc, { events });
  }

  find(ws: WorkspaceId, toolId: string): Promise<ToolDoc | null> {
    return this.tools.findOne({ _id: toolId, workspace_id: ws });
  }

  findMany(ws: WorkspaceId, toolIds: string[]): Promise<ToolDoc[]> {
    if (toolIds.length === 0) return Promise.resolve([]);
    return this.tools.find({ workspace_id: ws, _id: { $in: toolIds } });
  }

  /** Which of these ids name tools of the workspace. */
  async existingAmong(ws: WorkspaceId, toolIds: string[]): Promise<Set<string>> {
    if (toolIds.length === 0) return new Set();
    const found = await this.tools.find({ workspace_id: ws, _id: { $in: toolIds } }, { projection: { _id: 1 } });
    return new Set(found.map((tool) => tool._id));
  }

  /** A page of the workspace's tools, newest first (the cursor holds the last one's `[created_at, _id]`). */
  page(ws: WorkspaceId, request: PageRequest): Promise<Page<ToolDoc>> {
    return findKeysetPage(this.tools, { workspace_id: ws }, "created_at", request, -1);
  }

  /**
   * Replaces the tool if it is still as it was read (same `updated_at`); null when it changed or
   * went meanwhile. Throws `DuplicateKeyError` when the new name is another tool's.
   */
  async replace(ws: WorkspaceId, doc: ToolDoc, expectedUpdatedAt: string, events: Events = []): Promise<boolean> {
    const result = await this.tools.replaceOne({ _id: doc._id, workspace_id: ws, updated_at: expectedUpdatedAt }, doc, {
      events,
    });
    return result.matchedCount === 1;
  }

  async delete(ws: WorkspaceId, toolId: string, events: Events = []): Promise<boolean> {
    return (await this.tools.deleteOne({ _id: toolId, workspace_id: ws }, { events })) === 1;
  }
}

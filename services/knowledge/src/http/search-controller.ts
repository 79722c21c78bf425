import { KnowledgeSearchBody } from "@cx/contracts";
import { JSON_BODY } from "@cx/http-kit";
import { API_PREFIX } from "@cx/route-table";
import { Elysia } from "elysia";
import type { KnowledgeSearch } from "../app/search.ts";
import { deriveActor } from "./caller.ts";

export function searchController(secret: string, search: KnowledgeSearch) {
  return new Elysia({ name: "knowledge-search" })
    .derive(deriveActor(secret))
    .post(
      `${API_PREFIX}/workspaces/:workspace_id/knowledge/search`,
      ({ actor, body }) => search.search(actor.workspaceId, body),
      { body: KnowledgeSearchBody, ...JSON_BODY },
    );
}

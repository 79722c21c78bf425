import { serviceApp } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { SERVICES } from "@cx/route-table";
import type { DocumentUseCases } from "../app/documents.ts";
import type { FolderUseCases } from "../app/folders.ts";
import type { KnowledgeSearch } from "../app/search.ts";
import { documentsController } from "./documents-controller.ts";
import { foldersController } from "./folders-controller.ts";
import { searchController } from "./search-controller.ts";

export interface KnowledgeHttpDeps {
  secret: string;
  documents: DocumentUseCases;
  folders: FolderUseCases;
  search: KnowledgeSearch;
}

/** The knowledge service's HTTP surface: its controllers, then any operation still pending. */
export function createKnowledgeApp(logger: Logger, deps: KnowledgeHttpDeps) {
  // Static segments (`folders`, `search`) are mounted before the `:doc_id` routes they would shadow.
  return serviceApp(SERVICES.knowledge.name, logger, deps.secret, [
    foldersController(deps.secret, deps.folders),
    searchController(deps.secret, deps.search),
    documentsController(deps.secret, deps.documents),
  ]);
}

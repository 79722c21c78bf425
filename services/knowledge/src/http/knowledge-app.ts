import { createHttpApp, implementedOperations, pendingRoutes } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import { routesOf } from "@cx/route-table";
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
  const controllers = [
    foldersController(deps.secret, deps.folders),
    searchController(deps.secret, deps.search),
    documentsController(deps.secret, deps.documents),
  ];
  const implemented = new Set(controllers.flatMap((c) => [...implementedOperations(c, routesOf("knowledge"))]));
  let app = createHttpApp("knowledge", logger, deps.secret);
  for (const controller of controllers) app = app.use(controller) as never;
  return app.use(pendingRoutes("knowledge", routesOf("knowledge"), implemented));
}

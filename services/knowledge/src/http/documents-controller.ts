import { AppError, type FieldError } from "@cx/errors";
import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { DocumentUseCases, UploadedFile } from "../app/documents.ts";
import { MAX_SOURCE_BYTES, tooLarge } from "../app/sources.ts";

/** Room for the multipart framing and the small fields around a file at the size limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

function contentLength(request: Request): number | null {
  const header = request.headers.get("content-length");
  return header === null ? null : Number(header);
}

/** Reads the multipart fields of a file upload; every problem is a 4XX naming the field. */
function uploadFields(request: Request, body: unknown) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("unsupported_media_type", "Send the file as multipart/form-data with a `file` part.");
  }
  const form = (body ?? {}) as Record<string, unknown>;
  const problems: FieldError[] = [];
  const file = form.file;
  if (!(file instanceof Blob)) problems.push({ path: "/file", message: "must be a file part" });
  const name = form.name;
  if (name !== undefined && typeof name !== "string") problems.push({ path: "/name", message: "must be text" });
  if (typeof name === "string" && name.length > 256)
    problems.push({ path: "/name", message: "must be at most 256 characters" });
  const folder = form.folder_id;
  if (folder !== undefined && typeof folder !== "string")
    problems.push({ path: "/folder_id", message: "must be text" });
  if (problems.length > 0) throw AppError.validation(problems);
  return {
    file: file as Blob & { name?: string },
    name: name === "" ? undefined : (name as string | undefined),
    // Form fields cannot carry null: an empty or `root` value means the workspace root.
    folderId: folder === undefined || folder === "" || folder === "root" ? undefined : (folder as string),
  };
}

export function documentsController(secret: string, documents: DocumentUseCases) {
  return createController("knowledge-documents")
    .use(routeGuard(secret))
    .post(
      pathOf("createKnowledgeFromText"),
      ({ actor, body, set }) => {
        set.status = 201;
        return documents.createFromText(actor, body);
      },
      guard("createKnowledgeFromText"),
    )
    .post(
      pathOf("createKnowledgeFromFile"),
      async ({ actor, request, body, set }) => {
        const length = contentLength(request);
        if (length !== null && length > MAX_SOURCE_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
        const fields = uploadFields(request, body);
        const upload: UploadedFile = {
          name: fields.file.name ?? "",
          type: fields.file.type,
          bytes: new Uint8Array(await fields.file.arrayBuffer()),
        };
        const created = await documents.createFromFile(actor, upload, { name: fields.name, folderId: fields.folderId });
        set.status = 201;
        return created;
      },
      guard("createKnowledgeFromFile"),
    )
    .post(
      pathOf("importKnowledgeFromUrl"),
      ({ actor, body, set }) => {
        set.status = 201;
        return documents.importFromUrl(actor, body);
      },
      guard("importKnowledgeFromUrl"),
    )
    .get(
      pathOf("listKnowledge"),
      ({ actor, query }) => documents.list(actor.workspaceId, query),
      guard("listKnowledge"),
    )
    .get(
      pathOf("getKnowledgeDocument"),
      ({ actor, params }) => documents.get(actor.workspaceId, params.doc_id),
      guard("getKnowledgeDocument"),
    )
    .get(
      pathOf("getKnowledgeContent"),
      ({ actor, params }) => documents.content(actor.workspaceId, params.doc_id),
      guard("getKnowledgeContent"),
    )
    .patch(
      pathOf("updateKnowledgeDocument"),
      ({ actor, params, body }) => documents.update(actor.workspaceId, params.doc_id, body),
      guard("updateKnowledgeDocument"),
    )
    .delete(
      pathOf("deleteKnowledgeDocument"),
      async ({ actor, params, query, set }) => {
        await documents.delete(actor.workspaceId, params.doc_id, query);
        set.status = 204;
      },
      guard("deleteKnowledgeDocument"),
    )
    .post(
      pathOf("refreshKnowledgeDocument"),
      async ({ actor, params, set }) => {
        const document = await documents.refresh(actor.workspaceId, params.doc_id);
        set.status = 202;
        return document;
      },
      guard("refreshKnowledgeDocument"),
    );
}

import { KnowledgeDocumentPatchBody, KnowledgeTextBody, KnowledgeUrlBody } from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { createController } from "@cx/http-kit";
import { API_PREFIX } from "@cx/route-table";
import type { DocumentUseCases, UploadedFile } from "../app/documents.ts";
import { MAX_SOURCE_BYTES, tooLarge } from "../app/sources.ts";
import { deriveActor } from "./caller.ts";
import { parseForce, parseListQuery } from "./query.ts";

const BASE = `${API_PREFIX}/workspaces/:workspace_id/knowledge`;

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
    .derive(deriveActor(secret))
    .post(
      `${BASE}/text`,
      ({ actor, body, set }) => {
        set.status = 201;
        return documents.createFromText(actor, body);
      },
      { body: KnowledgeTextBody },
    )
    .post(`${BASE}/file`, async ({ actor, request, body, set }) => {
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
    })
    .post(
      `${BASE}/url`,
      ({ actor, body, set }) => {
        set.status = 201;
        return documents.importFromUrl(actor, body);
      },
      { body: KnowledgeUrlBody },
    )
    .get(BASE, ({ actor, query }) => documents.list(actor.workspaceId, parseListQuery(query)))
    .get(`${BASE}/:doc_id`, ({ actor, params }) => documents.get(actor.workspaceId, params.doc_id))
    .get(`${BASE}/:doc_id/content`, ({ actor, params }) => documents.content(actor.workspaceId, params.doc_id))
    .patch(`${BASE}/:doc_id`, ({ actor, params, body }) => documents.update(actor.workspaceId, params.doc_id, body), {
      body: KnowledgeDocumentPatchBody,
    })
    .delete(`${BASE}/:doc_id`, async ({ actor, params, query, set }) => {
      await documents.delete(actor.workspaceId, params.doc_id, parseForce(query));
      set.status = 204;
    })
    .post(`${BASE}/:doc_id/refresh`, async ({ actor, params, set }) => {
      const document = await documents.refresh(actor.workspaceId, params.doc_id);
      set.status = 202;
      return document;
    });
}

import { ApiError, apiErrorOf } from "../../api/api-error.ts";
import type { KnowledgeDocument } from "./knowledge-queries.ts";

/**
 * Uploads a file as a knowledge document, reporting progress (0..1) as it goes: `fetch` cannot
 * tell how much of a request body was sent, XMLHttpRequest can. Same origin, so the session
 * cookie goes with it; the header is the one every mutation made with the cookie must carry.
 */
export function uploadKnowledgeFile(
  ws: string,
  file: File,
  fields: { name?: string; folderId: string | null },
  onProgress: (fraction: number) => void,
): Promise<KnowledgeDocument> {
  const form = new FormData();
  form.set("file", file);
  if (fields.name) form.set("name", fields.name);
  if (fields.folderId) form.set("folder_id", fields.folderId);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/v1/workspaces/${encodeURIComponent(ws)}/knowledge/file`);
    request.setRequestHeader("X-CX-Request", "1");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError("The platform could not be reached."));
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as KnowledgeDocument);
        return;
      }
      const error = apiErrorOf(new Response(null, { status: request.status }), body);
      reject(error instanceof ApiError ? error : new Error(String(error)));
    };
    request.send(form);
  });
}
